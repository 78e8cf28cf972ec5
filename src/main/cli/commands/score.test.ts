import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANNIHILATION_LOW_FACTS, cliInScratchFolder } from '../testing';

const { dir, cli, factsFile } = cliInScratchFolder('its-ref-score-cli-');

describe('its-ref scenarios', () => {
  it('prints the 20 scenarios as { id, name }', async () => {
    const { code, out } = await cli('scenarios');
    expect(code).toBe(0);
    const list = JSON.parse(out) as { id: string; name: string }[];
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({ id: 'acquisition', name: 'Acquisition' });
    expect(Object.keys(list[19] ?? {})).toEqual(['id', 'name']);
  });

  it('prints a scenario’s facts JSON Schema with titles', async () => {
    const { code, out } = await cli('scenarios', 'quadrant-control', '--schema');
    expect(code).toBe(0);
    const schema = JSON.parse(out);
    expect(schema.required).toEqual(['a', 'b', 'rounds']);
    expect(schema.properties.rounds.items.properties.a.properties.pointsQ1.title).toBe('Army Points inside Quadrant 1');
    expect(schema.properties.a.properties.cardUse.oneOf[1]).toEqual({
      const: 'support-and-control',
      title: 'INTELCOM: Support and Control',
    });
  });

  it('an unknown scenario exits non-zero', async () => {
    const { code, err } = await cli('scenarios', 'nope', '--schema');
    expect(code).toBe(1);
    expect(err).toContain('There is no scenario “nope” in this app.');
  });
});

describe('its-ref score', () => {
  it('prints { players, tp } for valid facts', async () => {
    const file = factsFile('ann.json', ANNIHILATION_LOW_FACTS);
    const { code, out } = await cli('score', 'annihilation', '--tier', 'low', file);
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(['players', 'tp']);
    expect(result.players.a.op).toBe(9);
    expect(result.players.b.op).toBe(0);
    expect(result.tp).toEqual([3, 0]);
    expect(result.players.a.lines[0]).toMatchObject({ objective: 'killed-points', points: 4 });
  });

  it('the tier decides the band: the same 151 killed is 3 at Mid', async () => {
    const file = factsFile('ann-mid.json', { a: { killedPoints: 151 }, b: {} });
    const { out } = await cli('score', 'annihilation', '--tier', 'mid', file);
    expect(JSON.parse(out).players.a.op).toBe(3);
  });

  it('contradictory facts exit non-zero naming the fields', async () => {
    const file = factsFile('clash.json', { a: { controlsCoffin: true }, b: { controlsCoffin: true } });
    const { code, out, err } = await cli('score', 'acquisition', '--tier', 'mid', file);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('RULES_VIOLATION');
    expect(err).toContain('“Controls the Tech-Coffin” (Player A)');
    expect(err).toContain('“Controls the Tech-Coffin” (Player B)');
  });

  it('invalid facts and bad files exit non-zero naming the problem', async () => {
    const bad = factsFile('bad.json', { a: { activatedAntennas: 7 }, b: {} });
    const invalid = await cli('score', 'acquisition', '--tier', 'mid', bad);
    expect(invalid.code).toBe(1);
    expect(invalid.err).toContain('Antennas');
    const notJson = factsFile('broken.json', '{ a: ');
    expect((await cli('score', 'acquisition', '--tier', 'mid', notJson)).err).toContain(
      // `{ a: ` breaks at the unquoted key, the third character.
      'broken.json: not valid JSON (line 1, column 3)',
    );
    expect((await cli('score', 'acquisition', '--tier', 'mid', path.join(dir, 'missing.json'))).code).toBe(1);
  });

  it('usage errors exit 2', async () => {
    const file = factsFile('ok.json', { a: {}, b: {} });
    expect((await cli('score', 'acquisition', file)).code).toBe(2);
    expect((await cli('score', 'acquisition', '--tier', 'huge', file)).code).toBe(2);
    expect((await cli('score', '--tier', 'low', file)).code).toBe(2);
  });

  it('refuses an unknown option and an option without its value, naming them', async () => {
    const file = factsFile('ok-options.json', { a: {}, b: {} });
    // Only --tier and --preset are options of score.
    const unknown = await cli('score', 'acquisition', '--tier', 'low', file, '--round', '2');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown option --round');
    // "--preset=" gives no value; --tier=mid in the same form is accepted.
    const empty = await cli('score', 'acquisition', '--tier=mid', file, '--preset=');
    expect(empty.code).toBe(2);
    expect(empty.err).toContain('--preset needs a value');
    expect(empty.err).not.toMatch(/--tier (is required|must be)/);
  });
});
