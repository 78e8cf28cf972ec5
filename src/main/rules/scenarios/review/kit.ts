/**
 * Helpers for the independent review tests (imported by review/*.review.test.ts only). They go
 * through the public API of the engine (`score` from the registry) so the review checks what a
 * referee, the wizard and the CLI see, not internal helpers.
 */
import { expect } from 'vitest';
import { ApiError } from '../../../../shared/errors';
import type { Tier } from '../../../../shared/model';
import { score } from '../registry';
import type { ScoreResult, Side } from '../types';

type Answers = Record<string, unknown>;
export interface Facts {
  a?: Answers;
  b?: Answers;
  rounds?: { a?: Answers; b?: Answers }[];
  game?: Answers;
}

/**
 * Scores a game; players and rounds left out answer every question with its default. With
 * fewer than 3 Game Rounds recorded and no `game` given, the game ended by Retreat! at the end
 * of the last recorded round (ITS S11 · End of the Mission), so every recorded round ended.
 */
export function game(id: string, tier: Tier, facts: Facts = {}): ScoreResult {
  const full: Record<string, unknown> = { a: facts.a ?? {}, b: facts.b ?? {} };
  if (facts.rounds) full.rounds = facts.rounds.map((r) => ({ a: r.a ?? {}, b: r.b ?? {} }));
  if (facts.game) full.game = facts.game;
  else if (facts.rounds && facts.rounds.length < 3) {
    full.game = { endedBy: 'retreat', endRound: facts.rounds.length, firstTurn: 'a', lastTurn: 'b' };
  }
  const result = score(id, tier, full);
  for (const side of ['a', 'b'] as const) {
    const p = result.players[side];
    // Every breakdown must add up to the OP shown, and stay within 0..10.
    expect(p.lines.reduce((sum, l) => sum + l.points, 0)).toBe(p.op);
    expect(p.op).toBeGreaterThanOrEqual(0);
    expect(p.op).toBeLessThanOrEqual(10);
  }
  return result;
}

export const op = (r: ScoreResult): [number, number] => [r.players.a.op, r.players.b.op];

/** Points of one objective for one player (all rounds, or one round when given). */
export function points(r: ScoreResult, side: Side, objective: string, round?: number): number {
  return r.players[side].lines
    .filter((l) => l.objective === objective && (round === undefined || l.round === round))
    .reduce((sum, l) => sum + l.points, 0);
}

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the facts to be refused, but they were scored');
}

/** The facts are refused as contradictory, naming every given field. */
export function refused(fn: () => unknown, fields: string[]): void {
  const err = thrown(fn);
  expect(err.code).toBe('RULES_VIOLATION');
  for (const f of fields) expect((err.details as { fields: string[] }).fields).toContain(f);
  // The referee reads the questions as the wizard asks them, never a field path.
  expect(err.message).not.toMatch(/\b(?:[ab]|game|rounds\.\d+\.[ab])\.[a-z][A-Za-z]*/);
}

/** The facts are refused as invalid input naming the field (an answer out of range or not asked). */
export function invalid(fn: () => unknown, field: string): void {
  const err = thrown(fn);
  expect(err.code).toBe('INVALID_INPUT');
  expect((err.details as { fields: string[] }).fields.join(' ')).toContain(field);
}
