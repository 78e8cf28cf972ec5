/**
 * Leaving a battle square on a square grid: retreat, rout and fall back
 * (gitm-retreat-rout-fallback.txt, a computer wargame's rules). Self-contained and pure.
 *
 * | rule                                                                  | status      |
 * |-----------------------------------------------------------------------|-------------|
 * | retreat: 1 to 4 squares, away from the battle                          | implemented |
 * | own direction of movement and its two neighbours are invalid           | implemented |
 * | the side each enemy came from and its two neighbours are invalid       | implemented |
 * | never toward an adjacent enemy                                         | implemented |
 * | toward an adjacent friend (not sharing its square with an enemy) first | implemented |
 * | no valid direction → surrender                                         | implemented |
 * | every valid direction held by hostile units → surrender                | implemented |
 * | every legitimate square blocked → surrender                            | implemented |
 * | rout: one strategic move to a random adjacent square, else surrender   | implemented |
 * | rout: never into a square holding an enemy unit, nor a blocked one     | implemented |
 * | fall back: exactly one square, chosen as for a retreat                 | implemented |
 * | fall back: trapped by the enemy in the melee → surrender               | input (the game's own roll) |
 * | lost a melee with fatigue 16 or more → surrender                       | implemented |
 *
 * Readings where the text is silent:
 * - Among equally good directions the text names no order; the calculator draws one with a
 *   seeded generator and reports every option, so the referee can see the tie.
 * - Blocked squares are skipped when choosing; when every legitimate square is blocked the unit
 *   surrenders, and both the "unable to move" and the "blocked" lines are printed.
 * - Direction rules (own movement, enemy entry) apply to retreats and fall backs; a rout is a
 *   random strategic move limited by the squares it may not legitimately enter: one holding an
 *   enemy unit (the same rule the retreat path applies) or one reported blocked (impassable,
 *   neutral units, an invalid strategic move). With no such square left the unit surrenders with
 *   the text's "blocked" line, which names squares holding enemy units among its causes.
 */
import type { GitmResult, GitmSurrenderReason } from '../../../shared/api/tables';
import { createRng } from '../random';
import { gitmMessages } from './messages';
import type { GitmAction } from './messages';

export const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Fatigue at which a unit that lost a melee surrenders instead of leaving. */
export const EXHAUSTION_FATIGUE = 16;

export interface GitmSituation {
  unit: string;
  action: GitmAction;
  /** Direction the unit was moving when it entered the battle square; null if it did not move in. */
  moved: Direction | null;
  /** Sides the enemy units came from. */
  enemyCameFrom: readonly Direction[];
  adjacentEnemies: readonly Direction[];
  adjacentFriends: readonly Direction[];
  blocked: readonly Direction[];
  lostMelee: boolean;
  fatigue: number;
  trapped: boolean;
  seed: string;
}

/** Why a unit surrenders instead of leaving; the API's words (`gitm.resolve`). */
export type SurrenderReason = GitmSurrenderReason;

/** The resolution as `gitm.resolve` answers it: the directions left at each rule, the outcome, its lines. */
export type GitmResolution = GitmResult;

function turn(direction: Direction, steps: number): Direction {
  const index = DIRECTIONS.indexOf(direction);
  return DIRECTIONS[(index + steps + 8) % 8] as Direction;
}

/** A direction and the one on either side of it (N → NW, N, NE). */
export function fan(direction: Direction): Direction[] {
  return [turn(direction, -1), direction, turn(direction, 1)];
}

/** Directions left once the unit's own movement and every enemy's entry side are ruled out. */
export function validDirections(moved: Direction | null, enemyCameFrom: readonly Direction[]): Direction[] {
  const invalid = new Set<Direction>();
  if (moved) for (const d of fan(moved)) invalid.add(d);
  for (const from of enemyCameFrom) for (const d of fan(from)) invalid.add(d);
  return DIRECTIONS.filter((d) => !invalid.has(d));
}

function pick<T>(items: readonly T[], rng: () => number): T | undefined {
  return items[Math.floor(rng() * items.length)];
}

export function resolveGitm(s: GitmSituation): GitmResolution {
  const rng = createRng(`${s.seed}|${s.unit}|${s.action}`);
  const enemies = new Set(s.adjacentEnemies);
  const blocked = new Set(s.blocked);
  const surrender = (
    reason: SurrenderReason,
    messages: string[],
    lists: Pick<GitmResolution, 'valid' | 'candidates' | 'preferred'>,
  ): GitmResolution => ({ ...lists, outcome: { kind: 'surrender', reason }, messages });

  const none = { valid: [], candidates: [], preferred: [] };
  if (s.lostMelee && s.fatigue >= EXHAUSTION_FATIGUE) {
    return surrender('exhausted', [gitmMessages.exhausted(s.unit)], none);
  }

  if (s.action === 'rout') {
    const valid = [...DIRECTIONS];
    const candidates = valid.filter((d) => !enemies.has(d));
    const lists = { valid, candidates, preferred: [] };
    const direction = pick(
      candidates.filter((d) => !blocked.has(d)),
      rng,
    );
    if (!direction) return surrender('blocked', [gitmMessages.blocked(s.unit, s.action)], lists);
    return {
      ...lists,
      outcome: { kind: 'move', direction, minSquares: 1, maxSquares: 1, strategic: true },
      messages: [],
    };
  }

  const valid = validDirections(s.moved, s.enemyCameFrom);
  if (valid.length === 0) {
    return surrender('no-valid-direction', [gitmMessages.noValidDirection(s.unit, s.action)], none);
  }
  if (s.action === 'fall-back' && s.trapped) {
    return surrender('trapped', [gitmMessages.trapped(s.unit)], { valid, candidates: [], preferred: [] });
  }
  const candidates = valid.filter((d) => !enemies.has(d));
  if (candidates.length === 0) {
    return surrender('no-direction', [gitmMessages.noDirection(s.unit)], { valid, candidates, preferred: [] });
  }
  // A friendly square shared with an enemy is not a refuge.
  const friends = new Set(s.adjacentFriends.filter((d) => !enemies.has(d)));
  const preferred = candidates.filter((d) => friends.has(d));
  const lists = { valid, candidates, preferred };

  const openPreferred = preferred.filter((d) => !blocked.has(d));
  const openOthers = candidates.filter((d) => !blocked.has(d) && !friends.has(d));
  const direction = pick(openPreferred, rng) ?? pick(openOthers, rng);
  if (!direction) {
    return surrender('blocked', [gitmMessages.unableToMove(s.unit), gitmMessages.blocked(s.unit, s.action)], lists);
  }
  const maxSquares = s.action === 'retreat' ? 4 : 1;
  return {
    ...lists,
    outcome: { kind: 'move', direction, minSquares: 1, maxSquares, strategic: false },
    messages: [],
  };
}
