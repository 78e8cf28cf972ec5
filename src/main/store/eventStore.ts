/**
 * One open event: its state in memory, its file on disk, and the single queue every change
 * goes through. A mutation resolves only after its write is fsynced, so a result shown as
 * saved survives a crash or a power cut.
 */
import { promises as fs } from 'node:fs';
import { basename } from 'node:path';
import { Low } from 'lowdb';
import { ApiError } from '../../shared/errors';
import { english, msg, when } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { AuditChange, AuditEntry, EventFile } from '../../shared/model';
import { DurableJsonFile, readTextIfExists, removeInterruptedWrites } from './durableFile';
import { applyChanges, currentMatches, diff } from '../../shared/patch';
import { GENERATION_EVERY, backupDirFor, listBackups, newlyClosedRounds, parseEventText, writeBackup } from './backups';
import { checkConsistency } from './consistency';
import { osProblem } from '../errors/describe';
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
}

const readOnlyState = (i18n: MessageRef, problems: Problem[]): ReadOnlyState => ({
  reason: english(i18n),
  i18n,
  problems,
});

interface DiskStamp {
  size: number;
  mtimeMs: number;
}

export class EventStore {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<SaveListener>();
  private lastSavedAt: string;
  private stamp: DiskStamp | null = null;
  private backupsOwed: { kind: 'generation' | 'round'; round?: number }[] = [];

