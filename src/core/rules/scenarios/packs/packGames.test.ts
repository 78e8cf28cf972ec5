/**
 * A pack's game is sized and scored in one place (packGames.ts) for a pack file on the command
 * line and for the pack an event keeps (`scoreInSeason`, `gameSize`): the same figures for the same
 * facts, each refusing in its own words — the pack file's ("in this pack"), the event's the
 * season's rule ("ITS S17 · Tournament Tiers").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../../../shared/messages';
import { ScenarioPackSchema } from '../../../../shared/scenarioPack';
import type { Ruled } from '../../problem';
import { gameSize, scoreInSeason } from '../seasons';
import { compiledPack } from './eventPack';
import { packGameSize, scoreInPack } from './packGames';

const PACK = ScenarioPackSchema.parse(
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../../../../tests/fixtures/packs/invented.its-scenarios.json'),
      'utf8',
    ),
  ),
);
const compiled = compiledPack(PACK);
const book = { season: 'its-s17' as const, pack: PACK };
const FACTS = {
  a: { trucks: 4, trucksSafe: 3, flares: 2, beacon: true, route: 'ridge', tactical: 1, classifieds: 1 },
  b: { trucks: 2, trucksSafe: 1, flares: 2, beacon: false, beaconSeen: true, route: 'road', tactical: 2 },
  game: { weather: 1 },
};

const words = <T>(r: Ruled<T>) => (r.ok ? null : english(r.problem.message));

describe('a pack’s game, from a pack file and from an event', () => {
  it('scores the same facts the same way', () => {
    const fromFile = scoreInPack(compiled, 'convoy-run', { armyPoints: 200 }, FACTS);
    const fromEvent = scoreInSeason(book, 'convoy-run', { tier: 'low' }, FACTS);
    expect(fromFile.ok && [fromFile.value.players.a.op, fromFile.value.players.b.op]).toEqual([10, 5]);
    expect(fromEvent).toEqual(fromFile);
    expect(gameSize(book, { tier: 'mid' })).toEqual(packGameSize(compiled, { armyPoints: 300 }));
  });

  it('refuses in the words of each: the pack file’s, the season’s', () => {
    expect(words(scoreInPack(compiled, 'acquisition', { armyPoints: 200 }, FACTS))).toBe(
      'There is no scenario “acquisition” in this pack.',
    );
    expect(words(scoreInSeason(book, 'acquisition', { armyPoints: 200 }, FACTS))).toBe(
      'There is no scenario “acquisition” in this app.',
    );
    expect(words(scoreInPack(compiled, 'convoy-run', { armyPoints: 250 }, FACTS))).toBe(
      'This pack’s games are played at 200, 300 Army Points, not 250.',
    );
    expect(words(scoreInSeason(book, 'convoy-run', { armyPoints: 250 }, FACTS))).toBe(
      'ITS S17 · Tournament Tiers: a game is played at 200, 300 Army Points, not 250.',
    );
    expect(words(gameSize(book, { tier: 'top' }))).toBe(
      'ITS S17 · Tournament Tiers: a game is played at 200, 300 Army Points, not —.',
    );
    expect(words(gameSize(book, { tier: 'mid', armyPoints: 200 }))).toContain('200 Army Points is not an army size');
  });
});
