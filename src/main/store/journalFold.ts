/**
 * Folding the journal into the event file: the whole event is written as the new snapshot and
 * the journal emptied of what it holds, after FOLD_AFTER_CHANGES changes, after
 * FOLD_AFTER_QUIET_MS without one, and always at close and before a whole-file operation. A
 * journal grows by the size of each change; the fold keeps it (and a later open's replay) short.
 */
import { promises as fs } from 'node:fs';
import type { EventFile } from '../../shared/model';
import { prepareDurably } from '../io/durable';
import type { FencedWrites } from './fencedWrites';
import type { JournalWriter } from './journal';
import type { OwedBackups } from './owedBackups';

export const FOLD_AFTER_CHANGES = 200;
export const FOLD_AFTER_QUIET_MS = 2000;

export interface FoldSource {
  path: string;
  journal: JournalWriter;
  writes: FencedWrites;
  backups: OwedBackups;
  /** The event as it is on disk (journal included). */
  saved: () => EventFile;
  /** Whether the store takes no more changes (no fold is scheduled then). */
  closed: () => boolean;
}

export class JournalFold {
  private folding: Promise<void> | null = null;
  private quiet: NodeJS.Timeout | null = null;

  constructor(private readonly source: FoldSource) {}

  /**
   * Writes the whole event into its file and empties the journal. The state written is
   * immutable — nothing edits a state in place — so changes keep being applied and journaled
   * while it is serialised and written; only the rename and the trim of the journal wait for a
   * journal write in flight to end.
   */
  async fold(): Promise<void> {
    // A fold already running holds only what was saved when it began: then fold the rest.
    while (this.folding) await this.folding.catch(() => undefined);
    if (this.source.journal.length === 0) return;
    this.folding = this.foldOnce().finally(() => {
      this.folding = null;
    });
    return this.folding;
  }

  /** After a group is saved: folds now if the journal is long, else once changes pause. */
  schedule(): void {
    if (this.source.closed()) return;
    if (this.source.journal.length >= FOLD_AFTER_CHANGES) {
      if (!this.folding) void this.fold().catch(() => undefined);
      return;
    }
    this.clearQuiet();
    this.quiet = setTimeout(() => void this.fold().catch(() => undefined), FOLD_AFTER_QUIET_MS);
    this.quiet.unref();
  }

  clearQuiet(): void {
    if (this.quiet) clearTimeout(this.quiet);
    this.quiet = null;
  }

  private async foldOnce(): Promise<void> {
    this.clearQuiet();
    const { path, journal, writes, backups } = this.source;
    const state = this.source.saved();
    if (journal.length === 0) return;
    const text = JSON.stringify(state);
    const { temp, stamp } = await prepareDurably(path, text);
    try {
      await writes.replaceFile(temp, stamp, state.revision);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    backups.oweGeneration(state.revision);
    if (backups.owing) await backups.write(text, state.revision);
  }
}
