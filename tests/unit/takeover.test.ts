/**
 * Issue 30 · 4: a forced open from another computer. Two venue servers with different computer
 * names (their `LockIdentity`) share one folder; while server A is under a write load, server B
 * opens the event with `force`. B takes the lock before it reads the file and its journal, and
 * A checks the lock around every group it writes: every write A acknowledged is in B's event,
 * and once B holds the lock A acknowledges nothing more, answering why.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventFileOnDisk } from '../../src/main/api/testing';
import { Workspace } from '../../src/main/store/workspace';
import type { LockIdentity } from '../../src/main/store/lock';
import { readLock } from '../../src/main/store/lock';
import { ApiError } from '../../src/shared/errors';
import { english } from '../../src/shared/messages';
import { addPlayer } from './crashKit';

const A: LockIdentity = { program: 'serve', hostname: 'venue-a', port: 4820 };
const B: LockIdentity = { program: 'serve', hostname: 'venue-b', port: 4820 };
/** Writes A keeps in flight, acknowledged writes before B steps in, runs, and the cap per writer. */
const WRITERS = 6;
const BEFORE_TAKEOVER = 40;
const RUNS = 3;
const MAX_PER_WRITER = 120;

interface Outcome {
  acked: { name: string; at: number }[];
  refused: { name: string; err: unknown; at: number }[];
  takeover: { began: number; done: number };
  inB: Set<string>;
  onDisk: Set<string>;
}

async function takeoverUnderLoad(run: number): Promise<Outcome> {
  const shared = mkdtempSync(path.join(os.tmpdir(), 'its-takeover-'));
  const wsA = new Workspace(mkdtempSync(path.join(os.tmpdir(), 'its-takeover-a-')), undefined, A);
  const wsB = new Workspace(mkdtempSync(path.join(os.tmpdir(), 'its-takeover-b-')), undefined, B);
  const file = (await wsA.create({ name: `Shared Cup ${run}` } as never, path.join(shared, 'shared.its.json'))).path;
  const acked: Outcome['acked'] = [];
  const refused: Outcome['refused'] = [];
  const takeover = { began: Number.POSITIVE_INFINITY, done: Number.POSITIVE_INFINITY };
  let startTakeover: () => void = () => undefined;
  const due = new Promise<void>((resolve) => (startTakeover = resolve));
  const writer = async (w: number) => {
    let refusedInARow = 0;
    for (let i = 0; i < MAX_PER_WRITER && refusedInARow < 3; i++) {
      const name = `A${w}-${i}`;
      try {
        await wsA.mutate({ actor: 'referee', method: 'players.add' }, (d) => addPlayer(d, name));
        acked.push({ name, at: performance.now() });
        refusedInARow = 0;
        if (acked.length === BEFORE_TAKEOVER) startTakeover();
      } catch (err) {
        refused.push({ name, err, at: performance.now() });
        refusedInARow++;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  await due;
  takeover.began = performance.now();
  const storeB = await wsB.open(file, { force: true });
  takeover.done = performance.now();
  await Promise.all(writers);
  // Writes sent to A once B's open has answered: each one refused.
  for (let i = 0; i < 3; i++) {
    const name = `A-late-${i}`;
    await wsA
      .mutate({ actor: 'referee', method: 'players.add' }, (d) => addPlayer(d, name))
      .then(() => acked.push({ name, at: performance.now() }))
      .catch((err: unknown) => refused.push({ name, err, at: performance.now() }));
  }
  await storeB.settle();
  const inB = new Set(storeB.state.players.map((p) => p.name));
  expect((await readLock(file))?.hostname).toBe('venue-b');
  await wsA.close();
  await wsB.close();
  const onDisk = new Set(eventFileOnDisk(file).players.map((p) => p.name));
  return { acked, refused, takeover, inB, onDisk };
}

describe('a forced open from another computer (issue 30 · 4)', () => {
  it('loses none of the first server’s acknowledged writes, and the first server acknowledges nothing after', async () => {
    let ackedInAll = 0;
    let missingInAll = 0;
    let duringTakeover = 0;
    for (let run = 0; run < RUNS; run++) {
      const { acked, refused, takeover, inB, onDisk } = await takeoverUnderLoad(run);
      const missing = acked.filter((a) => !inB.has(a.name) || !onDisk.has(a.name));
      ackedInAll += acked.length;
      missingInAll += missing.length;
      duringTakeover += acked.filter((a) => a.at > takeover.began).length;
      expect(
        missing.map((a) => `${a.name} acknowledged ${(a.at - takeover.began).toFixed(0)} ms after B began`),
        `run ${run}`,
      ).toEqual([]);
      // Once B's open answered, A acknowledges nothing: its writes are refused, naming B.
      expect(acked.filter((a) => a.at > takeover.done)).toEqual([]);
      expect(refused.filter((r) => r.name.startsWith('A-late-'))).toHaveLength(3);
      for (const { err } of refused) {
        expect(err).toBeInstanceOf(ApiError);
        expect((err as ApiError).code).toBe('CONFLICT');
        expect(['m.store.takenOver', 'm.store.takenOverDuring']).toContain((err as ApiError).i18n?.key);
        expect(english((err as ApiError).i18n as never)).toContain('"venue-b"');
      }
    }
    console.info(
      `takeover under load: ${ackedInAll} writes of A acknowledged over ${RUNS} runs, ` +
        `${duringTakeover} of them after B's open began, ${missingInAll} missing from B's event`,
    );
  });
});