  private constructor(
    private readonly db: Low<EventFile>,
    readonly path: string,
    private readonly now: () => Date,
    private lock: EventLock | null,
    readonly readOnly: ReadOnlyState | null,
  ) {
    this.lastSavedAt = db.data.updatedAt;
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
   * Opens and validates an event file, taking its lock unless read-only. An unreadable file
   * is reported with its newest valid backup (never for a file of a newer app: that one is
   * fine, the app is old); a readable but inconsistent one opens read-only with its problems.
   * Temp files left by interrupted writes are removed. Nothing is overwritten.
   */
  static async open(file: string, now: () => Date = () => new Date(), options: OpenOptions = {}): Promise<EventStore> {
    const text = await readTextIfExists(file);
    if (text === null) {
      await options.lock?.release();
      throw new ApiError('NOT_FOUND', msg('m.store.noFile', { file: basename(file) }));
    }
    const parsed = parseEventText(text);
    if (!parsed.ok) {
      await options.lock?.release();
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
    const readOnly: ReadOnlyState | null = options.readOnly
      ? readOnlyState(msg('m.store.readOnly'), problems)
      : problems.length > 0
        ? readOnlyState(
            problems.length > 1
              ? msg('m.store.readOnlyProblems', { n: problems.length })
              : msg('m.store.readOnlyProblem'),
            problems,
          )
        : null;
    let lock = options.lock ?? null;
    if (readOnly) {
      await lock?.release();
      lock = null;
    } else if (!lock && options.who) {
      lock = await EventLock.acquire(file, options.who, { force: options.force });
    }
    try {
      if (lock) await removeInterruptedWrites(file, backupDirFor(file));
      const db = new Low(new DurableJsonFile<EventFile>(file), parsed.event);
      const store = new EventStore(db, file, now, lock, readOnly);
      if (!readOnly && parsed.migrated) {
        await writeBackup(file, text, 'pre-migration', parsed.event.revision);
        await db.write();
      }
      await store.recordStamp();
      if (lock?.tookOver) await store.recordTakeover(lock.tookOver);
      return store;
    } catch (err) {
      await lock?.release();
      throw err;
    }
  }

  /** Drains the queue and gives the file back to other programs. */
  async close(): Promise<void> {
    await this.drain();
    await this.lock?.release();
    this.lock = null;
  }

  /** The lock this store holds (null when read-only). */
  get heldLock(): EventLock | null {
    return this.lock;
  }

  get state(): Readonly<EventFile> {
    return this.db.data;
  }

  get savedAt(): string {
    return this.lastSavedAt;
  }

  onSave(listener: SaveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits for every queued mutation (used when closing or switching events). */
  async drain(): Promise<void> {
    await this.tail.catch(() => undefined);
  }

  /**
   * Queues a change. `apply` reads, checks and edits a draft copy, and returns its result with
   * the audit summary; if it throws, nothing changes. The promise resolves after the new state
   * is durably on disk.
   */
  mutate<T>(author: Author, apply: (draft: EventFile) => Edit<T>): Promise<SavedMutation<T>> {
    return this.enqueue(async () => {
      const current = this.db.data;
      const draft = structuredClone({ ...current, audit: [] }) as EventFile;
      const { result, ...facts } = apply(draft);
      const changes = diff(contentOf(current), contentOf(draft));
      if (changes.length === 0) return { revision: current.revision, savedAt: this.lastSavedAt, result };
      if (author.baseRevision !== undefined) {
        refuseStaleEdit(current, draft, changes, { actor: author.actor, baseRevision: author.baseRevision });
      }
      refuseNewProblems(current, draft, (problems) => msg('m.check.wouldBreak', { problems }));
      const revision = await this.commit(
        { ...facts, actor: facts.actor ?? author.actor, method: author.method },
        draft,
        changes,
        {},
      );
      return { revision, savedAt: this.lastSavedAt, result };
    });
  }

  /**
   * Undoes `actor`'s newest change, or the change with `revision` if nothing since depends on
   * it. Someone else's change is undone only with `confirm` (the screen shows whose it is).
   */
  undo(actor: string, revision?: number, reason?: string, confirm = false): Promise<SavedMutation<{ undone: number }>> {
    return this.enqueue(async () => {
      const { undo } = undoRedoStacks(this.db.data.audit, revision === undefined ? actor : undefined);
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
    return this.enqueue(async () => {
      const { redo } = undoRedoStacks(this.db.data.audit, actor);
      const target = redo[redo.length - 1];
      if (target === undefined) throw new ApiError('CONFLICT', msg('m.redo.none'));
      const saved = await this.reapply(actor, this.entry(target), 'after', undefined, { redoOf: target });
      return { ...saved, result: { redone: target } };
    });
  }

  private entry(revision: number): AuditEntry {
    const entry = this.db.data.audit.find((e) => e.revision === revision);
    if (!entry) throw new ApiError('NOT_FOUND', msg('m.undo.noRevision', { revision }));
    return entry;
  }

  private async reapply(
    actor: string,
    entry: AuditEntry,
    side: 'before' | 'after',
    reason: string | undefined,
    link: { undoOf?: number; redoOf?: number },
  ): Promise<SavedMutation<{ undone: number }>> {
    const current = this.db.data;
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
    const draft = structuredClone({ ...current, audit: [] }) as EventFile;
    applyChanges(draft, entry.changes, side);
    const changes = diff(contentOf(current), contentOf(draft));
    const verb = side === 'before' ? 'Undo' : 'Redo';
    refuseNewProblems(current, draft, (problems) =>
      msg(verb === 'Undo' ? 'm.check.undoWouldBreak' : 'm.check.redoWouldBreak', {
        summary: entry.summaryI18n ?? entry.summary,
        problems,
      }),
    );
    const revision = await this.commit(
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
      draft,
      changes,
      link,
    );
    return { revision, savedAt: this.lastSavedAt, result: { undone: entry.revision } };
  }

  private async commit(
    meta: MutationMeta,
    draft: EventFile,
    changes: AuditChange[],
    link: { undoOf?: number; redoOf?: number },
  ): Promise<number> {
    const previous = this.db.data;
    assertNotFrozen(previous, draft);
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
    const audit = previous.audit.map((e) =>
      e.revision === link.undoOf
        ? { ...e, undoneBy: revision }
        : e.revision === link.redoOf
          ? { ...e, undoneBy: null }
          : e,
    );
    const next: EventFile = { ...draft, revision, updatedAt: at, audit: [...audit, entry] };
    try {
      await this.db.adapter.write(next);
    } catch (err) {
      const failed = msg('m.store.saveFailed', { cause: osProblem(err) });
      this.emit({ state: 'failed', revision: previous.revision, at, method: meta.method, message: english(failed) });
      throw new ApiError('IO_FAILURE', failed);
    }
    this.db.data = next;
    this.lastSavedAt = at;
    await this.recordStamp();
    const backupFailure = await this.writeBackupsFor(previous, next);
    const message = backupFailure ? `Saved — backup failed: ${backupFailure}` : undefined;
    this.emit({ state: 'saved', revision, at, method: meta.method, message, entry });
    return revision;
  }

  /**
   * The backups a save calls for: a generation copy every GENERATION_EVERY revisions and a
   * snapshot of each newly closed round. A backup that cannot be written never fails the save
   * it belongs to: it is owed, and retried with the next change. Returns the failure, if any.
   */
  private async writeBackupsFor(previous: EventFile, next: EventFile): Promise<string | null> {
    const due: { kind: 'generation' | 'round'; round?: number }[] = [...this.backupsOwed];
    if (next.revision % GENERATION_EVERY === 0 && !due.some((d) => d.kind === 'generation')) {
      due.push({ kind: 'generation' });
    }
    for (const round of newlyClosedRounds(previous, next)) due.push({ kind: 'round', round });
    this.backupsOwed = [];
    let failure: string | null = null;
    for (const job of due) {
      try {
        await writeBackup(this.path, JSON.stringify(next), job.kind, next.revision, job.round);
      } catch (err) {
        this.backupsOwed.push(job);
        failure = english(osProblem(err));
      }
    }
    return failure;
  }

  /** An audit entry that changes nothing: the takeover of a lock left by a dead process. */
  private async recordTakeover(holder: LockInfo): Promise<void> {
    const actor = this.lock?.info.program ?? 'local';
    await this.enqueue(() =>
      this.commit(
        {
          actor,
          method: 'events.takeover',
          summary: msg('m.audit.takeover', { holder: holderMessage(holder) }),
        },
        structuredClone({ ...this.db.data, audit: [] }) as EventFile,
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
   * Before any change: the event is writable here, this process still holds its lock, and the
   * file on disk is still the one this store last wrote. Otherwise CONFLICT — never overwrite.
   */
  private async assertWritable(): Promise<void> {
    if (this.readOnly) {
      throw new ApiError('CONFLICT', msg('m.store.notSaved', { reason: this.readOnly.i18n }), { readOnly: true });
    }
    if (this.lock && !(await this.lock.stillOurs())) {
      const holder = await readLock(this.path);
      throw new ApiError(
        'CONFLICT',
        msg('m.store.takenOver', { holder: holder ? holderMessage(holder) : msg('m.lock.other') }),
        { changedOutside: true, reload: true },
      );
    }
    const stat = await fs.stat(this.path).catch(() => null);
    if (stat && this.stamp && stat.size === this.stamp.size && stat.mtimeMs === this.stamp.mtimeMs) return;
    const text = await readTextIfExists(this.path);
    if (text !== null && text === JSON.stringify(this.db.data)) {
      await this.recordStamp();
      return;
    }
    const onDisk = text === null ? null : parseEventText(text);
    const diskRevision = onDisk?.ok ? onDisk.event.revision : null;
    throw new ApiError(
      'CONFLICT',
      diskRevision !== null
        ? msg('m.store.changedOutsideAt', { disk: diskRevision, ours: this.db.data.revision })
        : msg(text === null ? 'm.store.changedOutsideGone' : 'm.store.changedOutside'),
      { changedOutside: true, reload: true, diskRevision },
    );
  }

  private emit(status: Parameters<SaveListener>[0]): void {
    for (const listener of this.listeners) listener(status);
  }

  /** Runs `work` after every queued change, once the event is known to be writable. */
  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const guarded = async () => {
      await this.assertWritable();
      return work();
    };
    const run = this.tail.then(guarded, guarded);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/**
 * Refuses a change that would break one of the event's invariants (a closed round with a game
 * without result, a player paired twice, …) — whatever else was queued before it.
 */
function refuseNewProblems(current: EventFile, draft: EventFile, refusal: (problems: MessageRef) => MessageRef): void {
  const after = checkConsistency({ ...draft, audit: [] });
  if (after.length === 0) return;
  const before = new Set(checkConsistency({ ...current, audit: [] }).map((p) => p.message));
  const introduced = after.filter((p) => !before.has(p.message));
  if (introduced.length === 0) return;
  // One after the other, as sentences: "Round 1 …. Round 2 …."
  const [first, ...rest] = introduced.map((p) => p.i18n);
  const problems = rest.reduce((all, next) => msg('m.check.then', { first: all, rest: next }), first as MessageRef);
  throw new ApiError('CONFLICT', refusal(problems), {
    problems: introduced.map((p) => p.message),
  });
}

/**
 * A finished event is frozen: checked here, inside the queue, for every write (changes, undo,
 * redo). The only changes let through are those that end the freeze (reopening, or undoing
 * the finish).
 */
function assertNotFrozen(previous: EventFile, next: EventFile): void {
  if (previous.finish && next.finish) {
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
