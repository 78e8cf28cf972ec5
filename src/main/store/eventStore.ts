/**
 * One open event: its state in memory, its file on disk (a snapshot and its journal, see
 * journal.ts), and the single queue every change goes through. A mutation resolves only after
 * the journal write holding it is fsynced, so a result shown as saved survives a crash or a
 * power cut.
 */
import { promises as fs, statSync } from 'node:fs';
import { basename } from 'node:path';
import { Low } from 'lowdb';
import { ApiError } from '../../shared/errors';
import { english, msg, when } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { AuditChange, AuditEntry, EventFile } from '../../shared/model';
import { Immer, current as currentOf, isDraft } from 'immer';
import { commitPrepared, prepareDurably, readTextIfExists } from '../io/durable';
import { DurableJsonFile, removeInterruptedWrites } from './durableFile';
import { applyChangesCopy, currentMatches, diff } from '../../shared/patch';
import { GENERATION_EVERY, backupDirFor, listBackups, newlyClosedRounds, writeBackup } from './backups';
import { checkConsistency, introducedProblems } from './consistency';
import { JournalWriter, journalPathFor, linkAudit, readEventFile, removeJournal } from './journal';
import type { FileStamp } from './journal';
import { journalDamageDetails } from '../../shared/journalDamage';
import type { JournalDamage } from '../../shared/journalDamage';
import { errnoCode, osProblem } from '../errors/describe';
import { refuseStaleEdit } from './staleEdits';
import type { Problem } from './consistency';
import { EventLock, holderMessage, readLock } from './lock';
import type { LockIdentity, LockInfo } from './lock';

/** Who asks for a change: written to the audit entry. */
export interface Author {
  actor: string;
  method: string;
  /** The revision the caller's screen was showing (stale-edit check). */
  baseRevision?: number;
}

/**
 * What a change returns from inside the queue: its result and the audit facts, all worked out
 * from the draft it changed (so they describe the state the change was actually made to).
 */
export interface Edit<T> {
  result: T;
  /** Whom the audit log names when not the caller: a step taken for several people at once. */
  actor?: string;
  /** A keyed message (shown in the referee's language; the file keeps its English too) or plain English. */
  summary: string | MessageRef;
  reason?: string;
  tables?: number[];
  players?: string[];
}

type MutationMeta = Omit<Author, 'baseRevision'> & Omit<Edit<unknown>, 'result'>;

export interface SavedMutation<T> {
  revision: number;
  savedAt: string;
  result: T;
}

export type SaveListener = (status: {
  state: 'saving' | 'saved' | 'failed';
  revision: number;
  at: string;
  method: string;
  message?: string;
  /** On 'saved': the change as committed (its patches), for screens that follow changes. */
  entry?: AuditEntry;
}) => void;

/** Everything but the audit log and bookkeeping is diffed for undo. */
type Content = Omit<EventFile, 'audit' | 'revision' | 'updatedAt'>;

function contentOf(event: EventFile): Content {
  const { audit: _audit, revision: _revision, updatedAt: _updatedAt, ...content } = event;
  return content;
}

/** How to open an event file. */
export interface OpenOptions {
  /** Who writes (the lock records it). Absent only in tests that exercise the store alone. */
  who?: LockIdentity;
  /** Open without taking the lock; every change is refused. */
  readOnly?: boolean;
  /** Take over a lock held by another computer. */
  force?: boolean;
  /** A lock already taken by the caller (restore and recover write the file before opening). */
  lock?: EventLock;
}

/** Why changes are refused, and what the referee can do about it. */
export interface ReadOnlyState {
  reason: string;
  /** The reason as a message, for the referee's language. */
  i18n: MessageRef;
  /** Problems found by the consistency check (a damaged but readable file). */
  problems: Problem[];
  /** A damaged journal: what was recovered from it and what was not (see journal.ts). */
  journal?: JournalDamage;
}

const readOnlyState = (i18n: MessageRef, problems: Problem[], journal?: JournalDamage): ReadOnlyState => ({
  reason: english(i18n),
  i18n,
  problems,
  ...(journal ? { journal } : {}),
});

