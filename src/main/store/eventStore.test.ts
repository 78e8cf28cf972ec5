import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/errors';
import { renderMessage } from '../../shared/messages';
import type { Renderer } from '../../shared/messages';
import { es as MESSAGES_ES } from '../../shared/i18n/es';
import { fr as MESSAGES_FR } from '../../shared/i18n/fr';
import { it as MESSAGES_IT } from '../../shared/i18n/it';
import { createTestContext } from '../api/testing';
import { GENERATION_EVERY, listBackups } from './backups';
import { Workspace } from './workspace';
import { JournalWriter, readEventFile } from './journal';
import { tempWorkspace } from './testing';
import { PlayerSchema } from '../../shared/model';
import type { EventFile } from '../../shared/model';

const player = (id: string, name: string) => PlayerSchema.parse({ id, name });

describe('EventStore', () => {
  it('persists every mutation durably and reopens it', async () => {
    const ws = tempWorkspace();
    const store = await ws.create({ name: 'Cup' } as never);
    const saved = await store.mutate({ actor: 'local', method: 'test' }, (d) => {
      d.players.push(player('p1', 'Ana'));
      return { result: undefined, summary: 'add Ana' };
    });
    expect(saved.revision).toBe(1);
    // On disk: the file with its journal, as every reader reads it.
    const read = await readEventFile(store.path);
    const onDisk = read.parsed?.ok ? read.parsed.event : null;
    expect(onDisk?.players[0]?.name).toBe('Ana');
    expect(read.journaled).toBe(1);
    expect(onDisk?.revision).toBe(1);
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
    // Written when the journal is folded into the file.
    await store.fold();
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

  it('rewrites the recent-events index when what it lists changes, not after every save', async () => {
    const ws = tempWorkspace();
    const store = await ws.create({ name: 'Busy Cup' } as never);
    const onDisk = () => JSON.parse(readFileSync(ws.recentFile, 'utf8')) as { name: string; revision: number }[];
    const written = onDisk()[0]!.revision;
    for (let i = 0; i < 5; i++) {
      await ws.mutate({ actor: 'local', method: 'test' }, (d) => {
        d.settings.venue = `Hall ${i}`;
        return { result: null, summary: 'venue' };
      });
    }
    // The open event is listed as it stands; the file still holds the revision it was opened with.
    expect((await ws.recent())[0]!.revision).toBe(store.state.revision);
    expect(onDisk()[0]!.revision).toBe(written);
    // A change to what the list shows (the name) is written at once…
    await ws.mutate({ actor: 'local', method: 'test' }, (d) => {
      d.settings.name = 'Renamed Cup';
      return { result: null, summary: 'name' };
    });
    await vi.waitFor(() => expect(onDisk()[0]!.name).toBe('Renamed Cup'));
    // …and closing records the revision the event closed with.
    const last = store.state.revision;
    await ws.close();
    expect(onDisk()[0]!.revision).toBe(last);
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

describe('an event file that cannot be read, in the referee’s language', () => {
  const languages: Record<string, Renderer> = {
    es: { template: (key) => (MESSAGES_ES as Record<string, string>)[key], number: String },
    fr: { template: (key) => (MESSAGES_FR as Record<string, string>)[key], number: String },
    it: { template: (key) => (MESSAGES_IT as Record<string, string>)[key], number: String },
  };
  const open = async (text: string) => {
    const t = createTestContext();
    mkdirSync(path.join(t.dir, 'events'), { recursive: true });
    writeFileSync(path.join(t.dir, 'events', 'broken.json'), text);
    const res = await t.call('events.open', { path: path.join(t.dir, 'events', 'broken.json') });
    if (!('error' in res)) throw new Error('expected a refusal');
    return res.error;
  };

  it('says where the JSON breaks (line 2, column 13), with no English from JSON.parse', async () => {
    // `{"name": "Cup",` is line 1; on line 2 the brace sits after two spaces, `"rounds"` and ": ".
    const error = await open('{"name": "Cup",\n  "rounds": }');
    expect(error.message).toBe(
      'The event file broken.json cannot be opened: it is damaged: its text is not valid JSON (line 2, column 13). No valid backup was found.',
    );
    const es = renderMessage(error.i18n!, languages.es!);
    expect(es).toBe(
      'El archivo de evento broken.json no se puede abrir: está dañado: su texto no es JSON válido (línea 2, columna 13). No se encontró ninguna copia de seguridad válida.',
    );
    expect(renderMessage(error.i18n!, languages.fr!)).toContain('ligne 2, colonne 13');
    expect(renderMessage(error.i18n!, languages.it!)).toContain('riga 2, colonna 13');
    for (const lang of Object.values(languages)) {
      expect(renderMessage(error.i18n!, lang)).not.toMatch(
        /Unexpected|token|position|not valid|\bline\b|\bcolumn\b|rounds/,
      );
    }
  });

  it('an old format with no conversion names the format, in every language', async () => {
    const error = await open('{"schemaVersion": 0}');
    expect(error.message).toMatch(/it is in an old format that cannot be converted \(no conversion from format 0\)/);
    expect(renderMessage(error.i18n!, languages.es!)).toContain('(no hay conversión desde el formato 0)');
    expect(renderMessage(error.i18n!, languages.fr!)).toContain('(aucune conversion depuis le format 0)');
    expect(renderMessage(error.i18n!, languages.it!)).toContain('(nessuna conversione dal formato 0)');
    for (const lang of Object.values(languages)) {
      expect(renderMessage(error.i18n!, lang)).not.toMatch(/No migration|schema version/);
    }
  });
});

describe('group commit and fencing', () => {
  const add = (name: string) => (d: EventFile) => {
    d.players.push(player(name, name));
    return { result: name, summary: `add ${name}` };
  };

  it('writes changes that arrive together as one group, acknowledged and announced in order', async () => {
    const ws = tempWorkspace();
    const store = await ws.create({ name: 'Cup' } as never);
    const saved: number[] = [];
    store.onSave((s) => s.state === 'saved' && saved.push(s.revision));
    const appends = vi.spyOn(JournalWriter.prototype, 'append');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ws.mutate({ actor: 'local', method: 't' }, add(`n${i}`))),
    );
    expect(answers.map((a) => a.revision)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(saved).toEqual(answers.map((a) => a.revision));
    expect(appends.mock.calls.length).toBeLessThan(5);
    appends.mockRestore();
    await ws.close();
    const reopened = await ws.open(store.path);
    expect(reopened.state.players.map((p) => p.name)).toEqual(answers.map((a) => a.result));
  });

  it('refuses a group that cannot be written and every change made after it, and goes on from the disk', async () => {
    const ws = tempWorkspace();
    const store = await ws.create({ name: 'Cup' } as never);
    await store.mutate({ actor: 'local', method: 't' }, add('kept'));
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const appends = vi.spyOn(JournalWriter.prototype, 'append').mockRejectedValueOnce(full);
    const answers = await Promise.allSettled(
      ['a', 'b', 'c'].map((n) => store.mutate({ actor: 'local', method: 't' }, add(n))),
    );
    appends.mockRestore();
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((answers[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'IO_FAILURE' });
    expect(store.state.revision).toBe(1);
    const next = await store.mutate({ actor: 'local', method: 't' }, add('after'));
    expect(next.revision).toBe(2);
    await ws.close();
    expect((await ws.open(store.path)).state.players.map((p) => p.name)).toEqual(['kept', 'after']);
  });

  it('refuses a change or an undo meant for another event, naming both events', async () => {
    const ws = tempWorkspace();
    const other = await ws.create({ name: 'Spring Cup' } as never);
    const otherId = other.state.id;
    const store = await ws.create({ name: 'Autumn Cup' } as never);
    await ws.mutate({ actor: 'local', method: 't', eventId: store.state.id }, add('ok'));
    const refused = await ws.mutate({ actor: 'local', method: 't', eventId: otherId }, add('lost')).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toContain('“Spring Cup”');
    expect(refused.message).toContain('“Autumn Cup”');
    const undo = await ws.undo(otherId, 'local').catch((e) => e);
    expect(undo.code).toBe('CONFLICT');
    expect(store.state.players.map((p) => p.name)).toEqual(['ok']);
    await ws.close();
  });
});
