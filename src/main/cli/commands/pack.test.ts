/**
 * The CLI contract for scenario packs: `scenarios --pack <file>` and `scenarios <id> --pack <file>
 * --schema` print what `--season` prints for the same scenarios, and `score <id> --pack <file>
 * --points <n> <facts.json>` the same { players, tp } — shown with the ITS S17 pack against the
 * coded ITS S17, over games drawn with a fixed seed so they cover rounds, roles and zones. And
 * `pack check` on a good pack: one summary line, in the reader's language.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITS_S17 } from '../../../core/rules/tournament/presets';
import { arbitraryFacts } from '../../../core/rules/scenarios/arbitrary';
import { scoreScenario } from '../../../core/rules/scenarios/engine';
import { S17_SCENARIOS } from '../../../core/rules/scenarios/s17';
import { s17TierOf } from '../../../shared/api/scoring';
import { cliInScratchFolder } from '../testing';
import { cliLanguage } from './pack';

const S17_PACK = path.resolve(import.meta.dirname, '../../../../resources/scenario-packs/its-s17.its-scenarios.json');
const { cli, factsFile } = cliInScratchFolder('its-ref-pack-cli-');

/** A game of `id` the coded scenario scores (no contradiction), drawn with a fixed seed. */
function scorableFacts(id: string, armyPoints: number, seed: number): unknown {
  const def = S17_SCENARIOS.find((s) => s.id === id);
  if (!def) throw new Error(id);
  for (const facts of fc.sample(arbitraryFacts(def, 300), { seed, numRuns: 200 })) {
    if (scoreScenario(def, s17TierOf(armyPoints), facts, ITS_S17, armyPoints).ok) return facts;
  }
  throw new Error(`no scorable game of ${id}`);
}

describe('its-ref scenarios --pack', () => {
  it('lists the pack’s scenarios as --season lists the season’s', async () => {
    const pack = await cli('scenarios', '--pack', S17_PACK);
    const season = await cli('scenarios', '--season', 'its-s17');
    expect(pack.code).toBe(0);
    expect(pack.out).toBe(season.out);
  });

  it.each(['b-pong', 'critical-intervention'])('prints the facts schema of %s as --season does', async (id) => {
    const pack = await cli('scenarios', id, '--pack', S17_PACK, '--schema');
    expect(pack.code).toBe(0);
    expect(pack.out).toBe((await cli('scenarios', id, '--season', 'its-s17', '--schema')).out);
    // The schema's title names the scenario in words (it read "[object Object]" before).
    expect(JSON.parse(pack.out).title).toMatch(
      /^(B-Pong|Critical Intervention): facts observed at the end of the game$/,
    );
  });

  it('refuses --pack with --season (exit 2) and a scenario the pack lacks (exit 1)', async () => {
    expect((await cli('scenarios', '--pack', S17_PACK, '--season', 'its-s17')).code).toBe(2);
    const missing = await cli('scenarios', 'acquisition', '--pack', S17_PACK, '--schema');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('There is no scenario “acquisition” in this pack.');
  });
});

describe('its-ref score --pack', () => {
  // Per-round answers (B-Pong), Attacker and Defender (Critical Intervention), zones with INTELCOM
  // Support and Control (Zone of Interest), bands by army size (Annihilation).
  it.each([
    ['b-pong', 300, 1],
    ['critical-intervention', 400, 2],
    ['zone-of-interest', 200, 3],
    ['annihilation', 350, 4],
  ])('%s at %i points: the same { players, tp } as --season its-s17', async (id, points, seed) => {
    const file = factsFile(`${id}.json`, scorableFacts(id, points, seed));
    const pack = await cli('score', id, '--pack', S17_PACK, '--points', String(points), file);
    const season = await cli('score', id, '--season', 'its-s17', '--points', String(points), file);
    expect(pack.err).toBe('');
    expect(pack.code).toBe(0);
    expect(pack.out).toBe(season.out);
  });

  it('refuses an army size the pack does not play, and --points left out', async () => {
    const file = factsFile('empty.json', { a: {}, b: {} });
    const odd = await cli('score', 'annihilation', '--pack', S17_PACK, '--points', '275', file);
    expect(odd.code).toBe(1);
    expect(odd.err).toContain('This pack’s games are played at 150, 200, 250, 300, 350, 400 Army Points, not 275.');
    const none = await cli('score', 'annihilation', '--pack', S17_PACK, file);
    expect(none.code).toBe(2);
    expect(none.err).toContain('--points is required with --pack');
  });
});

describe('its-ref pack check (a good pack)', () => {
  it('prints one summary line and exits 0, in the language asked for', async () => {
    const en = await cli('pack', 'check', S17_PACK, '--lang', 'en');
    expect(en).toMatchObject({ code: 0, err: '' });
    expect(en.out).toBe('ITS Season 17, version 2025-09: 16 scenarios, no problems.\n');
    const es = await cli('pack', 'check', S17_PACK, '--lang', 'es');
    expect(es.out).toBe('ITS Season 17, versión 2025-09: 16 escenarios, sin problemas.\n');
  });

  it('takes the language from the system locale when --lang is not given', () => {
    expect(cliLanguage(undefined, { LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(cliLanguage(undefined, { LC_ALL: 'it_IT.UTF-8', LANG: 'es_ES.UTF-8' })).toBe('it');
    expect(cliLanguage(undefined, { LANG: 'C.UTF-8' })).toBe('en');
    expect(cliLanguage('es', { LANG: 'fr_FR.UTF-8' })).toBe('es');
  });

  it('usage errors exit 2; a missing file exits 1 naming it', async () => {
    expect((await cli('pack', 'verify', S17_PACK)).code).toBe(2);
    expect((await cli('pack', 'check', S17_PACK, '--lang', 'de')).code).toBe(2);
    const missing = await cli('pack', 'check', path.join(S17_PACK, '..', 'nope.its-scenarios.json'), '--lang', 'en');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('nope.its-scenarios.json');
  });
});
