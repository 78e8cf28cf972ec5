/**
 * An ITS S17 event is played under ITS Season 17 and Infinity N5: every citation main sends for
 * it names those rulebooks. The tournament rules (rounds guideline, byes, final scores) and the
 * army list checks are the same sections in both seasons, so they are written once, citing
 * "ITS S11" and "N4", and an S17 event's answers are re-cited here before they leave main.
 */
import type { SeasonId } from '../../../shared/model';

/** The rulebook an S17 event reads instead of the S11-era one. */
const IN_S17: Readonly<Record<string, string>> = { 'ITS S11': 'ITS S17', N4: 'N5' };
const CITATION = /^s\.cite\.join[2-5]$/;
/** The same rulebooks in the English sentences the API and the CLI carry beside the figures. */
const IN_TEXT = /\b(ITS S11|N4) ·/g;
const MAX_DEPTH = 16;

function recite(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(IN_TEXT, (_, book: string) => `${IN_S17[book]} ·`);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => recite(v, depth + 1));
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, recite(v, depth + 1)]));
  const params = out.params as Record<string, unknown> | undefined;
  if (typeof out.key === 'string' && CITATION.test(out.key) && typeof params?.a === 'string') {
    out.params = { ...params, a: IN_S17[params.a] ?? params.a };
  }
  return out;
}

/** `value` (an API answer) with its citations in the event's season's rulebooks. */
export function citedIn<T>(season: SeasonId | undefined, value: T): T {
  return season === 'its-s17' ? (recite(value, 0) as T) : value;
}
