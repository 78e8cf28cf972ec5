/**
 * Crash safety of group commit and the journal. A writer process keeps a
 * dozen changes in flight (so they are journaled in groups) and folds the journal into the
 * event file now and then; it is SIGKILLed at random moments — mid-group, mid-fold, between the
 * journal and the snapshot. After every kill the event opens consistent and holds every change
 * the writer saw acknowledged. Runs until at least 500 acknowledged writes and 12 kills.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConsistency } from '../../src/main/store/consistency';
import { EventStore } from '../../src/main/store/eventStore';
import { journalPathFor } from '../../src/main/store/journal';
import { killDelays, killRepeatedly } from './testing/crash';

const MIN_ACKED = 500;
const MIN_KILLS = 12;

describe('crash safety with groups in flight', () => {
  it('keeps every acknowledged change across SIGKILLs during grouped writes and folds', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'its-crash-groups-')), 'groups.its.json');
    let withJournal = 0;
    const { acked, kills } = await killRepeatedly({
      writer: 'crash-group-writer.ts',
      file,
      minAcked: MIN_ACKED,
      minKills: MIN_KILLS,
      nextDelay: killDelays(20261126, 20, 300),
      async afterKill(acked, kills) {
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
        return store.state.players.length + 1000 * kills;
      },
    });
    // The kills must have caught the journal ahead of the file, or the test proves little.
    expect(withJournal).toBeGreaterThan(kills / 2);
    console.log(
      `group crash test: ${kills} SIGKILLs (${withJournal} with changes only in the journal), ${acked.length} changes acknowledged, 0 lost`,
    );
  }, 300_000);
});
