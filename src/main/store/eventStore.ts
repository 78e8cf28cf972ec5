/**
 * One open event: its state in memory, its file on disk, and the single queue every change
 * goes through. A mutation resolves only after its write is fsynced, so a result shown as
 * saved survives a crash or a power cut.
 */
import { Low } from 'lowdb';
import { ApiError } from '../../shared/errors';
import type { AuditChange, AuditEntry, EventFile } from '../../shared/model';
import { DurableJsonFile, readTextIfExists } from './durableFile';
import { applyChanges, currentMatches, diff } from './patch';
import { GENERATION_EVERY, listBackups, newlyClosedRounds, parseEventText, writeBackup } from './backups';
import { needsMigration } from './migrations';
import { checkConsistency } from './consistency';

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
  summary: string;
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
}) => void;

/** Everything but the audit log and bookkeeping is diffed for undo. */
type Content = Omit<EventFile, 'audit' | 'revision' | 'updatedAt'>;

function contentOf(event: EventFile): Content {
  const { audit: _audit, revision: _revision, updatedAt: _updatedAt, ...content } = event;
  return content;
}

export class EventStore {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<SaveListener>();
  private lastSavedAt: string;

  private constructor(
    private readonly db: Low<EventFile>,
    readonly path: string,
    private readonly now: () => Date,
  ) {
    this.lastSavedAt = db.data.updatedAt;
  }

  /** Creates a new event file (refuses to overwrite an existing one). */
  static async create(file: string, event: EventFile, now: () => Date = () => new Date()): Promise<EventStore> {
    if ((await readTextIfExists(file)) !== null) {
      throw new ApiError('CONFLICT', `A file already exists at ${file}; choose another name.`);
    }
    const db = new Low(new DurableJsonFile<EventFile>(file), event);
    await db.write();
    return new EventStore(db, file, now);
  }

