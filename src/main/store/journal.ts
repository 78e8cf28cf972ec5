/**
 * The event's journal, `<file>.journal` beside the event file.
 *
 * A saved change is one record appended to the journal; the changes that arrive while a write
 * is in flight are appended together and made durable by one fsync (group commit). The event
 * file itself (the snapshot) is rewritten only now and then — when the journal grows, after a
 * quiet moment, at close and before every whole-file operation ("folding") — so a change costs
 * what it changed, not the whole event.
 *
 * A record is `<byte length> <checksum>\n<JSON>\n`, the JSON being `{ id, entry }`: the event's
 * id and the committed audit entry, whose `changes` (with `revision`, `at`, `undoOf`, `redoOf`)
 * say everything the change did.
 *
 * Replay is by revision: a record at or below the snapshot's revision is already in it (a crash
 * between writing the snapshot and trimming the journal), the next one must be exactly one
 * above. Every reader of an event file reads it through `readEventFile`, which replays the
 * journal before the file is migrated and validated.
 *
 * Ordinary crash recovery against damage: a last record the file ends inside
 * (a header or a body cut short, nothing after it) is the write a crash interrupted. It was never
 * acknowledged (a change is acknowledged only once its whole group is on disk), so it is dropped
 * silently and the journal folded and removed as usual. Anything else the replay cannot apply is
 * damage: a record whose length or checksum fails before the end, bytes that are no record
 * (garbage, a flipped bit), records whose revisions do not continue the file (after a lost
 * record, or a snapshot older than the journal), records of another event. Reading resumes after
 * a damaged record at the next whole one, and the records whose revisions still continue the
 * event are recovered; the event then opens read-only with the figures (`JournalDamage`) and the
 * journal stays as it is until the referee restores a backup or accepts the loss, and even then
 * it is kept aside (`keepJournalAside`), never deleted.
 */
import { createHash } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { AuditEntry } from '../../shared/model';
import { applyChangesCopy } from '../../shared/patch';
import type { JournalDamage } from '../../shared/journalDamage';
import { commitPrepared, fsyncDirectory, prepareDurably, readTextIfExists, writeFileDurably } from '../io/durable';
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

/** Where a journal's bytes stop being records: how many bytes, and whether a crash cut them. */
export interface JournalScan {
  /** Every whole record (its length and checksum hold), oldest first, including those after damage. */
  records: JournalRecord[];
  /** Bytes that are no whole record, before the end or at the end without being a record's start. */
  unreadable: number;
  /** The start of a record the file ends inside (the write a crash cut short): its bytes. */
  torn: number;
}

type Decoded = { record: JournalRecord; end: number } | 'torn' | null;

/** The record at `at`: whole, the start of one the bytes end inside ('torn'), or none. */
function decodeAt(bytes: Buffer, at: number): Decoded {
  const newline = bytes.indexOf(0x0a, at);
  if (newline < 0) return /^\d*( [0-9a-f]{0,16})?$/.test(bytes.subarray(at).toString('latin1')) ? 'torn' : null;
  if (newline - at > 40) return null;
  const header = /^(\d+) ([0-9a-f]{16})$/.exec(bytes.subarray(at, newline).toString('latin1'));
  if (!header) return null;
  const start = newline + 1;
  const end = start + Number(header[1]);
  // Cut short: the file ends inside the body (a whole body ends with a newline, and holds none).
  if (end + 1 > bytes.length) return bytes.indexOf(0x0a, start) < 0 ? 'torn' : null;
  const body = bytes.subarray(start, end);
  if (bytes[end] !== 0x0a || checksum(body) !== header[2]) return null;
  try {
    const record = JSON.parse(body.toString('utf8')) as JournalRecord;
    if (typeof record?.id !== 'string' || typeof record.entry?.revision !== 'number') return null;
    return { record, end: end + 1 };
  } catch {
    return null;
  }
}

/**
 * Reads a journal's bytes record by record. Where a record is damaged (its checksum or length
 * fails, or bytes that are no record at all), reading resumes at the next line that starts a
 * whole record: the records after a damaged one are read too, and `replay` decides which of them
 * continue the event. Only the end of the file may hold a record cut short (`torn`): the write a
 * crash interrupted, never acknowledged (a change is acknowledged once its whole group is on disk).
 */
export function scanJournal(bytes: Buffer): JournalScan {
  const scan: JournalScan = { records: [], unreadable: 0, torn: 0 };
  let at = 0;
  while (at < bytes.length) {
    const decoded = decodeAt(bytes, at);
    if (decoded !== null && decoded !== 'torn') {
      scan.records.push(decoded.record);
      at = decoded.end;
      continue;
    }
    // A record's body holds no newline (JSON escapes it): the next record starts after one.
    let next = -1;
    for (let nl = bytes.indexOf(0x0a, at); nl >= 0 && nl + 1 < bytes.length; nl = bytes.indexOf(0x0a, nl + 1)) {
      const candidate = decodeAt(bytes, nl + 1);
      if (candidate !== null && candidate !== 'torn') {
        next = nl + 1;
        break;
      }
    }
    if (next < 0) {
      if (decoded === 'torn') scan.torn = bytes.length - at;
      else scan.unreadable += bytes.length - at;
      break;
    }
    scan.unreadable += next - at;
    at = next;
  }
  return scan;
}

