/**
 * ITS S11 · Objective Points ceiling: a player never scores more than 10 OP in a game; every
 * bonus "up to a maximum of 10" (Liaison Officer, Concilium Watch, HVT compensation,
 * Provisions) is granted only as far as that ceiling allows.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import type { Line } from './types';
import { line } from './util';

export const OP_CEILING = 10;
export const CEILING_RULE = cite('ITS S11', msg('s.caps.maximum10'));

export const total = (lines: readonly Line[]): number => lines.reduce((sum, l) => sum + l.points, 0);

/** How much of `gain` fits under the ceiling when the player already has `current` OP. */
export function withinCeiling(current: number, gain: number): number {
  return Math.max(0, Math.min(gain, OP_CEILING - current));
}

/** A negative line bringing a total above 10 back to 10, or null when none is needed. */
export function ceilingLine(current: number): Line | null {
  if (current <= OP_CEILING) return null;
  return line(
    'ceiling',
    msg('s.caps.aboveMaximum'),
    OP_CEILING - current,
    CEILING_RULE,
    msg('s.caps.scoredTenKept', { n: current }),
  );
}

/** A bonus line worth `gain` OP, reduced so the total stays within 10. */
export function bonusLine(
  objective: string,
  label: ScenarioText,
  gain: number,
  current: number,
  rule: ScenarioText,
): Line {
  const points = withinCeiling(current, gain);
  const detail = points < gain ? msg('s.caps.earnedKept', { n: gain, m: points }) : undefined;
  return line(objective, label, points, rule, detail);
}
