/**
 * What the unit library holds and where it came from (`catalogs.status`, `its-ref catalog
 * status`, and the answer to an update or import): its manifest, the armies' directory for picking
 * a player's army, and the download settings.
 */
import type { LibraryStatusView } from '../../shared/api/lists';
import { unitLibrary } from './library';
import { readSourceSettings } from './sources';

export async function libraryStatus(dataDir: string): Promise<LibraryStatusView> {
  const library = unitLibrary(dataDir);
  const [manifest, directory, settings] = await Promise.all([
    library.manifest(),
    library.directory(),
    readSourceSettings(dataDir),
  ]);
  return {
    present: manifest !== null,
    kind: manifest?.kind ?? null,
    source: manifest?.source ?? null,
    at: manifest?.at ?? null,
    armies: (manifest?.armies ?? []).map((a) => ({
      id: a.id,
      slug: a.slug,
      name: a.name,
      units: a.units,
      version: a.version,
    })),
    directory: directory.map((d) => ({
      id: d.id,
      parent: d.parent ?? null,
      name: d.name,
      slug: d.slug,
      held: d.held,
    })),
    settings,
  };
}
