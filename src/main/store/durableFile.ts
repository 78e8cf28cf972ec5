/**
 * A lowdb adapter that survives crashes and power cuts: the new content goes to a temp file,
 * is fsynced, renamed over the old file (retrying EPERM/EBUSY, which Windows raises while an
 * antivirus or indexer holds the file), and the directory is fsynced so the rename itself is
 * durable. A reader therefore sees either the old complete file or the new complete file.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { isAlive } from './lock';

const RETRYABLE = new Set(['EPERM', 'EBUSY', 'EACCES']);
const RETRY_DELAYS_MS = [10, 25, 50, 100, 200, 400, 800];

export async function writeFileDurably(file: string, content: string): Promise<void> {
  const { temp } = await prepareDurably(file, content);
  await commitPrepared(temp, file);
}

/**
 * The first half of a durable write: the content in a temp file beside `file`, fsynced, with
 * the size and time the file will show once renamed (a rename keeps them). The event store
 * folds its journal this way: the slow part while changes keep journaling, the rename between
 * two of their groups.
 */
export async function prepareDurably(
  file: string,
  content: string,
): Promise<{ temp: string; stamp: { size: number; mtimeMs: number } }> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const handle = await fs.open(temp, 'w');
  try {
    try {
      await handle.writeFile(content, 'utf8');
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

const TEMP_NAME = /^\.(.+)\.(\d+)\.(\d+)\.tmp$/;

/**
 * Removes the temp files that interrupted writes of `file` left beside it (and in its backup
 * folder). Called with the event's lock held, so no other writer of this file is running; a
 * temp file of a process that is still alive is left alone all the same.
 */
export async function removeInterruptedWrites(file: string, backupDir?: string): Promise<number> {
  let removed = 0;
  const sweep = async (dir: string, belongs: (name: string) => boolean) => {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const m = TEMP_NAME.exec(name);
      if (!m || !belongs(m[1] as string)) continue;
      const pid = Number(m[2]);
      if (pid !== process.pid && isAlive(pid)) continue;
      await fs.rm(path.join(dir, name), { force: true });
      removed++;
    }
  };
  await sweep(path.dirname(file), (base) => base === path.basename(file));
  if (backupDir) await sweep(backupDir, () => true);
  return removed;
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

/**
 * lowdb adapter over a JSON file written durably. `read` returns the parsed JSON as unknown
 * content; the event store validates it before trusting it.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(readonly filename: string) {}

  async read(): Promise<T | null> {
    const text = await readTextIfExists(this.filename);
    return text === null ? null : (JSON.parse(text) as T);
  }

  async write(data: T): Promise<void> {
    await writeFileDurably(this.filename, JSON.stringify(data));
  }
}
