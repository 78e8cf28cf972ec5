import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors';
import { GENERATION_EVERY, listBackups } from './backups';
import { Workspace } from './workspace';

function tempWorkspace() {
  return new Workspace(mkdtempSync(path.join(os.tmpdir(), 'its-store-')));
}

const player = (id: string, name: string) => ({
  id,
  name,
  itsPin: '',
  faction: '',
  club: '',
  checkedIn: false,
  droppedAfterRound: null,
  joinedRound: 1,
  rating: 1000,
});

describe('EventStore', () => {
  it('persists every mutation durably and reopens it', async () => {
    const ws = tempWorkspace();
    const store = await ws.create({ name: 'Cup' } as never);
    const saved = await store.mutate({ actor: 'local', method: 'test' }, (d) => {
      d.players.push(player('p1', 'Ana'));
      return { result: undefined, summary: 'add Ana' };
    });
    expect(saved.revision).toBe(1);
    const onDisk = JSON.parse(readFileSync(store.path, 'utf8'));
    expect(onDisk.players[0].name).toBe('Ana');
    expect(onDisk.revision).toBe(1);
    await ws.close();
    const reopened = await new Workspace(ws.dataDir).open(store.path);
    expect(reopened.state.players.map((p) => p.name)).toEqual(['Ana']);
    expect(reopened.state.audit[0]?.summary).toBe('add Ana');
  });

  it('leaves the state untouched when a mutation throws', async () => {
    const store = await tempWorkspace().create({ name: 'Cup' } as never);
    await expect(
      store.mutate({ actor: 'local', method: 'test' }, (d) => {
        d.players.push(player('p1', 'Ana'));
        throw new ApiError('RULES_VIOLATION', 'nope');
      }),
    ).rejects.toThrow('nope');
    expect(store.state.players).toEqual([]);
    expect(store.state.revision).toBe(0);
  });

  it('undoes and redoes, recording each as an audited change', async () => {
    const store = await tempWorkspace().create({ name: 'Cup' } as never);
    await store.mutate({ actor: 'local', method: 't' }, (d) => {
      d.players.push(player('p1', 'Ana'));
      return { result: undefined, summary: 'add Ana' };
    });
    await store.mutate({ actor: 'local', method: 't' }, (d) => {
      d.players.push(player('p2', 'Bo'));
      return { result: undefined, summary: 'add Bo' };
    });
    await store.mutate({ actor: 'local', method: 't' }, (d) => {
      d.players[0]!.name = 'Ana María';
      return { result: undefined, summary: 'rename' };
    });
    await store.undo('local');
    expect(store.state.players.map((p) => p.name)).toEqual(['Ana', 'Bo']);
    await store.undo('local');
    expect(store.state.players.map((p) => p.name)).toEqual(['Ana']);
    await store.redo('local');
    expect(store.state.players.map((p) => p.name)).toEqual(['Ana', 'Bo']);
    await store.redo('local');
    expect(store.state.players.map((p) => p.name)).toEqual(['Ana María', 'Bo']);
    await expect(store.redo('local')).rejects.toThrow('nothing to redo');
    expect(store.state.audit.map((e) => e.method)).toEqual([
      't',
      't',
      't',
      'audit.undo',
      'audit.undo',
      'audit.redo',
      'audit.redo',
    ]);
  });

  it('undoes an older change selectively, but refuses when a later change touched the same data', async () => {
    const store = await tempWorkspace().create({ name: 'Cup' } as never);
    await store.mutate({ actor: 'l', method: 't' }, (d) => {
      d.players.push(player('p1', 'Ana'), player('p2', 'Bo'));
      return { result: undefined, summary: 'add' };
    });
    const r2 = await store.mutate({ actor: 'l', method: 't' }, (d) => {
      d.players[0]!.club = 'Lions';
      return { result: undefined, summary: 'club Ana' };
    });
    const r3 = await store.mutate({ actor: 'l', method: 't' }, (d) => {
      d.players[1]!.club = 'Bears';
      return { result: undefined, summary: 'club Bo' };
    });
    await store.mutate({ actor: 'l', method: 't' }, (d) => {
      d.players[1]!.club = 'Wolves';
      return { result: undefined, summary: 'club Bo again' };
    });
    await store.undo('l', r2.revision);
    expect(store.state.players.map((p) => p.club)).toEqual(['', 'Wolves']);
    await expect(store.undo('l', r3.revision)).rejects.toThrow(/club Bo again/);
  });

  it('writes a generation backup every few revisions', async () => {
    const store = await tempWorkspace().create({ name: 'Cup' } as never);
    for (let i = 0; i < GENERATION_EVERY; i++) {
      await store.mutate({ actor: 'l', method: 't' }, (d) => {
        d.settings.venue = `v${i}`;
        return { result: undefined, summary: `v${i}` };
      });
    }
    const backups = await listBackups(store.path);
    expect(backups.map((b) => [b.kind, b.valid])).toEqual([['generation', true]]);
  });

  it('reports a corrupt file, offers the newest valid backup, and overwrites nothing', async () => {
    const ws = tempWorkspace();
    const store = await ws.create({ name: 'Cup' } as never);
    for (let i = 0; i < GENERATION_EVERY; i++) {
      await store.mutate({ actor: 'l', method: 't' }, (d) => {
        d.settings.venue = `v${i}`;
        return { result: undefined, summary: `v${i}` };
      });
    }
    await ws.close();
    const full = readFileSync(store.path, 'utf8');
    for (const damaged of [full.slice(0, full.length / 2), 'garbage \u0000\u0001', '{"schemaVersion":1}']) {
      writeFileSync(store.path, damaged);
      const err = await new Workspace(ws.dataDir).open(store.path).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe('IO_FAILURE');
      expect((err as ApiError).message).toMatch(/cannot be opened/);
      expect((err as ApiError).message).toMatch(/newest valid backup is from .* \(change 10, 0 players, 0 results\)/);
      expect(readFileSync(store.path, 'utf8')).toBe(damaged);
    }
    const offered = (await listBackups(store.path))[0]!;
    const recovered = await new Workspace(ws.dataDir).recover(store.path, offered.file);
    expect(recovered.state.revision).toBe(10);
    expect(readdirSync(path.dirname(store.path)).some((f) => f.includes('.damaged-'))).toBe(true);
  });

  it('keeps a recent-events index', async () => {
    const ws = tempWorkspace();
    await ws.create({ name: 'First' } as never);
    await ws.create({ name: 'Second' } as never);
    expect((await ws.recent()).map((e) => e.name)).toEqual(['Second', 'First']);
  });
});

describe('events.updateSettings', () => {
  it('changes only the fields sent, and names them in the audit', async () => {
    const { createTestContext } = await import('../api/testing');
    const t = createTestContext();
    await t.newEvent({ date: '2026-11-21', rounds: 4, extras: { reinforcements: true } as never });
    await t.ok('events.updateSettings', { settings: { venue: 'Hall B', extras: { tacticalWindow: true } } });
    const event = await t.ok('events.get', {});
    expect(event.settings.date).toBe('2026-11-21');
    expect(event.settings.rounds).toBe(4);
    expect(event.settings.venue).toBe('Hall B');
    expect(event.settings.extras.reinforcements).toBe(true);
    expect(event.settings.extras.tacticalWindow).toBe(true);
    expect(event.audit.at(-1)?.summary).toBe('Event settings changed: venue, extras');
  });
});
