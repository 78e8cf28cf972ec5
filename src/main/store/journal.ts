/**
 * Issue 21 · Build 1: the event's journal, `<file>.journal` beside the event file.
 *
 * A saved change is one record appended to the journal; the changes that arrive while a write
 * is in flight are appended together and made durable by one fsync (group commit). The event
 * file itself (the snapshot) is rewritten only now and then — when the journal grows, after a
 * quiet moment, at close and before every whole-file operation ("folding") — so a change costs
 * what it changed, not the whole event.
 *
 * A record is `<byte length> <checksum>\n<JSON>\n`, the JSON being `{ id, entry }`: the event's
 * id and the committed audit entry, whose `changes` (with `revision`, `at`, `undoOf`, `redoOf`)
 * say everything the change did. A record cut short by a crash, or damaged, fails its length or
 * checksum; it and everything after it are dropped (nothing after it was acknowledged: a change
 * is acknowledged only once its whole group is on disk).
 *
 * Replay is by revision: a record at or below the snapshot's revision is already in it (a crash
 * between writing the snapshot and trimming the journal), the next one must be exactly one
 * above, and a record of another event or after a gap ends the replay. Every reader of an event
 * file reads it through `readEventFile`, which replays the journal before the file is migrated
 * and validated.
 */
import { createHash } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from '../../shared/model';
import { applyChangesCopy } from '../../shared/patch';
import { commitPrepared, fsyncDirectory, prepareDurably, readTextIfExists } from '../io/durable';
import { parseEventText } from './backups';
import type { ParsedEvent } from './backups';

export interface JournalRecord {
  /** The event's id: a journal never applies to another event's file. */
  id: string;
  entry: AuditEntry;
}

export function journalPathFor(eventPath: string): string {
  return `${eventPath}.journal`;
}

const checksum = (body: Buffer): string => createHash('sha1').update(body).digest('hex').slice(0, 16);

export function encodeRecord(record: JournalRecord): Buffer {
  const body = Buffer.from(JSON.stringify(record), 'utf8');
  return Buffer.concat([Buffer.from(`${body.length} ${checksum(body)}\n`, 'utf8'), body, Buffer.from('\n')]);
}

/** The whole records of a journal's bytes, up to the first torn or damaged one. */
export function decodeRecords(bytes: Buffer): JournalRecord[] {
  const records: JournalRecord[] = [];
  let at = 0;
  while (at < bytes.length) {
    const newline = bytes.indexOf(0x0a, at);
    if (newline < 0 || newline - at > 40) break;
    const header = /^(\d+) ([0-9a-f]{16})$/.exec(bytes.subarray(at, newline).toString('utf8'));
    if (!header) break;
    const start = newline + 1;
    const end = start + Number(header[1]);
    if (end + 1 > bytes.length || bytes[end] !== 0x0a) break;
    const body = bytes.subarray(start, end);
    if (checksum(body) !== header[2]) break;
    try {
      const record = JSON.parse(body.toString('utf8')) as JournalRecord;
      if (typeof record?.id !== 'string' || typeof record.entry?.revision !== 'number') break;
      records.push(record);
    } catch {
      break;
    }
    at = end + 1;
  }
  return records;
}

