import { describe, expect, it } from 'vitest';
import type { WizardQuestion } from '../../../shared/api/scoring';
import { answersFromFacts, differsFrom, initialAnswers, isShown, toFacts } from './wizardFacts';

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

describe('wizard answers', () => {
  it('start from each kind’s neutral answer, with prefilled keys the questions know', () => {
    const answers = initialAnswers(QUESTIONS, { a: { survivingPoints: 210, unknown: 5 } });
    expect(answers.a).toEqual({ controls: false, survivingPoints: 210, zone: 'none', bonus: false });
    expect(answers.b.survivingPoints).toBe(0);
    expect(answers.rounds).toHaveLength(3);
    expect(answers.rounds[0]?.a).toEqual({ zonePoints: 0 });
  });

  it('send per-round answers only for the Game Rounds played', () => {
    const answers = initialAnswers(QUESTIONS);
    answers.rounds[1]!.b.zonePoints = 120;
    const facts = toFacts(QUESTIONS, answers, 2);
    expect(facts.rounds).toEqual([
      { a: { zonePoints: 0 }, b: { zonePoints: 0 } },
      { a: { zonePoints: 0 }, b: { zonePoints: 120 } },
    ]);
    expect(toFacts(QUESTIONS.slice(0, 4), answers, 3)).not.toHaveProperty('rounds');
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
    const { answers, roundsPlayed } = answersFromFacts(QUESTIONS, {
      a: { controls: true },
      b: {},
      rounds: [{ a: { zonePoints: 50 }, b: {} }],
    });
    expect(answers.a.controls).toBe(true);
    expect(answers.rounds[0]?.a.zonePoints).toBe(50);
    expect(roundsPlayed).toBe(1);
  });

  it('flag a result that differs in OP or VP from the one entered', () => {
    expect(differsFrom({ op: [7, 3], vp: [200, 100] }, { op: [7, 3], vp: [200, 100] })).toBe(false);
    expect(differsFrom({ op: [7, 3], vp: [200, 100] }, { op: [6, 3], vp: [200, 100] })).toBe(true);
    expect(differsFrom({ op: [7, 3], vp: [200, 100] }, { op: [7, 3], vp: [200, 90] })).toBe(true);
    expect(differsFrom(null, { op: [1, 1], vp: [0, 0] })).toBe(false);
  });
});
