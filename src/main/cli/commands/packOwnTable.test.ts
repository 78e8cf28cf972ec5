/**
 * A pack's own Tournament Points table through the CLI (tests/fixtures/packs/own-table.its-scenarios.json:
 * a win by 4 OP or more 5 TP, any other win 3, a tie 1, a defeat 0, +1 TP for a defeat by 1 OP):
 * `its-ref pack check` accepts it, and `its-ref score --pack` gives the pack's TP, not ITS S17's.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliInScratchFolder } from '../testing';

const OWN_TABLE = path.resolve(import.meta.dirname, '../../../../tests/fixtures/packs/own-table.its-scenarios.json');
const { cli, factsFile } = cliInScratchFolder('its-ref-own-table-');

async function tp(opA: number, opB: number): Promise<[number, number]> {
  const file = factsFile(`game-${opA}-${opB}.json`, { a: { objectives: opA }, b: { objectives: opB } });
  const { code, out, err } = await cli('score', 'skirmish', '--pack', OWN_TABLE, '--points', '300', file);
  expect(err).toBe('');
  expect(code).toBe(0);
  return (JSON.parse(out) as { tp: [number, number] }).tp;
}

describe('a pack with its own Tournament Points table', () => {
  it('checks clean', async () => {
    const { code, out } = await cli('pack', 'check', OWN_TABLE, '--lang', 'en');
    expect(out).toBe('House table season, version 1.0: 1 scenario, no problems.\n');
    expect(code).toBe(0);
  });

  it('scores TP with the pack’s table', async () => {
    // ITS S17 would give 7–6 as 5–2 (Victory 4 + Offensive Bonus; Defensive and Offensive Bonus).
    expect(await tp(7, 6)).toEqual([3, 1]);
    // A margin of 4: the Crushing Victory band; the loser is not within 1 OP.
    expect(await tp(6, 2)).toEqual([5, 0]);
    expect(await tp(3, 3)).toEqual([1, 1]);
  });
});