export async function readJournal(eventPath: string): Promise<JournalRecord[]> {
  try {
    return decodeRecords(await fs.readFile(journalPathFor(eventPath)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

type Doc = Record<string, unknown>;

/**
 * The audit log after `entry`: the entry appended, and the change it undoes or redoes marked.
 * The same function builds the state when a change is made and when the journal is replayed,
 * so both give the same event.
 */
export function linkAudit(audit: readonly AuditEntry[], entry: AuditEntry): AuditEntry[] {
  const linked =
    entry.undoOf !== null || entry.redoOf !== null
      ? audit.map((e) =>
          e.revision === entry.undoOf
            ? { ...e, undoneBy: entry.revision }
            : e.revision === entry.redoOf
              ? { ...e, undoneBy: null }
              : e,
        )
      : [...audit];
  linked.push(entry);
  return linked;
}

/** Applies the records that continue `doc` (see the header); returns the new doc and how many. */
export function replay(doc: unknown, records: readonly JournalRecord[]): { doc: unknown; applied: number } {
  if (doc === null || typeof doc !== 'object' || records.length === 0) return { doc, applied: 0 };
  let state = doc as Doc;
  let applied = 0;
  for (const { id, entry } of records) {
    const revision = typeof state.revision === 'number' ? state.revision : 0;
    if (id !== state.id) break;
    if (entry.revision <= revision) continue;
    if (entry.revision !== revision + 1) break;
    const audit = Array.isArray(state.audit) ? (state.audit as AuditEntry[]) : [];
    state = {
      ...applyChangesCopy(state, entry.changes, 'after'),
      revision: entry.revision,
      updatedAt: entry.at,
      audit: linkAudit(audit, entry),
    };
    applied++;
  }
  return { doc: state, applied };
}

export interface EventFileRead {
  /** The snapshot's text (null: no file). */
  text: string | null;
  parsed: ParsedEvent | null;
  /** Records of the journal applied on top of the snapshot. */
  journaled: number;
  /** Whether a journal file exists beside the snapshot (even an empty or stale one). */
  hasJournal: boolean;
}

/** Reads an event file as it stands: the snapshot with its journal replayed. */
export async function readEventFile(eventPath: string): Promise<EventFileRead> {
  const text = await readTextIfExists(eventPath);
  if (text === null) return { text, parsed: null, journaled: 0, hasJournal: false };
  const hasJournal = await fs
    .stat(journalPathFor(eventPath))
    .then(() => true)
    .catch(() => false);
  const records = hasJournal ? await readJournal(eventPath) : [];
  let journaled = 0;
  const parsed = parseEventText(text, (doc) => {
    const replayed = replay(doc, records);
    journaled = replayed.applied;
    return replayed.doc;
  });
  return { text, parsed, journaled, hasJournal };
}

/**
 * Removes the journal durably: before a whole-file operation replaces the snapshot, so that no
 * record of the old content is ever replayed onto the new one.
 */
export async function removeJournal(eventPath: string): Promise<void> {
  const file = journalPathFor(eventPath);
  const existed = await fs
    .rm(file)
    .then(() => true)
    .catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return false;
      throw err;
    });
  if (existed) await fsyncDirectory(path.dirname(file));
}

export interface FileStamp {
  size: number;
  mtimeMs: number;
}

/**
 * How the journal is opened: appends that return once their data is on disk (O_DSYNC, as an
 * fdatasync would; O_SYNC where the system has no O_DSYNC), so a group costs one trip to the
 * disk thread instead of a write and a sync. Under a burst of phone reports every trip waits
 * for a busy event loop: the fewer, the sooner the group is acknowledged.
 */
const SYNCHRONOUS_APPEND: string | number =
  constants.O_DSYNC === undefined
    ? 'as'
    : constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC;

/**
 * The append side, used by one open store under its lock. `append` writes a group of records
 * and fsyncs once; `trimTo` keeps only the records after a fold (a new file renamed over the
 * old one, so a crash leaves the old or the new journal, both valid with either snapshot).
 *
 * A group is on disk only when every byte of it was written: a write that stops short (a full
 * disk writes what fits, and Node does not call a short count an error) or fails fails the
 * group, whose bytes are then cut back off the journal. When even that cut fails (some disks
 * refuse it while full), the writer knows where the last whole record ends and cuts there
 * before it writes anything else: a record that follows a torn one could never be read back,
 * so nothing is ever appended, let alone acknowledged, after a torn record. After a failure
 * the writer's stamp is taken from the file as it is, so the store still knows the journal for
 * its own and the next group, once there is room, is written without reopening.
 */
export class JournalWriter {
  private handle: fs.FileHandle | null = null;
  /** The records in the journal file now, oldest first (what a rewrite keeps from). */
  private records: { revision: number; bytes: Buffer }[] = [];
  stamp: FileStamp | null = null;
  /** Where the last whole record ends, while bytes of a failed group may follow it. */
  private tornAfter: number | null = null;

  constructor(readonly eventPath: string) {}

  get file(): string {
    return journalPathFor(this.eventPath);
  }

  get length(): number {
    return this.records.length;
  }

  async append(records: readonly JournalRecord[]): Promise<void> {
    const encoded = records.map((r) => ({ revision: r.entry.revision, bytes: encodeRecord(r) }));
    if (!this.handle) {
      this.handle = await fs.open(this.file, SYNCHRONOUS_APPEND);
      // A new file: its name must survive a power cut as well as its content.
      await fsyncDirectory(path.dirname(this.file));
    }
    const handle = this.handle;
    const before = this.tornAfter ?? this.stamp?.size ?? (await handle.stat()).size;
    if (this.tornAfter !== null) await this.cutBack(handle, before);
    const bytes = Buffer.concat(encoded.map((r) => r.bytes));
    try {
      await writeWhole(handle, bytes);
    } catch (err) {
      this.tornAfter = before;
      await this.cutBack(handle, before).catch(() => undefined);
      throw err;
    }
    this.records.push(...encoded);
    // The size is known; the time is taken from the store's next check of the file (`matches`).
    this.stamp = { size: before + bytes.length, mtimeMs: Number.NaN };
  }

  /** Cuts the journal back to `size` (its last whole record); the stamp follows the file either way. */
  private async cutBack(handle: fs.FileHandle, size: number): Promise<void> {
    try {
      // Never longer: a truncate past the end would pad the journal with zeros.
      if ((await handle.stat()).size > size) await handle.truncate(size);
      this.tornAfter = null;
    } finally {
      const stat = await handle.stat().catch(() => null);
      this.stamp = stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : { size, mtimeMs: Number.NaN };
    }
  }

  /**
   * Whether the journal on disk (`stat`, null when there is none) is the one this writer last
   * wrote. Right after an append only its size is known: the first check that finds that size
   * takes the file's time, and every later check compares both.
   */
  matches(stat: FileStamp | null): boolean {
    if (stat === null || this.stamp === null) return stat === null && this.stamp === null;
    if (stat.size !== this.stamp.size) return false;
    if (Number.isNaN(this.stamp.mtimeMs)) this.stamp = { size: stat.size, mtimeMs: stat.mtimeMs };
    return stat.mtimeMs === this.stamp.mtimeMs;
  }

  /** After the snapshot holds `revision`: keeps only the later records (none: no file). */
  async trimTo(revision: number): Promise<void> {
    const kept = this.records.filter((r) => r.revision > revision);
    if (kept.length === this.records.length) return;
    await this.closeHandle();
    if (kept.length === 0) {
      await removeJournal(this.eventPath);
      this.stamp = null;
    } else {
      const { temp, stamp } = await prepareDurably(this.file, Buffer.concat(kept.map((r) => r.bytes)));
      await commitPrepared(temp, this.file);
      this.stamp = stamp;
    }
    // The new file (or none) holds whole records only: nothing torn is left to cut.
    this.tornAfter = null;
    this.records = kept;
  }

  async closeHandle(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }
}

/**
 * Writes `bytes` at the journal's end in one write(2), which may write less than asked without
 * failing: a disk about to be full writes what fits. A short count is a failure (its bytes are
 * then cut back), taken as the full disk it nearly always is.
 */
async function writeWhole(handle: fs.FileHandle, bytes: Buffer): Promise<void> {
  const { bytesWritten } = await handle.write(bytes);
  if (bytesWritten < bytes.length) {
    throw Object.assign(new Error(`ENOSPC: short write (${bytesWritten} of ${bytes.length} bytes)`), {
      code: 'ENOSPC',
    });
  }
}
