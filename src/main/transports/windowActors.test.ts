/**
 * On the desktop each window is its own actor, so one window's Ctrl+Z
 * never undoes another window's change. Runs the real IPC adapter with a stand-in for
 * ipcMain (the Electron binary is not needed) and the real app core and store.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppCore } from '../appCore';
import { IPC_CALL_CHANNEL } from '../../shared/ipc';
import type { AuditEntry, EventFile } from '../../shared/model';
import { registerIpc, trustedUrlChecker } from './ipc';
import type { InvokeEventLike, IpcMainLike } from './ipc';
import { WindowActors } from './windowActors';
import { correction } from '../api/testing';

describe('WindowActors', () => {
  it('numbers windows in the order they first call and keeps each label', () => {
    const actors = new WindowActors();
    expect(actors.actorFor(7)).toBe('desktop 1');
    expect(actors.actorFor(3)).toBe('desktop 2');
    expect(actors.actorFor(7)).toBe('desktop 1');
    expect(actors.actorFor(12)).toBe('desktop 3');
    expect(actors.actorFor(3)).toBe('desktop 2');
  });
});

/** ipcMain's shape: invoked as the window whose web contents has `windowId`. */
class FakeIpcMain implements IpcMainLike {
  private handler: ((event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>) | null = null;
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>) {
    if (channel === IPC_CALL_CHANNEL) this.handler = listener;
  }
  removeHandler() {
    this.handler = null;
  }
  async call(windowId: number, method: string, params: unknown = {}): Promise<Record<string, unknown>> {
    const answer = (await this.handler?.(
      { senderFrame: { url: 'app://renderer/index.html' }, sender: { id: windowId } },
      method,
      params,
    )) as { data?: Record<string, unknown>; error?: { message: string } };
    if (!answer.data) throw new Error(`${method}: ${answer.error?.message}`);
    return answer.data;
  }
  async error(windowId: number, method: string, params: unknown = {}) {
    const answer = (await this.handler?.(
      { senderFrame: { url: 'app://renderer/index.html' }, sender: { id: windowId } },
      method,
      params,
    )) as { error?: { code: string; message: string; details?: Record<string, unknown> } };
    return answer.error;
  }
}

async function twoWindows() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-windows-'));
  const core = createAppCore({ dataDir, runtime: { transport: 'ipc', venue: null } });
  const ipc = new FakeIpcMain();
  registerIpc(ipc, core, trustedUrlChecker());
  // Window ids as Electron hands them out: not 1 and 2, and the second window calls first.
  const first = 5;
  const second = 9;
  await ipc.call(second, 'events.create', { settings: { name: 'Two Windows Cup' } });
  for (const name of ['Ana', 'Bo', 'Cy', 'Di']) await ipc.call(first, 'players.add', { name });
  await ipc.call(first, 'rounds.generate');
  await ipc.call(first, 'rounds.lock', { round: 1 });
  return { core, ipc, first, second };
}

const resultOn = async (ipc: FakeIpcMain, table: number) =>
  ((await ipc.call(5, 'events.get')) as unknown as EventFile).rounds[0]?.pairings.find((p) => p.table === table)?.result
    ?.op ?? null;

describe('each desktop window has its own actor', () => {
  it("one window's undo leaves another window's newer result in place; the audit names each window", async () => {
    const { core, ipc, first, second } = await twoWindows();
    await ipc.call(first, 'rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [200, 100] });
    await ipc.call(second, 'rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] });
    const undone = await ipc.call(first, 'audit.undo');
    expect(await resultOn(ipc, 1)).toBeNull();
    expect(await resultOn(ipc, 2)).toEqual([4, 6]);
    const audit = (await ipc.call(first, 'audit.list')) as unknown as AuditEntry[];
    const actorOf = (revision: unknown) => audit.find((e) => e.revision === revision)?.actor;
    // The second window called first (it created the event), so it is "desktop 1".
    expect(audit.find((e) => e.method === 'players.add')?.actor).toBe('desktop 2');
    expect(audit.filter((e) => e.method === 'rounds.setResult').map((e) => e.actor)).toEqual([
      'desktop 2',
      'desktop 1',
    ]);
    expect(actorOf(undone.revision)).toBe('desktop 2');
    // The second window's undo takes back its own result, not the first window's redo-able one.
    const again = await ipc.call(second, 'audit.undo');
    expect(again.undone).toBe(audit.find((e) => e.method === 'rounds.setResult' && e.tables[0] === 2)?.revision);
    expect(await resultOn(ipc, 2)).toBeNull();
    await core.workspace.close();
  });

  it('an edit from one window that missed the other window’s change of the same table is stale', async () => {
    const { core, ipc, first, second } = await twoWindows();
    const shown = ((await ipc.call(first, 'events.get')) as unknown as EventFile).revision;
    await ipc.call(second, 'rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [200, 100] });
    const stale = await ipc.error(first, 'rounds.setResult', {
      ...correction({ round: 1, table: 1 }, [2, 8], [50, 250], 'Re-read the sheet'),
      baseRevision: shown,
    });
    expect(stale?.code).toBe('CONFLICT');
    expect(stale?.details).toMatchObject({ stale: true, changedBy: 'desktop 1' });
    expect(await resultOn(ipc, 1)).toEqual([7, 3]);
    await core.workspace.close();
  });
});
