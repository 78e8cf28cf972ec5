/**
 * Opening an event file: its lock taken, then the file and its journal read and judged. A
 * missing, unreadable or newer file is refused (an unreadable one with its newest valid
 * backup); a damaged journal, a readable but inconsistent file, or a read-only open gives a
 * read-only event with its reasons.
 */
import { basename } from 'node:path';
import { ApiError } from '../../shared/errors';
import { english, msg, when } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { journalDamageDetails } from '../../shared/journalDamage';
import type { JournalDamage } from '../../shared/journalDamage';
import { listBackups } from './backups';
import { checkConsistency } from './consistency';
import type { Problem } from './consistency';
import { readEventFile } from './journal';
import { EventLock } from './lock';
import type { OpenOptions, ReadOnlyState } from './storeTypes';

/** An event file read for opening, with the lock held (none when read-only). */
export interface ReadForOpen {
  event: EventFile;
  /** The file's text as it was on disk (kept as a backup before a format upgrade). */
  text: string;
  /** The file was written in an older format and upgraded on reading. */
  migrated: boolean;
  /** A journal was replayed into it. */
  hasJournal: boolean;
  lock: EventLock | null;
  readOnly: ReadOnlyState | null;
}

const readOnlyState = (i18n: MessageRef, problems: Problem[], journal?: JournalDamage): ReadOnlyState => ({
  reason: english(i18n),
  i18n,
  problems,
  ...(journal ? { journal } : {}),
});

/**
 * Takes the lock (unless read-only), then reads the file with its journal replayed. The lock
 * comes first: a takeover then reads every change the holder acknowledged, since the holder
 * checks the lock after writing each group and acknowledges none once the lock has changed
 * hands (fencedWrites.ts). A refusal of the lock waits until the file is read: a missing,
 * unreadable or damaged file answers as such first. On any refusal the lock is given back.
 */
export async function readForOpen(file: string, options: OpenOptions): Promise<ReadForOpen> {
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
  // A damaged journal is never folded nor removed here: the referee decides what becomes of it.
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
  return { event: parsed.event, text, migrated: parsed.migrated, hasJournal: read.hasJournal, lock, readOnly };
}
