/**
 * Pairing the teams of a round (docs/TEAMS.md). ITS defines no team format; the app pairs teams
 * the way ITS S11 · Pairings pairs players:
 *   - round 1 at random (seeded: the same seed gives the same draw);
 *   - later rounds Swiss on the team standings (match points, then summed TP, OP, VP), 1 v 2, 3 v 4;
 *   - no team meets a team it met before while a pairing without such a rematch exists (rematches
 *     are missing edges; when none exists the fewest rematches are paired, on the lowest matches);
 *   - an odd count: the bye goes to the lowest-ranked team without a bye (round 1: the last of the
 *     draw), moving up only when giving it lower would force a rematch among the others.
 *
 * Method: a maximum-weight perfect matching (../pairing/blossom.ts) whose integer weights rank,
 * in strict priority: fewest rematches (fallback only) > smallest match-point gaps (squared) >
 * closest to the Swiss order (squared rank distances). Each tier's unit exceeds the largest total
 * of the tiers below it.
 */
import { msg } from '../../../../shared/messages';
import { ok, refuse } from '../../problem';
import type { Ruled } from '../../problem';
import { createRng, hashString, shuffled } from '../../random';
import { maxWeightPerfectMatching } from '../pairing/blossom';
import { pairKey } from '../pairing/history';
import { compareText, compareValues } from '../standings';

export interface TeamPairInput {
  round: number;
  /** Seed of the event's draw; round 1 draws from it, later rounds break exact ties with it. */
  seed: string;
  /** The teams that play this round. */
  teams: readonly string[];
  /** Each team's standing values before the round, compared in order (higher first). */
  standing: ReadonlyMap<string, readonly number[]>;
  /** Pair keys (pairKey) of the teams that met before this round. */
  met: ReadonlySet<string>;
  /** Teams that had a bye before this round. */
  hadBye: ReadonlySet<string>;
}

export interface TeamPairing {
  /** Team pairings, top first; forced rematches last. */
  pairs: { a: string; b: string; rematch: boolean }[];
  bye: string | null;
  /** The teams in pairing order (the draw in round 1, else the standings). */
  order: string[];
}

type Mode = 'forbid' | 'penalize';

/** The round's team pairings; refused (a violation) when every team already had its bye. */
export function pairTeams(input: TeamPairInput): Ruled<TeamPairing> {
  const order = pairingOrder(input);
  const points = order.map((id) => input.standing.get(id)?.[0] ?? 0);
  const indexOf = new Map(order.map((id, i) => [id, i]));
  let toPair = order;
  let bye: string | null = null;
  let solved: [string, string][] | null = null;
  if (order.length % 2 === 1) {
    const eligible = order.filter((id) => !input.hadBye.has(id));
    if (eligible.length === 0) {
      return refuse('violation', msg('m.teams.allHadBye', { round: input.round, n: order.length }));
    }
    const candidates = input.round === 1 ? eligible.slice(-1) : [...eligible].reverse();
    for (const c of candidates) {
      const rest = order.filter((id) => id !== c);
      const s = solve(rest, points, indexOf, input.met, 'forbid');
      if (s) {
        bye = c;
        toPair = rest;
        solved = s;
        break;
      }
    }
    if (bye === null) {
      bye = candidates[0] as string;
      toPair = order.filter((id) => id !== bye);
    }
  }
  solved ??=
    solve(toPair, points, indexOf, input.met, 'forbid') ?? solve(toPair, points, indexOf, input.met, 'penalize');
  if (!solved) throw new Error('team pairing: no pairing on the complete graph'); // cannot happen
  const pairs = solved
    .map(([a, b]) => ({ a, b, rematch: input.met.has(pairKey(a, b)) }))
    .sort(
      (x, y) => Number(x.rematch) - Number(y.rematch) || (indexOf.get(x.a) as number) - (indexOf.get(y.a) as number),
    );
  return ok({ pairs, bye, order });
}

function pairingOrder(input: TeamPairInput): string[] {
  const seed = `${input.seed}#teams#round${input.round}`;
  const sorted = [...input.teams].sort(compareText);
  if (input.round === 1) return shuffled(sorted, createRng(seed));
  const tie = new Map(sorted.map((id) => [id, hashString(`${seed}|${id}`)]));
  return sorted.sort(
    (x, y) =>
      compareValues(input.standing.get(x) ?? [], input.standing.get(y) ?? []) ||
      (tie.get(x) as number) - (tie.get(y) as number) ||
      compareText(x, y),
  );
}

/** The best perfect pairing of `ids` (in order), or null when none exists in this mode. */
function solve(
  ids: readonly string[],
  allPoints: readonly number[],
  indexOf: ReadonlyMap<string, number>,
  met: ReadonlySet<string>,
  mode: Mode,
): [string, string][] | null {
  const m = ids.length;
  if (m === 0) return [];
  const points = ids.map((id) => allPoints[indexOf.get(id) as number] ?? 0);
  const maxGap = Math.max(...points) - Math.min(...points);
  const half = Math.ceil(m / 2);
  const rankUnit = 1;
  const gapUnit = half * (m - 1) ** 2 * rankUnit + 1;
  const rematchUnit = half * maxGap ** 2 * gapUnit + half * (m - 1) ** 2 + 1;
  const base = half * rematchUnit + 1;
  if (base * 2 >= 2 ** 50) throw new Error('team pairing: too many teams for exact weights');
  const u: number[] = [];
  const v: number[] = [];
  const w: number[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) {
      const rematch = met.has(pairKey(ids[i] as string, ids[j] as string));
      if (rematch && mode === 'forbid') continue;
      const gap = ((points[i] as number) - (points[j] as number)) ** 2;
      u.push(i);
      v.push(j);
      w.push(base - (rematch ? rematchUnit : 0) - gap * gapUnit - (j - i) ** 2 * rankUnit);
    }
  }
  const mate = maxWeightPerfectMatching(m, { u, v, w });
  if (!mate) return null;
  const pairs: [string, string][] = [];
  for (let i = 0; i < m; i++) {
    const j = mate[i] as number;
    if (j > i) pairs.push([ids[i] as string, ids[j] as string]);
  }
  return pairs;
}