/** The whole records of a journal's bytes (see scanJournal). */
export function decodeRecords(bytes: Buffer): JournalRecord[] {
  return scanJournal(bytes).records;
}

/** The journal beside an event file as read (null: there is none). */
export async function readJournal(eventPath: string): Promise<JournalScan | null> {
  try {
    return scanJournal(await fs.readFile(journalPathFor(eventPath)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
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

/** What a replay applied, and the whole records it could not apply. */
export interface Replayed {
  doc: unknown;
  applied: number;
  /** The revisions applied, first and last (0 when none). */
  from: number;
  to: number;
  /** Records of this event whose revisions do not continue it (after a gap), and of others. */
  lost: number[];
  foreign: number;
}

/** Applies the records that continue `doc` (see the header), and counts those that do not. */
export function replay(doc: unknown, records: readonly JournalRecord[]): Replayed {
  const replayed: Replayed = { doc, applied: 0, from: 0, to: 0, lost: [], foreign: 0 };
  if (doc === null || typeof doc !== 'object' || records.length === 0) return replayed;
  let state = doc as Doc;
  for (const { id, entry } of records) {
    const revision = typeof state.revision === 'number' ? state.revision : 0;
    if (id !== state.id) {
      replayed.foreign++;
      continue;
    }
    if (entry.revision <= revision) continue;
    if (entry.revision !== revision + 1) {
      replayed.lost.push(entry.revision);
      continue;
    }
    const audit = Array.isArray(state.audit) ? (state.audit as AuditEntry[]) : [];
    state = {
      ...applyChangesCopy(state, entry.changes, 'after'),
      revision: entry.revision,
      updatedAt: entry.at,
      audit: linkAudit(audit, entry),
    };
    if (replayed.applied++ === 0) replayed.from = entry.revision;
    replayed.to = entry.revision;
  }
  replayed.doc = state;
  return replayed;
}

export interface EventFileRead {
  /** The snapshot's text (null: no file). */
  text: string | null;
  parsed: ParsedEvent | null;
  /** Records of the journal applied on top of the snapshot. */
  journaled: number;
  /** Whether a journal file exists beside the snapshot (even an empty or stale one). */
  hasJournal: boolean;
  /**
   * Set when the journal holds more than the event now does: records that do not continue it,
   * or bytes that are no record (besides a last record a crash cut short). Such a journal is
   * never deleted nor trimmed without the referee's decision.
   */
  damage: JournalDamage | null;
}

/**
 * Reads an event file as it stands: the snapshot with its journal replayed. A journal's last
 * record cut short (nothing after it) is a crash's unacknowledged write: ignored, and ordinary.
 * Anything else not applied is damage (see `EventFileRead.damage`).
 */
export async function readEventFile(eventPath: string): Promise<EventFileRead> {
  const text = await readTextIfExists(eventPath);
  if (text === null) return { text, parsed: null, journaled: 0, hasJournal: false, damage: null };
  const scan = await readJournal(eventPath);
  let damage: JournalDamage | null = null;
  let journaled = 0;
  const parsed = parseEventText(text, (doc) => {
    const replayed = replay(doc, scan?.records ?? []);
    journaled = replayed.applied;
    if (scan && (replayed.lost.length > 0 || replayed.foreign > 0 || scan.unreadable > 0)) {
      const snapshot = revisionOf(doc);
      const { lost } = replayed;
      damage = {
        snapshot,
        recovered: { n: replayed.applied, from: replayed.from, to: replayed.to },
        lost: { n: lost.length, from: lost.length > 0 ? Math.min(...lost) : 0, to: Math.max(0, ...lost) },
        foreign: replayed.foreign,
        unreadable: scan.unreadable + scan.torn,
        newest: Math.max(snapshot, replayed.to, ...lost),
      };
    }
    return replayed.doc;
  });
  return { text, parsed, journaled, hasJournal: scan !== null, damage };
}

const revisionOf = (doc: unknown): number => {
  const revision = (doc as Doc | null)?.revision;
  return typeof revision === 'number' ? revision : 0;
};

/**
 * Keeps a damaged journal beside the event file as `<file>.journal.damaged-<time>` (a durable
 * copy: the journal itself goes only once the event file no longer needs it). Returns its name.
 */
export async function keepJournalAside(eventPath: string): Promise<string> {
  const bytes = await fs.readFile(journalPathFor(eventPath));
  const base = `${journalPathFor(eventPath)}.damaged-${Date.now()}`;
  let aside = base;
  for (let n = 2; (await readTextIfExists(aside)) !== null; n++) aside = `${base}-${n}`;
  await writeFileDurably(aside, bytes);
  return aside;
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
