/**
 * Offline unit catalogs: the organizer imports, before the event, the per-sectorial unit JSON
 * the army builder uses (units → profileGroups → profiles and options with points and swc, plus
 * "filters" that name the skill/equipment/type/characteristic ids). We keep only what the rules
 * read, in a compact form stored in the event file (`event.catalogs[sectorialId]`), and resolve
 * army-code ids (unit, profile group, option) against it.
 *
 * No catalog data ships with the product; tests use small hand-made catalogs of the same shape.
 */
import { z } from 'zod';
import { shapeProblem } from '../../../shared/issues';
import { msg, said } from '../../../shared/messages';
import type { Said } from '../../../shared/messages';
import type { DecodedArmyCode } from './armyCode';
import type { ArmyList, CatalogRef, Impetuous, SkillFlag, TroopType, Trooper, Training } from './model';
import { DEFAULT_BAGGAGE_POINTS, SKILL_FLAGS, TROOP_TYPES, TrooperSchema } from './model';
import { namesReinforcement, readSkillName } from './skillNames';
import { ok, refuse } from '../problem';
import type { Ruled } from '../problem';

// ---------------------------------------------------------------------------------------------
// The compact catalog we store.

export const CatalogEntrySchema = z.object({
  unit: z.int().min(0),
  group: z.int().min(0),
  option: z.int().min(0),
  name: z.string(),
  profile: z.string(),
  cost: z.int().min(0),
  swc: z.number().min(0),
  troopType: z.enum(TROOP_TYPES),
  training: z.enum(['regular', 'irregular']),
  impetuous: z.enum(['none', 'impetuous', 'extremelyImpetuous', 'frenzy']),
  skills: z.array(z.enum(SKILL_FLAGS)),
  commlink: z.int().min(0).nullable(),
});
export type CatalogEntry = z.infer<typeof CatalogEntrySchema>;

export const CatalogSchema = z.object({
  sectorialId: z.int().min(0),
  slug: z.string(),
  name: z.string(),
  entries: z.array(CatalogEntrySchema),
});
export type Catalog = z.infer<typeof CatalogSchema>;

// ---------------------------------------------------------------------------------------------
// The builder's JSON shape (only the parts we read; everything else is ignored).

const Id = z.number().int();
/** A skill/equipment reference: `{ id, extra: [ids] }` (a bare id is accepted too). */
const RawRef = z.union([
  Id.transform((id) => ({ id, extra: [] as number[] })),
  z.looseObject({ id: Id, extra: z.array(Id).optional() }),
]);
const RawNamed = z.looseObject({ id: Id, name: z.string() });
const RawOrder = z.looseObject({ type: z.string() });

const RawOption = z.looseObject({
  id: Id,
  name: z.string().optional(),
  points: z.coerce.number().optional(),
  swc: z.union([z.string(), z.number()]).optional(),
  skills: z.array(RawRef).optional(),
  equip: z.array(RawRef).optional(),
  weapons: z.array(RawRef).optional(),
  chars: z.array(Id).optional(),
  orders: z.array(RawOrder).optional(),
});
const RawProfile = z.looseObject({
  id: Id.optional(),
  name: z.string().optional(),
  type: Id.optional(),
  chars: z.array(Id).optional(),
  skills: z.array(RawRef).optional(),
  equip: z.array(RawRef).optional(),
  category: Id.optional(),
});
const RawProfileGroup = z.looseObject({
  id: Id,
  isc: z.string().optional(),
  category: Id.optional(),
  profiles: z.array(RawProfile).optional(),
  options: z.array(RawOption).optional(),
});
const RawUnit = z.looseObject({
  id: Id,
  isc: z.string().optional(),
  name: z.string().optional(),
  category: Id.optional(),
  profileGroups: z.array(RawProfileGroup),
});
const RawCatalog = z.looseObject({
  units: z.array(RawUnit),
  filters: z
    .looseObject({
      skills: z.array(RawNamed).optional(),
      equip: z.array(RawNamed).optional(),
      weapons: z.array(RawNamed).optional(),
      chars: z.array(RawNamed).optional(),
      type: z.array(RawNamed).optional(),
      category: z.array(RawNamed).optional(),
      extras: z.array(RawNamed).optional(),
    })
    .optional(),
});
type RawRefT = z.infer<typeof RawRef>;

