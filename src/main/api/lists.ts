/**
 * API domains `lists.*` and `catalogs.*`: army lists kept by the referee (Private) and served
 * to everyone else only as the Courtesy view (ITS S11 · Army Lists). The rules live in
 * src/core/rules/army, the operations on the event's lists and catalogs in src/main/model
 * (lists, troopers, listImport, listChecks, catalogs); each handler reads its parameters, calls
 * them and shapes the answer and the audit entry.
 */
import { randomUUID } from 'node:crypto';
import type { CatalogsResults, ListsResults } from '../../shared/api/lists';
import { msg } from '../../shared/messages';
import { unitLibrary } from '../catalog/library';
import { libraryStatus } from '../catalog/status';
import { downloadLibrary, readSavedFiles, readSourceSettings, writeSourceSettings } from '../catalog/sources';
import type { Catalog } from '../../core/rules/army/catalog';
import { courtesyView } from '../../core/rules/army/views';
import { catalogSummary, catalogsOf, importCatalog, libraryCatalogs, removeCatalog } from '../model/catalogs';
import { listChecks } from '../model/listChecks';
import {
  completeList,
  completeLists,
  decodeForList,
  decodedView,
  listFromArmyCode,
  listFromRows,
  readArmyCode,
} from '../model/listImport';
import { addList, findList, listLabel, requireReferee, updateList, viewOf } from '../model/lists';
import { addTrooper, removeTrooper, setReinforcement, updateTrooper } from '../model/troopers';
import type { DomainHandlers } from './registry';
import { localReadPath } from './fileAccess';
import { progressReporter } from './jobProgress';

export const listsHandlers = {
  'lists.decode': {
    write: false,
    async handle({ code }, ctx) {
      const decoded = readArmyCode(code);
      const stored = ctx.workspace.peek() ? catalogsOf(ctx.workspace.current().state) : [];
      return decodedView(decoded, [
        ...(await libraryCatalogs(ctx.workspace.dataDir, [decoded.sectorialId])),
        ...stored,
      ]);
    },
  },

  'lists.importCode': {
    write: true,
    load(params, ctx) {
      const code = decodeForList(params.code);
      return libraryCatalogs(ctx.dataDir, [code.sectorialId]);
    },
    edit(draft, params, _ctx, fromLibrary: Catalog[]) {
      const { list, unresolved, notes, army } = listFromArmyCode(draft, params, fromLibrary);
      return {
        result: { view: viewOf(draft, list), unresolved, notes },
        summary: msg('m.audit.listFromCode', { army }),
        players: [params.playerId],
      };
    },
  },

  'lists.importCsv': {
    write: true,
    edit(draft, params) {
      const { list, notes, rows } = listFromRows(draft, params);
      return {
        result: { view: viewOf(draft, list), unresolved: [], notes },
        summary: msg('m.audit.listFromRows', { n: rows }),
        players: [params.playerId],
      };
    },
  },

  'lists.add': {
    write: true,
    edit(draft, params) {
      const list = addList(draft, params);
      return { result: { view: viewOf(draft, list) }, summary: msg('m.audit.listByHand'), players: [params.playerId] };
    },
  },

  'lists.update': {
    write: true,
    edit(draft, params) {
      const list = updateList(draft, params);
      return {
        result: { view: viewOf(draft, list) },
        summary: msg('m.audit.listChanged', { list: listLabel(list) }),
        players: [],
      };
    },
  },

  'lists.remove': {
    write: true,
    edit(draft, { listId }) {
      const list = findList(draft, listId);
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
    edit(draft, params) {
      const { list, trooperId } = addTrooper(draft, params);
      return {
        result: { trooperId, view: viewOf(draft, list) },
        summary: msg('m.audit.trooperAdded', {
          trooper: params.trooper.name,
          list: listLabel(list),
          group: params.group,
        }),
      };
    },
  },

  'lists.updateTrooper': {
    write: true,
    edit(draft, params) {
      const { list, trooper } = updateTrooper(draft, params);
      return {
        result: { view: viewOf(draft, list) },
        summary: msg('m.audit.trooperChanged', { trooper: trooper.name, list: listLabel(list) }),
      };
    },
  },

  'lists.removeTrooper': {
    write: true,
    edit(draft, params) {
      const { list, trooper } = removeTrooper(draft, params);
      return {
        result: { view: viewOf(draft, list) },
        summary: msg('m.audit.trooperRemoved', { trooper: trooper.name, list: listLabel(list) }),
      };
    },
  },

  'lists.setGroup': {
    write: true,
    edit(draft, params) {
      const list = setReinforcement(draft, params);
      return {
        result: { view: viewOf(draft, list) },
        summary: msg(params.reinforcement ? 'm.audit.toReinforcement' : 'm.audit.fromReinforcement', {
          group: params.group,
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
      const { list, resolved } = completeList(draft, listId, fromLibrary);
      return {
        result: { resolved, view: viewOf(draft, list) },
        summary: msg('m.audit.listCompleted', { list: listLabel(list) }),
      };
    },
  },

  'lists.completeAll': {
    write: true,
    load(_params, ctx) {
      return libraryCatalogs(ctx.dataDir);
    },
    edit(draft, _params, _ctx, fromLibrary: Catalog[]) {
      return { result: completeLists(draft, fromLibrary), summary: msg('m.audit.listsCompleted') };
    },
  },

  'lists.validate': {
    write: false,
    async handle(params, ctx) {
      requireReferee(ctx.isReferee);
      const library = await unitLibrary(ctx.workspace.dataDir)
        .directory()
        .catch(() => []);
      return listChecks(ctx.workspace.current().state, params, library);
    },
  },

  'lists.get': {
    write: false,
    handle({ listId }, ctx) {
      requireReferee(ctx.isReferee);
      const state = ctx.workspace.current().state;
      return viewOf(state, findList(state, listId));
    },
  },

  'lists.list': {
    write: false,
    handle({ playerId }, ctx) {
      requireReferee(ctx.isReferee);
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
    edit(draft, params) {
      const { catalog, warnings } = importCatalog(draft, params);
      return {
        result: { ...catalogSummary(catalog), warnings },
        summary: msg('m.audit.catalogImported', {
          army: catalog.name,
          id: String(params.sectorialId),
          n: catalog.entries.length,
        }),
      };
    },
  },
  'catalogs.list': {
    write: false,
    handle(_params, ctx) {
      return catalogsOf(ctx.workspace.current().state)
        .map(catalogSummary)
        .sort((a, b) => a.sectorialId - b.sectorialId);
    },
  },
  'catalogs.remove': {
    write: true,
    edit(draft, { sectorialId }) {
      removeCatalog(draft, sectorialId);
      return { result: { removed: sectorialId }, summary: msg('m.audit.catalogRemoved', { id: String(sectorialId) }) };
    },
  },
  'catalogs.status': {
    write: false,
    async handle(_params, ctx) {
      return libraryStatus(ctx.workspace.dataDir);
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
      await unitLibrary(ctx.workspace.dataDir).install(files, (done, total, label) =>
        installing(total + done, total * 2, label),
      );
      return { ...(await libraryStatus(ctx.workspace.dataDir)), jobId };
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
      await unitLibrary(ctx.workspace.dataDir).install(files, progress);
      return { ...(await libraryStatus(ctx.workspace.dataDir)), jobId };
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
