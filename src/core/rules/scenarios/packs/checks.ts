/**
 * A pack's checks between answers, as the coded scenarios make them (checks.ts): pieces in play,
 * what only one player can hold, an answer bounded by another, answers that cannot both hold, and
 * nobody Killing more than the game's Army Points.
 */
import type { ScenarioText } from '../../../../shared/api/scoring';
import type { PackCheck } from '../../../../shared/scenarioPack';
import { MAX_BAGGAGE_EXTRA, armyCeiling } from '../killing';
import { atMostInPlay, atMostInPlayInAnyRound, combinedAtMost, notBoth, notBothInAnyRound } from '../checks';
import type { Game } from '../scenario';
import type { Problem, Side } from '../types';
import { SIDES } from '../types';
import { checkKilledAtArmy } from '../s17/common';
import { fieldsOf, holds, readsPlayer, valueOf } from './figures';
import type { QuestionPlaces, Where } from './figures';
import { textOf } from './texts';
import type { PackWords } from './texts';

type Numbers = Record<Side, Record<string, number>>;
type Flags = Record<Side, Record<string, boolean>>;

export function checkProblems(
  checks: readonly PackCheck[],
  g: Game,
  places: QuestionPlaces,
  words: PackWords,
  rule: (segments: PackCheck & { kind: 'killed-within-army' }) => ScenarioText,
): Problem[] {
  const text = (t: Parameters<typeof textOf>[0]) => textOf(t, words);
  return checks.flatMap((c): Problem[] => {
    switch (c.kind) {
      case 'at-most-in-play': {
        const inRounds = places.round.has(c.question);
        if (c.message) {
          const message = text(c.message);
          return inRounds
            ? g.rounds.flatMap((r, i) => combinedAtMost(r as Numbers, c.question, c.limit, message, `rounds.${i}.`))
            : combinedAtMost(g.facts as Numbers, c.question, c.limit, message);
        }
        const what = text(c.what ?? c.question);
        return inRounds
          ? atMostInPlayInAnyRound(g.rounds as Numbers[], c.question, c.limit, what)
          : atMostInPlay(g.facts as Numbers, c.question, c.limit, what);
      }
      case 'not-both':
        return places.round.has(c.question)
          ? notBothInAnyRound(g.rounds as Flags[], c.question, text(c.message))
          : notBoth(g.facts as Flags, c.question, text(c.message));
      case 'not-more-than':
        return SIDES.flatMap((side) => {
          const n = Number(g.season[side][c.question]);
          const m = Number(g.season[side][c.than]);
          if (n <= m) return [];
          const message = textOf({ key: c.message, params: { n, m } }, words);
          return [{ fields: [`${side}.${c.question}`, `${side}.${c.than}`], message }];
        });
      case 'not-together': {
        const sides: Side[] = readsPlayer(c.first) || readsPlayer(c.second) ? [...SIDES] : ['a'];
        return sides.flatMap((side) => {
          const w: Where = { g, side, scorer: side };
          if (!holds(c.first, w, places) || !holds(c.second, w, places)) return [];
          const fields = [...new Set([...fieldsOf(c.first, w, places), ...fieldsOf(c.second, w, places)])];
          return [{ fields, message: textOf(c.message, words, (v) => valueOf(v, w, places)) }];
        });
      }
      case 'within-army': {
        const ceiling = armyCeiling(g.armyPoints);
        return SIDES.flatMap((side) => {
          const n = Number(g.season[side][c.question]);
          if (n <= ceiling) return [];
          const params = { n, points: g.armyPoints, baggage: MAX_BAGGAGE_EXTRA };
          return [{ fields: [`${side}.${c.question}`], message: textOf({ key: c.message, params }, words) }];
        });
      }
      case 'killed-within-army':
        return checkKilledAtArmy(
          g.facts as Record<Side, { killedPoints: number; notDeployedPoints: number }>,
          g.armyPoints,
          rule(c),
        );
    }
  });
}
