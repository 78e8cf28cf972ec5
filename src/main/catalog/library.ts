/**
 * The unit library: one per data folder (`<data>/catalog/`), shared by every event. It holds
 * metadata.json, one `<army id>.json` unit file per army, and library.json (where the files came
 * from, when, a version per army).
 *
 * All or nothing: a new library is written to a staging folder beside it, checked, then swapped
 * in with two renames; a failed or interrupted run leaves the previous library as it was. A
 * crash between the two renames is repaired the next time the library is read.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { Catalog } from '../../core/rules/army/catalog';
import { compileCatalog } from '../../core/rules/army/catalog';
import { orThrow } from '../api/fromRules';
import { parseJson } from '../errors/describe';
import { shapeProblem } from '../../shared/issues';
import type { Faction, Manifest, ManifestArmy, Metadata } from './layout';
import {
  MANIFEST_FILE,
  METADATA_FILE,
  ManifestSchema,
  MetadataSchema,
  UnitFileSchema,
  armiesOf,
  metadataFilters,
  unitFileName,
  versionOf,
} from './layout';

export const LIBRARY_FOLDER = 'catalog';
const STAGING_PREFIX = '.catalog-new-';
const RETIRED_PREFIX = '.catalog-old-';

/** Reports how far a long run is: `done` of `total` steps, with what is being done. */
/** A step of a long job: an army's name, or a message (translated on the screen). */
export type Progress = (done: number, total: number, label: string | MessageRef) => void;

/** The files of a library before they are written: raw text exactly as fetched or read. */
export interface LibraryFiles {
  metadata: string;
  /** Unit file text per army id. */
  units: Map<number, string>;
  kind: Manifest['kind'];
  source: string;
  lang: string;
}

function parseJsonOf(text: string, what: MessageRef): unknown {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new ApiError('INVALID_INPUT', msg('m.library.notJson', { what, detail: parsed.where }));
  return parsed.value;
}

export function readMetadata(text: string): Metadata {
  const parsed = MetadataSchema.safeParse(parseJsonOf(text, msg('m.library.metadataFile')));
  if (!parsed.success) {
    throw new ApiError('INVALID_INPUT', msg('m.library.notMetadata', { detail: shapeProblem(parsed.error) }));
  }
  return parsed.data;
}

/** Checks every file and builds the manifest; throws INVALID_INPUT naming the first bad file. */
export function checkLibrary(files: LibraryFiles, at: string): Manifest {
  const metadata = readMetadata(files.metadata);
  const armies: ManifestArmy[] = [];
  for (const faction of armiesOf(metadata)) {
    const text = files.units.get(faction.id);
    if (text === undefined) continue;
    const what = msg('m.library.unitFile', { army: faction.name, file: unitFileName(faction.id) });
    const parsed = UnitFileSchema.safeParse(parseJsonOf(text, what));
    if (!parsed.success) {
      throw new ApiError('INVALID_INPUT', msg('m.library.notLayout', { what, detail: shapeProblem(parsed.error) }));
    }
    // Compiling proves every unit reads (units → profileGroups → options) before anything is kept.
    // The compiler's refusal carries its key; anything it throws is a shape it cannot read.
    let detail: MessageRef | null;
    try {
      const compiled = compileCatalog(parsed.data, { sectorialId: faction.id });
      detail = compiled.ok ? null : compiled.problem.message;
    } catch {
      detail = msg('m.shape.other');
    }
    if (detail) throw new ApiError('INVALID_INPUT', msg('m.library.unitBroken', { what, detail }));
    armies.push({
      id: faction.id,
      parent: faction.parent ?? null,
      name: faction.name,
      slug: faction.slug,
      version: versionOf(parsed.data, text),
      units: parsed.data.units.length,
    });
  }
  if (armies.length === 0) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.library.noMatch', { file: unitFileName(metadata.factions[0]?.id ?? 0) }),
    );
  }
  return { format: 1, kind: files.kind, source: files.source, at, lang: files.lang, armies };
}

export class UnitLibrary {
  private readonly compiled = new Map<string, Catalog>();
  private metadataCache: { at: string; metadata: Metadata } | null = null;

