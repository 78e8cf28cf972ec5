/**
 * Whole-file operations racing writes, over HTTP against the real venue
 * server. Four writers keep adding players to event A (each call carrying A's `eventId`, as the
 * screens do) while Save As, open (of event B), close, restore and repair run — each 10 times,
 * at a different moment of the burst. Nothing acknowledged is lost, nothing lands in the wrong
 * event or in A's file after its lock is released, and restored or repaired content stays so.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeServers, startLocalServer } from './testing/localServer';
import type { Answer, LocalServer } from './testing/localServer';
import { eventFileOnDisk } from '../../src/main/api/testing';
import { backupDirFor } from '../../src/main/store/backups';
import { checkConsistency } from '../../src/main/store/consistency';
import { lockPathFor } from '../../src/main/store/lock';
import type { EventFile } from '../../src/shared/model';

const RUNS = 10;
const WRITERS = 4;
/** Each writer goes on for this many writes after the operation answered (at most MAX_WRITES in all). */
const AFTER = 3;
const MAX_WRITES = 40;

afterAll(closeServers);
/** The server every test here starts: its data folder's prefix and how many devices call it. */
const SERVER = { tempPrefix: 'its-races-', devices: 20 };

interface Write {
  name: string;
  answer: Answer;
}

interface Race {
  writes: Write[];
  op: Answer;
  /** Event A's file (journal replayed) and lock, the moment the operation answered. */
  aAtAnswer: string;
  lockAtAnswer: boolean;
}

let seed = 20261126;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

/** Four writers add players to A; the operation starts after a random number of writes were sent. */
async function race(
  s: LocalServer,
  a: { id: string; path: string },
  tag: string,
  op: () => Promise<Answer>,
): Promise<Race> {
  const writes: Write[] = [];
  const trigger = 2 + random(12);
  let sent = 0;
  let answered = false;
  let started: Promise<Race['op']> | null = null;
  let aAtAnswer = '';
  let lockAtAnswer = false;
  const start = () => {
    started = op().then((answer) => {
      answered = true;
      aAtAnswer = JSON.stringify(eventFileOnDisk(a.path));
      lockAtAnswer = existsSync(lockPathFor(a.path));
      return answer;
    });
  };
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      let after = 0;
      for (let i = 0; i < MAX_WRITES && after < AFTER; i++) {
        if (answered) after++;
        const name = `${tag} w${w}-${i}`;
        if (++sent === trigger) start();
        const answer = await s.call('players.add', { name, eventId: a.id });
        writes.push({ name, answer });
      }
    }),
  );
  if (!started) start();
  return { writes, op: await (started as unknown as Promise<Answer>), aAtAnswer, lockAtAnswer };
}

const names = (e: EventFile) => new Set(e.players.map((p) => p.name));
const acked = (r: Race) => r.writes.filter((w) => w.answer.data).map((w) => w.name);
const refused = (r: Race) => r.writes.filter((w) => !w.answer.data);
/** What was acknowledged in the race and is missing from the event file `file` now. */
const lostFrom = (r: Race, file: string) => {
  const kept = names(eventFileOnDisk(file));
  return acked(r).filter((n) => !kept.has(n));
};
/** A's file has not changed since the operation answered, and A was not locked then. */
function expectUntouchedSinceAnswer(r: Race, a: { path: string }): void {
  expect(JSON.stringify(eventFileOnDisk(a.path))).toBe(r.aAtAnswer);
  expect(r.lockAtAnswer).toBe(false);
}

async function newEvent(s: LocalServer, name: string, players: number): Promise<{ id: string; path: string }> {
  const created = await s.ok('events.create', { settings: { name } });
  for (let i = 0; i < players; i++) await s.ok('players.add', { name: `${name} p${i}` });
  return { id: created.id as string, path: created.path as string };
}

