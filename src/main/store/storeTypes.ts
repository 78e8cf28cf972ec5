/**
 * What the event store takes from its callers and gives back: who asks for a change, what a
 * change returns from inside the queue, the saved answer, the save statuses, how a file is
 * opened and why it may be read-only.
 */
import type { MessageRef } from '../../shared/messages';
import type { AuditEntry } from '../../shared/model';
import type { JournalDamage } from '../../shared/journalDamage';
import type { Problem } from './consistency';
import type { EventLock, LockIdentity } from './lock';

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

/** The audit facts of a change, besides its patches. */
export type MutationMeta = Omit<Author, 'baseRevision'> & Omit<Edit<unknown>, 'result'>;

/** Which entry an undo or a redo answers (written as `undoOf` / `redoOf`). */
export interface UndoLink {
  undoOf?: number;
  redoOf?: number;
}

export interface SavedMutation<T> {
  revision: number;
  savedAt: string;
  result: T;
}

export type SaveStatus = {
  state: 'saving' | 'saved' | 'failed';
  revision: number;
  at: string;
  method: string;
  message?: string;
  /** On 'saved': the change as committed (its patches), for screens that follow changes. */
  entry?: AuditEntry;
};

export type SaveListener = (status: SaveStatus) => void;

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