/**
 * How often the journal is folded into the event file: after this many changes, or after this
 * long without one (and always at close and before a whole-file operation).
 */
export const FOLD_AFTER_CHANGES = 200;
export const FOLD_AFTER_QUIET_MS = 2000;

/** Drafts share every part a handler does not change (no deep clone of the event per change). */
const immer = new Immer({ autoFreeze: false });

/** A change applied in memory, waiting for the journal write that holds it. */
interface Pending {
  entry: AuditEntry;
  previous: EventFile;
  state: EventFile;
  resolve: (revision: number) => void;
  reject: (err: unknown) => void;
}

/**
 * The event, its file and the queue every change goes through (issue 21 · Build 1).
 *
 * A change runs in order inside the queue against `working` (the state every change before it
 * left, saved or not): its handler edits a draft sharing structure with that state, its checks
 * look at what it touched, and the result becomes the new `working` state at once, so the next
 * change is checked against it without waiting for the disk. Its audit entry waits in
 * `pending`; whatever is pending when the disk is free is appended to the journal as one group
 * with one fsync (group commit), and only then are the group's changes acknowledged, one 'saved'
 * status per revision, in order. If that write fails, the group and every change made after it
 * are refused and `working` goes back to the state on disk. `state` (what readers see) is only
 * ever what is on disk.
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
export class EventStore {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<SaveListener>();
  private lastSavedAt: string;
  private working: EventFile;
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  /** Settles when the newest change made is on disk or refused. */
  private lastAck: Promise<void> = Promise.resolve();
  /** Writes of the journal and the snapshot, one at a time (each checks the disk first). */
  private io: Promise<unknown> = Promise.resolve();
  private readonly journal: JournalWriter;
  private folding: Promise<void> | null = null;
  private quiet: NodeJS.Timeout | null = null;
  private closed = false;
  private stamp: FileStamp | null = null;
  private lastGeneration: number;
  private backupsOwed: { kind: 'generation' | 'round'; round?: number }[] = [];
  private backupFailure: string | null = null;

  private constructor(
    private readonly db: Low<EventFile>,
    readonly path: string,
    private readonly now: () => Date,
    private lock: EventLock | null,
    readonly readOnly: ReadOnlyState | null,
  ) {
    this.lastSavedAt = db.data.updatedAt;
    this.working = db.data;
    this.journal = new JournalWriter(path);
    this.lastGeneration = db.data.revision;
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
      await store.recordStamp();
      return store;
    } catch (err) {
      await lock?.release();
      throw err;
    }
  }

  /**
   * Opens and validates an event file (its journal replayed), taking its lock unless
   * read-only. An unreadable file is reported with its newest valid backup (never for a file of
   * a newer app: that one is fine, the app is old); a readable but inconsistent one opens
   * read-only with its problems. Opened for changes, a journal left by a crash is folded into
   * the file and temp files left by interrupted writes are removed. Nothing is overwritten.
   */
  static async open(file: string, now: () => Date = () => new Date(), options: OpenOptions = {}): Promise<EventStore> {
    // The lock is taken before the file and its journal are read: a takeover then reads every
    // change the holder acknowledged, since the holder checks the lock after writing each group
    // and acknowledges none once the lock has changed hands (see `flushLoop`). A refusal waits
    // until the file is read: a missing, unreadable or damaged file answers as such first.
    let lock = options.lock ?? null;
    let lockRefused: unknown = null;
    if (!lock && !options.readOnly && options.who) {
      lock = await EventLock.acquire(file, options.who, { force: options.force }).catch((err: unknown) => {
        lockRefused = err;
        return null;
      });
    }
    const read = await readEventFile(file).catch(async (err: unknown) => {
      await lock?.release();
      throw err;
    });
    if (read.text === null || read.parsed === null) {
      await lock?.release();
      throw new ApiError('NOT_FOUND', msg('m.store.noFile', { file: basename(file) }));
    }
    const { text, parsed } = read;
    if (!parsed.ok) {
      await lock?.release();
      if (parsed.newerFormat !== undefined) {
        throw new ApiError('CONFLICT', msg('m.store.newer', { file: basename(file), format: parsed.newerFormat }), {
          newerFormat: parsed.newerFormat,
        });
      }
      const newest = (await listBackups(file)).find((b) => b.valid) ?? null;
      const [name, reason] = [basename(file), parsed.i18n];
      throw new ApiError(
        'IO_FAILURE',
        newest
          ? msg('m.store.unreadableBackup', {
              file: name,
              reason,
              date: when(newest.savedAt ?? newest.createdAt, 'dateTime'),
              revision: newest.revision,
              players: newest.players ?? 0,
              results: newest.results ?? 0,
            })
          : msg('m.store.unreadable', { file: name, reason }),
        {
          path: file,
          reason: parsed.reason,
          newestValidBackup: newest,
        },
      );
    }
    const problems = checkConsistency(parsed.event);
    // A damaged journal is never folded nor removed here: the referee decides (issue 30 · item 3).
    const readOnly: ReadOnlyState | null = read.damage
      ? readOnlyState(
          msg('m.store.journalDamaged', { file: basename(file), details: journalDamageDetails(read.damage) }),
          problems,
          read.damage,
        )
      : options.readOnly
        ? readOnlyState(msg('m.store.readOnly'), problems)
        : problems.length > 0
          ? readOnlyState(
              problems.length > 1
                ? msg('m.store.readOnlyProblems', { n: problems.length })
                : msg('m.store.readOnlyProblem'),
              problems,
            )
          : null;
    if (readOnly) {
      await lock?.release();
      lock = null;
    } else if (lockRefused) {
      throw lockRefused;
    }
    try {
      if (lock) {
        await removeInterruptedWrites(file, backupDirFor(file));
        await removeInterruptedWrites(journalPathFor(file));
      }
      const db = new Low(new DurableJsonFile<EventFile>(file), parsed.event);
      const store = new EventStore(db, file, now, lock, readOnly);
      if (!readOnly && (parsed.migrated || read.hasJournal)) {
        if (parsed.migrated) await writeBackup(file, text, 'pre-migration', parsed.event.revision);
        // The file as it stands (journal replayed, format upgraded) becomes the snapshot; only
        // then does the journal go, so a crash in between loses nothing.
        await db.write();
        await removeJournal(file);
      }
      await store.recordStamp();
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
    const closing = this.tail.then(() => {
      this.closed = true;
    });
    this.tail = closing;
    await closing;
    await this.settle();
    this.clearQuiet();
    // A fold that fails leaves the journal beside the file: nothing is lost, the next open folds.
    if (!this.readOnly) await this.fold().catch(() => undefined);
    await this.journal.closeHandle().catch(() => undefined);
    await this.lock?.release();
    this.lock = null;
  }

  /** The lock this store holds (null when read-only). */
  get heldLock(): EventLock | null {
    return this.lock;
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
    return this.closed;
  }

  onSave(listener: SaveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits until every change queued so far is on disk or refused. */
  async settle(): Promise<void> {
    await this.tail.catch(() => undefined);
    while (this.flushing) await this.flushing;
  }

  /** The same as `settle` (used when closing or switching events). */
  drain(): Promise<void> {
    return this.settle();
  }

  /**
   * Writes the whole event into its file and empties the journal (see FOLD_AFTER_CHANGES).
   * The state written is immutable — nothing edits a state in place — so changes keep being
   * applied and journaled while it is serialised and written; only the rename and the trim of
   * the journal wait for a journal write in flight to end.
   */
  async fold(): Promise<void> {
    // A fold already running holds only what was saved when it began: then fold the rest.
    while (this.folding) await this.folding.catch(() => undefined);
    if (this.journal.length === 0) return;
    this.folding = this.foldOnce().finally(() => {
      this.folding = null;
    });
    return this.folding;
  }

  private async foldOnce(): Promise<void> {
    this.clearQuiet();
    const state = this.db.data;
    if (this.journal.length === 0) return;
    const text = JSON.stringify(state);
    const { temp, stamp } = await prepareDurably(this.path, text);
    try {
      await this.exclusiveIo(async () => {
        await this.assertWritable();
        await commitPrepared(temp, this.path);
        this.stamp = stamp;
        // Taken over meanwhile: the journal is the new holder's now, never trimmed from here.
        await this.refuseIfTakenOver('m.store.takenOver');
        await this.journal.trimTo(state.revision);
      });
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    if (state.revision - this.lastGeneration >= GENERATION_EVERY) {
      this.lastGeneration = state.revision;
      if (!this.backupsOwed.some((d) => d.kind === 'generation')) this.backupsOwed.push({ kind: 'generation' });
    }
    if (this.backupsOwed.length > 0) await this.writeOwedBackups(text, state.revision);
  }

  /**
   * Queues a change. `apply` reads, checks and edits a draft of the event as every change
   * queued before it left it, and returns its result with the audit summary; if it throws,
   * nothing changes. The promise resolves after the change is durably on disk.
   */
  mutate<T>(author: Author, apply: (draft: EventFile) => Edit<T>): Promise<SavedMutation<T>> {
    return this.step(() => {
      const current = this.working;
      let edit: Edit<T> | undefined;
      const next = immer.produce(current, (draft) => {
        // What leaves the draft (the result, the audit facts, a refusal's details) may hold
        // parts of it, which end with it: keep their values.
        try {
          edit = undrafted(apply(draft as EventFile));
        } catch (err) {
          throw err instanceof ApiError && err.details !== undefined ? withPlainDetails(err) : err;
        }
      }) as EventFile;
      const { result, ...facts } = edit as Edit<T>;
      const changes = diff(contentOf(current), contentOf(next));
      if (changes.length === 0) {
        // Nothing to save: answered once everything before it is.
        return this.lastAck.then(() => ({ revision: current.revision, savedAt: current.updatedAt, result }));
      }
      if (author.baseRevision !== undefined) {
        refuseStaleEdit(current, next, changes, { actor: author.actor, baseRevision: author.baseRevision });
      }
      refuseNewProblems(current, next, (problems) => msg('m.check.wouldBreak', { problems }));
      return this.commit(
        { ...facts, actor: facts.actor ?? author.actor, method: author.method },
        { ...next, audit: current.audit },
        changes,
        {},
      ).then((entry) => ({ revision: entry.revision, savedAt: entry.at, result }));
    });
  }

  /**
   * Undoes `actor`'s newest change, or the change with `revision` if nothing since depends on
   * it. Someone else's change is undone only with `confirm` (the screen shows whose it is).
   */
  undo(actor: string, revision?: number, reason?: string, confirm = false): Promise<SavedMutation<{ undone: number }>> {
    return this.step(() => {
      const { undo } = undoRedoStacks(this.working.audit, revision === undefined ? actor : undefined);
      const target = revision ?? undo[undo.length - 1];
      if (target === undefined) throw new ApiError('CONFLICT', msg('m.undo.none'));
      if (!undo.includes(target)) {
        throw new ApiError('CONFLICT', msg('m.undo.unknown', { revision: target }));
      }
      const entry = this.entry(target);
      if (entry.actor !== actor && !confirm) {
        throw new ApiError(
          'CONFLICT',
          msg('m.undo.someoneElse', {
            revision: target,
            summary: entry.summaryI18n ?? entry.summary,
            actor: entry.actor,
            time: when(entry.at, 'seconds'),
          }),
          { needsConfirm: true, revision: target, actor: entry.actor, at: entry.at, summary: entry.summary },
        );
      }
      return this.reapply(actor, entry, 'before', reason, { undoOf: target });
    });
  }

  /** Redoes the change `actor` undid most recently. */
  redo(actor: string): Promise<SavedMutation<{ redone: number }>> {
    return this.step(() => {
      const { redo } = undoRedoStacks(this.working.audit, actor);
      const target = redo[redo.length - 1];
      if (target === undefined) throw new ApiError('CONFLICT', msg('m.redo.none'));
      return this.reapply(actor, this.entry(target), 'after', undefined, { redoOf: target }).then((saved) => ({
        ...saved,
        result: { redone: target },
      }));
    });
  }

  private entry(revision: number): AuditEntry {
    const entry = this.working.audit.find((e) => e.revision === revision);
    if (!entry) throw new ApiError('NOT_FOUND', msg('m.undo.noRevision', { revision }));
    return entry;
  }

  private reapply(
    actor: string,
    entry: AuditEntry,
    side: 'before' | 'after',
    reason: string | undefined,
    link: { undoOf?: number; redoOf?: number },
  ): Promise<SavedMutation<{ undone: number }>> {
    const current = this.working;
    const expected = side === 'before' ? 'after' : 'before';
    const blocked = entry.changes.find((c) => !currentMatches(current, c, expected));
    if (blocked) {
      const later = current.audit.find(
        (e) => e.revision > entry.revision && e.undoneBy === null && e.changes.some((c) => overlaps(c, blocked)),
      );
      const undoing = side === 'before';
      const values = { revision: entry.revision, summary: entry.summaryI18n ?? entry.summary };
      throw new ApiError(
        'CONFLICT',
        later
          ? msg(undoing ? 'm.undo.blockedBy' : 'm.redo.blockedBy', {
              ...values,
              later: later.revision,
              laterSummary: later.summaryI18n ?? later.summary,
            })
          : msg(undoing ? 'm.undo.blocked' : 'm.redo.blocked', values),
        { blockedBy: later?.revision ?? null },
      );
    }
    const next = applyChangesCopy(current, entry.changes, side);
    const changes = diff(contentOf(current), contentOf(next));
    const verb = side === 'before' ? 'Undo' : 'Redo';
    refuseNewProblems(current, next, (problems) =>
      msg(verb === 'Undo' ? 'm.check.undoWouldBreak' : 'm.check.redoWouldBreak', {
        summary: entry.summaryI18n ?? entry.summary,
        problems,
      }),
    );
    return this.commit(
      {
        actor,
        method: side === 'before' ? 'audit.undo' : 'audit.redo',
        summary: entry.summaryI18n
          ? msg(verb === 'Undo' ? 'm.audit.undo' : 'm.audit.redo', { summary: entry.summaryI18n })
          : `${verb}: ${entry.summary}`,
        reason: reason ?? '',
        tables: entry.tables,
        players: entry.players,
      },
      next,
      changes,
      link,
    ).then((saved) => ({ revision: saved.revision, savedAt: saved.at, result: { undone: entry.revision } }));
  }

  /**
   * Makes `draft` (the working state changed by `changes`) the new working state with its audit
   * entry, and returns the promise of its acknowledgement: resolved once the journal write that
   * holds it is on disk.
   */
  private commit(
    meta: MutationMeta,
    draft: EventFile,
    changes: AuditChange[],
    link: { undoOf?: number; redoOf?: number },
  ): Promise<AuditEntry> {
    const previous = this.working;
    assertNotFrozen(previous, draft, changes);
    const revision = previous.revision + 1;
    const at = this.now().toISOString();
    this.emit({ state: 'saving', revision, at, method: meta.method });
    const entry: AuditEntry = {
      revision,
      at,
      actor: meta.actor,
      method: meta.method,
      ...(typeof meta.summary === 'string'
        ? { summary: meta.summary }
        : { summary: english(meta.summary), summaryI18n: meta.summary }),
      reason: meta.reason ?? '',
      tables: meta.tables ?? [],
      players: meta.players ?? [],
      changes,
      undoneBy: null,
      undoOf: link.undoOf ?? null,
      redoOf: link.redoOf ?? null,
    };
    // The same construction the journal's replay makes (linkAudit), so both give one event.
    const state: EventFile = { ...draft, revision, updatedAt: at, audit: linkAudit(previous.audit, entry) };
    this.working = state;
    const saved = new Promise<AuditEntry>((resolve, reject) => {
      this.pending.push({ entry, previous, state, resolve: () => resolve(entry), reject });
      this.kick();
    });
    this.lastAck = saved.then(
      () => undefined,
      () => undefined,
    );
    return saved;
  }

  /**
   * Starts writing what is pending, unless a write is in flight (its loop takes it next). The
   * start waits only for the microtasks queued now (the rest of the change being made), not for
   * a turn of the event loop: under a burst of phone reports one turn is every request already
   * received, tens of milliseconds. Changes arriving while a group is on its way to disk form
   * the next group.
   */
  private kick(): void {
    if (this.flushing) return;
    this.flushing = Promise.resolve()
      .then(() => this.flushLoop())
      .finally(() => {
        this.flushing = null;
        if (this.pending.length > 0) this.kick();
      });
  }

  /** Writes whatever is pending as one group, again and again until nothing is. */
  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const group = this.pending.splice(0);
      try {
        await this.exclusiveIo(async () => {
          await this.assertWritable();
          await this.journal.append(group.map((p) => ({ id: p.state.id, entry: p.entry })));
          // The fence: a takeover that came while the group was on its way may have read the
          // journal before it. A group is acknowledged only if the lock is still ours once it
          // is on disk, so whoever takes over next reads it.
          await this.refuseIfTakenOver('m.store.takenOverDuring');
        });
      } catch (err) {
        // Nothing of the group is acknowledged (and, but after a takeover, nothing of it is
        // left in the journal), and every change made after it built on it.
        const refused = [...group, ...this.pending.splice(0)];
        this.working = this.db.data;
        const first = group[0] as Pending;
        let error = err;
        if (!(err instanceof ApiError)) {
          error = this.writeFailure(err);
          this.emit({
            state: 'failed',
            revision: this.db.data.revision,
            at: first.entry.at,
            method: first.entry.method,
            message: (error as ApiError).message,
          });
        }
        for (const p of refused) p.reject(error);
        continue;
      }
      const last = group[group.length - 1] as Pending;
      this.db.data = last.state;
      this.lastSavedAt = last.entry.at;
      for (const p of group) {
        for (const round of newlyClosedRounds(p.previous, p.state)) this.backupsOwed.push({ kind: 'round', round });
      }
      // A round just closed, or a backup that failed before (retried with each change until written).
      if (this.backupsOwed.length > 0) await this.writeOwedBackups(JSON.stringify(last.state), last.state.revision);
      const message = this.backupFailure ? `Saved — backup failed: ${this.backupFailure}` : undefined;
      for (const p of group) {
        const { entry } = p;
        this.emit({ state: 'saved', revision: entry.revision, at: entry.at, method: entry.method, message, entry });
        p.resolve(p.entry.revision);
      }
      this.scheduleFold();
    }
  }

  /** Folds after FOLD_AFTER_CHANGES changes, or once changes pause for FOLD_AFTER_QUIET_MS. */
  private scheduleFold(): void {
    if (this.closed) return;
    if (this.journal.length >= FOLD_AFTER_CHANGES) {
      if (!this.folding) void this.fold().catch(() => undefined);
      return;
    }
    this.clearQuiet();
    this.quiet = setTimeout(() => void this.fold().catch(() => undefined), FOLD_AFTER_QUIET_MS);
    this.quiet.unref();
  }

  private clearQuiet(): void {
    if (this.quiet) clearTimeout(this.quiet);
    this.quiet = null;
  }

  /**
   * The backups owed: a generation copy when a fold has passed GENERATION_EVERY revisions, a
   * snapshot of each newly closed round. A backup that cannot be written never fails the save
   * it belongs to: it stays owed, is retried with the next write, and the 'saved' statuses say
   * so meanwhile.
   */
  private async writeOwedBackups(text: string, revision: number): Promise<void> {
    const due = this.backupsOwed;
    this.backupsOwed = [];
    this.backupFailure = null;
    for (const job of due) {
      try {
        await writeBackup(this.path, text, job.kind, revision, job.round);
      } catch (err) {
        this.backupsOwed.push(job);
        this.backupFailure = english(osProblem(err));
      }
    }
  }

  /** An audit entry that changes nothing: the takeover of a lock left by a dead process. */
  private async recordTakeover(holder: LockInfo): Promise<void> {
    const actor = this.lock?.info.program ?? 'local';
    await this.step(() =>
      this.commit(
        {
          actor,
          method: 'events.takeover',
          summary: msg('m.audit.takeover', { holder: holderMessage(holder) }),
        },
        this.working,
        [],
        {},
      ),
    );
  }

  private async recordStamp(): Promise<void> {
    const stat = await fs.stat(this.path).catch(() => null);
    this.stamp = stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
  }

  /**
   * Before every write of the file or its journal: this process still holds the lock, and the
   * file and journal on disk are still the ones this store last wrote. Otherwise CONFLICT —
   * never overwrite. (Whether the event is writable at all is checked when a change is queued.)
   */
  private async assertWritable(): Promise<void> {
    // Synchronous stats (microseconds): under a burst of phone reports each trip to the disk
    // thread waits for a busy event loop, and this runs before every group of changes.
    await this.refuseIfTakenOver('m.store.takenOver');
    const file = statSync(this.path, { throwIfNoEntry: false }) ?? null;
    const journal = statSync(this.journal.file, { throwIfNoEntry: false }) ?? null;
    const journalOurs = this.journal.matches(journal);
    if (sameStamp(file, this.stamp) && journalOurs) return;
    // The file touched but not changed (a backup program, a copy back): the same event, the same
    // revision. A journal written by anyone else is never appended to (what follows a record
    // another program damaged could not be read back).
    const read = await readEventFile(this.path);
    const onDisk = read.parsed?.ok ? read.parsed.event : null;
    const same = onDisk?.revision === this.db.data.revision && onDisk.updatedAt === this.db.data.updatedAt;
    if (journalOurs && same) {
      this.stamp = file ? { size: file.size, mtimeMs: file.mtimeMs } : null;
      return;
    }
    const diskRevision = onDisk ? onDisk.revision : null;
    throw new ApiError(
      'CONFLICT',
      diskRevision !== null && !same
        ? msg('m.store.changedOutsideAt', { disk: diskRevision, ours: this.db.data.revision })
        : msg(read.text === null ? 'm.store.changedOutsideGone' : 'm.store.changedOutside'),
      { changedOutside: true, reload: true, diskRevision },
    );
  }

  /** CONFLICT, naming the new holder, when this store's lock is no longer in the lock file. */
  private async refuseIfTakenOver(key: 'm.store.takenOver' | 'm.store.takenOverDuring'): Promise<void> {
    if (!this.lock || this.lock.stillOurs()) return;
    // A new holder's lock file is created empty and then written (slowly on a busy machine):
    // look again for a moment before naming nobody. Only a refusal waits for this.
    let holder = await readLock(this.path);
    for (let tries = 0; !holder && tries < 10; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      holder = await readLock(this.path);
    }
    throw new ApiError('CONFLICT', msg(key, { holder: holder ? holderMessage(holder) : msg('m.lock.other') }), {
      changedOutside: true,
      reload: true,
    });
  }

  /**
   * A write the system refused, in words: a full disk (or quota) says so and what to do, since
   * that is the one the referee can fix (the journal is left as it was, and saving resumes once
   * there is room); anything else is its system error.
   */
  private writeFailure(err: unknown): ApiError {
    const code = errnoCode(err);
    if (code === 'ENOSPC' || code === 'EDQUOT') {
      return new ApiError('IO_FAILURE', msg('m.store.diskFull', { file: basename(this.path) }), { diskFull: true });
    }
    return new ApiError('IO_FAILURE', msg('m.store.saveFailed', { cause: osProblem(err) }));
  }

  private emit(status: Parameters<SaveListener>[0]): void {
    for (const listener of this.listeners) listener(status);
  }

  /**
   * Runs `work` in the queue, after every change queued before it has been applied (not
   * necessarily saved): `work` applies its change synchronously and returns the promise of its
   * acknowledgement, which the queue does not wait for — that is what lets changes group.
   */
  private step<T>(work: () => Promise<T>): Promise<T> {
    const applied = this.tail.then(() => {
      if (this.closed) throw new ApiError('CONFLICT', msg('m.store.closed'), { reload: true });
      if (this.readOnly) {
        throw new ApiError('CONFLICT', msg('m.store.notSaved', { reason: this.readOnly.i18n }), { readOnly: true });
      }
      return { saved: work() };
    });
    this.tail = applied.catch(() => undefined);
    return applied.then((a) => a.saved);
  }

  private exclusiveIo<T>(work: () => Promise<T>): Promise<T> {
    const run = this.io.then(work, work);
    this.io = run.catch(() => undefined);
    return run;
  }
}

