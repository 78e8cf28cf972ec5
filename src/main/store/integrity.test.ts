/**
 * At the store: a file changed behind the app's back, locks of
 * other computers, backups that cannot be written, interrupted temp files, and opening any
 * file honestly (BOM, newer format, each inconsistency).
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors';
import { renderMessage } from '../../shared/messages';
import type { MessageRef, Renderer } from '../../shared/messages';
import { es } from '../../shared/i18n/es';
import type { EventFile } from '../../shared/model';
import { PlayerSchema, RoundSchema } from '../../shared/model';
import { backupDirFor, GENERATION_EVERY } from './backups';
import { checkConsistency } from './consistency';
import { lockPathFor, readLock } from './lock';
import { Workspace } from './workspace';
import { journalPathFor } from './journal';
import { tempWorkspace } from './testing';

async function eventOnDisk(): Promise<{ ws: Workspace; file: string }> {
  const ws = tempWorkspace('its-integrity-');
  const store = await ws.create({ name: 'Cup' } as never);
  await store.mutate({ actor: 'local', method: 't' }, (d) => {
    d.players.push(
      PlayerSchema.parse({ id: 'p1', name: 'Ana' }),
      PlayerSchema.parse({ id: 'p2', name: 'Bo' }),
      PlayerSchema.parse({ id: 'p3', name: 'Cy' }),
      PlayerSchema.parse({ id: 'p4', name: 'Di' }),
    );
    return { result: undefined, summary: 'players' };
  });
  return { ws, file: store.path };
}

const errorOf = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e as ApiError);

function rewrite(file: string, change: (e: EventFile) => void): void {
  const event = JSON.parse(readFileSync(file, 'utf8')) as EventFile;
  change(event);
  writeFileSync(file, JSON.stringify(event));
}

const round = (number: number, status: 'draft' | 'locked' | 'closed', pairings: object[], bye: string | null = null) =>
  RoundSchema.parse({ number, status, tier: 'mid', pairings, bye });
const result = {
  op: [6, 4],
  vp: [150, 100],
  tp: [3, 0],
  confirmedByA: false,
  confirmedByB: false,
  committedAt: '',
  committedBy: '',
};

/** Damage: round 1 closed while table 2 has no result (repaired by reopening the round). */
const closedWithoutResult = (e: EventFile): void =>
  void e.rounds.push(
    round(1, 'closed', [
      { table: 1, a: 'p1', b: 'p2', result },
      { table: 2, a: 'p3', b: 'p4' },
    ]),
  );

