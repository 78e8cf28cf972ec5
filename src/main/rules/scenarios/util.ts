/** Small helpers shared by the scenario files: lines, comparisons and typed fact access. */
import type { ScenarioText } from '../../../shared/api/scoring';
import { msg } from '../../../shared/messages';
import type { FactRecord, Line } from './types';

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

export function roundLine(
  round: number,
  objective: string,
  label: ScenarioText,
  points: number,
  rule: ScenarioText,
  detail?: ScenarioText,
): Line {
  return { ...line(objective, msg('s.round', { n: round, label }), points, rule, detail), round };
}

export type Comparison = 'more' | 'same' | 'fewer';

export function compare(own: number, other: number): Comparison {
  return own > other ? 'more' : own === other ? 'same' : 'fewer';
}

/**
 * The frequent pair of objectives "as many as the opponent (only if at least one)" and
 * "more than the opponent": returns [sameLine, moreLine].
 */
export function sameOrMore(
  o: {
    own: number;
    other: number;
    same: { objective: string; label: ScenarioText; op: number };
    more: { objective: string; label: ScenarioText; op: number };
    rule: ScenarioText;
    noun: ScenarioText;
  },
  round?: number,
): [Line, Line] {
  const c = compare(o.own, o.other);
  const detail = msg('s.nounVersus', { noun: o.noun, a: o.own, b: o.other });
  const make = round === undefined ? line : roundLine.bind(null, round);
  return [
    make(o.same.objective, o.same.label, c === 'same' && o.own >= 1 ? o.same.op : 0, o.rule, detail),
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
