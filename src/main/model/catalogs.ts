/**
 * The unit catalogs a list is resolved against: the copies stored in the event (so an event file
 * opens complete on another machine) and the app-level unit library (`<data>/catalog/`).
 */
import type { ParsedParams } from '../../shared/api';
import type { CatalogSummary } from '../../shared/api/lists';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { Said } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import type { Catalog } from '../../core/rules/army/catalog';
import { CatalogSchema, compileCatalog } from '../../core/rules/army/catalog';
import { unitLibrary } from '../catalog/library';
import { parseJson } from '../errors/describe';
import { orThrow } from '../api/fromRules';

type State = Readonly<EventFile>;

/** The event's catalogs (all, or only those of `armyIds`: parsing every army's copy is not free). */
export function catalogsOf(state: State, armyIds?: number[]): Catalog[] {
  const values = armyIds ? armyIds.map((id) => state.catalogs[String(id)]) : Object.values(state.catalogs);
  return values.flatMap((value) => {
    if (value === undefined) return [];
    const parsed = CatalogSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The library's catalogs of the given armies (all it holds when `armyIds` is omitted). The
 * library is read before a write is queued because it is not event state; a damaged or missing
 * library simply resolves nothing, and the import says which troopers still need completing.
 */
export async function libraryCatalogs(dataDir: string, armyIds?: number[]): Promise<Catalog[]> {
  const library = unitLibrary(dataDir);
  try {
    const ids = armyIds ?? (await library.manifest())?.armies.map((a) => a.id) ?? [];
    const catalogs = await Promise.all([...new Set(ids)].map((id) => library.army(id)));
    return catalogs.filter((c): c is Catalog => c !== null);
  } catch {
    return [];
  }
}

export function catalogSummary(catalog: Catalog): CatalogSummary {
  return {
    sectorialId: catalog.sectorialId,
    slug: catalog.slug,
    name: catalog.name,
    units: new Set(catalog.entries.map((e) => e.unit)).size,
    options: catalog.entries.length,
  };
}

/** Compiles an army's catalog (JSON text or value) and stores it in the event, replacing that army's copy. */
export function importCatalog(
  draft: EventFile,
  { sectorialId, slug, name, json }: ParsedParams<'catalogs.import'>,
): { catalog: Catalog; warnings: Said[] } {
  let raw: unknown = json;
  if (typeof json === 'string') {
    const parsed = parseJson(json);
    if (!parsed.ok) throw new ApiError('INVALID_INPUT', msg('m.list.catalogNotJson', { detail: parsed.where }));
    raw = parsed.value;
  }
  const { catalog, warnings } = orThrow(compileCatalog(raw, { sectorialId, slug, name }));
  if (catalog.entries.length === 0) {
    throw new ApiError('INVALID_INPUT', msg('m.list.catalogEmpty'));
  }
  draft.catalogs[String(sectorialId)] = catalog;
  return { catalog, warnings };
}

export function removeCatalog(draft: EventFile, sectorialId: number): void {
  if (!(String(sectorialId) in draft.catalogs)) {
    throw new ApiError('NOT_FOUND', msg('m.list.noCatalog', { army: sectorialId }));
  }
  delete draft.catalogs[String(sectorialId)];
}
