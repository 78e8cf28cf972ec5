/**
 * A pack's own Tournament Points table (packs/preset.ts), read from the fixture
 * tests/fixtures/packs/own-table.its-scenarios.json: the table becomes a preset the standings use,
 * and each thing the schema cannot tell is a problem at its place in the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../../../shared/messages';
import { tournamentPoints } from '../../tournament/presets';
import { compilePack } from './compile';

const FIXTURE = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/packs/own-table.its-scenarios.json');
const TEXT = readFileSync(FIXTURE, 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a pack is edited as plain JSON here
type Json = any;

function problemsOf(change: (preset: Json) => void): string[] {
  const pack = JSON.parse(TEXT) as Json;
  change(pack.preset);
  const reading = compilePack(pack);
  if (reading.ok) return [];
  return reading.problems.map((p) => `${p.path}: ${english(p.message)}`);
}

describe('a pack’s own Tournament Points table', () => {
  it('is read into a preset: its bands, bonus, bye and tiebreaks, its texts the pack’s', () => {
    const reading = compilePack(JSON.parse(TEXT));
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    const preset = reading.value.preset;
    expect(preset.id).toBe('house-tp');
    expect(english(preset.name)).toBe('House Tournament Points');
    expect(preset.winBands.map((b) => [english(b.outcome), b.minMargin, b.tp])).toEqual([
      ['Crushing Victory', 4, 5],
      ['Victory', 1, 3],
    ]);
    expect(preset.bye).toEqual({ tp: 2, op: 0, vp: 0 });
    expect(preset.tiebreaks).toEqual(['tp', 'op', 'vp', 'opponents-op']);
    // The season (ITS S17) lends its army sizes and OP/VP result entry.
    expect(preset.resultEntry).toBe('op-vp');
    expect(tournamentPoints(preset, [7, 6])).toEqual([3, 1]);
    expect(tournamentPoints(preset, [2, 6])).toEqual([0, 5]);
  });

  it('an existing preset by id still reads as before', () => {
    const pack = JSON.parse(TEXT) as Json;
    pack.preset = 'its-s17';
    const reading = compilePack(pack);
    expect(reading.ok && reading.value.preset.id).toBe('its-s17');
  });

  it.each<[string, (p: Json) => void, string]>([
    [
      'bands out of order',
      (p) => (p.winBands[1].minMargin = 4),
      'preset.winBands[1].minMargin: Win bands go from the largest margin down: a band of 4 OP cannot follow one of 4 OP.',
    ],
    [
      'a tie worth more than the smallest win',
      (p) => (p.tieTp = 4),
      'preset.tieTp: A tie cannot be worth more than a win: a tie gives 4 TP, the smallest win 3 TP.',
    ],
    [
      'a defeat worth more than a tie',
      (p) => (p.lossTp = 2),
      'preset.lossTp: A defeat cannot be worth more than a tie: a defeat gives 2 TP, a tie 1 TP.',
    ],
    [
      'an unknown tiebreak',
      (p) => (p.tiebreaks[3] = 'strength'),
      'preset.tiebreaks[3]: There is no tiebreak “strength”; the app knows: tp, op, vp, opponents-op.',
    ],
    [
      'a text neither the app nor the pack has',
      (p) => (p.winBands[0].outcome = 'house.rout'),
      'preset.winBands[0].outcome: There is no text “house.rout”: neither the app nor the pack defines it.',
    ],
    [
      'a built-in preset’s id',
      (p) => (p.id = 'its-s17'),
      'preset.id: The pack’s own Tournament Points table cannot take the id “its-s17”: a built-in preset has it.',
    ],
    ['TP over 10', (p) => (p.winBands[0].tp = 11), 'preset.winBands[0].tp: Too large: at most 10.'],
    ['a seventh band', (p) => (p.winBands = Array(7).fill(p.winBands[1])), 'preset.winBands: Too large: at most 6.'],
  ])('refuses %s at its place', (_name, change, problem) => {
    expect(problemsOf(change)).toEqual([problem]);
  });
});