function sameStamp(stat: { size: number; mtimeMs: number } | null, stamp: FileStamp | null): boolean {
  return stat !== null && stamp !== null && stat.size === stamp.size && stat.mtimeMs === stamp.mtimeMs;
}

/** The same refusal, its details free of drafts. */
function withPlainDetails(err: ApiError): ApiError {
  const plain = new ApiError(err.code, err.i18n ? undrafted(err.i18n) : err.message, undrafted(err.details));
  plain.stack = err.stack;
  return plain;
}

/** A value with every immer draft in it replaced by its current plain value. */
function undrafted<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (isDraft(value)) return currentOf(value as never) as T;
  if (Array.isArray(value)) return value.map(undrafted) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = undrafted(v);
  return out as T;
}

/**
 * Refuses a change that would break one of the event's invariants (a closed round with a game
 * without result, a player paired twice, …) — whatever else was queued before it.
 */
function refuseNewProblems(current: EventFile, draft: EventFile, refusal: (problems: MessageRef) => MessageRef): void {
  const introduced = introducedProblems(current, draft);
  if (introduced.length === 0) return;
  // One after the other, as sentences: "Round 1 …. Round 2 …."
  const [first, ...rest] = introduced.map((p) => p.i18n);
  const problems = rest.reduce((all, next) => msg('m.check.then', { first: all, rest: next }), first as MessageRef);
  throw new ApiError('CONFLICT', refusal(problems), {
    problems: introduced.map((p) => p.message),
  });
}

