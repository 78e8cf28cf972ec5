/**
 * Every check of the invented season (tests/fixtures/packs/invented.its-scenarios.json) refuses the
 * facts it is written against, in the pack's words or the app's, through the one path every reader
 * of a pack scores with (`scoreInPack`). The CLI test refuses two of them and the desk wizard of the
 * e2e two more; here all six kinds, so each is seen refusing at least once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../../../shared/messages';
import { ScenarioPackSchema } from '../../../../shared/scenarioPack';
import { compiledPack } from './eventPack';
import { scoreInPack } from './packGames';

const compiled = compiledPack(
  ScenarioPackSchema.parse(
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../../../../tests/fixtures/packs/invented.its-scenarios.json'),
        'utf8',
      ),
    ),
  ),
);

const refusal = (scenario: string, armyPoints: number, facts: unknown): string => {
  const scored = scoreInPack(compiled, scenario, { armyPoints }, facts);
  return scored.ok ? 'scored' : english(scored.problem.message);
};

/** Three Game Rounds, the first as given. */
const rounds = (r1: { a: object; b: object } = { a: {}, b: {} }) => [r1, { a: {}, b: {} }, { a: {}, b: {} }];
const RELAY = { game: { attacker: 'a', alarm: false }, a: { intel: 'none' }, b: { intel: 'none' } };

describe('the invented season’s checks, each refusing the facts it is written against', () => {
  it.each([
    [
      'not-both',
      'relay-siege',
      { ...RELAY, rounds: rounds({ a: { holdsRelay: true }, b: { holdsRelay: true } }) },
      ': Only one player can hold the Relay',
    ],
    [
      'at-most-in-play, per Game Round, with its noun',
      'relay-siege',
      { ...RELAY, rounds: rounds({ a: { scouts: 3 }, b: { scouts: 2 } }) },
      '(Player B, Game Round 1): more than the 4 Scouts in the game',
    ],
    [
      'not-together, a player’s answer and the game’s',
      'relay-siege',
      { ...RELAY, game: { attacker: 'a', alarm: true }, a: { relayHacked: true, intel: 'none' }, rounds: rounds() },
      '“The alarm was raised”: The Relay cannot be hacked once the alarm was raised',
    ],
    [
      'not-together, a player’s answer and the adversary’s',
      'convoy-run',
      { a: { beacon: true }, b: { beacon: true } },
      '“Lit the beacon” (Player B): Only one beacon can be lit',
    ],
    [
      'not-more-than',
      'convoy-run',
      { a: { trucks: 1, trucksSafe: 2 }, b: {} },
      ': 2 Trucks on the safe road, but only 1 driven off the table',
    ],
    [
      'at-most-in-play, with its own sentence',
      'convoy-run',
      { a: { trucks: 4 }, b: { trucks: 3 } },
      '(Player B): Six Trucks are in play, no more',
    ],
    [
      'killed-within-army',
      'ember-fields',
      { a: { killedPoints: 250 }, b: {}, rounds: rounds() },
      '250 Army Points killed, more than the opponent’s whole army of 200 Army Points (ITS HOUSE · Ember Fields · Killing)',
    ],
    [
      'within-army',
      'ember-fields',
      { a: { salvage: 900 }, b: {}, rounds: rounds() },
      '900 Extracted Army Points, more than an army of 200 Army Points can hold, even with 300 of Baggage extra',
    ],
  ])('%s (%s)', (_check, scenario, facts, words) => {
    expect(refusal(scenario, 200, facts)).toContain(words);
  });
});
