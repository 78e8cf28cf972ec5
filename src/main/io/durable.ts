/**
 * The one durable writer for every file the app writes (event files, journals, backups, PDFs,
 * report packs, exports): the new content goes to a temp file beside the target, is fsynced,
 * renamed over the old file (retrying EPERM/EBUSY, which Windows raises while an antivirus or
 * indexer holds the file), and the directory is fsynced so the rename itself is durable. A
 * reader therefore sees either the old complete file or the new complete file, never half of one.
 */
import { chmodSync, closeSync, fsyncSync, openSync, promises as fs, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const RETRYABLE = new Set(['EPERM', 'EBUSY', 'EACCES']);
const RETRY_DELAYS_MS = [10, 25, 50, 100, 200, 400, 800];

export interface DurableWriteOptions {
  /** Create the file's folder first when it is missing (exports and PDFs go to chosen folders). */
  makeFolder?: boolean;
}

export async function writeFileDurably(
  file: string,
  content: string | Uint8Array,
  options: DurableWriteOptions = {},
): Promise<void> {
  if (options.makeFolder) await fs.mkdir(path.dirname(file), { recursive: true });
  const { temp } = await prepareDurably(file, content);
  await commitPrepared(temp, file);
}

let tempSequence = 0;

/**
 * `.<name>.<pid>.<digits>.tmp` beside `file` (the shape removeInterruptedWrites sweeps). The
 * digits are the time and a per-process sequence, so two writes of one file in the same
 * millisecond (two print jobs to one PDF) never share a temp file.
 */
export function tempPathFor(file: string): string {
  tempSequence = (tempSequence + 1) % 1000;
  const stamp = `${Date.now()}${String(tempSequence).padStart(3, '0')}`;
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${stamp}.tmp`);
}

/**
 * The first half of a durable write: the content in a temp file beside `file`, fsynced, with
 * the size and time the file will show once renamed (a rename keeps them). The event store
 * folds its journal this way: the slow part while changes keep journaling, the rename between
 * two of their groups.
 */
export async function prepareDurably(
  file: string,
  content: string | Uint8Array,
): Promise<{ temp: string; stamp: { size: number; mtimeMs: number } }> {
  const temp = tempPathFor(file);
  const handle = await fs.open(temp, 'w');
  try {
    try {
      await (typeof content === 'string' ? handle.writeFile(content, 'utf8') : handle.writeFile(content));
      await handle.sync();
      const stat = await handle.stat();
      return { temp, stamp: { size: stat.size, mtimeMs: stat.mtimeMs } };
    } finally {
      await handle.close();
    }
  } catch (err) {
    // A write that failed (disk full included) must not leave its partial copy behind.
    await fs.rm(temp, { force: true });
    throw err;
  }
}

/** The second half: the temp file renamed over `file`, and the rename made durable. */
export async function commitPrepared(temp: string, file: string): Promise<void> {
  await renameWithRetry(temp, file);
  await fsyncDirectory(path.dirname(file));
}

async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.rename(from, to);
      return;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      const delay = RETRY_DELAYS_MS[attempt];
      if (!RETRYABLE.has(code) || delay === undefined) {
        await fs.rm(from, { force: true });
        throw err;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * The same write, synchronously, for the one file written where nothing may wait (the referee
 * PIN's hash, stored before a PIN change answers). `mode` is applied to the temp file, so the
 * file never exists with wider permissions, even when an older version created it wider.
 */
export function writeFileDurablySync(file: string, content: string, options: { mode?: number } = {}): void {
  const temp = tempPathFor(file);
  const fd = openSync(temp, 'wx', options.mode ?? 0o666);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw err;
  }
  closeSync(fd);
  try {
    // The umask can only narrow the mode asked for at creation; chmod makes it exact.
    if (options.mode !== undefined) chmodSync(temp, options.mode);
    renameWithRetrySync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  fsyncDirectorySync(path.dirname(file));
}

function renameWithRetrySync(from: string, to: string): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(from, to);
      return;
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (!RETRYABLE.has((err as NodeJS.ErrnoException).code ?? '') || delay === undefined) throw err;
      Atomics.wait(pause, 0, 0, delay);
    }
  }
}

function fsyncDirectorySync(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export async function fsyncDirectory(dir: string): Promise<void> {
  // Directories cannot be opened for fsync on Windows; there the rename is already durable enough.
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Raw text of a file, or null when it does not exist. */
export async function readTextIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
