/**
 * Group commit: changes applied in memory at once, made durable together.
 *
 * Each change becomes the new `working` state as soon as it is made (the state every change
 * before it left, saved or not), so the next change is checked against it without waiting for
 * the disk. Its audit entry waits in `pending`; whatever is pending when the disk is free is
 * written as one group with one fsync, and only then are the group's changes acknowledged, one
 * 'saved' status per revision, in order. If that write fails, the group and every change made
 * after it are refused (each built on it) and `working` goes back to the state on disk.
 */
import { ApiError } from '../../shared/errors';
import { english } from '../../shared/messages';
import type { AuditChange, AuditEntry, EventFile } from '../../shared/model';
import { assertNotFrozen } from './changeChecks';
import { linkAudit } from './journal';
import type { MutationMeta, SaveStatus, UndoLink } from './storeTypes';

/** A change applied in memory, waiting for the journal write that holds it. */
export interface Pending {
  entry: AuditEntry;
  previous: EventFile;
  state: EventFile;
  resolve: (revision: number) => void;
  reject: (err: unknown) => void;
}

/** Where the groups go, and who hears about them. */
export interface GroupDisk {
  /** The event as it is on disk: what `working` goes back to when a group is refused. */
  saved(): EventFile;
  /** Writes a group (journal append, fenced); throws, acknowledging none of it, when refused. */
  write(group: readonly Pending[]): Promise<void>;
  /** A group is on disk and becomes the saved state; returns the backups to wait for, if any. */
  onDisk(group: readonly Pending[]): Promise<void> | undefined;
  /** What the 'saved' statuses add (a backup that could not be written). */
  note(): string | undefined;
  /** After a group's changes are acknowledged. */
  afterSaved(): void;
  /** A failure that is not one of the store's own refusals, in words. */
  failure(err: unknown): ApiError;
  emit(status: SaveStatus): void;
}

export class GroupCommit {
  private current: EventFile;
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  /** Settles when the newest change made is on disk or refused. */
  private lastAck: Promise<void> = Promise.resolve();

  constructor(
    initial: EventFile,
    private readonly now: () => Date,
    private readonly disk: GroupDisk,
  ) {
    this.current = initial;
  }

  /** The state every change made so far left, saved or not. */
  get working(): EventFile {
    return this.current;
  }

  /** Settles when every change made so far is on disk or refused. */
  acknowledged(): Promise<void> {
    return this.lastAck;
  }

  /** Waits until no group is being written. */
  async flushed(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /**
   * Makes `draft` (the working state changed by `changes`) the new working state with its audit
   * entry, and returns the promise of its acknowledgement: resolved once the journal write that
   * holds it is on disk.
   */
  commit(meta: MutationMeta, draft: EventFile, changes: AuditChange[], link: UndoLink): Promise<AuditEntry> {
    const previous = this.current;
    assertNotFrozen(previous, draft, changes);
    const revision = previous.revision + 1;
    const at = this.now().toISOString();
    this.disk.emit({ state: 'saving', revision, at, method: meta.method });
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
    this.current = state;
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
        await this.disk.write(group);
      } catch (err) {
        // Nothing of the group is acknowledged (and, but after a takeover, nothing of it is
        // left in the journal), and every change made after it built on it.
        const refused = [...group, ...this.pending.splice(0)];
        const saved = this.disk.saved();
        this.current = saved;
        const first = group[0] as Pending;
        let error = err;
        if (!(err instanceof ApiError)) {
          error = this.disk.failure(err);
          this.disk.emit({
            state: 'failed',
            revision: saved.revision,
            at: first.entry.at,
            method: first.entry.method,
            message: (error as ApiError).message,
          });
        }
        for (const p of refused) p.reject(error);
        continue;
      }
      const backups = this.disk.onDisk(group);
      // A round just closed, or a backup that failed before (retried with each change until written).
      if (backups) await backups;
      const message = this.disk.note();
      for (const p of group) {
        const { entry } = p;
        this.disk.emit({
          state: 'saved',
          revision: entry.revision,
          at: entry.at,
          method: entry.method,
          message,
          entry,
        });
        p.resolve(p.entry.revision);
      }
      this.disk.afterSaved();
    }
  }
}
