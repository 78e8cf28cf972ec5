/**
 * Issue 21 · Build 1: crash safety of group commit and the journal. A writer process keeps a
 * dozen changes in flight (so they are journaled in groups) and folds the journal into the
 * event file now and then; it is SIGKILLed at random moments — mid-group, mid-fold, between the
 * journal and the snapshot. After every kill the event opens consistent and holds every change
 * the writer saw acknowledged. Runs until at least 500 acknowledged writes and 12 kills.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConsistency } from '../../src/main/store/consistency';
import { EventStore } from '../../src/main/store/eventStore';
import { journalPathFor } from '../../src/main/store/journal';

const MIN_ACKED = 500;
const MIN_KILLS = 12;

function runUntilKilled(file: string, start: number, killAfterMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/unit/crash-group-writer.ts', file, String(start)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const acked: string[] = [];
    let buffer = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line === 'READY') setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        else if (line.startsWith('ACK ')) acked.push(line.slice(4));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited without being killed: ${stderr}`));
    });
  });
}

describe('crash safety with groups in flight (issue 21)', () => {
  it('keeps every acknowledged change across SIGKILLs during grouped writes and folds', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'its-crash-groups-')), 'groups.its.json');
    const acked: string[] = [];
    let kills = 0;
    let withJournal = 0;
    let next = 0;
    let seed = 20261126;
    const nextDelay = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 20 + (seed % 300);
    };
    while (acked.length < MIN_ACKED || kills < MIN_KILLS) {
      acked.push(...(await runUntilKilled(file, next, nextDelay())));
      kills++;
      if (existsSync(journalPathFor(file))) withJournal++;
      // Opening replays what the journal holds beyond the file, then folds it in.
      const store = await EventStore.open(file);
      const names = new Set(store.state.players.map((p) => p.name));
      expect(
        acked.filter((name) => !names.has(name)),
        `after kill ${kills}`,
      ).toEqual([]);
      expect(checkConsistency(store.state)).toEqual([]);
      const takeovers = store.state.audit.filter((e) => e.method === 'events.takeover').length;
      expect(store.state.revision).toBe(store.state.players.length + takeovers);
      expect(store.state.audit.map((e) => e.revision)).toEqual(
        Array.from({ length: store.state.revision }, (_, i) => i + 1),
      );
      await store.close();
      next = store.state.players.length + 1000 * kills;
    }
    // The kills must have caught the journal ahead of the file, or the test proves little.
    expect(withJournal).toBeGreaterThan(kills / 2);
    console.log(
      `group crash test: ${kills} SIGKILLs (${withJournal} with changes only in the journal), ${acked.length} changes acknowledged, 0 lost`,
    );
  }, 300_000);
});
