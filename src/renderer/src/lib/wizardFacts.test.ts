import { describe, expect, it } from 'vitest';
import type { WizardQuestion as Question } from '../../../shared/api/scoring';

/** Questions as a screen holds them once written in its language. */
type WizardQuestion = Question<string>;
import {
  answersFromFacts,
  differsFrom,
  gameRecord,
  initialAnswers,
  isMidRoundEnd,
  isShown,
  toFacts,
} from './wizardFacts';

const q = (over: Partial<WizardQuestion> & Pick<WizardQuestion, 'key' | 'kind'>): WizardQuestion => ({
  label: over.key,
  scope: 'player',
  rule: 'test',
  ...over,
});

const QUESTIONS: WizardQuestion[] = [
  q({ key: 'controls', kind: 'boolean' }),
  q({ key: 'survivingPoints', kind: 'number', min: 0, max: 1000 }),
  q({
    key: 'zone',
    kind: 'choice',
    options: [
      { value: 'none', label: 'None' },
      { value: 'a', label: 'A' },
    ],
  }),
  q({ key: 'bonus', kind: 'boolean', showIf: { key: 'controls', equals: true } }),
  q({ key: 'zonePoints', kind: 'number', min: 0, max: 400, scope: 'round-player' }),
];

const ENDS = [
  { value: 'third-round', label: 'Third' },
  { value: 'retreat', label: 'Retreat' },
];
const SIDES = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const GAME: WizardQuestion[] = [
  q({ key: 'endedBy', kind: 'choice', scope: 'game', options: ENDS }),
  q({ key: 'endRound', kind: 'number', scope: 'game', min: 1, max: 3, showIf: { key: 'endedBy', equals: 'retreat' } }),
  q({ key: 'firstTurn', kind: 'choice', scope: 'game', options: SIDES }),
  q({ key: 'lastTurn', kind: 'choice', scope: 'game', options: SIDES }),
  q({
    key: 'ruling',
    kind: 'choice',
    scope: 'game',
    options: ENDS,
    showIf: { key: 'a.controls', equals: true, also: { key: 'b.controls', equals: true } },
  }),
];

describe('wizard answers', () => {
  it('start from each kind’s neutral answer, with prefilled keys the questions know', () => {
    const answers = initialAnswers(QUESTIONS, { a: { survivingPoints: 210, unknown: 5 } });
    expect(answers.a).toEqual({ controls: false, survivingPoints: 210, zone: 'none', bonus: false });
    expect(answers.b.survivingPoints).toBe(0);
    expect(answers.rounds).toHaveLength(3);
    expect(answers.rounds[0]?.a).toEqual({ zonePoints: 0 });
  });

  it('send per-round answers for the three Game Rounds, or up to the round an early end happened in', () => {
    const all = [...QUESTIONS, ...GAME];
    const answers = initialAnswers(all);
    expect(toFacts(all, answers).rounds).toHaveLength(3);
    answers.game.endedBy = 'retreat';
    answers.game.endRound = 2;
    answers.rounds[1]!.b.zonePoints = 120;
    const facts = toFacts(all, answers);
    expect(facts.rounds).toEqual([
      { a: { zonePoints: 0 }, b: { zonePoints: 0 } },
      { a: { zonePoints: 0 }, b: { zonePoints: 120 } },
    ]);
    expect(facts.game).toMatchObject({ endedBy: 'retreat', endRound: 2 });
    // Ended after the first player's turn: the second entry is the state when the game stopped.
    expect(isMidRoundEnd(answers.game, 1)).toBe(true);
    answers.game.lastTurn = 'b';
    expect(isMidRoundEnd(answers.game, 1)).toBe(false);
    expect(toFacts(QUESTIONS.slice(0, 4), answers)).not.toHaveProperty('rounds');
    expect(toFacts(QUESTIONS.slice(0, 4), answers)).not.toHaveProperty('game');
  });

  it('a game question may depend on both players’ answers', () => {
    const answers = initialAnswers([...QUESTIONS, ...GAME]);
    const ruling = GAME[4]!;
    answers.a.controls = true;
    expect(isShown(ruling, gameRecord(answers))).toBe(false);
    answers.b.controls = true;
    expect(isShown(ruling, gameRecord(answers))).toBe(true);
  });

  it('hide a question until the answer it depends on holds', () => {
    const bonus = QUESTIONS[3]!;
    expect(isShown(bonus, { controls: false })).toBe(false);
    expect(isShown(bonus, { controls: true })).toBe(true);
    expect(
      isShown(q({ key: 'x', kind: 'boolean', showIf: { key: 'zone', notEquals: 'none' } }), { zone: 'none' }),
    ).toBe(false);
  });

  it('restore answers from stored facts', () => {
    const answers = answersFromFacts([...QUESTIONS, ...GAME], {
      a: { controls: true },
      b: {},
      rounds: [{ a: { zonePoints: 50 }, b: {} }],
      game: { endedBy: 'retreat', endRound: 1 },
    });
    expect(answers.a.controls).toBe(true);
    expect(answers.rounds[0]?.a.zonePoints).toBe(50);
    expect(answers.game).toMatchObject({ endedBy: 'retreat', endRound: 1, firstTurn: 'a' });
  });

  it('flag a result that differs in OP or VP from the one entered', () => {
    expect(differsFrom({ op: [7, 3], vp: [200, 100] }, { op: [7, 3], vp: [200, 100] })).toBe(false);
    expect(differsFrom({ op: [7, 3], vp: [200, 100] }, { op: [6, 3], vp: [200, 100] })).toBe(true);
    expect(differsFrom({ op: [7, 3], vp: [200, 100] }, { op: [7, 3], vp: [200, 90] })).toBe(true);
    expect(differsFrom(null, { op: [1, 1], vp: [0, 0] })).toBe(false);
  });
});
