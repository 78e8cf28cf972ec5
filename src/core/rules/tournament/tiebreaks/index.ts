/**
 * Tiebreak strategies, one per file, each with its rule reference.
 *
 * | id            | rule                   | status      |
 * |---------------|------------------------|-------------|
 * | tp            | ITS S11 · Final Scores | implemented |
 * | op            | ITS S11 · Final Scores | implemented |
 * | vp            | ITS S11 · Final Scores | implemented |
 * | opponents-op  | ITS S11 · Final Scores | implemented |
 */
import { opTiebreak } from './op';
import { opponentsOpTiebreak } from './opponentsOp';
import { tpTiebreak } from './tp';
import type { Tiebreak } from './types';
import { vpTiebreak } from './vp';

export type { PlayerTotals, Tiebreak } from './types';

export const TIEBREAKS: readonly Tiebreak[] = [tpTiebreak, opTiebreak, vpTiebreak, opponentsOpTiebreak];

export function tiebreakById(id: string): Tiebreak | undefined {
  return TIEBREAKS.find((t) => t.id === id);
}

/** The strategies a preset names, in order; an unknown id is a programming error. */
export function tiebreaksFor(ids: readonly string[]): Tiebreak[] {
  return ids.map((id) => {
    const t = tiebreakById(id);
    if (!t) throw new Error(`Unknown tiebreak strategy "${id}"`);
    return t;
  });
}
