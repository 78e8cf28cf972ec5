/**
 * The backups a store owes (their files are written by backups.ts): a generation copy each time
 * a fold has passed GENERATION_EVERY revisions, a snapshot of each newly closed round. A backup
 * that cannot be written never fails the save it belongs to: it stays owed, is retried with the
 * next write, and the 'saved' statuses say so meanwhile.
 */
import { english } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { osProblem } from '../errors/describe';
import { GENERATION_EVERY, newlyClosedRounds, writeBackup } from './backups';

interface Owed {
  kind: 'generation' | 'round';
  round?: number;
}

export class OwedBackups {
  private owed: Owed[] = [];
  private failure: string | null = null;
  /** The revision of the newest generation copy owed (or of the file when opened). */
  private lastGeneration: number;

  constructor(
    private readonly path: string,
    revision: number,
  ) {
    this.lastGeneration = revision;
  }

  /** Whether a backup waits to be written. */
  get owing(): boolean {
    return this.owed.length > 0;
  }

  /** What the 'saved' statuses add while a backup could not be written. */
  get failureNote(): string | undefined {
    return this.failure ? `Saved — backup failed: ${this.failure}` : undefined;
  }

  /** A change saved: a snapshot of every round it closed. */
  oweClosedRounds(previous: EventFile, state: EventFile): void {
    for (const round of newlyClosedRounds(previous, state)) this.owed.push({ kind: 'round', round });
  }

  /** A fold wrote `revision` into the file: a generation copy when enough revisions passed. */
  oweGeneration(revision: number): void {
    if (revision - this.lastGeneration >= GENERATION_EVERY) {
      this.lastGeneration = revision;
      if (!this.owed.some((d) => d.kind === 'generation')) this.owed.push({ kind: 'generation' });
    }
  }

  /** Writes every backup owed from `text` (the event at `revision`); those that fail stay owed. */
  async write(text: string, revision: number): Promise<void> {
    const due = this.owed;
    this.owed = [];
    this.failure = null;
    for (const job of due) {
      try {
        await writeBackup(this.path, text, job.kind, revision, job.round);
      } catch (err) {
        this.owed.push(job);
        this.failure = english(osProblem(err));
      }
    }
  }
}
