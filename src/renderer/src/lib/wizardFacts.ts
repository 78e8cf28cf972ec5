/**
 * The scoring wizard's answers, shaped as the API's facts: `{ a, b, rounds? }`. Pure helpers:
 * no rule is applied here (the API scores); this only holds answers and hides questions whose
 * `showIf` does not hold, as the scenario's schema says.
 */
import type { WizardQuestion } from '../../../shared/api/scoring';

export type Answer = boolean | number | string;
export type AnswerRecord = Record<string, Answer>;
export type Side = 'a' | 'b';

export interface WizardAnswers {
  a: AnswerRecord;
  b: AnswerRecord;
  /** Per Game Round (always three kept; `roundsPlayed` says how many are sent). */
  rounds: { a: AnswerRecord; b: AnswerRecord }[];
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

export function playerQuestions(questions: readonly WizardQuestion[]): WizardQuestion[] {
  return questions.filter((q) => q.scope !== 'round-player');
}

export function roundQuestions(questions: readonly WizardQuestion[]): WizardQuestion[] {
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
  };
}

/** Restores answers from stored facts (a committed result), over fresh defaults. */
export function answersFromFacts(
  questions: readonly WizardQuestion[],
  facts: unknown,
): { answers: WizardAnswers; roundsPlayed: number } {
  const answers = initialAnswers(questions);
  const f = (facts ?? {}) as Partial<{
    a: AnswerRecord;
    b: AnswerRecord;
    rounds: { a: AnswerRecord; b: AnswerRecord }[];
  }>;
  Object.assign(answers.a, f.a ?? {});
  Object.assign(answers.b, f.b ?? {});
  (f.rounds ?? []).slice(0, GAME_ROUNDS).forEach((r, i) => {
    const target = answers.rounds[i];
    if (!target) return;
    Object.assign(target.a, r.a ?? {});
    Object.assign(target.b, r.b ?? {});
  });
  return { answers, roundsPlayed: f.rounds?.length ? Math.min(f.rounds.length, GAME_ROUNDS) : GAME_ROUNDS };
}

/** Whether a question is asked, given the other answers of the same player (and round). */
export function isShown(q: WizardQuestion, record: AnswerRecord): boolean {
  if (!q.showIf) return true;
  const value = record[q.showIf.key];
  if (q.showIf.equals !== undefined && value !== q.showIf.equals) return false;
  if (q.showIf.notEquals !== undefined && value === q.showIf.notEquals) return false;
  return true;
}

/** The facts the API takes. Per-round answers are sent only for scenarios that have them. */
export function toFacts(
  questions: readonly WizardQuestion[],
  answers: WizardAnswers,
  roundsPlayed: number,
): { a: AnswerRecord; b: AnswerRecord; rounds?: { a: AnswerRecord; b: AnswerRecord }[] } {
  const facts = { a: { ...answers.a }, b: { ...answers.b } };
  if (roundQuestions(questions).length === 0) return facts;
  const n = Math.max(1, Math.min(GAME_ROUNDS, roundsPlayed));
  return { ...facts, rounds: answers.rounds.slice(0, n).map((r) => ({ a: { ...r.a }, b: { ...r.b } })) };
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
