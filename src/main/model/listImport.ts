/**
 * Lists that come from elsewhere: an Army code (decoded, then resolved against the catalogs) or a
 * CSV of trooper rows, and completing the troopers an earlier import could not resolve. Each stores
 * the list through `putList` and keeps in the event the catalog entries its troopers use.
 */
import type { ParsedParams } from '../../shared/api';
import type { DecodedArmyCodeView } from '../../shared/api/lists';
import { ApiError } from '../../shared/errors';
import { msg, said } from '../../shared/messages';
import type { Said } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { codeProblems, decodeArmyCode } from '../../core/rules/army/armyCode';
import type { DecodedArmyCode } from '../../core/rules/army/armyCode';
import type { Catalog } from '../../core/rules/army/catalog';
import { findEntry, keepUnitsUsed, listFromCode, refKey, resolvePending } from '../../core/rules/army/catalog';
import { groupProblems, groupRows, parseTrooperRows } from '../../core/rules/army/csv';
import type { ArmyList } from '../../core/rules/army/model';
import { ArmyListSchema, troopersOf } from '../../core/rules/army/model';
import { limitsFor } from '../../core/rules/army/validate';
import { catalogsOf } from './catalogs';
import { asInvalidInput, defaultName, findList, newListId, putList, requirePlayer } from './lists';

/** An Army code read, or INVALID_INPUT saying why it cannot be. */
export function readArmyCode(code: string): DecodedArmyCode {
  const decoded = decodeArmyCode(code);
  if (!decoded.ok) throw new ApiError('INVALID_INPUT', msg('m.list.codeUnreadable', { reason: decoded.i18n }));
  return decoded.code;
}

/** A decoded code that no list can hold is refused, naming what is out of range. */
export function decodeForList(code: string): DecodedArmyCode {
  const decoded = readArmyCode(code);
  const problems = codeProblems(decoded);
  if (problems.length > 0) {
    throw new ApiError('INVALID_INPUT', msg('m.list.codeNotAList', { problems }), { problems });
  }
  return decoded;
}

/** What a code holds, named from `catalogs` where they know its units (`lists.decode`). */
export function decodedView(c: DecodedArmyCode, catalogs: Catalog[]): DecodedArmyCodeView {
  const own = catalogs.find((cat) => cat.sectorialId === c.sectorialId);
  return {
    generation: c.generation,
    sectorialId: c.sectorialId,
    slug: c.slug,
    name: c.name,
    pointsLimit: c.pointsLimit,
    ...(own ? { armyName: own.name } : {}),
    groups: c.groups.map((g) => ({
      number: g.number,
      reinforcement: g.reinforcement,
      members: g.members.map((m) => {
        const found = findEntry(m, catalogs, c.sectorialId)?.entry;
        return {
          unit: m.unit,
          group: m.group,
          option: m.option,
          ...(m.specOps.length > 0 ? { specOps: m.specOps } : {}),
          ...(found ? { name: found.name, profile: found.profile, points: found.cost, swc: found.swc } : {}),
        };
      }),
    })),
  };
}

/**
 * A list from an Army code (`lists.importCode`), new or replacing `listId`: resolved against the
 * library's catalogs (`fromLibrary`, read before the edit was queued) and the event's copies.
 * `army` is how the audit names the army.
 */
export function listFromArmyCode(
  draft: EventFile,
  params: ParsedParams<'lists.importCode'>,
  fromLibrary: Catalog[],
): { list: ArmyList; unresolved: string[]; notes: Said[]; army: string } {
  const code = decodeForList(params.code);
  requirePlayer(draft, params.playerId);
  if (params.listId !== undefined) findList(draft, params.listId);
  const id = params.listId ?? newListId(draft);
  const tier = params.tier ?? null;
  const limits = limitsFor({ tier }, draft.settings);
  const build = (catalogs: Catalog[]) =>
    listFromCode(code, {
      id,
      playerId: params.playerId,
      swc: params.swc ?? limits.swc,
      catalogs,
      rawCode: params.code.trim(),
      tier,
      name: defaultName(draft, params.playerId, params.name ?? code.name),
    });
  // The army's own catalogs first; every other army's copy only for ids they did not know.
  let catalogs = [...fromLibrary, ...catalogsOf(draft, [code.sectorialId])];
  let built = build(catalogs);
  if (built.unresolved.length > 0) {
    catalogs = [...fromLibrary, ...catalogsOf(draft)];
    built = build(catalogs);
  }
  const list: ArmyList = {
    ...built.list,
    army: { ...built.list.army, ...params.army },
    pointsLimit: params.pointsLimit ?? built.list.pointsLimit,
  };
  putList(draft, list);
  keepUnitsUsed(draft.catalogs, list, catalogs);
  const notes = built.resolvedElsewhere.map((r) =>
    said('m.list.foundElsewhere', { ref: refKey(r.ref), army: r.sectorialId }),
  );
  if (code.alsoMatches.length > 0) {
    notes.push(
      said('m.list.alsoLayouts', {
        n: code.alsoMatches.length,
        layouts: code.alsoMatches.join(', '),
        layout: code.generation,
      }),
    );
  }
  return {
    list,
    unresolved: built.unresolved.map(refKey),
    notes,
    army: fromLibrary.find((c) => c.sectorialId === code.sectorialId)?.name ?? code.slug,
  };
}

