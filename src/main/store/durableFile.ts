/**
 * The event file on disk: a lowdb adapter that survives crashes and power cuts (through the one
 * durable writer in io/durable.ts), and the sweep of temp files interrupted writes left behind.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { readTextIfExists, writeFileDurably } from '../io/durable';
import { isAlive } from './lock';

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
