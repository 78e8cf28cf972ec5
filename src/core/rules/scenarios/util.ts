/** Small helpers shared by the scenario files: lines, comparisons and typed fact access. */
import type { ScenarioText } from '../../../shared/api/scoring';
import { msg } from '../../../shared/messages';
import type { FactRecord, Line, Side } from './types';
import { opponent } from './types';

export function line(
  objective: string,
  label: ScenarioText,
  points: number,
  rule: ScenarioText,
  detail?: ScenarioText,
): Line {
  const out: Line = { objective, label, points, rule };
  if (detail !== undefined) out.detail = detail;
  return out;
}

/** A line scored at the end of one Game Round: `line`'s arguments after the round's number. */
export function roundLine(round: number, ...args: Parameters<typeof line>): Line {
  return atRound(round, line(...args));
}

/** The same line, scored at the end of Game Round `round`. */
export function atRound(round: number, scored: Line): Line {
  return { ...scored, label: msg('s.common.round', { n: round, label: scored.label }), round };
}

/** A figure for the player and for the opponent, in that order: what "more than the opponent" compares. */
export function versusPair(side: Side, of: (s: Side) => number): readonly [number, number] {
  return [of(side), of(opponent(side))];
}

/** One numeric fact of the player and of the opponent, in that order. */
export function factPair<K extends string>(
  facts: Record<Side, Record<K, number>>,
  side: Side,
  key: K,
): readonly [number, number] {
  return versusPair(side, (s) => facts[s][key]);
}

/**
 * "More than the opponent": `op` points when the player's figure beats the opponent's (equal
 * figures: nobody scores), shown as "a vs b" unless another detail is given.
 */
export function moreLine(
  objective: string,
  label: ScenarioText,
  [own, other]: readonly [number, number],
  op: number,
  rule: ScenarioText,
  detail: ScenarioText = msg('s.common.versus', { a: own, b: other }),
): Line {
  return line(objective, label, own > other ? op : 0, rule, detail);
}

/** "Each one … 1 OP" (or 2 OP each): the count times the OP, shown as "× n". */
export function eachLine(objective: string, label: ScenarioText, n: number, rule: ScenarioText, op: 1 | 2 = 1): Line {
  return line(
    objective,
    label,
    n * op,
    rule,
    op === 1 ? msg('s.common.timesOne', { n }) : msg('s.common.timesTwo', { n }),
  );
}

export type Comparison = 'more' | 'same' | 'fewer';

export function compare(own: number, other: number): Comparison {
  return own > other ? 'more' : own === other ? 'same' : 'fewer';
}

/**
 * The frequent pair of objectives "as many as the opponent (only if at least one)" and
 * "more than the opponent", over the player's and the opponent's figures: returns [sameLine, moreLine].
 */
export function sameOrMore(
  [own, other]: readonly [number, number],
  o: {
    same: { objective: string; label: ScenarioText; op: number };
    more: { objective: string; label: ScenarioText; op: number };
    rule: ScenarioText;
    noun: ScenarioText;
  },
  round?: number,
): [Line, Line] {
  const c = compare(own, other);
  const detail = msg('s.common.nounVersus', { noun: o.noun, a: own, b: other });
  const make = round === undefined ? line : roundLine.bind(null, round);
  return [
    make(o.same.objective, o.same.label, c === 'same' && own >= 1 ? o.same.op : 0, o.rule, detail),
    make(o.more.objective, o.more.label, c === 'more' ? o.more.op : 0, o.rule, detail),
  ];
}

export function num(rec: FactRecord, key: string): number {
  const v = rec[key];
  if (typeof v !== 'number') throw new Error(`Internal: fact "${key}" is not a number`);
  return v;
}

export function bool(rec: FactRecord, key: string): boolean {
  const v = rec[key];
  if (typeof v !== 'boolean') throw new Error(`Internal: fact "${key}" is not a boolean`);
  return v;
}

export function str(rec: FactRecord, key: string): string {
  const v = rec[key];
  if (typeof v !== 'string') throw new Error(`Internal: fact "${key}" is not a string`);
  return v;
}
