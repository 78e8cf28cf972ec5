/**
 * Result writes (call → fsynced acknowledgement) on a 256-player × 5-round event with a full
 * audit log: one client's latency (median, p99) and 8 concurrent clients' latency and
 * throughput (writes per second). Printed for this app, for the app's source before issue 21
 * (BEFORE_REV: each change deep-cloned, checked whole and the whole file rewritten), extracted
 * from git into a temp folder and measured in the same run, and for a bare durable server: the
 * same event in memory, one result set per write, the whole file serialised and rewritten
 * durably (temp file, fsync, rename, directory fsync) one write at a time — the floor of any
 * design that rewrites the whole file per change. Issue 21's targets: 1 client median ≤ 5 ms,
 * 8 clients ≥ 300 writes/s, both better than the bare server. Each client sends the revision it
 * last saw (`baseRevision`), as the screens do, so the stale-edit check runs on every write.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createAppCore } from '../../src/main/appCore';
import type { EventFile } from '../../src/shared/model';
import { writeFileDurably } from '../../src/main/io/durable';
import { benchResult, fillBigEvent, percentile } from './fixtures';

/** The last commit before issue 21's write path (journal, group commit, fencing). */
const BEFORE_REV = 'e452344';
const PLAYERS = 256;
const ROUNDS = 5;
const SINGLE = 48;
const CLIENTS = 8;
const PER_CLIENT = 40;
const TABLES = PLAYERS / 2;

/** Client `client`'s `i`-th write: a table of its own, after the first phase's tables. */
const ownTable = (client: number, i: number): number => SINGLE + 1 + ((client + CLIENTS * i) % (TABLES - SINGLE));

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

interface Run {
  single: number[];
  concurrent: number[];
  /** Wall time of the 8-client phase, ms. */
  wall: number;
  /** The event file written (app runs). */
  file?: string;
}

async function measure(create: CreateCore): Promise<Run> {
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
  // Each client keeps to its own tables (a referee's section of the hall), entering and
  // correcting results there, from the revision its screen showed after the first phase.
  const shown = start.revision;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const seen = { revision: shown, actor: `referee ${client + 1}` };
      for (let i = 0; i < PER_CLIENT; i++) concurrent.push(await write(ownTable(client, i), seen));
    }),
  );
  const wall = performance.now() - began;
  const file = core.workspace.current().path;
  await core.workspace.close();
  return { single, concurrent, wall, file };
}

/**
 * The bare durable server: the event in memory, a write sets one result and rewrites the whole
 * file durably; writes run one after another (a second write must not interleave its rename).
 */
async function measureBare(same: string): Promise<Run> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'its-bench-bare-'));
  const file = path.join(dir, 'bare.its.json');
  // The very event the app wrote, audit log included: the same file, rewritten whole.
  const event = JSON.parse(readFileSync(same, 'utf8')) as EventFile;
  let queue: Promise<unknown> = Promise.resolve();
  const write = (table: number): Promise<number> => {
    const start = performance.now();
    const run = queue.then(async () => {
      const pairing = event.rounds[ROUNDS - 1]!.pairings[(table - 1) % (PLAYERS / 2)]!;
      pairing.result = benchResult([table % 11, 10 - (table % 11)], [200, 150], [1, 1], false);
      await writeFileDurably(file, JSON.stringify(event));
      return performance.now() - start;
    });
    queue = run;
    return run;
  };
  await write(1);
  const single: number[] = [];
  for (let t = 1; t <= SINGLE; t++) single.push(await write(t));
  const concurrent: number[] = [];
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < PER_CLIENT; i++) concurrent.push(await write(ownTable(client, i)));
    }),
  );
  return { single, concurrent, wall: performance.now() - began };
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
const rate = (runs: Run[]) =>
  runs.reduce((n, r) => n + r.concurrent.length, 0) / (runs.reduce((ms, r) => ms + r.wall, 0) / 1000);

async function writeLatency(): Promise<void> {
  const beforeApp = beforeSource();
  const oldCore = beforeApp
    ? ((await import(pathToFileURL(beforeApp).href)) as { createAppCore: CreateCore }).createAppCore
    : null;
  // Before, after, bare, after, before, bare: the machine's drift (other work, disk cache) falls on all.
  const runs = { before: [] as Run[], after: [] as Run[], bare: [] as Run[] };
  for (let i = 0; i < 2; i++) {
    if (oldCore && i === 0) runs.before.push(await measure(oldCore));
    runs.after.push(await measure(createAppCore));
    runs.bare.push(await measureBare(runs.after[i]!.file!));
    if (oldCore && i === 1) runs.before.push(await measure(oldCore));
  }
  const rows: [string, Run[]][] = [
    ...(oldCore ? [[`before issue 21 (${BEFORE_REV})`, runs.before] as [string, Run[]]] : []),
    ['after (journal, group commit)', runs.after],
    ['bare durable full-rewrite server', runs.bare],
  ];
  const pad = Math.max(...rows.map(([name]) => name.length)) + 1;
  const label = `rounds.setResult → fsynced ack, ${PLAYERS} players × ${ROUNDS} rounds, 2 runs each`;
  console.log(`${label}, 1 client (${SINGLE} writes):`);
  for (const [name, r] of rows) console.log(`  ${`${name}:`.padEnd(pad)} ${fmt(r.flatMap((x) => x.single))}`);
  console.log(`${label}, ${CLIENTS} concurrent clients (${CLIENTS * PER_CLIENT} writes):`);
  for (const [name, r] of rows) {
    console.log(`  ${`${name}:`.padEnd(pad)} ${rate(r).toFixed(0)} writes/s, ${fmt(r.flatMap((x) => x.concurrent))}`);
  }
  const single = percentile(
    runs.after.flatMap((r) => r.single),
    50,
  );
  const bareSingle = percentile(
    runs.bare.flatMap((r) => r.single),
    50,
  );
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `  targets: 1 client median ≤ 5 ms and below the bare server: ${met(single <= 5 && single < bareSingle)}; ` +
      `${CLIENTS} clients ≥ 300 writes/s and above the bare server: ${met(rate(runs.after) >= 300 && rate(runs.after) > rate(runs.bare))}`,
  );
  if (!oldCore) console.log('  (before: not measured — no git history here)');
}

export const writesSuite = { name: 'writes', run: writeLatency };
