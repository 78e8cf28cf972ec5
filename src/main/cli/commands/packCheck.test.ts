/**
 * `its-ref pack check` on broken packs: each made from the ITS S17 pack by one small change (or a
 * file that is no pack at all), each refused with exit 1 and the problem printed as
 * `<JSON path>: <message>` in the reader's language. Between them they cover a bad shape (a field
 * missing, a wrong type, an unknown field, a bad id, a text too long, too many scenarios), texts
 * and questions that do not exist, figures missing for an army size, roles and Game Rounds a
 * scenario does not declare, bounds the wrong way round, a duplicate id, an unknown preset, an own
 * Tournament Points table whose tie beats a win, a scenario over 10 OP, a file that is not JSON or
 * too large, and a figure where none can be shown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACK_LIMITS } from '../../../shared/scenarioPack';
import { cliInScratchFolder } from '../testing';

const S17_PACK = path.resolve(import.meta.dirname, '../../../../resources/scenario-packs/its-s17.its-scenarios.json');
const S17_TEXT = readFileSync(S17_PACK, 'utf8');
const { cli, factsFile } = cliInScratchFolder('its-ref-pack-check-');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a pack is edited as plain JSON here
type Json = any;

/** The ITS S17 pack with one change. Scenario 1 is B-Pong, 8 Provisioning, 10 Annihilation. */
function broken(change: (pack: Json) => void): string {
  const pack = JSON.parse(S17_TEXT) as Json;
  change(pack);
  return JSON.stringify(pack);
}
const ANNIHILATION = 10;
const ann = (pack: Json): Json => pack.scenarios[ANNIHILATION];

