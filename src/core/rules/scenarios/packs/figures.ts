/**
 * What a pack's values and conditions read in one game: answers (the player's, the opponent's,
 * the game's, at the end or in a Game Round), Army Points Killed, a zone's Army Points with
 * INTELCOM Support and Control, figures by army size. A fixed vocabulary worked out over the
 * validated facts — nothing is evaluated as code.
 */
import type { PackCondition, PackValue } from '../../../../shared/scenarioPack';
import { gameEnd } from '../game-end';
import { zonePoints } from '../intelcom';
import { killedBy } from '../killing';
import type { Game } from '../scenario';
import { GAME_ROUNDS } from '../scenario';
import type { FactValue, Side } from '../types';
import { opponent } from '../types';

/** Where a figure is read: whose answers, for which player's objective, at which Game Round's end. */
export interface Where {
  g: Game;
  /** The player whose answers `fact` reads. */
  side: Side;
  /** The player the objective scores for (a per-player zone key is chosen by them). */
  scorer: Side;
  /** A Game Round's index when the objective is scored at the end of each Game Round. */
  round?: number;
}

/** Which questions a scenario asks where, and each one's default answer. */
export interface QuestionPlaces {
  round: ReadonlyMap<string, FactValue>;
}

export function factAt(w: Where, places: QuestionPlaces, side: Side, key: string): FactValue {
  const roundDefault = places.round.get(key);
  if (roundDefault !== undefined) {
    const index = w.round ?? w.g.rounds.length - 1;
    return w.g.rounds[index]?.[side]?.[key] ?? roundDefault;
  }
  return w.g.season[side][key] ?? 0;
}

/** Whether a zone's figure is read at the end of the game (when INTELCOM Support and Control adds to it). */
function atEndOfGame(w: Where): boolean {
  if (w.round === undefined) return true;
  return w.round === GAME_ROUNDS - 1 && gameEnd(w.g).thirdRoundEnded;
}

export function valueOf(v: PackValue, w: Where, places: QuestionPlaces): number | string | boolean {
  if (typeof v === 'number') return v;
  if ('fact' in v) return factAt(w, places, w.side, v.fact);
  if ('opponent' in v) return factAt(w, places, opponent(w.side), v.opponent);
  if ('game' in v) return w.g.game[v.game] ?? 0;
  if ('killed' in v) {
    const by = v.killed === 'self' ? w.side : opponent(w.side);
    return killedBy(w.g.facts as Record<Side, { killedPoints: number; notDeployedPoints: number }>, by);
  }
  if ('zonePoints' in v) {
    const key = typeof v.zonePoints === 'string' ? v.zonePoints : v.zonePoints[w.scorer];
    const observed = Number(factAt(w, places, w.side, key));
    return v.zone ? zonePoints(w.g, w.side, v.zone, observed, atEndOfGame(w)) : observed;
  }
  if ('byArmy' in v) return v.byArmy[String(w.g.armyPoints)] ?? 0;
  if ('armyPoints' in v) return w.g.armyPoints;
  if ('sum' in v) return v.sum.reduce<number>((total, x) => total + Number(valueOf(x, w, places)), 0);
  if ('min' in v) return Math.min(...v.min.map((x) => Number(valueOf(x, w, places))));
  return v.count.filter((c) => holds(c, w, places)).length;
}

export const numberOf = (v: PackValue, w: Where, places: QuestionPlaces): number => Number(valueOf(v, w, places));

function tested(actual: FactValue, test: { is?: FactValue; isNot?: FactValue }): boolean {
  if (test.isNot !== undefined) return actual !== test.isNot;
  return actual === (test.is ?? true);
}