describe('writes never overwrite what they did not write', () => {
  it('refuses with CONFLICT "changed outside this app" when the file on disk changed, and keeps that file', async () => {
    const { ws, file } = await eventOnDisk();
    const store = ws.current();
    // The file as the app last wrote it whole (changes are journaled until folded).
    await store.fold();
    rewrite(file, (e) => {
      e.settings.venue = 'Edited by hand';
      e.revision += 5;
    });
    const edited = readFileSync(file, 'utf8');
    const err = await errorOf(
      store.mutate({ actor: 'local', method: 't' }, (d) => {
        d.settings.name = 'Mine';
        return { result: undefined, summary: 'rename' };
      }),
    );
    expect(err?.code).toBe('CONFLICT');
    expect(err?.message).toMatch(
      /changed outside this app \(it is now at change 6; this app last saved change 1\).*reload/,
    );
    expect(readFileSync(file, 'utf8')).toBe(edited);
    // Reloading (opening it again here) picks up the file as it is and writes go on.
    const reloaded = await ws.open(file);
    expect(reloaded.state.settings.venue).toBe('Edited by hand');
    await reloaded.mutate({ actor: 'local', method: 't' }, (d) => {
      d.settings.name = 'Mine';
      return { result: undefined, summary: 'rename' };
    });
    await reloaded.fold();
    expect(JSON.parse(readFileSync(file, 'utf8')).revision).toBe(7);
  });

  it('refuses to append to a journal another program wrote to, and loses nothing saved', async () => {
    const { ws, file } = await eventOnDisk();
    const store = ws.current();
    appendFileSync(journalPathFor(file), 'not a record\n');
    const err = await errorOf(
      store.mutate({ actor: 'local', method: 't' }, (d) => {
        d.settings.name = 'Mine';
        return { result: undefined, summary: 'rename' };
      }),
    );
    expect(err?.code).toBe('CONFLICT');
    expect(err?.message).toMatch(/changed outside this app/);
    await ws.close();
    const reopened = await ws.open(file);
    expect(reopened.state.players).toHaveLength(4);
    expect(reopened.state.settings.name).toBe('Cup');
  });

  it('refuses a lock of another computer unless forced, then audits the takeover', async () => {
    const { ws, file } = await eventOnDisk();
    await ws.close();
    const other = { pid: 4242, hostname: 'venue-laptop-2', program: 'desktop', since: '2026-11-21T09:00:00.000Z' };
    writeFileSync(lockPathFor(file), JSON.stringify(other));
    const refused = await errorOf(ws.open(file));
    expect(refused?.code).toBe('CONFLICT');
    expect(refused?.message).toMatch(
      /open for changes in the ITS Referee Desk app on the computer "venue-laptop-2".*force/,
    );
    expect(refused?.details).toMatchObject({ forcePossible: true, readOnlyPossible: true });
    const readOnly = await ws.open(file, { readOnly: true });
    expect(readOnly.readOnly?.reason).toMatch(/read-only/);
    const forced = await ws.open(file, { force: true });
    expect(forced.state.audit.at(-1)?.summary).toMatch(
      /Took the event over from the ITS Referee Desk app on the computer "venue-laptop-2"/,
    );
    expect(forced.state.audit.at(-1)?.summaryI18n?.key).toBe('m.audit.takeover');
    expect((await readLock(file))?.pid).toBe(process.pid);
    await ws.close();
    expect(await readLock(file)).toBeNull();
  });

  it('refuses a second writer in the same process as well (the lock is per file, not per program)', async () => {
    const { file } = await eventOnDisk();
    const err = await errorOf(tempWorkspace('its-integrity-').open(file));
    expect(err?.message).toMatch(/open for changes in a command-line call on this computer/);
  });
});