describe('whole-file operations racing 4 writers over HTTP', () => {
  it('Save As: every acknowledged write is in the new file; the old file stops changing when it answers', async () => {
    const s = await startLocalServer(SERVER);
    for (let run = 0; run < RUNS; run++) {
      const a = await newEvent(s, `Save A${run}`, 2);
      const target = path.join(s.dataDir, 'events', `saved-${run}.its.json`);
      const r = await race(s, a, `sa${run}`, () => s.call('events.saveAs', { path: target }));
      expect(r.op.data, r.op.error?.message).toBeDefined();
      expect(refused(r).map((w) => w.answer.error?.message)).toEqual([]);
      await s.ok('events.close');
      expect(lostFrom(r, target)).toEqual([]);
      // A after Save As: exactly as it was when Save As answered, and all of it in the new file.
      expectUntouchedSinceAnswer(r, a);
      const saved = names(eventFileOnDisk(target));
      expect([...names(eventFileOnDisk(a.path))].filter((n) => !saved.has(n))).toEqual([]);
    }
  }, 60_000);

  it('open of another event: writes meant for A land in A or are refused naming both events, never in B', async () => {
    const s = await startLocalServer(SERVER);
    for (let run = 0; run < RUNS; run++) {
      const b = await newEvent(s, `Open B${run}`, 2);
      const a = await newEvent(s, `Open A${run}`, 2);
      const r = await race(s, a, `op${run}`, () => s.call('events.open', { path: b.path }));
      expect(r.op.data, r.op.error?.message).toBeDefined();
      for (const w of refused(r)) {
        expect(w.answer.error?.code).toBe('CONFLICT');
        expect(w.answer.error?.message).toContain(`Open A${run}`);
        expect(w.answer.error?.message).toContain(`Open B${run}`);
      }
      await s.ok('events.close');
      expect(lostFrom(r, a.path)).toEqual([]);
      expect([...names(eventFileOnDisk(b.path))].filter((n) => n.startsWith(`op${run} `))).toEqual([]);
      expectUntouchedSinceAnswer(r, a);
    }
  }, 60_000);

  it('close: every acknowledged write is in the file, which no write touches once close answered', async () => {
    const s = await startLocalServer(SERVER);
    for (let run = 0; run < RUNS; run++) {
      const a = await newEvent(s, `Close A${run}`, 2);
      const r = await race(s, a, `cl${run}`, () => s.call('events.close'));
      expect(r.op.data, r.op.error?.message).toBeDefined();
      for (const w of refused(r)) expect(w.answer.error?.code).toBe('NOT_FOUND');
      expect(lostFrom(r, a.path)).toEqual([]);
      expectUntouchedSinceAnswer(r, a);
      expect(existsSync(lockPathFor(a.path))).toBe(false);
    }
  }, 60_000);

  it('restore: the restored content stays restored; writes queued before it are in the pre-restore backup', async () => {
    const s = await startLocalServer(SERVER);
    for (let run = 0; run < RUNS; run++) {
      const a = await newEvent(s, `Restore A${run}`, 12);
      // A generation backup of the 12 players, then more players the restore takes back.
      await s.core.workspace.current().fold();
      const backup = ((await s.ok('backups.list')) as unknown as { file: string; kind: string }[]).find(
        (b) => b.kind === 'generation',
      );
      expect(backup).toBeDefined();
      for (let i = 0; i < 3; i++) await s.ok('players.add', { name: `Restore A${run} later ${i}` });
      const r = await race(s, a, `rs${run}`, () => s.call('backups.restore', { file: backup!.file }));
      expect(r.op.data, r.op.error?.message).toBeDefined();
      expect(refused(r).map((w) => w.answer.error?.message)).toEqual([]);
      await s.ok('events.close');
      const final = eventFileOnDisk(a.path);
      const inFinal = names(final);
      const backedUp = JSON.parse(readFileSync(path.join(backupDirFor(a.path), backup!.file), 'utf8')) as EventFile;
      // Everything the backup held is there, nothing added after it and before the restore is.
      expect([...names(backedUp)].filter((n) => !inFinal.has(n))).toEqual([]);
      expect([...inFinal].filter((n) => n.includes(' later '))).toEqual([]);
      const pre = readPreRestore(a.path);
      // Acknowledged before the restore: in the file it replaced (its backup), and not in the
      // restored content; acknowledged after: in the restored content.
      for (const n of acked(r)) expect(inFinal.has(n) !== pre.has(n), n).toBe(true);
      expect(checkConsistency(final)).toEqual([]);
    }
  }, 60_000);

  it('repair: refused while read-only, then written to the repaired event, which stays repaired', async () => {
    const s = await startLocalServer(SERVER);
    for (let run = 0; run < RUNS; run++) {
      const a = await newEvent(s, `Repair A${run}`, 8);
      await s.ok('rounds.generate', {});
      await s.ok('rounds.lock', { round: 1 });
      await s.ok('events.close');
      // Damaged by hand: round 1 closed without its results (the repair reopens it).
      const event = JSON.parse(readFileSync(a.path, 'utf8')) as EventFile;
      event.rounds[0]!.status = 'closed';
      writeFileSync(a.path, JSON.stringify(event));
      const opened = await s.ok('events.open', { path: a.path });
      expect(opened.readOnly).not.toBeNull();
      const r = await race(s, a, `rp${run}`, () => s.call('events.repair'));
      expect(r.op.data, r.op.error?.message).toBeDefined();
      for (const w of refused(r)) expect(w.answer.error?.code).toBe('CONFLICT');
      await s.ok('events.close');
      const final = eventFileOnDisk(a.path);
      const inFinal = names(final);
      expect(acked(r).filter((n) => !inFinal.has(n))).toEqual([]);
      expect(final.rounds[0]!.status).toBe('locked');
      expect(checkConsistency(final)).toEqual([]);
    }
  }, 60_000);
});

/** The names in A's pre-restore backup (the file as the restore found it). */
function readPreRestore(file: string): Set<string> {
  const dir = backupDirFor(file);
  const pre = readdirSync(dir).filter((f) => f.startsWith('pre-restore-'));
  expect(pre).toHaveLength(1);
  return names(JSON.parse(readFileSync(path.join(dir, pre[0]!), 'utf8')) as EventFile);
}
