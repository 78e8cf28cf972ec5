/**
 * The files of the unit library, in the layout Infinity Army's own web app reads (only the parts
 * we use are checked; every other field is kept as it came):
 *   metadata      { factions: [{ id, parent, name, slug, … }], skills, equips, weapons, type, … }
 *   <army id>     { units: [{ id, isc, name, profileGroups: [{ id, profiles, options }] }], filters, … }
 * and our own manifest, library.json: where the files came from, when, and a version per army.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

/** Army ids are integers the army code carries in at most 15 bits. */
const ArmyId = z.int().min(0).max(0x7fff);

export const FactionSchema = z.looseObject({
  id: ArmyId,
  parent: z.int().nullable().optional(),
  name: z.string().min(1).max(200),
  slug: z.string().max(120).default(''),
});
export type Faction = z.infer<typeof FactionSchema>;

const NameTable = z.array(z.looseObject({ id: z.int(), name: z.string() })).optional();

export const MetadataSchema = z.looseObject({
  factions: z.array(FactionSchema).min(1),
  skills: NameTable,
  equips: NameTable,
  equip: NameTable,
  weapons: NameTable,
  type: NameTable,
  types: NameTable,
  chars: NameTable,
  category: NameTable,
  extras: NameTable,
});
export type Metadata = z.infer<typeof MetadataSchema>;

/** Just enough of a unit file to count it and version it; compileCatalog reads the rest. */
export const UnitFileSchema = z.looseObject({
  version: z.union([z.string(), z.number()]).optional(),
  units: z.array(z.looseObject({ id: z.int() })),
});

export const ManifestArmySchema = z.object({
  id: ArmyId,
  parent: z.int().nullable(),
  name: z.string(),
  slug: z.string(),
  /** The unit file's own version when it has one, otherwise a hash of its content. */
  version: z.string(),
  units: z.int().min(0),
});
export type ManifestArmy = z.infer<typeof ManifestArmySchema>;

export const ManifestSchema = z.object({
  format: z.literal(1),
  /** 'update': downloaded from the data service; 'import': files the referee saved. */
  kind: z.enum(['update', 'import']),
  /** The base URL, or the name of the folder or .zip imported (no absolute path). */
  source: z.string(),
  /** When the files were fetched or imported (ISO time). */
  at: z.string(),
  lang: z.string(),
  armies: z.array(ManifestArmySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const METADATA_FILE = 'metadata.json';
export const MANIFEST_FILE = 'library.json';
export const unitFileName = (armyId: number): string => `${armyId}.json`;

export function versionOf(unitFile: z.infer<typeof UnitFileSchema>, text: string): string {
  if (unitFile.version !== undefined && String(unitFile.version).trim() !== '') return String(unitFile.version);
  return `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

/** Metadata lists each army once; some services repeat a faction under two parents. */
export function armiesOf(metadata: Metadata): Faction[] {
  const seen = new Set<number>();
  return metadata.factions.filter((f) => (seen.has(f.id) ? false : (seen.add(f.id), true)));
}

/** The name tables of the metadata, under the keys a unit file's `filters` uses. */
export function metadataFilters(metadata: Metadata): Record<string, { id: number; name: string }[]> {
  const tables: Record<string, { id: number; name: string }[] | undefined> = {
    skills: metadata.skills,
    equip: metadata.equips ?? metadata.equip,
    weapons: metadata.weapons,
    type: metadata.type ?? metadata.types,
    chars: metadata.chars,
    category: metadata.category,
    extras: metadata.extras,
  };
  return Object.fromEntries(Object.entries(tables).filter(([, v]) => v !== undefined)) as Record<
    string,
    { id: number; name: string }[]
  >;
}
