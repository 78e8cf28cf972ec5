/**
 * The exports folder, `<data>/exports/`: where every file the app generates goes (printed PDFs,
 * the report pack, ITS exports) unless the CLI names a path, under file names that are safe in
 * a URL and on every file system, so the venue server can offer them by name (`/files/<name>`).
 *
 * A file there is never overwritten unless the app wrote it and nobody changed it since: the
 * folder keeps a list of what the app wrote (`.written.json`: name, size, modification time).
 * A name taken by any other file, say a copy the referee edited or a file someone put there,
 * gets the next free variant instead (`x.pdf`, `x-2.pdf`, `x-3.pdf`…).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../shared/errors';
import { slugOf } from '../../shared/fold';
import { msg } from '../../shared/messages';
import { writeFileDurably } from './durable';

export function exportsFolder(dataDir: string): string {
  return path.join(dataDir, 'exports');
}

/** Where the venue server offers a file of the exports folder, or null for a file elsewhere. */
export function exportUrl(dataDir: string, file: string): string | null {
  return path.dirname(path.resolve(file)) === path.resolve(exportsFolder(dataDir))
    ? `/files/${encodeURIComponent(path.basename(file))}`
    : null;
}

/** "Torneo Ñandú 2026" + "its-report" + "csv" → "torneo-nandu-2026-its-report.csv". */
export function exportFileName(eventName: string, part: string, extension: string): string {
  const stem = [slugOf(eventName) || 'event', slugOf(part)].filter((s) => s !== '').join('-');
  return `${stem}.${extension.replace(/[^a-z0-9.]/gi, '').toLowerCase()}`;
}

const MANIFEST = '.written.json';

interface Written {
  size: number;
  mtimeMs: number;
}

/** Writes in progress, by full path: two requests for one name never get the same file. */
const pending = new Set<string>();
/** One claim or record at a time per folder (the manifest is read, changed and written). */
const queues = new Map<string, Promise<unknown>>();

function serially<T>(folder: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(folder) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  queues.set(folder, settled);
  void settled.then(() => {
    if (queues.get(folder) === settled) queues.delete(folder);
  });
  return next;
}

async function readManifest(folder: string): Promise<Record<string, Written>> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(path.join(folder, MANIFEST), 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Written>) : {};
  } catch {
    // No list yet (or a damaged one): every existing file then counts as someone else's.
    return {};
  }
}

/** `report.pdf` → ['report', '.pdf']; `x-event.its.json` → ['x-event', '.its.json']. */
function splitName(name: string): [string, string] {
  const extension = name.toLowerCase().endsWith('.its.json') ? '.its.json' : path.extname(name);
  return [name.slice(0, name.length - extension.length), extension];
}

async function claim(folder: string, name: string): Promise<string> {
  await fs.mkdir(folder, { recursive: true });
  const written = await readManifest(folder);
  const [stem, extension] = splitName(name);
  for (let i = 1; i < 1000; i++) {
    const candidate = i === 1 ? name : `${stem}-${i}${extension}`;
    const file = path.join(folder, candidate);
    if (pending.has(file)) continue;
    const stat = await fs.lstat(file).catch(() => null);
    const own = written[candidate];
    const ours = stat?.isFile() && own !== undefined && own.size === stat.size && own.mtimeMs === stat.mtimeMs;
    if (!stat || ours) {
      pending.add(file);
      return file;
    }
  }
  throw new ApiError('CONFLICT', msg('m.file.tooMany', { name }));
}

async function record(folder: string, file: string): Promise<void> {
  const written = await readManifest(folder);
  const stat = await fs.stat(file);
  written[path.basename(file)] = { size: stat.size, mtimeMs: stat.mtimeMs };
  await writeFileDurably(path.join(folder, MANIFEST), JSON.stringify(written), { makeFolder: true });
}

/**
 * Writes a generated file named `name` into `folder` through `write(file)`, under that name or
 * the next free variant (see above); returns the full path written.
 */
export async function writeExport(
  folder: string,
  name: string,
  write: (file: string) => Promise<void>,
): Promise<string> {
  const file = await serially(folder, () => claim(folder, name));
  try {
    await write(file);
    await serially(folder, () => record(folder, file));
  } finally {
    pending.delete(file);
  }
  return file;
}
