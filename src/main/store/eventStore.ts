/**
 * One open event: its state in memory, its file on disk (a snapshot and its journal, see
 * journal.ts), and the single queue every change goes through. A mutation resolves only after
 * the journal write holding it is fsynced, so a result shown as saved survives a crash or a
 * power cut.
 *
 * The store composes its parts:
 *   - writeQueue.ts — the one queue, in order; closed and read-only events refuse there;
 *   - draftEdit.ts, changeChecks.ts, staleEdits.ts — a change made to a draft and checked
 *     against the state it is made to, inside the queue;
 *   - undo.ts — undo and redo worked out from the audit log;
 *   - groupCommit.ts — changes applied at once, written and acknowledged in groups;
 *   - fencedWrites.ts — every write of the file and journal, one at a time, behind the lock and
 *     the check that nobody else wrote them (a full disk said as such);
 *   - journalFold.ts — the journal folded into the file now and then;
 *   - owedBackups.ts — round and generation backups, retried until written;
 *   - openEvent.ts — the lock taken, then the file read and judged.
 *
 * A failed write leaves no part of its group for a later one to follow: the journal writer cuts
 * its bytes back off, or cuts them before it writes anything else (journal.ts), and keeps the
 * journal's stamp true to the file, so the next change — given the refused group's first
 * revision, which no readable record holds — is saved as soon as the disk has room, without
 * reopening. A full disk is refused as such (`m.store.diskFull`).
 *
 * The lock is checked before each group is written and again once it is on disk: a group is
 * acknowledged only if this store still held the lock when the group had reached the disk, and
 * a takeover reads the journal only after it has taken the lock (`open`), so it has every
 * change acknowledged here.
 */
import { basename } from 'node:path';
import { Low } from 'lowdb';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { diff } from '../../shared/patch';
import { readTextIfExists } from '../io/durable';
import { DurableJsonFile, removeInterruptedWrites } from './durableFile';
import { backupDirFor, writeBackup } from './backups';
import { refuseNewProblems } from './changeChecks';
import { applyEdit, contentOf } from './draftEdit';
import { FencedWrites, writeFailure } from './fencedWrites';
import { GroupCommit } from './groupCommit';
import type { Pending } from './groupCommit';
import { JournalWriter, journalPathFor, removeJournal } from './journal';
import { JournalFold } from './journalFold';
import { EventLock, holderMessage } from './lock';
import type { LockIdentity, LockInfo } from './lock';
import { readForOpen } from './openEvent';
import { OwedBackups } from './owedBackups';
import { refuseStaleEdit } from './staleEdits';
import type { Author, Edit, OpenOptions, ReadOnlyState, SavedMutation, SaveListener, SaveStatus } from './storeTypes';
import { reapplied, redoTarget, undoTarget } from './undo';
import type { Reapplied } from './undo';
import { WriteQueue } from './writeQueue';

export type { Author, Edit, OpenOptions, ReadOnlyState, SavedMutation, SaveListener } from './storeTypes';
export { FOLD_AFTER_CHANGES, FOLD_AFTER_QUIET_MS } from './journalFold';
export { undoRedoStacks } from './undo';

/** The event, its file and the queue every change goes through. */
export class EventStore {
  private readonly listeners = new Set<SaveListener>();
  private lastSavedAt: string;
  private readonly queue: WriteQueue;
  private readonly changes: GroupCommit;
  private readonly journal: JournalWriter;
  private readonly writes: FencedWrites;
  private readonly backups: OwedBackups;
  private readonly folds: JournalFold;

