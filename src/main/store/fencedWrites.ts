/**
 * Every write of the event file and its journal, one at a time, each behind the fence: this
 * process still holds the lock (a token, checked before each write and again once a group is on
 * disk, so a store that lost its lock stops acknowledging at once), and the file and journal on
 * disk are still the ones this store last wrote. Otherwise CONFLICT — never overwrite. Whether
 * the event is writable at all (closed, read-only) is checked when a change is queued.
 */
import { promises as fs, statSync } from 'node:fs';
import { basename } from 'node:path';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { commitPrepared } from '../io/durable';
import { errnoCode, osProblem } from '../errors/describe';
import { readEventFile } from './journal';
import type { FileStamp, JournalRecord, JournalWriter } from './journal';
import { holderMessage, readLock } from './lock';
import type { EventLock } from './lock';

export class FencedWrites {
  /** Writes of the journal and the snapshot, one at a time (each checks the disk first). */
  private io: Promise<unknown> = Promise.resolve();
  /** The size and time of the event file as this store last wrote it. */
  private stamp: FileStamp | null = null;

  constructor(
    private readonly path: string,
    private readonly journal: JournalWriter,
    /** The lock this store holds (null when read-only, or once it is given back). */
    private heldLock: EventLock | null,
    /** The event as it is on disk. */
    private readonly saved: () => EventFile,
  ) {}

  get lock(): EventLock | null {
    return this.heldLock;
  }

  /** Gives the file back to other programs. */
  async releaseLock(): Promise<void> {
    await this.heldLock?.release();
    this.heldLock = null;
  }

  /** Takes the file's size and time as this store's own (after this store wrote it). */
  async recordStamp(): Promise<void> {
    const stat = await fs.stat(this.path).catch(() => null);
    this.stamp = stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
  }

  /**
   * Appends a group of changes to the journal. The fence after it: a takeover that came while
   * the group was on its way may have read the journal before it. A group is acknowledged only
   * if the lock is still ours once it is on disk, so whoever takes over next reads it.
   */
  appendToJournal(records: readonly JournalRecord[]): Promise<void> {
    return this.exclusive(async () => {
      await this.assertWritable();
      await this.journal.append(records);
      await this.refuseIfTakenOver('m.store.takenOverDuring');
    });
  }

  /**
   * Puts a snapshot written aside (`temp`, holding `revision`) in place of the event file and
   * trims the journal of what it holds.
   */
  replaceFile(temp: string, stamp: FileStamp, revision: number): Promise<void> {
    return this.exclusive(async () => {
      await this.assertWritable();
      await commitPrepared(temp, this.path);
      this.stamp = stamp;
      // Taken over meanwhile: the journal is the new holder's now, never trimmed from here.
      await this.refuseIfTakenOver('m.store.takenOver');
      await this.journal.trimTo(revision);
    });
  }

  /**
   * Before every write of the file or its journal: this process still holds the lock, and the
   * file and journal on disk are still the ones this store last wrote.
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
    const saved = this.saved();
    const onDisk = read.parsed?.ok ? read.parsed.event : null;
    const same = onDisk?.revision === saved.revision && onDisk.updatedAt === saved.updatedAt;
    if (journalOurs && same) {
      this.stamp = file ? { size: file.size, mtimeMs: file.mtimeMs } : null;
      return;
    }
    const diskRevision = onDisk ? onDisk.revision : null;
    throw new ApiError(
      'CONFLICT',
      diskRevision !== null && !same
        ? msg('m.store.changedOutsideAt', { disk: diskRevision, ours: saved.revision })
        : msg(read.text === null ? 'm.store.changedOutsideGone' : 'm.store.changedOutside'),
      { changedOutside: true, reload: true, diskRevision },
    );
  }

  /** CONFLICT, naming the new holder, when this store's lock is no longer in the lock file. */
  private async refuseIfTakenOver(key: 'm.store.takenOver' | 'm.store.takenOverDuring'): Promise<void> {
    if (!this.heldLock || this.heldLock.stillOurs()) return;
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

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.io.then(work, work);
    this.io = run.catch(() => undefined);
    return run;
  }
}

function sameStamp(stat: { size: number; mtimeMs: number } | null, stamp: FileStamp | null): boolean {
  return stat !== null && stamp !== null && stat.size === stamp.size && stat.mtimeMs === stamp.mtimeMs;
}

/**
 * A write the system refused, in words: a full disk (or quota) says so and what to do, since
 * that is the one the referee can fix (the journal is left as it was, and saving resumes once
 * there is room); anything else is its system error.
 */
export function writeFailure(path: string, err: unknown): ApiError {
  const code = errnoCode(err);
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new ApiError('IO_FAILURE', msg('m.store.diskFull', { file: basename(path) }), { diskFull: true });
  }
  return new ApiError('IO_FAILURE', msg('m.store.saveFailed', { cause: osProblem(err) }));
}