/** Settings that change how the event is shown, not what it holds: a finished event takes them. */
const DISPLAY_SETTINGS = new Set(['language']);
const onlyDisplay = (changes: readonly AuditChange[]) =>
  changes.length > 0 &&
  changes.every((c) => c.path[0] === 'settings' && DISPLAY_SETTINGS.has(String(c.path[1])) && c.path.length === 2);

/**
 * A finished event is frozen: checked here, inside the queue, for every write (changes, undo,
 * redo). The only changes let through are those that end the freeze (reopening, or undoing
 * the finish) and display settings (the language its screens and documents are read in).
 */
function assertNotFrozen(previous: EventFile, next: EventFile, changes: readonly AuditChange[]): void {
  if (previous.finish && next.finish && !onlyDisplay(changes)) {
    throw new ApiError('CONFLICT', msg('m.store.frozen'), { finished: previous.finish.at });
  }
}

function overlaps(a: AuditChange, b: AuditChange): boolean {
  const n = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < n; i++) if (a.path[i] !== b.path[i]) return false;
  return true;
}

/**
 * Replays the audit log into the undo and redo stacks: a normal change clears the redo stack;
 * an undo moves its target to the redo stack; a redo makes itself undoable again. Given an
 * actor, the stacks are that actor's: the changes they made, the undos they did, and only
 * their own new changes clear their redo stack.
 */
export function undoRedoStacks(audit: readonly AuditEntry[], actor?: string): { undo: number[]; redo: number[] } {
  const mine = (who: string) => actor === undefined || who === actor;
  const owner = new Map(audit.map((e) => [e.revision, e.actor]));
  let undo: number[] = [];
  let redo: number[] = [];
  for (const e of audit) {
    if (e.undoOf !== null) {
      undo = undo.filter((r) => r !== e.undoOf);
      if (mine(e.actor)) redo.push(e.undoOf);
      else redo = redo.filter((r) => r !== e.undoOf);
    } else if (e.redoOf !== null) {
      redo = redo.filter((r) => r !== e.redoOf);
      undo.push(e.redoOf);
    } else if (e.changes.length > 0) {
      undo.push(e.revision);
      if (mine(e.actor)) redo = [];
    }
  }
  return { undo: undo.filter((r) => mine(owner.get(r) ?? '')), redo };
}