  private constructor(
    private readonly db: Low<EventFile>,
    readonly path: string,
    now: () => Date,
    lock: EventLock | null,
    readonly readOnly: ReadOnlyState | null,
  ) {
    this.lastSavedAt = db.data.updatedAt;
    this.queue = new WriteQueue(readOnly);
    this.journal = new JournalWriter(path);
    const saved = () => this.db.data;
    this.writes = new FencedWrites(path, this.journal, lock, saved);
    this.backups = new OwedBackups(path, db.data.revision);
    this.folds = new JournalFold({
      path,
      journal: this.journal,
      writes: this.writes,
      backups: this.backups,
      saved,
      closed: () => this.queue.isClosed,
    });
    this.changes = new GroupCommit(db.data, now, {
      saved,
      write: (group) => this.writes.appendToJournal(group.map((p) => ({ id: p.state.id, entry: p.entry }))),
      onDisk: (group) => this.onDisk(group),
      note: () => this.backups.failureNote,
      afterSaved: () => this.folds.schedule(),
      failure: (err) => writeFailure(path, err),
      emit: (status) => this.emit(status),
    });
  }

  /** Creates a new event file (refuses to overwrite an existing one) and takes its lock. */
  static async create(
    file: string,
    event: EventFile,
    now: () => Date = () => new Date(),
    who?: LockIdentity,
  ): Promise<EventStore> {
    if ((await readTextIfExists(file)) !== null) {
      throw new ApiError('CONFLICT', msg('m.store.exists', { file: basename(file) }));
    }
    const lock = who ? await EventLock.acquire(file, who) : null;
    try {
      // A journal left by an earlier file of this name belongs to nothing now.
      await removeJournal(file);
      const db = new Low(new DurableJsonFile<EventFile>(file), event);
      await db.write();
      const store = new EventStore(db, file, now, lock, null);
      await store.writes.recordStamp();
      return store;
    } catch (err) {
      await lock?.release();
      throw err;
    }
  }

  /**
   * Opens and validates an event file (its journal replayed), taking its lock unless
   * read-only (openEvent.ts says what is refused and what opens read-only). Opened for changes,
   * a journal left by a crash is folded into the file and temp files left by interrupted
   * writes are removed. Nothing is overwritten.
   */
  static async open(file: string, now: () => Date = () => new Date(), options: OpenOptions = {}): Promise<EventStore> {
    const { event, text, migrated, hasJournal, lock, readOnly } = await readForOpen(file, options);
    try {
      if (lock) {
        await removeInterruptedWrites(file, backupDirFor(file));
        await removeInterruptedWrites(journalPathFor(file));
      }
      const db = new Low(new DurableJsonFile<EventFile>(file), event);
      const store = new EventStore(db, file, now, lock, readOnly);
      if (!readOnly && (migrated || hasJournal)) {
        if (migrated) await writeBackup(file, text, 'pre-migration', event.revision);
        // The file as it stands (journal replayed, format upgraded) becomes the snapshot; only
        // then does the journal go, so a crash in between loses nothing.
        await db.write();
        await removeJournal(file);
      }
      await store.writes.recordStamp();
      if (lock?.tookOver) await store.recordTakeover(lock.tookOver);
      return store;
    } catch (err) {
      await lock?.release();
      throw err;
    }
  }

  /**
   * Runs the changes queued so far, writes them, folds the journal into the file and gives
   * the file back to other programs. Changes queued after this are refused.
   */
  async close(): Promise<void> {
    await this.queue.close();
    await this.settle();
    this.folds.clearQuiet();
    // A fold that fails leaves the journal beside the file: nothing is lost, the next open folds.
    if (!this.readOnly) await this.fold().catch(() => undefined);
    await this.journal.closeHandle().catch(() => undefined);
    await this.writes.releaseLock();
  }

  /** The lock this store holds (null when read-only). */
  get heldLock(): EventLock | null {
    return this.writes.lock;
  }

  /** The event as it is on disk (changes still being written are not in it yet). */
  get state(): Readonly<EventFile> {
    return this.db.data;
  }

  get savedAt(): string {
    return this.lastSavedAt;
  }

  /** Whether changes are refused from now on (closed, or another event opened in its place). */
  get isClosed(): boolean {
    return this.queue.isClosed;
  }

