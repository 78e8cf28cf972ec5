/**
 * Independent review of the CLI contract `its-ref score <id> --tier … <facts.json>` →
 * { players: { a: { op, lines }, b: { … } }, tp: [a, b] }, with figures worked by hand.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../../main/cli/index';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-ref-review-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['--data', dir, ...args], { stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err };
}

function file(name: string, facts: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, JSON.stringify(facts));
  return p;
}

interface Printed {
  players: Record<'a' | 'b', { op: number; lines: { objective: string; points: number; round?: number }[] }>;
  tp: [number, number];
}

describe('its-ref score (review)', () => {
  it('The Armory over 3 rounds: A holds rounds 1–2 (1 + 1) + Panoplies 2 = 4; B holds round 3 (1 + 4) + Classified 1 = 6', async () => {
    const facts = {
      a: { panoplyItems: 3 },
      b: { panoplyItems: 1, classifieds: 1 },
      rounds: [
        { a: { pointsArmory: 50 }, b: { pointsArmory: 20 } },
        { a: { pointsArmory: 50 }, b: { pointsArmory: 49 } },
        { a: { pointsArmory: 30 }, b: { pointsArmory: 31 } },
      ],
    };
    const { code, out } = await cli(['score', 'the-armory', '--tier', 'mid', file('armory.json', facts)]);
    expect(code).toBe(0);
    const printed = JSON.parse(out) as Printed;
    expect(Object.keys(printed)).toEqual(['players', 'tp']);
    expect(printed.players.a.op).toBe(4);
    expect(printed.players.b.op).toBe(6);
    // 4 − 6: A Defeat 0, B Victory 2.
    expect(printed.tp).toEqual([0, 2]);
    const sum = (side: 'a' | 'b') => printed.players[side].lines.reduce((s, l) => s + l.points, 0);
    expect([sum('a'), sum('b')]).toEqual([4, 6]);
    expect(printed.players.b.lines.find((l) => l.objective === 'dominate-round' && l.round === 3)?.points).toBe(1);
  });

  it('the tier bands come from --tier: Biotechvore 150 surviving → Low 3, Mid 2, Top 2', async () => {
    const f = file('bio.json', { a: { survivingPoints: 150 }, b: {} });
    const opAt = async (tier: string) =>
      (JSON.parse((await cli(['score', 'biotechvore', '--tier', tier, f])).out) as Printed).players.a.op;
    expect(await opAt('low')).toBe(3);
    expect(await opAt('mid')).toBe(2);
    expect(await opAt('top')).toBe(2);
  });

  it('Power Pack with 3 Activated Antennas for one player exits non-zero naming the field', async () => {
    const { code, out, err } = await cli([
      'score',
      'power-pack',
      '--tier',
      'mid',
      file('pp.json', { a: { activatedAntennas: 3 }, b: {} }),
    ]);
    expect(code).not.toBe(0);
    expect(out).toBe('');
    expect(err).toContain('“Antennas Activated by this player” (Player A)');
  });
});
