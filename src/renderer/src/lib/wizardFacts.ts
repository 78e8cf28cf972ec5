/**
 * The scoring wizard's answers, shaped as the API's facts: `{ a, b, rounds?, game? }`. Pure
 * helpers: no rule is applied here (the API scores); this only holds answers, hides questions
 * whose `showIf` does not hold, and sends as many per-round entries as the game's end needs
 * (as the scenario's schema says: 3, or the Game Round an early end by Retreat! happened in).
 */
import type { WizardQuestion as Question } from '../../../shared/api/scoring';

/** A question with its words as main sent them or as a screen wrote them: only its shape is read here. */
type WizardQuestion = Question<unknown>;

export type Answer = boolean | number | string;
export type AnswerRecord = Record<string, Answer>;
export type Side = 'a' | 'b';

export interface WizardAnswers {
  a: AnswerRecord;
  b: AnswerRecord;
  /** Per Game Round (always three kept; the game's end says how many are sent). */
  rounds: { a: AnswerRecord; b: AnswerRecord }[];
  /** Answers about the whole game: how it ended, the referee's rulings. */
  game: AnswerRecord;
}

export const GAME_ROUNDS = 3;

export function defaultAnswer(q: WizardQuestion): Answer {
  if (q.kind === 'boolean') return false;
  if (q.kind === 'number') return q.min ?? 0;
  return q.options?.[0]?.value ?? '';
}

function defaults(questions: readonly WizardQuestion[]): AnswerRecord {
  return Object.fromEntries(questions.map((q) => [q.key, defaultAnswer(q)]));
}

export function playerQuestions<Q extends WizardQuestion>(questions: readonly Q[]): Q[] {
  return questions.filter((q) => q.scope === 'player');
}

export function gameQuestions<Q extends WizardQuestion>(questions: readonly Q[]): Q[] {
  return questions.filter((q) => q.scope === 'game');
}

export function roundQuestions<Q extends WizardQuestion>(questions: readonly Q[]): Q[] {
  return questions.filter((q) => q.scope === 'round-player');
}

/** Fresh answers; `prefill` (e.g. the table tracker's points) fills the keys it knows. */
export function initialAnswers(
  questions: readonly WizardQuestion[],
  prefill: Partial<Record<Side, AnswerRecord>> = {},
): WizardAnswers {
  const player = defaults(playerQuestions(questions));
  const round = defaults(roundQuestions(questions));
  const fill = (side: Side): AnswerRecord => {
    const out = { ...player };
    for (const [k, v] of Object.entries(prefill[side] ?? {})) if (k in out) out[k] = v;
    return out;
  };
  return {
    a: fill('a'),
    b: fill('b'),
    rounds: Array.from({ length: GAME_ROUNDS }, () => ({ a: { ...round }, b: { ...round } })),
    game: defaults(gameQuestions(questions)),
  };
}

/** How many per-round entries the facts hold: 3, or the Game Round the game ended early in. */
export function roundEntries(game: AnswerRecord): number {
  if (game.endedBy !== 'retreat') return GAME_ROUNDS;
  const n = typeof game.endRound === 'number' ? game.endRound : GAME_ROUNDS;
  return Math.max(1, Math.min(GAME_ROUNDS, n));
}

/** True when entry `index` is the state when the game stopped inside a Game Round. */
export function isMidRoundEnd(game: AnswerRecord, index: number): boolean {
  return game.endedBy === 'retreat' && index === roundEntries(game) - 1 && game.firstTurn === game.lastTurn;
}

/** What a game question's condition reads: the game answers, and each player's as `a.<key>`. */
export function gameRecord(answers: Pick<WizardAnswers, 'a' | 'b' | 'game'>): AnswerRecord {
  const out: AnswerRecord = { ...answers.game };
  for (const side of ['a', 'b'] as const) {
    for (const [k, v] of Object.entries(answers[side])) out[`${side}.${k}`] = v;
  }
  return out;
}

/** Restores answers from stored facts (a committed result), over fresh defaults. */
export function answersFromFacts(questions: readonly WizardQuestion[], facts: unknown): WizardAnswers {
  const answers = initialAnswers(questions);
  const f = (facts ?? {}) as Partial<{
    a: AnswerRecord;
    b: AnswerRecord;
    rounds: { a: AnswerRecord; b: AnswerRecord }[];
    game: AnswerRecord;
  }>;
  Object.assign(answers.a, f.a ?? {});
  Object.assign(answers.b, f.b ?? {});
  Object.assign(answers.game, f.game ?? {});
  (f.rounds ?? []).slice(0, GAME_ROUNDS).forEach((r, i) => {
    const target = answers.rounds[i];
    if (!target) return;
    Object.assign(target.a, r.a ?? {});
    Object.assign(target.b, r.b ?? {});
  });
  return answers;
}

/** Whether a question is asked, given the other answers of the same player (and round). */
export function isShown(q: Pick<WizardQuestion, 'showIf'>, record: AnswerRecord): boolean {
  const cond = q.showIf;
  if (!cond) return true;
  const value = record[cond.key];
  if (cond.equals !== undefined && value !== cond.equals) return false;
  if (cond.notEquals !== undefined && value === cond.notEquals) return false;
  return cond.also ? isShown({ showIf: cond.also }, record) : true;
}

/** The facts the API takes. Per-round and game answers are sent only for scenarios that ask them. */
export function toFacts(
  questions: readonly WizardQuestion[],
  answers: WizardAnswers,
): { a: AnswerRecord; b: AnswerRecord; rounds?: { a: AnswerRecord; b: AnswerRecord }[]; game?: AnswerRecord } {
  const facts: ReturnType<typeof toFacts> = { a: { ...answers.a }, b: { ...answers.b } };
  if (gameQuestions(questions).length > 0) facts.game = { ...answers.game };
  if (roundQuestions(questions).length > 0) {
    const n = roundEntries(answers.game);
    facts.rounds = answers.rounds.slice(0, n).map((r) => ({ a: { ...r.a }, b: { ...r.b } }));
  }
  return facts;
}

/** Does a newly scored result differ from the one already on the table? */
export function differsFrom(
  existing: { op: readonly number[]; vp: readonly number[] } | null,
  next: { op: readonly number[]; vp: readonly number[] } | null,
): boolean {
  if (!existing || !next) return false;
  return (
    existing.op[0] !== next.op[0] ||
    existing.op[1] !== next.op[1] ||
    existing.vp[0] !== next.vp[0] ||
    existing.vp[1] !== next.vp[1]
  );
}