function nameTable(entries: { id: number; name: string }[] | undefined): Map<number, string> {
  return new Map((entries ?? []).map((e) => [e.id, e.name]));
}

/** "1.5" → 1.5; "-", "", "+1" (an add-on, not a price) → 0. */
function parseSwc(value: string | number | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : 0;
  if (value === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return 0;
  return Number(value);
}

export interface CompileResult {
  catalog: Catalog;
  /** Entries skipped and why (e.g. an option without points), keyed for the referee's language. */
  warnings: Said[];
}

/**
 * Turns the builder's unit JSON into our compact catalog. Refused as invalid, naming the first
 * thing out of place, when the JSON is not in that shape at all.
 */
export function compileCatalog(
  raw: unknown,
  meta: { sectorialId: number; slug?: string; name?: string },
): Ruled<CompileResult> {
  const parsed = RawCatalog.safeParse(raw);
  if (!parsed.success) return refuse('invalid', msg('m.catalog.shape', { detail: shapeProblem(parsed.error) }));
  const { units, filters } = parsed.data;
  const names = {
    skills: nameTable(filters?.skills),
    equip: nameTable(filters?.equip),
    weapons: nameTable(filters?.weapons),
    chars: nameTable(filters?.chars),
    type: nameTable(filters?.type),
    category: nameTable(filters?.category),
    extras: nameTable(filters?.extras),
  };
  const refName = (table: Map<number, string>, ref: RawRefT): string => {
    const base = table.get(ref.id) ?? '';
    const extras = (ref.extra ?? []).map((id) => names.extras.get(id) ?? '').filter((e) => e !== '');
    return extras.length > 0 ? `${base} (${extras.join(', ')})` : base;
  };

  const entries: CatalogEntry[] = [];
  const warnings: Said[] = [];
  for (const unit of units) {
    for (const group of unit.profileGroups) {
      const profile = group.profiles?.[0];
      const unitName = group.isc ?? unit.isc ?? unit.name ?? profile?.name ?? `Unit ${unit.id}`;
      for (const option of group.options ?? []) {
        const ref = `${unit.id}-${group.id}-${option.id}`;
        if (option.points === undefined || !Number.isInteger(option.points) || option.points < 0) {
          const unit = `${unitName} ${option.name ?? ''}`.trim();
          warnings.push(said('m.catalog.noPoints', { ref, unit }));
          continue;
        }
        const words: string[] = [];
        for (const cat of [unit.category, group.category, profile?.category]) {
          if (cat !== undefined) words.push(names.category.get(cat) ?? '');
        }
        if (profile?.type !== undefined) words.push(names.type.get(profile.type) ?? '');
        for (const c of [...(profile?.chars ?? []), ...(option.chars ?? [])]) words.push(names.chars.get(c) ?? '');
        for (const s of [...(profile?.skills ?? []), ...(option.skills ?? [])]) words.push(refName(names.skills, s));
        for (const e of [...(profile?.equip ?? []), ...(option.equip ?? [])]) words.push(refName(names.equip, e));

        let troopType: TroopType | undefined;
        let training: Training | undefined;
        let impetuous: Impetuous = 'none';
        let commlink: number | null = null;
        const flags = new Set<SkillFlag>();
        for (const word of words) {
          const reading = readSkillName(word);
          if (!reading) continue;
          reading.flags.forEach((f) => flags.add(f));
          if (reading.commlink !== undefined) commlink = Math.max(commlink ?? 0, reading.commlink);
          troopType ??= reading.troopType;
          training ??= reading.training;
          if (reading.impetuous) impetuous = reading.impetuous;
        }
        // The option's own Orders, when listed, confirm what it gives.
        for (const order of option.orders ?? []) {
          const type = order.type.toUpperCase();
          if (type === 'IRREGULAR') training ??= 'irregular';
          if (type === 'REGULAR') training ??= 'regular';
          if (type === 'LIEUTENANT') flags.add('lieutenant');
          if (type === 'TACTICAL') flags.add('tacticalAwareness');
          if (type === 'IMPETUOUS' && impetuous === 'none') impetuous = 'impetuous';
        }
        // N4 · Reinforcements: the Unit Profile name says "Reinf."; a skill of that name is not read.
        const reinforcement = [unitName, unit.isc, unit.name, profile?.name].some((n) => namesReinforcement(n ?? ''));
        if (reinforcement) flags.add('reinforcement');
        const weapons = (option.weapons ?? []).map((w) => refName(names.weapons, w)).filter((w) => w !== '');
        const optionName = (option.name ?? '').trim();
        // Keep the mark where the list shows it when only the profile's own name carries it.
        const mark =
          reinforcement && !namesReinforcement(unitName) && !namesReinforcement(optionName) ? '(Reinf.)' : '';
        const profileText = [mark, optionName, weapons.join(', ')].filter((p) => p !== '').join(' · ');
        entries.push({
          unit: unit.id,
          group: group.id,
          option: option.id,
          name: unitName,
          profile: profileText,
          cost: option.points,
          swc: parseSwc(option.swc),
          troopType: troopType ?? 'LI',
          training: training ?? 'regular',
          impetuous,
          skills: SKILL_FLAGS.filter((f) => flags.has(f)),
          commlink,
        });
      }
    }
  }
  return ok({
    catalog: {
      sectorialId: meta.sectorialId,
      slug: meta.slug ?? '',
      name: meta.name ?? meta.slug ?? `Army ${meta.sectorialId}`,
      entries,
    },
    warnings,
  });
}

// ---------------------------------------------------------------------------------------------
// Resolution.

export function refKey(ref: CatalogRef): string {
  return `${ref.unit}-${ref.group}-${ref.option}`;
}

/** Entries by "unit-group-option", built once per catalog object (catalogs are never mutated). */
const indexes = new WeakMap<Catalog, Map<string, CatalogEntry>>();

function indexOf(catalog: Catalog): Map<string, CatalogEntry> {
  let index = indexes.get(catalog);
  if (!index) {
    index = new Map(catalog.entries.map((e) => [refKey(e), e]));
    indexes.set(catalog, index);
  }
  return index;
}

/** Looks an id up in the list's own catalog first, then in any other catalog loaded. */
export function findEntry(
  ref: CatalogRef,
  catalogs: readonly Catalog[],
  preferredSectorial: number | null,
): { entry: CatalogEntry; catalog: Catalog } | null {
  const key = refKey(ref);
  const ordered = [...catalogs].sort(
    (a, b) => Number(b.sectorialId === preferredSectorial) - Number(a.sectorialId === preferredSectorial),
  );
  for (const catalog of ordered) {
    const entry = indexOf(catalog).get(key);
    if (entry) return { entry, catalog };
  }
  return null;
}

/**
 * The event's own copy of the units its lists use (ITS S11 · Army Lists: the referee must be
 * able to check every list on the day): every catalog entry a trooper of `list` resolved from
 * is merged into `stored` (the event file's catalogs, keyed by army id), so the event stays
 * complete when opened on a laptop without the unit library.
 */
export function keepUnitsUsed(stored: Record<string, unknown>, list: ArmyList, catalogs: readonly Catalog[]): void {
  const used = new Map<number, { catalog: Catalog; entries: Map<string, CatalogEntry> }>();
  for (const { trooper } of list.groups.flatMap((g) => g.troopers.map((trooper) => ({ trooper })))) {
    if (!trooper.source || trooper.unresolved) continue;
    const found = findEntry(trooper.source, catalogs, list.army.id);
    if (!found) continue;
    const bucket = used.get(found.catalog.sectorialId) ?? { catalog: found.catalog, entries: new Map() };
    bucket.entries.set(refKey(found.entry), found.entry);
    used.set(found.catalog.sectorialId, bucket);
  }
  for (const [armyId, { catalog, entries }] of used) {
    const parsed = CatalogSchema.safeParse(stored[String(armyId)]);
    const copy: Catalog = parsed.success
      ? parsed.data
      : { sectorialId: armyId, slug: catalog.slug, name: catalog.name, entries: [] };
    const byKey = new Map(copy.entries.map((e) => [refKey(e), e]));
    let changed = !parsed.success;
    for (const [key, entry] of entries) {
      const before = byKey.get(key);
      if (before && JSON.stringify(before) === JSON.stringify(entry)) continue;
      byKey.set(key, entry);
      changed = true;
    }
    if (changed) stored[String(armyId)] = { ...copy, entries: [...byKey.values()] };
  }
}

/** The trooper fields a catalog entry gives (the id, source and notes are the caller's). */
export function trooperFromEntry(entry: CatalogEntry, id: string): Trooper {
  const skills = Object.fromEntries(entry.skills.map((s) => [s, true]));
  return TrooperSchema.parse({
    id,
    name: entry.name,
    profile: entry.profile,
    cost: entry.cost,
    swc: Math.round(entry.swc * 2) / 2,
    troopType: entry.troopType,
    training: entry.training,
    impetuous: entry.impetuous,
    skills: { ...skills, commlink: entry.commlink },
    baggagePoints: DEFAULT_BAGGAGE_POINTS,
    source: { unit: entry.unit, group: entry.group, option: entry.option },
    unresolved: false,
  });
}

/** A placeholder the referee completes by hand: it shows the ids it came from. */
export function unresolvedTrooper(ref: CatalogRef, id: string): Trooper {
  return TrooperSchema.parse({
    id,
    name: `Unit ${ref.unit}`,
    profile: `ids ${refKey(ref)} — not in any loaded catalog; type name, cost and skills`,
    cost: 0,
    source: ref,
    unresolved: true,
  });
}

export interface CodeToListResult {
  list: ArmyList;
  /** Ids no catalog knew: shown to the referee for quick manual completion. */
  unresolved: CatalogRef[];
  /** Ids found only in another army's catalog. */
  resolvedElsewhere: { ref: CatalogRef; sectorialId: number }[];
}

/**
 * Builds a list from a decoded army code. Trooper ids are t1, t2… in code order; unknown ids
 * become placeholders marked `unresolved`.
 */
export function listFromCode(
  code: DecodedArmyCode,
  options: {
    id: string;
    playerId: string;
    swc: number;
    catalogs: readonly Catalog[];
    rawCode: string;
    tier?: ArmyList['tier'];
    name?: string;
  },
): CodeToListResult {
  const own = options.catalogs.find((c) => c.sectorialId === code.sectorialId);
  const unresolved: CatalogRef[] = [];
  const resolvedElsewhere: CodeToListResult['resolvedElsewhere'] = [];
  let n = 0;
  const groups = code.groups.map((group) => ({
    number: group.number,
    reinforcement: group.reinforcement,
    troopers: group.members.map((member) => {
      n += 1;
      const ref: CatalogRef = { unit: member.unit, group: member.group, option: member.option };
      const found = findEntry(ref, options.catalogs, code.sectorialId);
      let trooper: Trooper;
      if (found) {
        trooper = trooperFromEntry(found.entry, `t${n}`);
        if (found.catalog.sectorialId !== code.sectorialId) {
          resolvedElsewhere.push({ ref, sectorialId: found.catalog.sectorialId });
        }
      } else {
        trooper = unresolvedTrooper(ref, `t${n}`);
        unresolved.push(ref);
      }
      if (member.specOps.length > 0) {
        trooper = { ...trooper, specOpsUpgrades: member.specOps, skills: { ...trooper.skills, specOps: true } };
      }
      return trooper;
    }),
  }));
  const list: ArmyList = {
    id: options.id,
    playerId: options.playerId,
    army: { id: code.sectorialId, slug: code.slug, name: own?.name ?? code.slug },
    name: options.name ?? code.name.trim(),
    pointsLimit: code.pointsLimit,
    swc: options.swc,
    tier: options.tier ?? null,
    groups,
    source: { kind: 'code', code: options.rawCode },
  };
  return { list, unresolved, resolvedElsewhere };
}

/** Re-resolves placeholders of a list against catalogs loaded since; keeps edited troopers. */
export function resolvePending(list: ArmyList, catalogs: readonly Catalog[]): { list: ArmyList; resolved: number } {
  let resolved = 0;
  const groups = list.groups.map((group) => ({
    ...group,
    troopers: group.troopers.map((t) => {
      if (!t.unresolved || !t.source) return t;
      const found = findEntry(t.source, catalogs, list.army.id);
      if (!found) return t;
      resolved += 1;
      const fresh = trooperFromEntry(found.entry, t.id);
      return {
        ...fresh,
        skills: { ...fresh.skills, specOps: fresh.skills.specOps || t.skills.specOps },
        specOpsUpgrades: t.specOpsUpgrades,
        notes: t.notes,
      };
    }),
  }));
  return { list: { ...list, groups }, resolved };
}
