/**
 * API domains `lists.*` and `catalogs.*`: army lists kept by the referee (Private) and served
 * to everyone else only as the Courtesy view (ITS S11 · Army Lists). The rules live in
 * src/core/rules/army; handlers only read the event, call them and store the result.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CatalogsResults, CompleteListView, LibraryStatusView, ListsResults } from '../../shared/api/lists';
import { ApiError } from '../../shared/errors';
import { issueProblem } from '../../shared/issues';
import { english, fieldLabel, msg, said } from '../../shared/messages';
import type { MessageParam, MessageRef } from '../../shared/messages';
import { textIn } from '../../shared/i18n/everyLanguage';
import type { EventFile } from '../../shared/model';
import type { Progress, UnitLibrary } from '../catalog/library';
import { unitLibrary } from '../catalog/library';
import { downloadLibrary, readSavedFiles, readSourceSettings, writeSourceSettings } from '../catalog/sources';
import { parseJson } from '../errors/describe';
import { codeProblems, decodeArmyCode } from '../../core/rules/army/armyCode';
import type { DecodedArmyCode } from '../../core/rules/army/armyCode';
import type { Catalog } from '../../core/rules/army/catalog';
import {
  CatalogSchema,
  compileCatalog,
  findEntry,
  keepUnitsUsed,
  listFromCode,
  refKey,
  resolvePending,
} from '../../core/rules/army/catalog';
import { groupProblems, groupRows, parseTrooperRows } from '../../core/rules/army/csv';
import type { ArmyList, CombatGroup, Trooper } from '../../core/rules/army/model';
import { ArmyListSchema, TrooperSchema, isReinforcementUnit, troopersOf } from '../../core/rules/army/model';
import { limitsFor, validateList, validatePlayerLists } from '../../core/rules/army/validate';
import { citedIn } from '../../core/rules/tournament/seasonCitations';
import { completeView, courtesyView } from '../../core/rules/army/views';
import type { HandlerContext } from './context';
import type { DomainHandlers } from './registry';
import { localReadPath } from './fileAccess';
import { orThrow } from './fromRules';

type State = Readonly<EventFile>;

/** The event's catalogs (all, or only those of `armyIds`: parsing every army's copy is not free). */
function catalogsOf(state: State, armyIds?: number[]): Catalog[] {
  const values = armyIds ? armyIds.map((id) => state.catalogs[String(id)]) : Object.values(state.catalogs);
  return values.flatMap((value) => {
    if (value === undefined) return [];
    const parsed = CatalogSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

function libraryOf(ctx: HandlerContext): UnitLibrary {
  return unitLibrary(ctx.workspace.dataDir);
}

/**
 * The library's catalogs of the given armies (all it holds when `armyIds` is omitted). The
 * library is read before a write is queued because it is not event state; a damaged or missing
 * library simply resolves nothing, and the import says which troopers still need completing.
 */
async function libraryCatalogs(dataDir: string, armyIds?: number[]): Promise<Catalog[]> {
  const library = unitLibrary(dataDir);
  try {
    const ids = armyIds ?? (await library.manifest())?.armies.map((a) => a.id) ?? [];
    const catalogs = await Promise.all([...new Set(ids)].map((id) => library.army(id)));
    return catalogs.filter((c): c is Catalog => c !== null);
  } catch {
    return [];
  }
}

/** A decoded code that no list can hold is refused, naming what is out of range. */
function decodeForList(code: string): DecodedArmyCode {
  const decoded = decodeArmyCode(code);
  if (!decoded.ok) throw new ApiError('INVALID_INPUT', msg('m.list.codeUnreadable', { reason: decoded.i18n }));
  const problems = codeProblems(decoded.code);
  if (problems.length > 0) {
    throw new ApiError('INVALID_INPUT', msg('m.list.codeNotAList', { problems }), { problems });
  }
  return decoded.code;
}

/** Turns a value the model refuses into a message naming the field, instead of an internal error. */
function asInvalidInput<T>(build: () => T): T {
  try {
    return build();
  } catch (err) {
    if (!(err instanceof z.ZodError)) throw err;
    const issue = err.issues[0];
    const problem = issue ? issueProblem(issue) : msg('m.zod.other');
    throw new ApiError('INVALID_INPUT', msg('m.list.outOfRange', { field: fieldLabel(issue?.path ?? []), problem }), {
      path: issue?.path.map(String).join('.'),
    });
  }
}

function viewOf(state: State, list: ArmyList): CompleteListView {
  const view = completeView(list, limitsFor(list, state.settings), state.settings.extras);
  return { ...view, issues: citedIn(state.settings.season, view.issues) };
}

function findList(state: State, listId: string): ArmyList {
  const list = state.lists.find((l) => l.id === listId);
  if (!list) throw new ApiError('NOT_FOUND', msg('m.list.gone'));
  return list;
}

function requirePlayer(state: State, playerId: string): void {
  if (!state.players.some((p) => p.id === playerId)) {
    throw new ApiError('NOT_FOUND', msg('m.player.unknown'));
  }
}

function requireReferee(ctx: HandlerContext): void {
  if (ctx.isReferee === false) {
    throw new ApiError('UNAUTHORIZED', msg('m.list.private'));
  }
}

function newListId(state: State): string {
  let id = '';
  do id = `L-${randomUUID().slice(0, 8)}`;
  while (state.lists.some((l) => l.id === id));
  return id;
}

function nextTrooperId(list: ArmyList): string {
  const max = troopersOf(list).reduce((m, { trooper }) => {
    const n = /^t(\d+)$/.exec(trooper.id);
    return n ? Math.max(m, Number(n[1])) : m;
  }, 0);
  return `t${max + 1}`;
}

function defaultName(state: State, playerId: string, given: string | undefined): string {
  if (given !== undefined && given.trim() !== '') return given.trim();
  // A default name is data like a typed one: written once, in the event's language.
  const n = state.lists.filter((l) => l.playerId === playerId).length + 1;
  return textIn(state.settings.language, msg('m.list.defaultName', { n }));
}

/** Stores `list` (replacing the list with the same id) in the draft; a value out of the model's range is INVALID_INPUT. */
function putList(draft: EventFile, list: ArmyList): void {
  // The Reinf. flag follows the unit's name (N4 · Reinforcements), whatever was typed or pasted;
  // set on the given list too, so the view the handler returns shows what was stored.
  for (const group of list.groups) {
    for (const t of group.troopers) t.skills = { ...t.skills, reinforcement: isReinforcementUnit(t) };
  }
  const parsed = asInvalidInput(() => ArmyListSchema.parse(list));
  const i = draft.lists.findIndex((l) => l.id === parsed.id);
  if (i >= 0) draft.lists[i] = parsed;
  else draft.lists.push(parsed);
}

function draftList(draft: EventFile, listId: string): ArmyList {
  const list = draft.lists.find((l) => l.id === listId);
  if (!list) throw new ApiError('NOT_FOUND', msg('m.list.gone'));
  return list;
}

function groupFor(list: ArmyList, number: number, reinforcement = false): CombatGroup {
  let group = list.groups.find((g) => g.number === number);
  if (!group) {
    group = { number, reinforcement, troopers: [] };
    list.groups.push(group);
    list.groups.sort((a, b) => a.number - b.number);
  }
  return group;
}

function locateTrooper(list: ArmyList, trooperId: string): { group: CombatGroup; index: number; trooper: Trooper } {
  for (const group of list.groups) {
    const index = group.troopers.findIndex((t) => t.id === trooperId);
    const trooper = group.troopers[index];
    if (trooper) return { group, index, trooper };
  }
  throw new ApiError('NOT_FOUND', msg('m.list.trooperGone', { list: listLabel(list) }));
}

function listLabel(list: ArmyList): MessageParam {
  return list.name || msg('m.audit.unnamedList');
}

export const listsHandlers = {
  'lists.decode': {
    write: false,
    async handle({ code }, ctx) {
      const decoded = decodeArmyCode(code);
      if (!decoded.ok) throw new ApiError('INVALID_INPUT', msg('m.list.codeUnreadable', { reason: decoded.i18n }));
      const c = decoded.code;
      const stored = ctx.workspace.peek() ? catalogsOf(ctx.workspace.current().state) : [];
      const catalogs = [...(await libraryCatalogs(ctx.workspace.dataDir, [c.sectorialId])), ...stored];
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
    },
  },

  'lists.importCode': {
    write: true,
    load(params, ctx) {
      const code = decodeForList(params.code);
      return libraryCatalogs(ctx.dataDir, [code.sectorialId]);
    },
    edit(draft, params, _ctx, fromLibrary: Catalog[]) {
      const code = decodeForList(params.code);
      requirePlayer(draft, params.playerId);
      if (params.listId !== undefined) draftList(draft, params.listId);
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
        result: { view: viewOf(draft, list), unresolved: built.unresolved.map(refKey), notes },
        summary: msg('m.audit.listFromCode', {
          army: fromLibrary.find((c) => c.sectorialId === code.sectorialId)?.name ?? code.slug,
        }),
        players: [params.playerId],
      };
    },
  },

  'lists.importCsv': {
    write: true,
    edit(draft, params) {
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
      const previous = params.listId !== undefined ? draftList(draft, params.listId) : null;
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
        result: {
          view: viewOf(draft, list),
          unresolved: [],
          notes: parsed.warnings.map((w) => said('m.list.note', { line: w.line, problem: w.i18n })),
        },
        summary: msg('m.audit.listFromRows', { n: parsed.rows.length }),
        players: [params.playerId],
      };
    },
  },

  'lists.add': {
    write: true,
    edit(draft, params) {
      requirePlayer(draft, params.playerId);
      const tier = params.tier ?? null;
      const limits = limitsFor({ tier }, draft.settings);
      let n = 0;
      const list: ArmyList = ArmyListSchema.parse({
        id: newListId(draft),
        playerId: params.playerId,
        army: params.army ?? {},
        name: defaultName(draft, params.playerId, params.name),
        pointsLimit: params.pointsLimit ?? limits.points,
        swc: params.swc ?? limits.swc,
        tier,
        groups: (params.groups ?? []).map((g) => ({
          ...g,
          troopers: g.troopers.map((t) => ({ ...t, id: `t${(n += 1)}` })),
        })),
        source: { kind: 'manual', code: '' },
      });
      putList(draft, list);
      return { result: { view: viewOf(draft, list) }, summary: msg('m.audit.listByHand'), players: [params.playerId] };
    },
  },

  'lists.update': {
    write: true,
    edit(draft, { listId, playerId, army, ...header }) {
      const list = draftList(draft, listId);
      if (playerId !== undefined) requirePlayer(draft, playerId);
      const next: ArmyList = {
        ...list,
        playerId: playerId ?? list.playerId,
        army: { ...list.army, ...army },
        name: header.name ?? list.name,
        pointsLimit: header.pointsLimit ?? list.pointsLimit,
        swc: header.swc ?? list.swc,
        tier: header.tier !== undefined ? header.tier : list.tier,
      };
      putList(draft, next);
      return {
        result: { view: viewOf(draft, next) },
        summary: msg('m.audit.listChanged', { list: listLabel(next) }),
        players: [],
      };
    },
  },

  'lists.remove': {
    write: true,
    edit(draft, { listId }) {
      const list = draftList(draft, listId);
      draft.lists = draft.lists.filter((l) => l.id !== listId);
      return {
        result: { removed: listId },
        summary: msg('m.audit.listRemoved', { list: listLabel(list) }),
        players: [list.playerId],
      };
    },
  },

  'lists.addTrooper': {
    write: true,
    edit(draft, { listId, group, reinforcement, trooper }) {
      const list = draftList(draft, listId);
      const id = nextTrooperId(list);
      groupFor(list, group, reinforcement ?? false).troopers.push(TrooperSchema.parse({ ...trooper, id }));
      putList(draft, list);
      return {
        result: { trooperId: id, view: viewOf(draft, list) },
        summary: msg('m.audit.trooperAdded', { trooper: trooper.name, list: listLabel(list), group }),
      };
    },
  },

  'lists.updateTrooper': {
    write: true,
    edit(draft, { listId, trooperId, patch, group }) {
      const list = draftList(draft, listId);
      const found = locateTrooper(list, trooperId);
      const { skills, ...rest } = patch;
      const next = TrooperSchema.parse({
        ...found.trooper,
        ...rest,
        skills: { ...found.trooper.skills, ...skills },
      });
      if (group !== undefined && group !== found.group.number) {
        found.group.troopers.splice(found.index, 1);
        groupFor(list, group, found.group.reinforcement).troopers.push(next);
        list.groups = list.groups.filter((g) => g.troopers.length > 0 || g.number === group);
      } else {
        found.group.troopers[found.index] = next;
      }
      putList(draft, list);
      return {
        result: { view: viewOf(draft, list) },
        summary: msg('m.audit.trooperChanged', { trooper: next.name, list: listLabel(list) }),
      };
    },
  },

  'lists.removeTrooper': {
    write: true,
    edit(draft, { listId, trooperId }) {
      const list = draftList(draft, listId);
      const found = locateTrooper(list, trooperId);
      found.group.troopers.splice(found.index, 1);
      putList(draft, list);
      return {
        result: { view: viewOf(draft, list) },
        summary: msg('m.audit.trooperRemoved', { trooper: found.trooper.name, list: listLabel(list) }),
      };
    },
  },

  'lists.setGroup': {
    write: true,
    edit(draft, { listId, group, reinforcement }) {
      const list = draftList(draft, listId);
      groupFor(list, group, reinforcement).reinforcement = reinforcement;
      putList(draft, list);
      return {
        result: { view: viewOf(draft, list) },
        summary: msg(reinforcement ? 'm.audit.toReinforcement' : 'm.audit.fromReinforcement', {
          group,
          list: listLabel(list),
        }),
      };
    },
  },

  'lists.resolve': {
    write: true,
    load(_params, ctx) {
      return libraryCatalogs(ctx.dataDir);
    },
    edit(draft, { listId }, _ctx, fromLibrary: Catalog[]) {
      const catalogs = [...fromLibrary, ...catalogsOf(draft)];
      const resolved = resolvePending(draftList(draft, listId), catalogs);
      putList(draft, resolved.list);
      keepUnitsUsed(draft.catalogs, resolved.list, catalogs);
      return {
        result: { resolved: resolved.resolved, view: viewOf(draft, resolved.list) },
        summary: msg('m.audit.listCompleted', { list: listLabel(resolved.list) }),
      };
    },
  },

  'lists.completeAll': {
    write: true,
    load(_params, ctx) {
      return libraryCatalogs(ctx.dataDir);
    },
    edit(draft, _params, _ctx, fromLibrary: Catalog[]) {
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
      return {
        result: { resolved, lists, remaining },
        summary: msg('m.audit.listsCompleted'),
      };
    },
  },

  'lists.validate': {
    write: false,
    async handle({ listId, playerId }, ctx) {
      requireReferee(ctx);
      const library = await libraryOf(ctx)
        .directory()
        .catch(() => []);
      const state = ctx.workspace.current().state;
      const directory = [
        ...library.map((a) => ({ id: a.id, slug: a.slug, name: a.name })),
        ...catalogsOf(state).map((c) => ({ id: c.sectorialId, slug: c.slug, name: c.name })),
      ];
      if (listId !== undefined) findList(state, listId);
      if (playerId !== undefined) requirePlayer(state, playerId);
      const lists = state.lists.filter(
        (l) => (listId === undefined || l.id === listId) && (playerId === undefined || l.playerId === playerId),
      );
      const listReports = lists.map((l) => {
        const issues = validateList(l, limitsFor(l, state.settings), state.settings.extras);
        return { listId: l.id, playerId: l.playerId, valid: issues.every((i) => i.severity !== 'error'), issues };
      });
      const playerIds =
        listId !== undefined ? [] : playerId !== undefined ? [playerId] : [...new Set(state.players.map((p) => p.id))];
      const players = playerIds.map((id) => ({
        playerId: id,
        issues: validatePlayerLists(
          state.lists.filter((l) => l.playerId === id),
          state.settings.extras,
          directory,
        ),
      }));
      const valid =
        listReports.every((r) => r.valid) && players.every((p) => p.issues.every((i) => i.severity !== 'error'));
      return {
        lists: citedIn(state.settings.season, listReports),
        players: citedIn(state.settings.season, players),
        valid,
      };
    },
  },

  'lists.get': {
    write: false,
    handle({ listId }, ctx) {
      requireReferee(ctx);
      const state = ctx.workspace.current().state;
      return viewOf(state, findList(state, listId));
    },
  },

  'lists.list': {
    write: false,
    handle({ playerId }, ctx) {
      requireReferee(ctx);
      const state = ctx.workspace.current().state;
      return state.lists.filter((l) => playerId === undefined || l.playerId === playerId).map((l) => viewOf(state, l));
    },
  },

  'lists.courtesy': {
    write: false,
    public: true,
    handle({ listId, playerId }, ctx) {
      const state = ctx.workspace.current().state;
      if (listId !== undefined) findList(state, listId);
      return state.lists
        .filter((l) => (listId === undefined || l.id === listId) && (playerId === undefined || l.playerId === playerId))
        .map(courtesyView);
    },
  },
} satisfies DomainHandlers<keyof ListsResults>;

export const catalogsHandlers = {
  'catalogs.import': {
    write: true,
    edit(draft, { sectorialId, slug, name, json }) {
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
      return {
        result: { ...summary(catalog), warnings },
        summary: msg('m.audit.catalogImported', {
          army: catalog.name,
          id: String(sectorialId),
          n: catalog.entries.length,
        }),
      };
    },
  },
  'catalogs.list': {
    write: false,
    handle(_params, ctx) {
      return catalogsOf(ctx.workspace.current().state)
        .map(summary)
        .sort((a, b) => a.sectorialId - b.sectorialId);
    },
  },
  'catalogs.remove': {
    write: true,
    edit(draft, { sectorialId }) {
      if (!(String(sectorialId) in draft.catalogs)) {
        throw new ApiError('NOT_FOUND', msg('m.list.noCatalog', { army: sectorialId }));
      }
      delete draft.catalogs[String(sectorialId)];
      return { result: { removed: sectorialId }, summary: msg('m.audit.catalogRemoved', { id: String(sectorialId) }) };
    },
  },
  'catalogs.status': {
    write: false,
    async handle(_params, ctx) {
      return libraryStatus(ctx);
    },
  },
  'catalogs.update': {
    write: false,
    async handle({ from, jobId = `catalog-${randomUUID().slice(0, 8)}` }, ctx) {
      const saved = await readSourceSettings(ctx.workspace.dataDir);
      const settings = { ...saved, baseUrl: from ?? saved.baseUrl };
      // One bar for both halves: the download fills its first half, the install the second.
      const downloading = progressReporter(ctx, jobId, msg('m.job.downloading'));
      const installing = progressReporter(ctx, jobId, msg('m.job.installing'));
      const files = await downloadLibrary(settings, (done, total, label) => downloading(done, total * 2, label));
      await libraryOf(ctx).install(files, (done, total, label) => installing(total + done, total * 2, label));
      return { ...(await libraryStatus(ctx)), jobId };
    },
  },
  'catalogs.importLibrary': {
    write: false,
    async handle(params, ctx) {
      const jobId = params.jobId ?? `catalog-${randomUUID().slice(0, 8)}`;
      const progress = progressReporter(ctx, jobId, msg('m.job.importing'));
      // A folder or .zip by path only where paths may be named (CLI, a desktop dialog's pick);
      // over the venue network the screen sends the picked files themselves.
      const files = await readSavedFiles(
        'path' in params
          ? { path: localReadPath(ctx, params.path) }
          : 'files' in params
            ? { files: params.files, label: params.label }
            : { zip: Buffer.from(params.zipBase64, 'base64'), label: params.label },
        progress,
      );
      await libraryOf(ctx).install(files, progress);
      return { ...(await libraryStatus(ctx)), jobId };
    },
  },
  'catalogs.setSource': {
    write: false,
    async handle(patch, ctx) {
      const current = await readSourceSettings(ctx.workspace.dataDir);
      const next = {
        baseUrl: patch.baseUrl ?? current.baseUrl,
        origin: patch.origin ?? current.origin,
        lang: patch.lang ?? current.lang,
      };
      await writeSourceSettings(ctx.workspace.dataDir, next);
      return next;
    },
  },
} satisfies DomainHandlers<keyof CatalogsResults>;

/** Pushes a job's steps: in English (`label`, the CLI) and as a message (`i18n`, the screens). */
function progressReporter(ctx: HandlerContext, jobId: string, title: MessageRef): Progress {
  return (done, total, step) => {
    const i18n = msg('m.job.step', { title, step });
    ctx.push('job.progress', { jobId, done, total, label: english(i18n), i18n });
  };
}

async function libraryStatus(ctx: HandlerContext): Promise<LibraryStatusView> {
  const library = libraryOf(ctx);
  const [manifest, directory, settings] = await Promise.all([
    library.manifest(),
    library.directory(),
    readSourceSettings(ctx.workspace.dataDir),
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

function summary(catalog: Catalog) {
  return {
    sectorialId: catalog.sectorialId,
    slug: catalog.slug,
    name: catalog.name,
    units: new Set(catalog.entries.map((e) => e.unit)).size,
    options: catalog.entries.length,
  };
}
