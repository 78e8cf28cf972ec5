/**
 * `its-ref standings` and `its-ref pair`: the exact CLI contract. Command objects are run with
 * a fake io over the real registry; a few cases spawn `node bin/its-ref.js` end to end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { G1, G1_ROUND_2_PAIRS, G2 } from '../../../core/rules/tournament/testing/build';
import { runCommand } from '../testing';
import type { CliCommand } from '../types';
import { pairCommand } from './pair';
import { standingsCommand } from './standings';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, value: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

const run = (command: CliCommand, args: string[]) => runCommand(command, args, dir);

// Golden event G2 (see src/core/rules/tournament/pairing/swiss.test.ts for the hand working).
const g2 = {
  rounds: 3,
  players: ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => ({ id, name: id.toUpperCase() })),
  games: [...G2.r1, ...G2.r2, ...G2.r3],
};

describe('its-ref standings', () => {
  it('prints [{ rank, id, tp, op, vp, oppOp }] in rank order, byes adjusted at the end', async () => {
    const r = await run(standingsCommand, [write('g2.json', g2)]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([
      { rank: 1, id: 'q5', tp: 6, op: 18, vp: 750, oppOp: 23 },
      { rank: 2, id: 'q1', tp: 5, op: 15, vp: 730, oppOp: 37 },
      { rank: 3, id: 'q3', tp: 4, op: 14, vp: 580, oppOp: 28 },
      { rank: 4, id: 'q4', tp: 3, op: 8, vp: 360, oppOp: 32 },
      { rank: 5, id: 'q2', tp: 2, op: 5, vp: 285, oppOp: 29 },
    ]);
  });

  it('does not adjust byes before every round has results', async () => {
    // Only round 1: q1 3 TP (6 OP), q5 bye 2 TP (0 OP, not adjusted), q3 1 TP (VP 150), q4 1 TP (VP 140), q2 0.
    const r = await run(standingsCommand, [write('g2r1.json', { ...g2, games: g2.games.slice(0, 3) })]);
    expect(JSON.parse(r.stdout).map((x: { id: string; op: number }) => [x.id, x.op])).toEqual([
      ['q1', 6],
      ['q5', 0],
      ['q3', 3],
      ['q4', 3],
      ['q2', 1],
    ]);
  });

  it.each([
    [
      'unknown player id',
      { round: 1, table: 1, a: 'q1', b: 'zz', op: [1, 0], vp: [0, 0] },
      /games\[9\] \(round 1, table 1\): unknown player id "zz"/,
    ],
    [
      'OP outside 0–10',
      { round: 1, table: 3, a: 'q1', b: 'q2', op: [12, 0], vp: [0, 0] },
      /games\[9\] \(round 1, table 3\): op\[0\]: OP must be 10 or less \(got 12\)/,
    ],
    [
      'negative VP',
      { round: 2, table: 3, a: 'q1', b: 'q2', op: [1, 0], vp: [-3, 0] },
      /vp\[0\]: VP cannot be negative \(got -3\)/,
    ],
    [
      'a round beyond `rounds`',
      { round: 4, table: 1, a: 'q1', b: 'q2', op: [1, 0], vp: [0, 0] },
      /round 4 is beyond the 3 rounds/,
    ],
    ['a second bye', { round: 3, bye: 'q5' }, /player "q5" gets a second bye/],
  ])('refuses a file with %s, naming where (exit 1)', async (_label, extra, message) => {
    const r = await run(standingsCommand, [write('bad.json', { ...g2, games: [...g2.games, extra] })]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('refuses a player twice in one round', async () => {
    const twice = { ...g2, games: [...g2.games.slice(0, 2), { round: 1, bye: 'q1' }] };
    const r = await run(standingsCommand, [write('twice.json', twice)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/games\[2\] \(round 1, bye\): player "q1" appears twice in round 1/);
  });

  it('explains usage and missing files', async () => {
    expect((await run(standingsCommand, [])).code).toBe(2);
    for (const through of ['0', 'x', '1.5']) {
      const refused = await run(standingsCommand, [write('g2.json', g2), '--through', through]);
      expect([refused.code, refused.stderr.split('\n')[0]], through).toEqual([
        2,
        '--through must be a round number (1, 2, …)',
      ]);
    }
    const missing = await run(standingsCommand, ['nope.json']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/File not found: .*nope\.json/);
  });
});

describe('its-ref pair', () => {
  // Golden event G1 after round 1 (hand working in swiss.test.ts): round 2 avoids p6–p5.
  const g1 = {
    rounds: 3,
    players: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => ({ id, name: id })),
    games: G1.r1,
  };

  it('prints { round, pairs: [{ table, a, b }], bye, warnings }', async () => {
    const r = await run(pairCommand, [write('g1.json', g1), '--round', '2']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ round: 2, pairs: G1_ROUND_2_PAIRS, bye: null, warnings: [] });
  });

  it('gives the bye to the lowest-ranked player without one', async () => {
    const r = await run(pairCommand, [write('g2.json', g2), '--round=2']);
    expect(JSON.parse(r.stdout)).toMatchObject({ round: 2, bye: 'q2' });
  });

  it('draws round 1 reproducibly from --seed', async () => {
    const file = write('fresh.json', { ...g1, games: [] });
    const a = await run(pairCommand, [file, '--round', '1', '--seed', 'S']);
    const b = await run(pairCommand, [file, '--round', '1', '--seed', 'S']);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).pairs).toHaveLength(3);
  });

  it('requires --round and refuses a round outside the event', async () => {
    const unnamed = await run(pairCommand, [write('g1.json', g1)]);
    expect([unnamed.code, unnamed.stderr.split('\n')[0]]).toEqual([2, '--round is required']);
    const zero = await run(pairCommand, [write('g1.json', g1), '--round', '0']);
    expect([zero.code, zero.stderr.split('\n')[0]]).toEqual([2, '--round must be a round number (1, 2, …)']);
    const beyond = await run(pairCommand, [write('g1.json', g1), '--round', '4']);
    expect(beyond.code).toBe(1);
    expect(beyond.stderr).toMatch(/Round 4 is outside the event’s rounds \(1 to 3\)/);
  });
});

describe('bin/its-ref.js end to end', () => {
  const bin = path.resolve(__dirname, '../../../../bin/its-ref.js');
  const spawn = (...args: string[]) =>
    spawnSync(process.execPath, [bin, '--data', path.join(dir, 'data'), ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('standings and pair print the contract JSON', () => {
    const s = spawn('standings', write('e2e-g2.json', g2));
    expect(s.status).toBe(0);
    expect(JSON.parse(s.stdout)[0]).toEqual({ rank: 1, id: 'q5', tp: 6, op: 18, vp: 750, oppOp: 23 });
    const p = spawn(
      'pair',
      write('e2e-g2r1.json', { ...g2, games: g2.games.slice(0, 3) }),
      '--round',
      '2',
      '--seed',
      'x',
    );
    expect(p.status).toBe(0);
    expect(JSON.parse(p.stdout)).toEqual({
      round: 2,
      pairs: [
        { table: 1, a: 'q1', b: 'q3' },
        { table: 2, a: 'q5', b: 'q4' },
      ],
      bye: 'q2',
      warnings: [],
    });
  });

  it('a bad file exits non-zero with the problem on stderr', () => {
    const bad = spawn('standings', write('e2e-bad.json', { ...g2, games: [...g2.games, { round: 2, bye: 'q5' }] }));
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/games\[9\] \(round 2, bye\):/);
  });
});