/**
 * A list from CSV trooper rows (`lists.importCsv`), new or replacing `listId` (whose header stays
 * where the call sends none). Every row problem is refused at once, the first five named.
 */
export function listFromRows(
  draft: EventFile,
  params: ParsedParams<'lists.importCsv'>,
): { list: ArmyList; notes: Said[]; rows: number } {
  const parsed = parseTrooperRows(params.text);
  if (parsed.errors.length > 0) {
    const lines = parsed.errors.slice(0, 5).map((e) => msg('m.list.csvLine', { line: e.line, problem: e.i18n }));
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.list.csvRows', { n: parsed.errors.length, lines: parsed.errors.length > 5 ? [...lines, '…'] : lines }),
      { errors: parsed.errors, warnings: parsed.warnings },
    );
  }
  const groups = groupRows(parsed.rows);
  const problems = groupProblems(groups);
  if (problems.length > 0) {
    throw new ApiError('INVALID_INPUT', msg('m.list.csvNotOne', { problems }), {
      problems,
    });
  }
  requirePlayer(draft, params.playerId);
  const previous = params.listId !== undefined ? findList(draft, params.listId) : null;
  const tier = params.tier !== undefined ? params.tier : (previous?.tier ?? null);
  const limits = limitsFor({ tier }, draft.settings);
  const list: ArmyList = asInvalidInput(() =>
    ArmyListSchema.parse({
      id: previous?.id ?? newListId(draft),
      playerId: params.playerId,
      army: { ...(previous?.army ?? {}), ...params.army },
      name: params.name ?? previous?.name ?? defaultName(draft, params.playerId, undefined),
      pointsLimit: params.pointsLimit ?? previous?.pointsLimit ?? limits.points,
      swc: params.swc ?? previous?.swc ?? limits.swc,
      tier,
      groups,
      source: { kind: 'csv', code: '' },
    }),
  );
  putList(draft, list);
  return {
    list,
    notes: parsed.warnings.map((w) => said('m.list.note', { line: w.line, problem: w.i18n })),
    rows: parsed.rows.length,
  };
}

/** Resolves one list's pending troopers against the library's and the event's catalogs. */
export function completeList(
  draft: EventFile,
  listId: string,
  fromLibrary: Catalog[],
): { list: ArmyList; resolved: number } {
  const catalogs = [...fromLibrary, ...catalogsOf(draft)];
  const resolved = resolvePending(findList(draft, listId), catalogs);
  putList(draft, resolved.list);
  keepUnitsUsed(draft.catalogs, resolved.list, catalogs);
  return { list: resolved.list, resolved: resolved.resolved };
}

/** Resolves the pending troopers of every list: how many were, in how many lists, and how many still are not. */
export function completeLists(
  draft: EventFile,
  fromLibrary: Catalog[],
): { resolved: number; lists: number; remaining: number } {
  const catalogs = [...fromLibrary, ...catalogsOf(draft)];
  let resolved = 0;
  let lists = 0;
  let remaining = 0;
  for (const list of [...draft.lists]) {
    if (!troopersOf(list).some(({ trooper }) => trooper.unresolved)) continue;
    const done = resolvePending(list, catalogs);
    if (done.resolved > 0) {
      resolved += done.resolved;
      lists += 1;
      putList(draft, done.list);
      keepUnitsUsed(draft.catalogs, done.list, catalogs);
    }
    remaining += troopersOf(done.list).filter(({ trooper }) => trooper.unresolved).length;
  }
  return { resolved, lists, remaining };
}