export function holds(c: PackCondition, w: Where, places: QuestionPlaces): boolean {
  if ('fact' in c) return tested(factAt(w, places, w.side, c.fact), c);
  if ('opponent' in c) return tested(factAt(w, places, opponent(w.side), c.opponent), c);
  if ('game' in c) return tested(w.g.game[c.game] ?? 0, c);
  if ('role' in c) return (w.g.game.attacker === w.scorer) === (c.role === 'attacker');
  if ('compare' in c) {
    const [left, op, right] = c.compare;
    const a = valueOf(left, w, places);
    const b = valueOf(right, w, places);
    if (op === 'eq') return a === b;
    if (op === 'gt') return Number(a) > Number(b);
    if (op === 'ge') return Number(a) >= Number(b);
    if (op === 'le') return Number(a) <= Number(b);
    return Number(a) < Number(b);
  }
  if ('lastRound' in c) {
    const last = w.g.rounds.length - 1;
    return last >= 0 && holds(c.lastRound, { ...w, round: last }, places);
  }
  if ('everyRound' in c) {
    return (
      w.g.rounds.length === GAME_ROUNDS && w.g.rounds.every((_, round) => holds(c.everyRound, { ...w, round }, places))
    );
  }
  if ('anyRound' in c) return w.g.rounds.some((_, round) => holds(c.anyRound, { ...w, round }, places));
  if ('roundsAnswered' in c) return w.g.rounds.length >= c.roundsAnswered;
  if ('earlyEnd' in c) return gameEnd(w.g).early === c.earlyEnd;
  if ('all' in c) return c.all.every((x) => holds(x, w, places));
  if ('any' in c) return c.any.some((x) => holds(x, w, places));
  return !holds(c.not, w, places);
}

/** Whether a condition or value reads a player's answers (then a check runs for each player). */
export function readsPlayer(c: PackCondition | PackValue): boolean {
  if (typeof c === 'number') return false;
  if ('fact' in c || 'opponent' in c || 'role' in c || 'killed' in c || 'zonePoints' in c) return true;
  if ('compare' in c) return readsPlayer(c.compare[0]) || readsPlayer(c.compare[2]);
  if ('all' in c) return c.all.some(readsPlayer);
  if ('any' in c) return c.any.some(readsPlayer);
  if ('not' in c) return readsPlayer(c.not);
  if ('lastRound' in c) return readsPlayer(c.lastRound);
  if ('everyRound' in c) return readsPlayer(c.everyRound);
  if ('anyRound' in c) return readsPlayer(c.anyRound);
  if ('sum' in c) return c.sum.some(readsPlayer);
  if ('min' in c) return c.min.some(readsPlayer);
  if ('count' in c) return c.count.some(readsPlayer);
  return false;
}

/**
 * The answers a condition reads, as the wizard's fields ("a.controlsCoffin", "game.attacker",
 * "rounds.1.b.quadrants"): what a contradiction names.
 */
export function fieldsOf(c: PackCondition | PackValue, w: Where, places: QuestionPlaces): string[] {
  if (typeof c === 'number') return [];
  const at = (side: Side, key: string): string => {
    if (!places.round.has(key)) return `${side}.${key}`;
    const index = w.round ?? w.g.rounds.length - 1;
    return `rounds.${index}.${side}.${key}`;
  };
  if ('fact' in c) return [at(w.side, c.fact)];
  if ('opponent' in c) return [at(opponent(w.side), c.opponent)];
  if ('game' in c) return [`game.${c.game}`];
  if ('killed' in c) return [];
  if ('compare' in c) return [...fieldsOf(c.compare[0], w, places), ...fieldsOf(c.compare[2], w, places)];
  if ('all' in c) return c.all.flatMap((x) => fieldsOf(x, w, places));
  // Of alternatives, the answers that make it true are the ones to name.
  if ('any' in c) return c.any.filter((x) => holds(x, w, places)).flatMap((x) => fieldsOf(x, w, places));
  if ('not' in c) return fieldsOf(c.not, w, places);
  if ('lastRound' in c) return fieldsOf(c.lastRound, { ...w, round: w.g.rounds.length - 1 }, places);
  if ('everyRound' in c) return w.g.rounds.flatMap((_, round) => fieldsOf(c.everyRound, { ...w, round }, places));
  if ('anyRound' in c) return w.g.rounds.flatMap((_, round) => fieldsOf(c.anyRound, { ...w, round }, places));
  if ('sum' in c) return c.sum.flatMap((x) => fieldsOf(x, w, places));
  if ('min' in c) return c.min.flatMap((x) => fieldsOf(x, w, places));
  if ('count' in c) return c.count.flatMap((x) => fieldsOf(x, w, places));
  return [];
}
