/**
 * Issue 10 benchmark: result-write latency (call → fsynced acknowledgement, median and p99) on a
 * 256-player × 5-round event with a full audit log, for one client and for 8 concurrent clients,
 * before and after write integrity (checks inside the queue, the lock and on-disk checks, the
 * consistency check of every change) — both measured in the same run. "Before" is the app's
 * source at the commit before issue 10 (BEFORE_REV), extracted from git into a temp folder.
 * Each client sends the revision it last saw (`baseRevision`), as the screens do, so with 8
 * clients the stale-edit check replays the others' changes made since (the old code ignores it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createAppCore } from '../../src/main/app';
import type { EventFile } from '../../src/shared/model';
import { fillBigEvent, percentile } from './fixtures';

/** The last commit before issue 10's write-integrity work. */
const BEFORE_REV = '6790d67';
const PLAYERS = 256;
const ROUNDS = 5;
const SINGLE = 48;
const CLIENTS = 8;
const PER_CLIENT = 10;

type CreateCore = typeof createAppCore;

interface StoreLike {
  mutate(meta: object, apply: (d: EventFile) => unknown): Promise<unknown>;
}

/** Works with both store shapes: the old one reads `summary` from meta, the new one from the edit. */
async function change(store: StoreLike, summary: string, apply: (d: EventFile) => void): Promise<void> {
  const meta = { actor: 'bench', method: 'bench.fill', summary };
  await store.mutate(meta, (d) => {
    apply(d);
    return { result: undefined, summary };
  });
}

async function measure(create: CreateCore): Promise<{ single: number[]; concurrent: number[] }> {
  const core = create({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'its-bench-writes-')),
    runtime: { transport: 'cli', venue: null },
  });
  const created = await core.call('events.create', { settings: { name: 'Bench Event', rounds: ROUNDS } });
  if ('error' in created) throw new Error(created.error.message);
  const store = core.workspace.current() as unknown as StoreLike;
  await change(store, 'fill', (d) => fillBigEvent(d, { players: PLAYERS, rounds: ROUNDS, closePlayed: true }));
  for (let i = 0; i < 4 * (PLAYERS / 2); i++)
    await change(store, `touch ${i}`, (d) => void (d.settings.venue = `Hall ${i}`));
  /**
   * One client's write; `seen` is the revision its screen shows, moved on by each answer. Each
   * client is its own referee (actor), so the others' changes are someone else's.
   */
  const write = async (table: number, seen: { revision: number; actor: string }): Promise<number> => {
    const start = performance.now();
    const params = { round: ROUNDS, table, op: [table % 11, 10 - (table % 11)], vp: [200, 150] };
    const res = await core.call('rounds.setResult', { ...params, baseRevision: seen.revision }, { actor: seen.actor });
    if ('error' in res) throw new Error(res.error.message);
    seen.revision = (res.data as { revision: number }).revision;
    return performance.now() - start;
  };
  const start = { revision: (store as unknown as { state: EventFile }).state.revision, actor: 'referee 0' };
  const single: number[] = [];
  for (let t = 1; t <= SINGLE; t++) single.push(await write(t, start));
  const concurrent: number[] = [];
  let next = SINGLE + 1;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const seen = { revision: start.revision, actor: `referee ${client + 1}` };
      for (let i = 0; i < PER_CLIENT; i++) concurrent.push(await write(next++, seen));
    }),
  );
  await core.workspace.close();
  return { single, concurrent };
}

/** The app's source before issue 10, extracted once; null outside a git checkout. */
function beforeSource(): string | null {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = path.join(os.tmpdir(), `its-bench-before-${BEFORE_REV}`);
  try {
    if (!existsSync(path.join(dir, 'src/main/app.ts'))) {
      mkdirSync(dir, { recursive: true });
      const tar = execFileSync('git', ['-C', root, 'archive', BEFORE_REV, 'src', 'package.json'], {
        maxBuffer: 1 << 28,
      });
      execFileSync('tar', ['-x', '-C', dir], { input: tar });
      if (!existsSync(path.join(dir, 'node_modules')))
        symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    }
    return path.join(dir, 'src/main/app.ts');
  } catch {
    return null;
  }
}

const fmt = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

async function writeLatency(): Promise<void> {
  const beforeApp = beforeSource();
  const oldCore = beforeApp
    ? ((await import(pathToFileURL(beforeApp).href)) as { createAppCore: CreateCore }).createAppCore
    : null;
  // Before, after, after, before: the machine's drift (other work, disk cache) falls on both.
  const runs: { single: number[]; concurrent: number[] }[] = [];
  for (const create of oldCore ? [oldCore, createAppCore, createAppCore, oldCore] : [createAppCore, createAppCore]) {
    runs.push(await measure(create));
  }
  const pool = (picked: typeof runs) => ({
    single: picked.flatMap((r) => r.single),
    concurrent: picked.flatMap((r) => r.concurrent),
  });
  const before = oldCore ? pool([runs[0]!, runs[3]!]) : null;
  const after = oldCore ? pool([runs[1]!, runs[2]!]) : pool(runs);
  const label = `rounds.setResult → fsynced ack, ${PLAYERS} players × ${ROUNDS} rounds, 2 runs each`;
  console.log(`${label}, 1 client (${SINGLE} writes):`);
  if (before) console.log(`  before issue 10 (${BEFORE_REV}): ${fmt(before.single)}`);
  console.log(`  after:                    ${fmt(after.single)}`);
  console.log(`${label}, ${CLIENTS} concurrent clients (${CLIENTS * PER_CLIENT} writes):`);
  if (before) console.log(`  before issue 10 (${BEFORE_REV}): ${fmt(before.concurrent)}`);
  console.log(`  after:                    ${fmt(after.concurrent)}`);
  if (before) {
    const ratio = (a: number[], b: number[]) => ((percentile(a, 50) / percentile(b, 50) - 1) * 100).toFixed(0);
    console.log(
      `  change of the median: 1 client ${ratio(after.single, before.single)} %, ${CLIENTS} clients ${ratio(after.concurrent, before.concurrent)} % (target: no more than +10 %)`,
    );
  } else console.log('  (before: not measured — no git history here)');
}

export const writesSuite = { name: 'writes', run: writeLatency };
