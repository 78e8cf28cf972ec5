/**
 * `its-ref` (bin/its-ref.js) runs from the built bundle (out/main/cli.js, made by `npm run build`,
 * which `npm test` runs before this suite): in the project, without rebuilding; and in a copy
 * holding only bin/, out/ and the dependencies, with no sources and no tsx to fall back on.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A results document: p1 beat p2 and p3 beat p4 in round 1, then p1 beat p3 in round 2. */
const results = {
  rounds: 2,
  players: ['p1', 'p2', 'p3', 'p4'].map((id) => ({ id, name: id.toUpperCase() })),
  games: [
    { round: 1, table: 1, a: 'p1', b: 'p2', op: [8, 2], vp: [200, 50] },
    { round: 1, table: 2, a: 'p3', b: 'p4', op: [6, 4], vp: [150, 100] },
    { round: 2, table: 1, a: 'p1', b: 'p3', op: [7, 3], vp: [180, 90] },
    { round: 2, table: 2, a: 'p2', b: 'p4', op: [5, 5], vp: [120, 120] },
  ],
};

function run(bin: string, args: string[], cwd: string) {
  const env = { ...process.env };
  delete env.ITS_REF_FROM_SOURCES;
  return spawnSync(process.execPath, [bin, ...args], { cwd, env, encoding: 'utf8', timeout: 60_000 });
}

test('its-ref runs from the bundle without rebuilding, and without any sources', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'its-cli-bundle-'));
  const file = path.join(work, 'results.json');
  writeFileSync(file, JSON.stringify(results));

  const here = run(path.join(root, 'bin/its-ref.js'), ['standings', file], work);
  expect(here.stderr).toBe(''); // no "building first": the build is up to date
  expect(here.status).toBe(0);
  const standings = JSON.parse(here.stdout) as { id: string; rank: number }[];
  expect(standings.map((r) => r.id)).toEqual(['p1', 'p3', 'p4', 'p2']);

  // An installed copy: bin/, out/ and package.json, dependencies linked; no src/, no tsx path.
  const copy = path.join(work, 'installed');
  cpSync(path.join(root, 'bin'), path.join(copy, 'bin'), { recursive: true });
  cpSync(path.join(root, 'out/main'), path.join(copy, 'out/main'), { recursive: true });
  cpSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const help = run(path.join(copy, 'bin/its-ref.js'), ['help'], work);
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('its-ref standings <file>');
  const again = run(path.join(copy, 'bin/its-ref.js'), ['standings', file], work);
  expect(again.stderr).toBe('');
  expect(JSON.parse(again.stdout)).toEqual(standings);

  // `npm run cli` is the same entry.
  const viaNpm = execFileSync('npm', ['run', '--silent', 'cli', '--', 'standings', file], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ITS_REF_FROM_SOURCES: '' },
  });
  expect(JSON.parse(viaNpm)).toEqual(standings);
});
