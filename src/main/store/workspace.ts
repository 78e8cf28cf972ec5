/**
 * The workspace: the data folder, the one open event, and the recent-events index.
 * Every transport creates one and hands it to handlers through the context.
 *
 * Data folder layout (see README):
 *   <data>/events/<name>.its.json           event files (one per event)
 *   <data>/events/.its-backups/<file>/      rotating backups and round snapshots of each file
 *   <data>/recent.json                      the recent-events index
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError } from '../../shared/errors';
import { slugOf } from '../../shared/fold';
import { english, msg, wordList } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import { CURRENT_SCHEMA_VERSION, EventSettingsSchema } from '../../shared/model';
import type { AuditEntry, EventFile, EventSettings, EventSummary } from '../../shared/model';
import { journalDamageDetails } from '../../shared/journalDamage';
import { readTextIfExists, writeFileDurably } from '../io/durable';
import { removeInterruptedWrites } from './durableFile';
import { EventStore } from './eventStore';
import type { Author, Edit, SavedMutation, SaveListener } from './eventStore';
import { readBackup, writeBackup } from './backups';
import { journalPathFor, keepJournalAside, readEventFile, removeJournal } from './journal';
import { checkConsistency, repair } from './consistency';
import type { Repair } from './consistency';
import { diff } from '../../shared/patch';
import { EventLock } from './lock';
import type { LockIdentity } from './lock';

const RECENT_KEPT = 20;

export function defaultDataDir(): string {
  return process.env.ITS_REF_DATA || path.join(os.homedir(), 'ITS Referee Desk');
}

export function summarize(store: EventStore): EventSummary {
  const s = store.state;
  const readOnly = store.readOnly
    ? {
        reason: store.readOnly.reason,
        i18n: store.readOnly.i18n,
        problems: store.readOnly.problems.map((p) => p.message),
        problemsI18n: store.readOnly.problems.map((p) => p.i18n),
        repairs: store.readOnly.problems.flatMap((p) => (p.repair ? [p.repair.label] : [])),
        repairsI18n: store.readOnly.problems.flatMap((p) => (p.repair ? [p.repair.i18n] : [])),
        ...(store.readOnly.journal ? { journal: store.readOnly.journal } : {}),
      }
    : null;
  return {
    readOnly,
    id: s.id,
    name: s.settings.name,
    date: s.settings.date,
    path: store.path,
    revision: s.revision,
    updatedAt: s.updatedAt,
    players: s.players.length,
    rounds: s.rounds.length,
    language: s.settings.language,
  };
}

function fileNameFor(name: string): string {
  return `${slugOf(name) || 'event'}.its.json`;
}

/**
 * One queue per workspace, through which every change and every whole-file
 * operation (create, open, close, Save As, restore, repair, recover) passes in the order they
 * arrive. A change binds to the event open when its turn comes, and is refused there if it was
 * meant for another event (`eventId`); it is then handed to that event's store, which applies
 * it at once and acknowledges it once on disk — the queue does not wait for the disk, so changes
 * still group. A whole-file operation waits, in its turn, until every change before it is on
 * disk in the old file (or refused); once it answers, nothing queued before it touches the
 * previous file, and everything after it binds to the event open then.
 */