const CASES: [string, string, string][] = [
  ['a field missing', broken((p) => delete p.version), 'version: This field is missing.'],
  ['a wrong type', broken((p) => (ann(p).roles = 'yes')), 'scenarios[10].roles: Expected true or false.'],
  ['an unknown field', broken((p) => (p.scenarios[0].colour = 'red')), 'scenarios[0]: Unknown field: colour.'],
  [
    'a bad id',
    broken((p) => (p.scenarios[0].id = 'Akial Interference')),
    'scenarios[0].id: Wrong format: ids are lower-case letters, digits and dashes; text keys start with a letter; army sizes have three digits; languages two letters.',
  ],
  [
    'a text too long',
    broken((p) => (p.source = 'x'.repeat(PACK_LIMITS.textLength + 1))),
    `source: Too large: at most ${PACK_LIMITS.textLength}.`,
  ],
  [
    'too many scenarios',
    broken((p) => {
      const evacuation = p.scenarios[5];
      p.scenarios = Array.from({ length: PACK_LIMITS.scenarios + 1 }, (_, i) => ({ ...evacuation, id: `e-${i}` }));
    }),
    `scenarios: Too large: at most ${PACK_LIMITS.scenarios}.`,
  ],
  [
    'an unknown text key',
    broken((p) => (ann(p).name = 's.noSuchScenario')),
    'scenarios[10].name: There is no text “s.noSuchScenario”: neither the app nor the pack defines it.',
  ],
  [
    'an unknown question in an objective',
    broken((p) => (ann(p).objectives[2].when.fact = 'killedCaptain')),
    'scenarios[10].objectives[2].when.fact: There is no question “killedCaptain” in this scenario.',
  ],
  [
    'an unknown question in a check',
    broken((p) => (p.scenarios[8].checks[0].question = 'crates')),
    'scenarios[8].checks[0].question: There is no question “crates” in this scenario.',
  ],
  [
    'an unknown question in a showIf',
    broken((p) => (ann(p).player.killedLieutenant.showIf = { key: 'sawLieutenant', equals: true })),
    'scenarios[10].player.killedLieutenant.showIf: There is no question “sawLieutenant” in this scenario.',
  ],
  [
    'an army size missing in bands',
    broken((p) => delete ann(p).objectives[0].bands['400']),
    'scenarios[10].objectives[0].bands: There is no figure for 400 Army Points, one of the pack’s army sizes.',
  ],
  [
    'an army size missing in byArmy',
    broken((p) => {
      const byArmy = { 200: 50, 250: 65, 300: 75, 350: 85, 400: 100 };
      ann(p).objectives[2] = {
        kind: 'at-least',
        id: 'killed-some',
        label: 's.annihilation.killedEnemyLieutenant',
        figure: { killed: 'self' },
        threshold: { byArmy },
        op: 2,
      };
    }),
    'scenarios[10].objectives[2].threshold.byArmy: There is no figure for 150 Army Points, one of the pack’s army sizes.',
  ],
  [
    'a role without roles',
    broken((p) => (ann(p).objectives[2].role = 'attacker')),
    'scenarios[10].objectives[2].role: Attacker and Defender are named, but the scenario does not declare roles.',
  ],
  [
    'each Game Round without round questions',
    broken((p) => (ann(p).objectives[2] = { kind: 'each-round', objectives: [ann(p).objectives[2]] })),
    'scenarios[10].objectives[2]: Objectives scored each Game Round need questions asked each Game Round.',
  ],
  [
    'a minimum over its maximum',
    broken(
      (p) =>
        (ann(p).player.lieutenants = {
          kind: 'count',
          label: 's.annihilation.killedEnemyLieutenant',
          rule: [],
          min: 5,
          max: 2,
        }),
    ),
    'scenarios[10].player.lieutenants.max: The minimum 5 is above the maximum 2.',
  ],
  [
    'a duplicate scenario id',
    broken((p) => (p.scenarios[1].id = 'akial-interference')),
    'scenarios[1].id: Two scenarios have the id “akial-interference”.',
  ],
  [
    'an unknown preset',
    broken((p) => (p.preset = 'its-s99')),
    'preset: There is no Tournament Points preset “its-s99”.',
  ],
  [
    'an own Tournament Points table whose tie beats a win',
    broken(
      (p) =>
        (p.preset = {
          id: 'house',
          name: 's.seasons.its17',
          winBands: [{ outcome: 's.tournament.victory', minMargin: 1, tp: 2 }],
          tieTp: 3,
          lossTp: 0,
          bye: { tp: 2, op: 0, vp: 0 },
          tiebreaks: ['tp', 'op'],
        }),
    ),
    'preset.tieTp: A tie cannot be worth more than a win: a tie gives 3 TP, the smallest win 2 TP.',
  ],
  [
    'a scenario over 10 OP',
    // Annihilation: killed 4 + surviving 4 at best, and the Lieutenant now 5: 13.
    broken((p) => (ann(p).objectives[2].op = 5)),
    'scenarios[10].objectives: The scenario “annihilation” could give 13 Objective Points; a scenario gives at most 10.',
  ],
  ['a file that is not JSON', '{ "format": "its-scenarios", ', 'FILE: The file is not readable JSON.'],
  [
    'a file too large',
    S17_TEXT.replace('{', `{${' '.repeat(PACK_LIMITS.bytes)}`),
    `FILE: The file is larger than ${PACK_LIMITS.bytes / 1024} KB, the most a scenario pack may be.`,
  ],
  [
    'a figure of the game in a question’s label',
    broken(
      (p) =>
        (ann(p).player.killedLieutenant.label = {
          key: 's.annihilation.killedPoints',
          params: { n: { killed: 'self' }, m: { armyPoints: true } },
        }),
    ),
    'scenarios[10].player.killedLieutenant.label.params.n: A figure of the game cannot be written here, only in a breakdown’s labels and details.',
  ],
  [
    'a pack text without English',
    broken((p) => (p.texts = { es: { 'pack.note': 'Nota' } })),
    'texts.en.pack.note: The pack’s text “pack.note” has no English version; English is required.',
  ],
];

describe('its-ref pack check on broken packs', () => {
  it.each(CASES)('%s: exit 1 with its path and message', async (name, text, expected) => {
    const file = factsFile(`${name.replace(/\W+/g, '-')}.its-scenarios.json`, text);
    const { code, out, err } = await cli('pack', 'check', file, '--lang', 'en');
    expect(err).toBe('');
    expect(code).toBe(1);
    expect(out.split('\n')).toContain(expected.replace(/^FILE:/, `${file}:`));
  });

  it('names the problems in the reader’s language', async () => {
    const file = factsFile(
      'preset-es.its-scenarios.json',
      broken((p) => (p.preset = 'its-s99')),
    );
    const { code, out } = await cli('pack', 'check', file, '--lang', 'es');
    expect(code).toBe(1);
    expect(out).toBe('preset: No existe el baremo de Puntos de Torneo «its-s99».\n');
  });
});
