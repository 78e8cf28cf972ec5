/**
 * Crash safety: a writer process is SIGKILLed at random
 * moments; after every kill the event file must open and hold every write the writer saw
 * acknowledged. Runs until at least 200 acknowledged writes and 10 kills.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventStore } from '../../src/main/store/eventStore';
import { Workspace } from '../../src/main/store/workspace';
import { killDelays, killRepeatedly } from './testing/crash';

const MIN_ACKED = 200;
const MIN_KILLS = 10;

describe('crash safety', () => {
  it('keeps every acknowledged write across SIGKILLs at random moments', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'its-crash-')), 'crash.its.json');
    const { acked, kills } = await killRepeatedly({
      writer: 'crash-writer.ts',
      file,
      minAcked: MIN_ACKED,
      minKills: MIN_KILLS,
      // A fixed sequence of pseudo-random kill delays keeps the run reproducible.
      nextDelay: killDelays(20261121, 5, 400),
      async afterKill(acked, kills) {
        const store = await EventStore.open(file);
        const names = new Set(store.state.players.map((p) => p.name));
        const missing = acked.filter((name) => !names.has(name));
        expect(missing, `after kill ${kills}`).toEqual([]);
        // Every revision is a write, or the audited takeover of the lock the killed writer left.
        const takeovers = store.state.audit.filter((e) => e.method === 'events.takeover').length;
        expect(store.state.revision).toBe(store.state.players.length + takeovers);
        return store.state.players.length;
      },
    });
    const final = await EventStore.open(file);
    // Opening the event for writing removes the temp files the kills left.
    const temps = () => readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'));
    const left = temps().length;
    await new Workspace(path.dirname(file)).open(file);
    expect(temps()).toEqual([]);
    console.log(
      `crash test: ${kills} SIGKILLs, ${acked.length} writes acknowledged, ${final.state.players.length} writes on disk, 0 acknowledged writes lost, ${left} temp files left by kills removed on opening`,
    );
  }, 600_000);
});
