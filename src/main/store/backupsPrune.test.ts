/**
 * The automatic (generation) backups kept are the newest by when they were
 * written, not by revision: after restoring an older backup, the restored event's new backups
 * have lower revisions than the abandoned history's, and must not be the ones pruned.
 */
import { describe, expect, it } from 'vitest';
import { PlayerSchema } from '../../shared/model';
import { GENERATION_EVERY, GENERATIONS_KEPT, listBackups } from './backups';
import type { EventStore } from './eventStore';
import { tempWorkspace } from './testing';

/** `n` changes, the journal folded after every GENERATION_EVERY of them (a generation each time). */
async function write(store: EventStore, n: number, from: number): Promise<void> {
  for (let i = from; i < from + n; i++) {
    await store.mutate({ actor: 'local', method: 't' }, (d) => {
      d.players.push(PlayerSchema.parse({ id: `p${i}`, name: `Player ${i}` }));
      return { result: undefined, summary: `player ${i}` };
    });
    if ((i + 1 - from) % GENERATION_EVERY === 0) await store.fold();
  }
}

const generations = async (file: string) =>
  (await listBackups(file)).filter((b) => b.kind === 'generation').sort((a, b) => a.file.localeCompare(b.file));

describe('automatic backups are pruned by when they were written', () => {
  it('after restoring an older backup, the backups kept are the newest written', async () => {
    const ws = tempWorkspace('its-prune-');
    const first = await ws.create({ name: 'Cup' } as never);
    await write(first, GENERATIONS_KEPT * GENERATION_EVERY, 0);
    const abandoned = await generations(first.path);
    expect(abandoned.map((b) => b.revision)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    // Back to change 20, then 4 more generations of the restored event (changes 30 to 60).
    const restored = await ws.restore(abandoned[1]!.file);
    expect(restored.state.revision).toBe(20);
    await write(restored, 4 * GENERATION_EVERY, 1000);
    const kept = await generations(restored.path);
    const written = new Set(abandoned.map((b) => b.file));
    const fresh = kept.filter((b) => !written.has(b.file));
    expect(kept).toHaveLength(GENERATIONS_KEPT);
    // Every backup of the restored event is kept, and of the abandoned history its 6 newest.
    expect(fresh.map((b) => b.revision).sort((a, b) => a - b)).toEqual([30, 40, 50, 60]);
    expect(kept.filter((b) => written.has(b.file)).map((b) => b.revision)).toEqual([50, 60, 70, 80, 90, 100]);
    // The newest backup offered (Restore the newest valid backup) is the restored event's last, not change 100.
    const newest = (await listBackups(restored.path)).find((b) => b.valid)!;
    expect([newest.kind, newest.revision, written.has(newest.file)]).toEqual(['generation', 60, false]);
    await ws.close();
  });
});
