/** Contradiction checks that several scenario files share (each returns the problems found). */
import type { MessageRef } from '../../../shared/messages';
import { msg } from '../../../shared/messages';
import type { Problem, Side } from './types';
import { SIDES } from './types';

/**
 * Both players' counts of one kind of piece taken together cannot exceed the pieces the
 * scenario puts in play (e.g. Antennas Activated by either player). `at` prefixes the fields (a
 * Game Round's answers).
 */
export function combinedAtMost<F extends Record<K, number>, K extends string>(
  facts: Record<Side, F>,
  key: K,
  limit: number,
  message: MessageRef,
  at = '',
): Problem[] {
  return facts.a[key] + facts.b[key] > limit ? [{ fields: [`${at}a.${key}`, `${at}b.${key}`], message }] : [];
}

/**
 * combinedAtMost with the usual message: more than `limit` pieces of a kind (`what`, e.g.
 * Antennas) cannot be in play.
 */
export function atMostInPlay<F extends Record<K, number>, K extends string>(
  facts: Record<Side, F>,
  key: K,
  limit: number,
  what: MessageRef,
  at = '',
): Problem[] {
  return combinedAtMost(facts, key, limit, msg('m.c.tooMany', { n: limit, what }), at);
}

/** atMostInPlay at the end of every Game Round answered. */
export function atMostInPlayInAnyRound<F extends Record<K, number>, K extends string>(
  rounds: readonly Record<Side, F>[],
  key: K,
  limit: number,
  what: MessageRef,
): Problem[] {
  return rounds.flatMap((r, i) => atMostInPlay(r, key, limit, what, `rounds.${i}.`));
}

/**
 * What only one player can hold at a time (a Tech-Coffin Controlled, an Antenna Activated): both
 * players answering yes to `key` contradicts. `at` prefixes the fields (a Game Round's answers).
 */
export function notBoth<K extends string>(
  facts: Record<Side, Record<K, boolean>>,
  key: K,
  message: MessageRef,
  at = '',
): Problem[] {
  return facts.a[key] && facts.b[key] ? [{ fields: [`${at}a.${key}`, `${at}b.${key}`], message }] : [];
}

/** notBoth at the end of every Game Round answered. */
export function notBothInAnyRound<K extends string>(
  rounds: readonly Record<Side, Record<K, boolean>>[],
  key: K,
  message: MessageRef,
): Problem[] {
  return rounds.flatMap((r, i) => notBoth(r, key, message, `rounds.${i}.`));
}

/**
 * A bonus answered yes for a player needs that player's base objective answered yes too
 * (e.g. "by the DataTracker" needs the Designated Target Killed). Problems come side by side,
 * and within a side in the order the bonuses are given.
 */
export function bonusesNeed<F extends Record<B | N, boolean>, B extends string, N extends string>(
  facts: Record<Side, F>,
  bonuses: readonly B[],
  needed: N,
  message: MessageRef,
): Problem[] {
  return SIDES.flatMap((side) =>
    bonuses
      .filter((bonus) => facts[side][bonus] && !facts[side][needed])
      .map((bonus) => ({ fields: [`${side}.${bonus}`, `${side}.${needed}`], message })),
  );
}