describe('housekeeping never blocks a save', () => {
  it('saves when the backup cannot be written, says so, and writes the backup at the next change', async () => {
    const { ws, file } = await eventOnDisk();
    const store = ws.current();
    const statuses: string[] = [];
    store.onSave((s) => s.message && statuses.push(s.message));
    // The backup folder cannot be created: a plain file sits where it should be.
    const backups = backupDirFor(file);
    rmSync(backups, { recursive: true, force: true });
    mkdirSync(path.dirname(backups), { recursive: true });
    writeFileSync(backups, 'not a folder');
    for (let i = store.state.revision; i < GENERATION_EVERY; i++) {
      await store.mutate({ actor: 'local', method: 't' }, (d) => {
        d.settings.venue = `Hall ${i}`;
        return { result: undefined, summary: `venue ${i}` };
      });
    }
    // The generation copy is written when the journal is folded into the file.
    await store.fold();
    expect(JSON.parse(readFileSync(file, 'utf8')).revision).toBe(GENERATION_EVERY);
    await store.mutate({ actor: 'local', method: 't' }, (d) => {
      d.settings.venue = 'Hall A';
      return { result: undefined, summary: 'venue' };
    });
    expect(statuses.at(-1)).toMatch(/^Saved — backup failed: /);
    rmSync(backups);
    await store.mutate({ actor: 'local', method: 't' }, (d) => {
      d.settings.venue = 'Hall B';
      return { result: undefined, summary: 'venue' };
    });
    await store.fold();
    expect(readdirSync(backups).filter((f) => f.startsWith('generation-'))).toHaveLength(1);
  });

  it('removes temp files of interrupted writes when the event is next opened', async () => {
    const { ws, file } = await eventOnDisk();
    await ws.close();
    const dir = path.dirname(file);
    const deadPid = 2 ** 22 + 17; // above Linux's pid_max: no such process
    writeFileSync(path.join(dir, `.${path.basename(file)}.${deadPid}.1700000000000.tmp`), '{"partial');
    mkdirSync(backupDirFor(file), { recursive: true });
    writeFileSync(path.join(backupDirFor(file), `.generation-r000010-1.json.${deadPid}.1700000000000.tmp`), '{');
    await ws.open(file);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(backupDirFor(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('opening any file honestly', () => {
  it('accepts a UTF-8 byte-order mark', async () => {
    const { ws, file } = await eventOnDisk();
    await ws.close();
    writeFileSync(file, '\uFEFF' + readFileSync(file, 'utf8'));
    const store = await ws.open(file);
    expect(store.state.players).toHaveLength(4);
    expect(store.readOnly).toBeNull();
  });

  it('refuses a file of a newer format with an update message, and offers no older backup in its place', async () => {
    const { ws, file } = await eventOnDisk();
    await ws.close();
    rewrite(file, (e) => void ((e as { schemaVersion: number }).schemaVersion = 7));
    const err = await errorOf(ws.open(file));
    expect(err?.message).toBe(
      `The event file ${path.basename(file)} was made by a newer version of ITS Referee Desk (format 7); update the app to open it.`,
    );
    expect(err?.details).not.toHaveProperty('newestValidBackup');
  });

  it('never names a field path or an API method when a file cannot be read', async () => {
    const { ws, file } = await eventOnDisk();
    await ws.close();
    rewrite(file, (e) => void ((e.players[1] as { name: unknown }).name = 42));
    const err = await errorOf(ws.open(file));
    expect(err?.message).toMatch(/not a valid event file \(a problem in the players\)/);
    expect(err?.message).not.toMatch(/players\.1|backups\.|\.name/);
  });

  const cases: [string, (e: EventFile) => void, RegExp, boolean][] = [
    [
      'duplicate player ids',
      (e) => e.players.push({ ...(e.players[0] as EventFile['players'][0]), name: 'Ana Twin' }),
      /Ana and Ana Twin are stored as the same player/,
      false,
    ],
    [
      'a pairing naming an unknown player',
      (e) =>
        e.rounds.push(
          round(
            1,
            'locked',
            [
              { table: 1, a: 'p1', b: 'p9' },
              { table: 2, a: 'p3', b: 'p4' },
            ],
            'p2',
          ),
        ),
      /Round 1, table 1: names a player who is not in the event/,
      false,
    ],
    [
      'a pairing naming a player dropped before that round',
      (e) => {
        e.rounds.push(
          round(1, 'closed', [
            { table: 1, a: 'p1', b: 'p2', result },
            { table: 2, a: 'p3', b: 'p4', result },
          ]),
        );
        e.rounds.push(
          round(2, 'locked', [
            { table: 1, a: 'p1', b: 'p3' },
            { table: 2, a: 'p2', b: 'p4' },
          ]),
        );
        (e.players[3] as { droppedAfterRound: number }).droppedAfterRound = 1;
      },
      /Round 2, table 2: Di dropped after round 1 but is paired here/,
      false,
    ],
    [
      'a player twice in one round',
      (e) =>
        e.rounds.push(
          round(1, 'locked', [
            { table: 1, a: 'p1', b: 'p2' },
            { table: 2, a: 'p1', b: 'p4' },
          ]),
        ),
      /Round 1: Ana is placed twice \(table 1 and table 2\)/,
      false,
    ],
    [
      'a result on a draft round',
      (e) =>
        e.rounds.push(
          round(1, 'draft', [
            { table: 1, a: 'p1', b: 'p2', result },
            { table: 2, a: 'p3', b: 'p4' },
          ]),
        ),
      /Round 1 is not published yet, but table 1 \(Ana v Bo\) has a result/,
      false,
    ],
    [
      'revisions out of order',
      (e) => {
        const first = e.audit[0] as EventFile['audit'][0];
        e.audit.push({ ...first, revision: 1 });
      },
      /The change history is out of order \(change 1 follows change 1\)/,
      false,
    ],
    [
      'a closed round with a game without result',
      closedWithoutResult,
      /Round 1 is closed, but table 2 has no result/,
      true,
    ],
  ];
  for (const [name, damage, message, repairable] of cases) {
    it(`opens a file with ${name} read-only, listing the problem${repairable ? ' and offering its repair' : ''}`, async () => {
      const { ws, file } = await eventOnDisk();
      await ws.close();
      rewrite(file, damage);
      const text = readFileSync(file, 'utf8');
      const store = await ws.open(file);
      expect(store.readOnly?.reason).toMatch(/Opened read-only: the event has 1 problem to look at/);
      expect(store.readOnly?.problems.map((p) => p.message)).toEqual([expect.stringMatching(message)]);
      expect(Boolean(store.readOnly?.problems[0]?.repair)).toBe(repairable);
      const err = await errorOf(
        store.mutate({ actor: 'local', method: 't' }, (d) => {
          d.settings.venue = 'x';
          return { result: undefined, summary: 'x' };
        }),
      );
      expect(err?.message).toMatch(/read-only.*not saved/);
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(await readLock(file)).toBeNull();
    });
  }

  it('gives the read-only reason, the problem and its repair as messages the Spanish catalog words', async () => {
    const { ws, file } = await eventOnDisk();
    await ws.close();
    rewrite(file, closedWithoutResult);
    const readOnly = (await ws.open(file)).readOnly;
    const spanish: Renderer = { template: (key) => (es as Record<string, string>)[key], number: String };
    const inSpanish = (ref: MessageRef | undefined) => (ref ? renderMessage(ref, spanish) : 'no key');
    expect(inSpanish(readOnly?.i18n)).toBe(
      'Abierto en solo lectura: el evento tiene 1 problema que revisar antes de cambiar nada.',
    );
    expect(inSpanish(readOnly?.problems[0]?.i18n)).toBe('La ronda 1 está cerrada, pero la mesa 2 no tiene resultado.');
    expect(inSpanish(readOnly?.problems[0]?.repair?.i18n)).toBe('Reabrir la ronda 1 para sus resultados que faltan');
  });

  it('finds nothing wrong in a consistent event', async () => {
    const { ws } = await eventOnDisk();
    expect(checkConsistency(ws.current().state)).toEqual([]);
  });
});

describe('repairs offered where unambiguous', () => {
  /** An event with four players and two audited changes (revisions 1 and 2). */
  async function twoChanges(): Promise<{ ws: Workspace; file: string }> {
    const { ws, file } = await eventOnDisk();
    await ws.current().mutate({ actor: 'local', method: 't' }, (d) => {
      d.settings.venue = 'Main Hall';
      return { result: undefined, summary: 'venue' };
    });
    await ws.close();
    return { ws, file };
  }

  const closedRound = round(1, 'closed', [
    { table: 1, a: 'p1', b: 'p2', result },
    { table: 2, a: 'p3', b: 'p4', result },
  ]);

  const repairable: [string, (e: EventFile) => void, RegExp, (e: EventFile) => void][] = [
    [
      'a closed round with a game without result: reopened',
      closedWithoutResult,
      /^Reopen round 1 for its missing results$/,
      (e) => {
        expect(e.rounds.map((r) => r.status)).toEqual(['locked']);
        expect(e.rounds[0]?.pairings[0]?.result?.op).toEqual([6, 4]);
      },
    ],
    [
      'identical copies of a player: one kept',
      (e) => e.players.push(structuredClone(e.players[1] as EventFile['players'][0])),
      /^Keep one copy of Bo \(the copies are identical\)$/,
      (e) => expect(e.players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy', 'Di']),
    ],
    [
      'identical copies of a round: one kept',
      (e) => e.rounds.push(closedRound, structuredClone(closedRound)),
      /^Keep one copy of round 1 \(the copies are identical\)$/,
      (e) => expect(e.rounds).toEqual([closedRound]),
    ],
    [
      'a change history out of order: put in order',
      (e) => e.audit.reverse(),
      /^Put the change history back in order of change number$/,
      (e) => expect(e.audit.map((a) => a.revision)).toEqual([1, 2, 3]),
    ],
    [
      "a history beyond the file's revision: the revision raised",
      (e) => {
        e.revision = 1;
      },
      /^Raise the file's revision to 2, its newest change$/,
      (e) => expect(e.audit.map((a) => a.revision)).toEqual([1, 2, 3]),
    ],
  ];

  for (const [name, damage, label, check] of repairable) {
    it(`repairs ${name}; backs up the file first, audits it, reopens writable`, async () => {
      const { ws, file } = await twoChanges();
      rewrite(file, damage);
      const damaged = readFileSync(file, 'utf8');
      expect((await ws.open(file)).readOnly?.problems.map((p) => p.repair?.label)).toEqual([
        expect.stringMatching(label),
      ]);
      const { store, repaired } = await ws.repair('Referee 1');
      expect(repaired).toEqual([expect.stringMatching(label)]);
      expect(store.readOnly).toBeNull();
      expect(checkConsistency(store.state)).toEqual([]);
      const onDisk = JSON.parse(readFileSync(file, 'utf8')) as EventFile;
      check(onDisk);
      const entry = onDisk.audit.at(-1);
      expect(entry).toMatchObject({ revision: 3, actor: 'Referee 1', method: 'events.repair' });
      expect(entry?.summary).toMatch(/^Repaired: /);
      expect(entry?.summaryI18n?.key).toBe('m.audit.repaired');
      expect(onDisk.revision).toBe(3);
      const backups = readdirSync(backupDirFor(file)).filter((f) => f.startsWith('pre-repair-'));
      expect(backups).toHaveLength(1);
      expect(readFileSync(path.join(backupDirFor(file), backups[0] as string), 'utf8')).toBe(damaged);
      // Writable again, holding the lock: the next change is saved as revision 4.
      expect(await readLock(file)).not.toBeNull();
      const saved = await store.mutate({ actor: 'local', method: 't' }, (d) => {
        d.settings.venue = 'Side Room';
        return { result: undefined, summary: 'venue' };
      });
      expect(saved.revision).toBe(4);
    });
  }

  it('repairs what it safely can and keeps the event read-only for the rest', async () => {
    const { ws, file } = await twoChanges();
    rewrite(file, (e) => {
      e.players.push(structuredClone(e.players[1] as EventFile['players'][0]));
      e.rounds.push(
        round(1, 'draft', [
          { table: 1, a: 'p1', b: 'p3', result },
          { table: 2, a: 'p2', b: 'p4' },
        ]),
      );
    });
    expect((await ws.open(file)).readOnly?.problems).toHaveLength(2);
    const { store, repaired } = await ws.repair('local');
    expect(repaired).toEqual(['Keep one copy of Bo (the copies are identical)']);
    expect(store.readOnly?.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/Round 1 is not published yet, but table 1 \(Ana v Cy\) has a result/),
    ]);
    expect(store.state.players).toHaveLength(4);
    expect(await readLock(file)).toBeNull();
  });

  it('offers no repair where a choice would be made, and refuses to repair, changing nothing', async () => {
    const { ws, file } = await twoChanges();
    rewrite(file, (e) => {
      // Two different changes numbered 2: which one would undo and redo mean?
      e.audit.push({ ...(e.audit[1] as EventFile['audit'][0]), summary: 'another' });
      e.players.push({ ...(e.players[0] as EventFile['players'][0]), name: 'Ana Twin' });
    });
    const text = readFileSync(file, 'utf8');
    const store = await ws.open(file);
    expect(store.readOnly?.problems).toHaveLength(2);
    expect(store.readOnly?.problems.every((p) => p.repair === undefined)).toBe(true);
    const err = await errorOf(ws.repair('local'));
    expect(err?.code).toBe('CONFLICT');
    expect(err?.message).toBe('Nothing in this event needs a repair that can be made safely.');
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(ws.current().readOnly).not.toBeNull();
  });
});