  /**
   * Opens and validates an event file. An unreadable or invalid file is reported together
   * with its newest valid backup; nothing is overwritten.
   */
  static async open(file: string, now: () => Date = () => new Date()): Promise<EventStore> {
    const text = await readTextIfExists(file);
    if (text === null) throw new ApiError('NOT_FOUND', `No event file at ${file}.`);
    const parsed = parseEventText(text);
    if (!parsed.ok) {
      const newest = (await listBackups(file)).find((b) => b.valid) ?? null;
      const offer = newest
        ? ` The newest valid backup is revision ${newest.revision} (${newest.createdAt}); restore it with backups.recover.`
        : ' No valid backup was found.';
      throw new ApiError('IO_FAILURE', `The event file ${file} cannot be opened: it is ${parsed.reason}.${offer}`, {
        path: file,
        reason: parsed.reason,
        newestValidBackup: newest,
      });
    }
    const db = new Low(new DurableJsonFile<EventFile>(file), parsed.event);
    if (needsMigration(JSON.parse(text))) {
      await writeBackup(file, text, 'pre-migration', parsed.event.revision);
      await db.write();
    }
    return new EventStore(db, file, now);
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
      refuseNewProblems(current, draft, 'This change');
      const revision = await this.commit(
        { ...facts, actor: facts.actor ?? author.actor, method: author.method },
        draft,
        changes,
        {},
      );
      return { revision, savedAt: this.lastSavedAt, result };
    });
  }

  /** Undoes the newest change, or the change with `revision` if nothing since depends on it. */
  undo(actor: string, revision?: number, reason?: string): Promise<SavedMutation<{ undone: number }>> {
    return this.enqueue(async () => {
      const { undo } = undoRedoStacks(this.db.data.audit);
      const target = revision ?? undo[undo.length - 1];
      if (target === undefined) throw new ApiError('CONFLICT', 'There is nothing to undo.');
      if (!undo.includes(target)) {
        throw new ApiError('CONFLICT', `Revision ${target} cannot be undone (it is unknown or already undone).`);
      }
      const entry = this.entry(target);
      return this.reapply(actor, entry, 'before', reason, { undoOf: target });
    });
  }

  redo(actor: string): Promise<SavedMutation<{ redone: number }>> {
    return this.enqueue(async () => {
      const { redo } = undoRedoStacks(this.db.data.audit);
      const target = redo[redo.length - 1];
      if (target === undefined) throw new ApiError('CONFLICT', 'There is nothing to redo.');
      const saved = await this.reapply(actor, this.entry(target), 'after', undefined, { redoOf: target });
      return { ...saved, result: { redone: target } };
    });
  }

  private entry(revision: number): AuditEntry {
    const entry = this.db.data.audit.find((e) => e.revision === revision);
    if (!entry) throw new ApiError('NOT_FOUND', `No change with revision ${revision}.`);
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
      throw new ApiError(
        'CONFLICT',
        `Revision ${entry.revision} (${entry.summary}) cannot be ${side === 'before' ? 'undone' : 'redone'}: ` +
          (later
            ? `revision ${later.revision} (${later.summary}) changed the same data since.`
            : 'the data changed since.'),
        { blockedBy: later?.revision ?? null },
      );
    }
    const draft = structuredClone({ ...current, audit: [] }) as EventFile;
    applyChanges(draft, entry.changes, side);
    const changes = diff(contentOf(current), contentOf(draft));
    const verb = side === 'before' ? 'Undo' : 'Redo';
    refuseNewProblems(current, draft, `${verb === 'Undo' ? 'Undoing' : 'Redoing'} "${entry.summary}"`);
    const revision = await this.commit(
      {
        actor,
        method: side === 'before' ? 'audit.undo' : 'audit.redo',
        summary: `${verb}: ${entry.summary}`,
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
    const revision = previous.revision + 1;
    const at = this.now().toISOString();
    this.emit({ state: 'saving', revision, at, method: meta.method });
    const entry: AuditEntry = {
      revision,
      at,
      actor: meta.actor,
      method: meta.method,
      summary: meta.summary,
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
      if (revision % GENERATION_EVERY === 0) {
        await writeBackup(this.path, JSON.stringify(previous), 'generation', previous.revision);
      }
      this.db.data = next;
      await this.db.write();
    } catch (err) {
      this.db.data = previous;
      const message = `Saving failed: ${(err as Error).message}`;
      this.emit({ state: 'failed', revision: previous.revision, at, method: meta.method, message });
      throw new ApiError('IO_FAILURE', message);
    }
    this.lastSavedAt = at;
    for (const round of newlyClosedRounds(previous, next)) {
      await writeBackup(this.path, JSON.stringify(next), 'round', revision, round).catch(() => undefined);
    }
    this.emit({ state: 'saved', revision, at, method: meta.method });
    return revision;
  }

  private emit(status: Parameters<SaveListener>[0]): void {
    for (const listener of this.listeners) listener(status);
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/**
 * Refuses a change that would break one of the event's invariants (a closed round with a game
 * without result, a player paired twice, …) — whatever else was queued before it.
 */
function refuseNewProblems(current: EventFile, draft: EventFile, what: string): void {
  const after = checkConsistency({ ...draft, audit: [] });
  if (after.length === 0) return;
  const before = new Set(checkConsistency({ ...current, audit: [] }).map((p) => p.message));
  const introduced = after.filter((p) => !before.has(p.message));
  if (introduced.length === 0) return;
  throw new ApiError(
    'CONFLICT',
    `${what} would leave the event inconsistent: ${introduced.map((p) => p.message).join(' ')}`,
    {
      problems: introduced.map((p) => p.message),
    },
  );
}

function overlaps(a: AuditChange, b: AuditChange): boolean {
  const n = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < n; i++) if (a.path[i] !== b.path[i]) return false;
  return true;
}

/**
 * Replays the audit log into the undo and redo stacks: a normal change clears the redo stack;
 * an undo moves its target to the redo stack; a redo makes itself undoable again.
 */
export function undoRedoStacks(audit: readonly AuditEntry[]): { undo: number[]; redo: number[] } {
  let undo: number[] = [];
  let redo: number[] = [];
  for (const e of audit) {
    if (e.undoOf !== null) {
      undo = undo.filter((r) => r !== e.undoOf);
      redo.push(e.undoOf);
    } else if (e.redoOf !== null) {
      redo = redo.filter((r) => r !== e.redoOf);
      undo.push(e.redoOf);
    } else {
      undo.push(e.revision);
      redo = [];
    }
  }
  return { undo, redo };
}