  constructor(
    readonly dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get dir(): string {
    return path.join(this.dataDir, LIBRARY_FOLDER);
  }

  /** The manifest, or null when no library was installed. */
  async manifest(): Promise<Manifest | null> {
    await this.repair();
    let text: string;
    try {
      text = await fs.readFile(path.join(this.dir, MANIFEST_FILE), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    const json = parseJson(text);
    const parsed = json.ok ? ManifestSchema.safeParse(json.value) : null;
    if (!parsed?.success) {
      throw new ApiError('IO_FAILURE', msg('m.library.damaged'));
    }
    return parsed.data;
  }

  private async metadata(manifest: Manifest): Promise<Metadata> {
    if (this.metadataCache?.at !== manifest.at) {
      const text = await fs.readFile(path.join(this.dir, METADATA_FILE), 'utf8');
      this.metadataCache = { at: manifest.at, metadata: readMetadata(text) };
    }
    return this.metadataCache.metadata;
  }

  /** Every army the metadata names (factions and sectorials), with whether its units are held. */
  async directory(): Promise<(Faction & { held: boolean })[]> {
    const manifest = await this.manifest();
    if (!manifest) return [];
    const held = new Set(manifest.armies.map((a) => a.id));
    return armiesOf(await this.metadata(manifest)).map((f) => ({ ...f, held: held.has(f.id) }));
  }

  /** The compact catalog of one army (compiled once per library version), or null. */
  async army(armyId: number): Promise<Catalog | null> {
    const manifest = await this.manifest();
    const entry = manifest?.armies.find((a) => a.id === armyId);
    if (!manifest || !entry) return null;
    const key = `${manifest.at}:${armyId}:${entry.version}`;
    const cached = this.compiled.get(key);
    if (cached) return cached;
    const json = parseJson(await fs.readFile(path.join(this.dir, unitFileName(armyId)), 'utf8'));
    // Installed files were checked; one changed since is damage, not a message of JSON.parse's.
    if (!json.ok || typeof json.value !== 'object' || json.value === null) {
      throw new ApiError('IO_FAILURE', msg('m.library.damaged'));
    }
    const raw = json.value as Record<string, unknown>;
    const filters = { ...metadataFilters(await this.metadata(manifest)), ...(raw.filters as object | undefined) };
    const { catalog } = orThrow(
      compileCatalog({ ...raw, filters }, { sectorialId: armyId, slug: entry.slug, name: entry.name }),
    );
    this.compiled.set(key, catalog);
    return catalog;
  }

  /**
   * Checks and installs a new library in place of the current one. Nothing is replaced unless
   * every file is good and written.
   */
  async install(files: LibraryFiles, progress?: Progress): Promise<Manifest> {
    const manifest = checkLibrary(files, this.now().toISOString());
    await fs.mkdir(this.dataDir, { recursive: true });
    const staging = path.join(this.dataDir, `${STAGING_PREFIX}${randomUUID().slice(0, 8)}`);
    await fs.mkdir(staging);
    try {
      const total = manifest.armies.length + 2;
      await writeSynced(path.join(staging, METADATA_FILE), files.metadata);
      progress?.(1, total, msg('m.job.metadata'));
      let done = 1;
      for (const army of manifest.armies) {
        await writeSynced(path.join(staging, unitFileName(army.id)), files.units.get(army.id) ?? '');
        progress?.((done += 1), total, army.name);
      }
      await writeSynced(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
      await this.swapIn(staging);
      progress?.(total, total, msg('m.job.installed'));
    } catch (err) {
      await fs.rm(staging, { recursive: true, force: true });
      throw err;
    }
    this.compiled.clear();
    this.metadataCache = null;
    return manifest;
  }

  private async swapIn(staging: string): Promise<void> {
    const retired = path.join(this.dataDir, `${RETIRED_PREFIX}${randomUUID().slice(0, 8)}`);
    const hadLibrary = await exists(this.dir);
    if (hadLibrary) await fs.rename(this.dir, retired);
    try {
      await fs.rename(staging, this.dir);
    } catch (err) {
      if (hadLibrary) await fs.rename(retired, this.dir);
      throw err;
    }
    if (hadLibrary) await fs.rm(retired, { recursive: true, force: true });
  }

  /** After a crash between the two renames the library folder is missing: put the old one back. */
  private async repair(): Promise<void> {
    if (await exists(this.dir)) return;
    let names: string[];
    try {
      names = await fs.readdir(this.dataDir);
    } catch {
      return;
    }
    const retired = names.filter((n) => n.startsWith(RETIRED_PREFIX)).sort();
    const last = retired[retired.length - 1];
    if (last) await fs.rename(path.join(this.dataDir, last), this.dir);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeSynced(file: string, content: string): Promise<void> {
  const handle = await fs.open(file, 'w');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const libraries = new Map<string, UnitLibrary>();

/** The one library object per data folder (it caches compiled armies). */
export function unitLibrary(dataDir: string): UnitLibrary {
  const key = path.resolve(dataDir);
  let library = libraries.get(key);
  if (!library) {
    library = new UnitLibrary(key);
    libraries.set(key, library);
  }
  return library;
}