  onSave(listener: SaveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits until every change queued so far is on disk or refused. */
  async settle(): Promise<void> {
    await this.queue.applied();
    await this.changes.flushed();
  }

  /** The same as `settle` (used when closing or switching events). */
  drain(): Promise<void> {
    return this.settle();
  }

  /** Writes the whole event into its file and empties the journal (journalFold.ts). */
  fold(): Promise<void> {
    return this.folds.fold();
  }

  /**
   * Queues a change. `apply` reads, checks and edits a draft of the event as every change
   * queued before it left it, and returns its result with the audit summary; if it throws,
   * nothing changes. The promise resolves after the change is durably on disk.
   */
  mutate<T>(author: Author, apply: (draft: EventFile) => Edit<T>): Promise<SavedMutation<T>> {
    return this.queue.step(() => {
      const current = this.changes.working;
      const { next, edit } = applyEdit(current, apply);
      const { result, ...facts } = edit;
      const changes = diff(contentOf(current), contentOf(next));
      if (changes.length === 0) {
        // Nothing to save: answered once everything before it is.
        return this.changes
          .acknowledged()
          .then(() => ({ revision: current.revision, savedAt: current.updatedAt, result }));
      }
      if (author.baseRevision !== undefined) {
        refuseStaleEdit(current, next, changes, { actor: author.actor, baseRevision: author.baseRevision });
      }
      refuseNewProblems(current, next, (problems) => msg('m.check.wouldBreak', { problems }));
      return this.changes
        .commit(
          { ...facts, actor: facts.actor ?? author.actor, method: author.method },
          { ...next, audit: current.audit },
          changes,
          {},
        )
        .then((entry) => ({ revision: entry.revision, savedAt: entry.at, result }));
    });
  }

  /**
   * Undoes `actor`'s newest change, or the change with `revision` if nothing since depends on
   * it. Someone else's change is undone only with `confirm` (the screen shows whose it is).
   */
  undo(actor: string, revision?: number, reason?: string, confirm = false): Promise<SavedMutation<{ undone: number }>> {
    return this.queue.step(() => {
      const working = this.changes.working;
      const entry = undoTarget(working, actor, revision, confirm);
      const undo = reapplied(working, actor, entry, 'before', reason, { undoOf: entry.revision });
      return this.commitReapplied(undo, entry.revision);
    });
  }

  /** Redoes the change `actor` undid most recently. */
  redo(actor: string): Promise<SavedMutation<{ redone: number }>> {
    return this.queue.step(() => {
      const working = this.changes.working;
      const entry = redoTarget(working, actor);
      const redo = reapplied(working, actor, entry, 'after', undefined, { redoOf: entry.revision });
      return this.commitReapplied(redo, entry.revision).then((saved) => ({
        ...saved,
        result: { redone: entry.revision },
      }));
    });
  }

  /** Commits an undo or redo of the change at revision `undone`. */
  private commitReapplied(
    { meta, next, changes, link }: Reapplied,
    undone: number,
  ): Promise<SavedMutation<{ undone: number }>> {
    return this.changes
      .commit(meta, next, changes, link)
      .then((saved) => ({ revision: saved.revision, savedAt: saved.at, result: { undone } }));
  }

  /**
   * A group reached the disk: it is the saved state now. Backups owed (a round it closed, or
   * one that failed before) are written before its changes are acknowledged.
   */
  private onDisk(group: readonly Pending[]): Promise<void> | undefined {
    const last = group[group.length - 1] as Pending;
    this.db.data = last.state;
    this.lastSavedAt = last.entry.at;
    for (const p of group) this.backups.oweClosedRounds(p.previous, p.state);
    return this.backups.owing ? this.backups.write(JSON.stringify(last.state), last.state.revision) : undefined;
  }

  /** An audit entry that changes nothing: the takeover of a lock left by a dead process. */
  private async recordTakeover(holder: LockInfo): Promise<void> {
    const actor = this.writes.lock?.info.program ?? 'local';
    await this.queue.step(() =>
      this.changes.commit(
        {
          actor,
          method: 'events.takeover',
          summary: msg('m.audit.takeover', { holder: holderMessage(holder) }),
        },
        this.changes.working,
        [],
        {},
      ),
    );
  }

  private emit(status: SaveStatus): void {
    for (const listener of this.listeners) listener(status);
  }
}