export class Workspace {
  private store: EventStore | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Names of the events seen here, by id: a refused change names the event it was meant for. */
  private readonly names = new Map<string, string>();
  private readonly saveListeners = new Set<SaveListener>();
  private readonly openListeners = new Set<(store: EventStore | null) => void>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    readonly dataDir: string = defaultDataDir(),
    private readonly now: () => Date = () => new Date(),
    /** Who this process is in the lock of the event it opens (program, port, server token). */
    readonly identity: LockIdentity = { program: 'cli' },
  ) {}

  get eventsDir(): string {
    return path.join(this.dataDir, 'events');
  }

  get recentFile(): string {
    return path.join(this.dataDir, 'recent.json');
  }

  /** The open event; handlers that need one call this. */
  current(): EventStore {
    if (!this.store) throw new ApiError('NOT_FOUND', msg('m.store.noEvent'));
    return this.store;
  }

  peek(): EventStore | null {
    return this.store;
  }

  onSave(listener: SaveListener): () => void {
    this.saveListeners.add(listener);
    return () => this.saveListeners.delete(listener);
  }

  onOpen(listener: (store: EventStore | null) => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  /** Queues a change to the open event (see the class comment). */
  mutate<T>(author: Author & { eventId?: string }, apply: (draft: EventFile) => Edit<T>): Promise<SavedMutation<T>> {
    return this.bound(author.eventId, (store) => store.mutate(author, apply));
  }

  /** Queues an undo (see EventStore.undo), fenced like a change. */
  undo(
    eventId: string | undefined,
    actor: string,
    revision?: number,
    reason?: string,
    confirm = false,
  ): Promise<SavedMutation<{ undone: number }>> {
    return this.bound(eventId, (store) => store.undo(actor, revision, reason, confirm));
  }

  /** Queues a redo (see EventStore.redo), fenced like a change. */
  redo(eventId: string | undefined, actor: string): Promise<SavedMutation<{ redone: number }>> {
    return this.bound(eventId, (store) => store.redo(actor));
  }

  /**
   * Runs `work` on the store open when the queue reaches it, after checking the event is the
   * one the caller meant. `work` only queues its change in the store: its acknowledgement is
   * passed on, not awaited here.
   */
  private bound<T>(eventId: string | undefined, work: (store: EventStore) => Promise<T>): Promise<T> {
    const queued = this.queue.then(() => {
      const store = this.current();
      if (eventId !== undefined && eventId !== store.state.id) {
        const open = store.state.settings.name;
        const other = this.names.get(eventId);
        throw new ApiError(
          'CONFLICT',
          other !== undefined ? msg('m.store.otherEvent', { other, open }) : msg('m.store.otherEventUnnamed', { open }),
          { otherEvent: true, reload: true },
        );
      }
      return { saved: work(store) };
    });
    this.queue = queued.catch(() => undefined);
    return queued.then((q) => q.saved);
  }

  /** Runs a whole-file operation in the queue, after every change queued before it is on disk. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      await this.store?.settle();
      return work();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  create(settingsInput: EventSettings, file?: string): Promise<EventStore> {
    return this.exclusive(() => this.createNow(settingsInput, file));
  }

  private async createNow(settingsInput: EventSettings, file?: string): Promise<EventStore> {
    const settings = EventSettingsSchema.parse(settingsInput);
    await fs.mkdir(this.eventsDir, { recursive: true });
    const target = file ? path.resolve(file) : await this.freePath(fileNameFor(settings.name));
    await fs.mkdir(path.dirname(target), { recursive: true });
    const at = this.now().toISOString();
    const event: EventFile = {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      id: randomUUID(),
      revision: 0,
      createdAt: at,
      updatedAt: at,
      settings: { ...settings, seed: settings.seed || randomUUID().slice(0, 8) },
      scenarioPack: null,
      tables: [],
      players: [],
      lists: [],
      catalogs: {},
      rounds: [],
      tracker: {},
      finish: null,
      audit: [],
    };
    const store = await EventStore.create(target, event, this.now, this.identity);
    await this.attach(store);
    return store;
  }

  /**
   * Opens an event for changes (taking its lock), or read-only. Reopening the event that is
   * already open here reloads it from disk.
   */
  open(file: string, options: { readOnly?: boolean; force?: boolean; lock?: EventLock } = {}): Promise<EventStore> {
    return this.exclusive(() => this.openNow(file, options));
  }

  private async openNow(
    file: string,
    options: { readOnly?: boolean; force?: boolean; lock?: EventLock } = {},
  ): Promise<EventStore> {
    const target = path.resolve(file);
    if (this.store?.path === target) await this.closeNow();
    const store = await EventStore.open(target, this.now, { ...options, who: this.identity });
    await this.attach(store);
    return store;
  }

  close(): Promise<boolean> {
    return this.exclusive(() => this.closeNow());
  }

  private async closeNow(): Promise<boolean> {
    if (!this.store) return false;
    await this.store.close();
    // The index keeps the revision and time the event closed with (saves do not rewrite it).
    await this.remember(this.store);
    this.detach();
    this.store = null;
    this.notifyOpen();
    return true;
  }

  /** Writes the open event to a new file and continues working there. */
  saveAs(file: string): Promise<EventStore> {
    return this.exclusive(async () => {
      // Every change queued before this is on disk (exclusive): the state holds them all.
      const current = this.current();
      const target = path.resolve(file);
      if ((await readTextIfExists(target)) !== null) {
        throw new ApiError('CONFLICT', msg('m.store.exists', { file: path.basename(target) }));
      }
      await fs.mkdir(path.dirname(target), { recursive: true });
      await removeJournal(target);
      await writeFileDurably(target, JSON.stringify(current.state));
      return this.openNow(target);
    });
  }

  /**
   * Closes the open event and takes its lock for a whole-file change (restore, repair); if
   * another program holds the lock, the event is opened again read-only and the refusal thrown.
   */
  private async closeAndLock(file: string): Promise<EventLock> {
    await this.closeNow();
    try {
      return await EventLock.acquire(file, this.identity);
    } catch (err) {
      await this.openNow(file, { readOnly: true }).catch(() => undefined);
      throw err;
    }
  }

  /**
   * The event file as it stands (its journal replayed, should closing have failed to fold it),
   * for the backup a whole-file operation keeps first.
   */
  private async asItStands(file: string): Promise<{ text: string | null; event: EventFile | null }> {
    const read = await readEventFile(file);
    const event = read.parsed?.ok ? read.parsed.event : null;
    return { text: read.journaled > 0 && event ? JSON.stringify(event) : read.text, event };
  }

  /**
   * Puts `content` in place of the event file: the journal goes first, so no change of the old
   * content is ever replayed onto the new one. A damaged journal is kept aside before it goes.
   */
  private async replaceFile(file: string, content: string): Promise<void> {
    if ((await readEventFile(file)).damage) await keepJournalAside(file);
    await removeJournal(file);
    await writeFileDurably(file, content);
  }

  /**
   * Replaces the open event's content with a backup, after backing up the file as it is. Works
   * on an event opened read-only because of problems too (that is what the backup is for);
   * it needs the event's lock, so not while another program has it open for changes.
   */
  restore(backupFile: string): Promise<EventStore> {
    return this.exclusive(async () => {
      const current = this.current();
      const file = current.path;
      const event = await readBackup(file, backupFile);
      const lock = await this.closeAndLock(file);
      try {
        const onDisk = await this.asItStands(file);
        if (onDisk.text !== null) await writeBackup(file, onDisk.text, 'pre-restore', current.state.revision);
        await this.replaceFile(file, JSON.stringify(event));
      } catch (err) {
        await lock.release();
        throw err;
      }
      return this.openNow(file, { lock });
    });
  }

  /**
   * For an event opened read-only because of problems: applies the repairs the consistency
   * check offers (only unambiguous ones, see consistency.ts) to the file as it is on disk, after
   * a backup of it, with an audit entry naming `actor`; then reopens it — writable, unless
   * problems without a safe repair remain. Needs the event's lock, like a restore.
   */
  repair(actor: string): Promise<{ store: EventStore; repaired: string[]; repairedI18n: MessageRef[] }> {
    return this.exclusive(() => this.repairNow(actor));
  }

  private async repairNow(
    actor: string,
  ): Promise<{ store: EventStore; repaired: string[]; repairedI18n: MessageRef[] }> {
    const current = this.current();
    const file = current.path;
    if (!current.readOnly?.problems.some((p) => p.repair)) {
      throw new ApiError('CONFLICT', msg('m.store.nothingToRepair'));
    }
    const lock = await this.closeAndLock(file);
    let done: Repair[];
    try {
      const { text, event: before } = await this.asItStands(file);
      if (text === null || before === null) {
        throw new ApiError('CONFLICT', msg('m.store.changedUnreadable', { file: path.basename(file) }));
      }
      const draft = structuredClone(before);
      done = repair(
        draft,
        checkConsistency(before).flatMap((p) => (p.repair ? [p.repair] : [])),
      );
      if (done.length === 0) {
        throw new ApiError('CONFLICT', msg('m.store.nothingToRepair'));
      }
      const revision = Math.max(draft.revision, ...draft.audit.map((e) => e.revision)) + 1;
      const at = this.now().toISOString();
      const content = (e: EventFile) => ({ ...e, audit: [], revision: 0, updatedAt: '' });
      const repaired = msg('m.audit.repaired', {
        list: wordList(
          done.map((r) => r.i18n),
          'm.audit.repairs',
        ),
      });
      draft.audit.push({
        revision,
        at,
        actor,
        method: 'events.repair',
        summary: english(repaired),
        summaryI18n: repaired,
        reason: '',
        tables: [],
        players: [],
        changes: diff(content(before), content(draft)),
        undoneBy: null,
        undoOf: null,
        redoOf: null,
      });
      draft.revision = revision;
      draft.updatedAt = at;
      // The file as it was is kept first: a repair that cannot be backed up is not made.
      await writeBackup(file, text, 'pre-repair', before.revision);
      await this.replaceFile(file, JSON.stringify(draft));
    } catch (err) {
      await lock.release();
      await this.openNow(file, { readOnly: true }).catch(() => undefined);
      throw err;
    }
    const store = await this.openNow(file, { lock });
    return { store, repaired: done.map((r) => r.label), repairedI18n: done.map((r) => r.i18n) };
  }

  /**
   * For an event opened read-only because its journal is damaged: the
   * referee accepts losing what could not be recovered. The journal is kept aside first; the
   * event continues from what was recovered, with an audit entry naming `actor` and the figures,
   * numbered after every change the damaged journal names (no change number ever means two
   * changes). Needs the event's lock, like a restore.
   */
  acceptLoss(actor: string): Promise<{ store: EventStore; aside: string }> {
    return this.exclusive(() => this.acceptLossNow(actor));
  }

  private async acceptLossNow(actor: string): Promise<{ store: EventStore; aside: string }> {
    const current = this.current();
    const file = current.path;
    if (!current.readOnly?.journal) throw new ApiError('CONFLICT', msg('m.store.noJournalDamage'));
    const lock = await this.closeAndLock(file);
    let aside: string;
    try {
      const read = await readEventFile(file);
      const { damage, text } = read;
      const event = read.parsed?.ok ? read.parsed.event : null;
      if (text === null || event === null) {
        throw new ApiError('CONFLICT', msg('m.store.changedUnreadable', { file: path.basename(file) }));
      }
      if (!damage) throw new ApiError('CONFLICT', msg('m.store.noJournalDamage'));
      // The journal stays whole beside the file, and the file as it was among the backups.
      aside = await keepJournalAside(file);
      await writeBackup(file, text, 'pre-repair', damage.snapshot);
      const revision = damage.newest + 1;
      const at = this.now().toISOString();
      const summary = msg('m.audit.acceptedLoss', {
        details: journalDamageDetails(damage),
        aside: path.basename(aside),
      });
      const entry: AuditEntry = {
        revision,
        at,
        actor,
        method: 'events.acceptLoss',
        summary: english(summary),
        summaryI18n: summary,
        reason: '',
        tables: [],
        players: [],
        changes: [],
        undoneBy: null,
        undoOf: null,
        redoOf: null,
      };
      // Written before the journal goes: every record it holds is then at or below the file's revision.
      await writeFileDurably(
        file,
        JSON.stringify({ ...event, revision, updatedAt: at, audit: [...event.audit, entry] }),
      );
      await removeJournal(file);
    } catch (err) {
      await lock.release();
      await this.openNow(file, { readOnly: true }).catch(() => undefined);
      throw err;
    }
    return { store: await this.openNow(file, { lock }), aside };
  }

  /** For an event file that cannot be opened: keep it aside, put a valid backup in its place. */
  recover(eventPath: string, backupFile: string): Promise<EventStore> {
    return this.exclusive(async () => {
      const target = path.resolve(eventPath);
      const event = await readBackup(target, backupFile);
      if (this.store?.path === target) await this.closeNow();
      const lock = await EventLock.acquire(target, this.identity);
      try {
        const damaged = await readTextIfExists(target);
        const aside = `${target}.damaged-${Date.now()}`;
        if (damaged !== null) await fs.rename(target, aside);
        // The damaged file's journal stays beside it, never replayed onto the backup.
        await fs.rename(journalPathFor(target), `${aside}.journal`).catch(() => undefined);
        await this.replaceFile(target, JSON.stringify(event));
      } catch (err) {
        await lock.release();
        throw err;
      }
      return this.openNow(target, { lock });
    });
  }

  /** The recent events, the open one as it stands now (the index on disk may lag a few changes). */
  async recent(): Promise<EventSummary[]> {
    const listed = await this.recentOnDisk();
    const open = this.store;
    return open ? listed.map((e) => (e.path === open.path ? summarize(open) : e)) : listed;
  }

  private async recentOnDisk(): Promise<EventSummary[]> {
    const text = await readTextIfExists(this.recentFile);
    if (!text) return [];
    try {
      const list = JSON.parse(text) as unknown;
      return Array.isArray(list) ? (list as EventSummary[]) : [];
    } catch {
      return [];
    }
  }

  private async attach(store: EventStore): Promise<void> {
    if (this.store) await this.closeNow();
    for (const known of await this.recentOnDisk()) if (known.id) this.names.set(known.id, known.name);
    this.names.set(store.state.id, store.state.settings.name);
    // The recent-events index is written like the event file: sweep its interrupted temp files.
    await removeInterruptedWrites(this.recentFile).catch(() => undefined);
    this.store = store;
    this.unsubscribe = store.onSave((status) => {
      for (const l of this.saveListeners) l(status);
      if (status.state === 'saved' && this.listedChanged(store)) void this.remember(store);
    });
    this.listedChanged(store);
    await this.remember(store);
    this.notifyOpen();
  }

  private detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private notifyOpen(): void {
    for (const l of this.openListeners) l(this.store);
  }

  /**
   * Whether a save changed what the recent-events index shows besides the revision and time
   * (`recent` reads those from the open event): rewriting the index durably after every change
   * would cost the disk as much as the change itself when 150 phones report at once.
   */
  private listedChanged(store: EventStore): boolean {
    const { revision: _r, updatedAt: _u, ...now } = summarize(store);
    const key = JSON.stringify(now);
    if (key === this.listedKey) return false;
    this.listedKey = key;
    return true;
  }

  private listedKey = '';
  private rememberQueue: Promise<void> = Promise.resolve();
  /** An update of the index queued and not started yet: it will write the newest summary anyway. */
  private rememberWaiting: Promise<void> | null = null;
  private remembered: EventStore | null = null;

  /**
   * Keeps the recent-events index current; a failure here never fails the user's action. Saves
   * that come while an update waits share it (one index write per group of changes, not each).
   */
  private remember(store: EventStore): Promise<void> {
    this.remembered = store;
    if (this.rememberWaiting) return this.rememberWaiting;
    this.rememberQueue = this.rememberWaiting = this.rememberQueue.then(async () => {
      this.rememberWaiting = null;
      try {
        const summary = summarize(this.remembered ?? store);
        const others = (await this.recentOnDisk()).filter((e) => e.path !== summary.path);
        await fs.mkdir(this.dataDir, { recursive: true });
        await writeFileDurably(this.recentFile, JSON.stringify([summary, ...others].slice(0, RECENT_KEPT), null, 1));
      } catch {
        // the index is a convenience; the event file itself is already safe
      }
    });
    return this.rememberQueue;
  }

  private async freePath(name: string): Promise<string> {
    const base = name.replace(/\.its\.json$/, '');
    for (let i = 1; ; i++) {
      const candidate = path.join(this.eventsDir, i === 1 ? name : `${base}-${i}.its.json`);
      if ((await readTextIfExists(candidate)) === null) return candidate;
    }
  }
}
