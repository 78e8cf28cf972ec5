/**
 * The two ways a unit library comes in: downloaded from the public data service Infinity Army's
 * web app reads (at home, before the event), or read from files the referee saved (a folder or
 * a .zip with metadata.json and one `<army id>.json` per army). Both only collect the files;
 * UnitLibrary.install checks them and swaps them in.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import { networkProblem } from '../errors/describe';
import { writeFileDurably } from '../io/durable';
import type { LibraryFiles, Progress } from './library';
import { readMetadata } from './library';
import { METADATA_FILE, armiesOf, unitFileName } from './layout';
import { ZipError, readZip } from './zip';

/** Where the army builder's data is served, and the Origin that service expects. */
export const SourceSettingsSchema = z.object({
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .default('https://api.corvusbelli.com/'),
  /** The service refuses requests that do not come from the army builder's site. */
  origin: z
    .url({ protocol: /^https?$/ })
    .max(200)
    .default('https://infinityuniverse.com'),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
});
export type SourceSettings = z.infer<typeof SourceSettingsSchema>;

const SETTINGS_FILE = 'catalog-source.json';

export async function readSourceSettings(dataDir: string): Promise<SourceSettings> {
  try {
    const text = await fs.readFile(path.join(dataDir, SETTINGS_FILE), 'utf8');
    const parsed = SourceSettingsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // No settings saved yet, or unreadable: the defaults apply.
  }
  return SourceSettingsSchema.parse({});
}

export async function writeSourceSettings(dataDir: string, settings: SourceSettings): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  await writeFileDurably(path.join(dataDir, SETTINGS_FILE), JSON.stringify(settings, null, 2));
}

/** Seconds before one download is given up. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Downloads in flight at once: quick on a home line, gentle on the service. */
const PARALLEL = 4;

function urlFor(baseUrl: string, rest: string): string {
  return new URL(rest, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

async function download(url: string, origin: string, what: MessageRef): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Origin: origin, Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ApiError('IO_FAILURE', msg('m.library.unreachable', { what, cause: networkProblem(err) }));
  }
  if (!response.ok) {
    throw new ApiError('IO_FAILURE', msg('m.library.status', { what, status: response.status }));
  }
  try {
    return await response.text();
  } catch (err) {
    throw new ApiError('IO_FAILURE', msg('m.library.brokeOff', { what, cause: networkProblem(err) }));
  }
}

/** Downloads the metadata, then every army's unit file. Any failure stops the whole run. */
export async function downloadLibrary(settings: SourceSettings, progress?: Progress): Promise<LibraryFiles> {
  const metadataText = await download(
    urlFor(settings.baseUrl, `army/infinity/${settings.lang}/metadata`),
    settings.origin,
    msg('m.library.metadata'),
  );
  const armies = armiesOf(readMetadata(metadataText));
  const total = armies.length + 1;
  let done = 1;
  progress?.(done, total, msg('m.job.metadata'));
  const units = new Map<number, string>();
  const queue = [...armies];
  const worker = async (): Promise<void> => {
    for (let army = queue.shift(); army; army = queue.shift()) {
      const text = await download(
        urlFor(settings.baseUrl, `army/units/${settings.lang}/${army.id}`),
        settings.origin,
        msg('m.library.units', { army: army.name }),
      );
      units.set(army.id, text);
      progress?.((done += 1), total, army.name);
    }
  };
  const workers = Array.from({ length: Math.min(PARALLEL, armies.length) }, worker);
  // Stop taking new work at the first failure, then report it once the others have settled.
  const results = await Promise.allSettled(
    workers.map((w) =>
      w.catch((err: unknown) => {
        queue.length = 0;
        throw err;
      }),
    ),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return { metadata: metadataText, units, kind: 'update', source: settings.baseUrl, lang: settings.lang };
}

/** A saved file set: a folder, a .zip, or files picked in the browser (name and text). */
export type SavedFiles =
  { path: string } | { files: { name: string; text: string }[]; label: string } | { zip: Buffer; label: string };

function collect(named: Map<string, () => Promise<string> | string>, label: string): Promise<LibraryFiles> {
  return (async () => {
    const metadataReader = named.get(METADATA_FILE);
    if (!metadataReader) {
      throw new ApiError('INVALID_INPUT', msg('m.library.noMetadataFile', { label, file: METADATA_FILE }));
    }
    const metadata = await metadataReader();
    const units = new Map<number, string>();
    for (const army of armiesOf(readMetadata(metadata))) {
      const reader = named.get(unitFileName(army.id));
      if (reader) units.set(army.id, await reader());
    }
    return { metadata, units, kind: 'import' as const, source: label, lang: '' };
  })();
}

/** Reads a folder or a .zip (by its content, not its name) from disk. */
export async function readSavedFiles(input: SavedFiles, progress?: Progress): Promise<LibraryFiles> {
  if ('files' in input) {
    progress?.(1, 2, msg('m.job.readingFiles'));
    return collect(new Map(input.files.map((f) => [path.basename(f.name), () => f.text])), input.label);
  }
  if ('zip' in input) return fromZip(input.zip, input.label);
  const target = path.resolve(input.path);
  const label = path.basename(target);
  let stat;
  try {
    stat = await fs.stat(target);
  } catch {
    throw new ApiError('NOT_FOUND', msg('m.library.noSource', { label }));
  }
  progress?.(1, 2, msg('m.job.reading', { label }));
  if (stat.isDirectory()) {
    const names = await fs.readdir(target);
    return collect(new Map(names.map((n) => [n, () => fs.readFile(path.join(target, n), 'utf8')])), label);
  }
  return fromZip(await fs.readFile(target), label);
}

function fromZip(zip: Buffer, label: string): Promise<LibraryFiles> {
  let entries;
  try {
    entries = readZip(zip);
  } catch (err) {
    if (err instanceof ZipError) throw new ApiError('INVALID_INPUT', msg('m.library.zip', { label, detail: err.i18n }));
    throw err;
  }
  const read = (entry: (typeof entries)[number]) => () => {
    try {
      return entry.read().toString('utf8');
    } catch (err) {
      if (!(err instanceof ZipError)) throw err;
      throw new ApiError('INVALID_INPUT', msg('m.library.zip', { label, detail: err.i18n }));
    }
  };
  // A zip made from a folder holds "folder/metadata.json": file names count, not folders.
  return collect(new Map(entries.map((e) => [path.posix.basename(e.name), read(e)])), label);
}
