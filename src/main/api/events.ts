/** API domains: events (create/open/settings/tables), backups, audit (log, undo, redo). */
import type { EventFile, EventSettings, EventSettingsPatch, EventSummary } from '../../shared/model';
import type { ChangesSince } from '../../shared/follow';
import type { AuditResults, BackupsResults, EventsResults } from '../../shared/api/events';
import { basename } from 'node:path';
import { ApiError } from '../../shared/errors';
import { msg, wordList } from '../../shared/messages';
import type { MessageKey } from '../../shared/messages';
import { presetOrDefault } from '../../core/rules/tournament';
import { byId as scenarioById } from '../../core/rules/scenarios/registry';
import { seasonById } from '../../core/rules/scenarios/seasons';
import { listBackups } from '../store/backups';
import { summarize } from '../store/workspace';
import type { DomainHandlers } from './registry';
import { checkSettingsBounds, scenarioNameInEvent } from './settingsBounds';
import { eventFilePath } from './fileAccess';
import { checkFormatChange, teamSettingsPatched } from '../model/eventFormat';
import { checkTeamsUnder } from '../model/teams';

/** Settings as the audit log names them (never the file's field names). */
const SETTING_WORDS: Partial<Record<keyof EventSettings, MessageKey>> = {
  name: 'm.audit.setting.name',
  date: 'm.audit.setting.date',
  venue: 'm.audit.setting.venue',
  tier: 'm.audit.setting.tier',
  armyPoints: 'm.audit.setting.armyPoints',
  eventType: 'm.audit.setting.eventType',
  rounds: 'm.audit.setting.rounds',
  scenarios: 'm.audit.setting.scenarios',
  customScenario: 'm.audit.setting.customScenario',
  presetId: 'm.audit.setting.presetId',
  season: 'm.audit.setting.season',
  byeTp: 'm.audit.setting.byeTp',
  extras: 'm.audit.setting.extras',
  classifiedDeck: 'm.audit.setting.classifiedDeck',
  pairing: 'm.audit.setting.pairing',
  pageSize: 'm.audit.setting.pageSize',
  language: 'm.audit.setting.language',
  seed: 'm.audit.setting.seed',
  playerReporting: 'm.audit.setting.playerReporting',
};

/**
 * The season is chosen at creation and may change until round 1 is paired. It brings its
 * Tournament Points preset (unless the same change names one) and keeps only the chosen
 * scenarios the new season has.
 */
function seasonChange(
  draft: { rounds: { pairings: unknown[] }[] },
  next: EventSettings,
  patch: EventSettingsPatch,
): void {
  if (draft.rounds.some((r) => r.pairings.length > 0)) {
    throw new ApiError('RULES_VIOLATION', msg('m.settings.seasonLocked'), { fields: ['season'] });
  }
  if (patch.presetId === undefined) next.presetId = seasonById(next.season).preset.id;
  if (patch.byeTp === undefined) next.byeTp = null;
  if (patch.scenarios === undefined) {
    const custom = next.customScenario?.id;
    next.scenarios = next.scenarios.map((id) => (id === custom || scenarioById(id, next.season) ? id : ''));
  }
}

export const eventsHandlers = {
  'events.create': {
    write: true,
    async file({ settings: given, path }, ctx) {
      // A season brings its Tournament Points: an ITS S17 event left at the default preset gets S17's.
      const settings =
        given.season !== 'its-s11' && given.presetId === 'its-s11'
          ? { ...given, presetId: seasonById(given.season).preset.id }
          : given;
      checkSettingsBounds(settings);
      const store = await ctx.workspace.create(settings, path === undefined ? undefined : eventFilePath(ctx, path));
      return { ...summarize(store), savedAt: store.savedAt };
    },
  },
  'events.repair': {
    write: true,
    async file(_params, ctx) {
      const { store, repaired, repairedI18n } = await ctx.workspace.repair(ctx.actor);
      return { ...summarize(store), repaired, repairedI18n };
    },
  },
  'events.acceptLoss': {
    write: true,
    async file(_params, ctx) {
      const { store, aside } = await ctx.workspace.acceptLoss(ctx.actor);
      return { ...summarize(store), keptAs: basename(aside) };
    },
  },
  'events.open': {
    write: true,
    async file({ path, readOnly, force }, ctx) {
      return summarize(await ctx.workspace.open(eventFilePath(ctx, path), { readOnly, force }));
    },
  },
  'events.current': {
    write: false,
    public: true,
    handle(_params, ctx): EventSummary | null {
      const store = ctx.workspace.peek();
      if (!store) return null;
      const summary = summarize(store);
      // Visitors on the venue network see the file's name, never where it lives.
      return ctx.isReferee === false ? { ...summary, path: basename(summary.path) } : summary;
    },
  },
  'events.get': {
    write: false,
    handle(_params, ctx) {
      return ctx.workspace.current().state;
    },
  },
  'events.changesSince': {
    write: false,
    handle({ eventId, revision, at }, ctx) {
      return changesSince(ctx.workspace.peek()?.state ?? null, eventId, revision, at);
    },
  },
  'events.recent': {
    write: false,
    handle(_params, ctx) {
      return ctx.workspace.recent();
    },
  },
  'events.close': {
    write: true,
    async file(_params, ctx) {
      return { closed: await ctx.workspace.close() };
    },
  },
  'events.saveAs': {
    write: true,
    async file({ path }, ctx) {
      return summarize(await ctx.workspace.saveAs(eventFilePath(ctx, path)));
    },
  },
  'events.updateSettings': {
    write: true,
    edit(draft, { settings: patch, reason }) {
      const current = draft.settings;
      const next: EventSettings = {
        ...current,
        ...patch,
        extras: { ...current.extras, ...patch.extras },
        pairing: { ...current.pairing, ...patch.pairing },
        teams: teamSettingsPatched(current, patch),
      };
      checkFormatChange(draft, current, next);
      checkTeamsUnder(draft, next);
      if (next.season !== current.season) seasonChange(draft, next, patch);
      checkSettingsBounds(next, draft.scenarioPack);
      const changed = (Object.keys(next) as (keyof EventSettings)[]).filter(
        (key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]),
      );
      if (next.extras.escalation && next.rounds !== 3) {
        throw new ApiError('RULES_VIOLATION', msg('m.settings.escalation'));
      }
      const chosen = next.scenarios.filter((s) => s !== '');
      const repeated = chosen.find((s, i) => chosen.indexOf(s) !== i);
      if (repeated) {
        throw new ApiError(
          'RULES_VIOLATION',
          msg('m.settings.scenarioTwice', { scenario: scenarioNameInEvent(next, repeated, draft.scenarioPack) }),
        );
      }
      draft.settings = next;
      assertByeTpOffered(draft.settings);
      return {
        result: {},
        summary: changed.length
          ? msg('m.audit.settingsChanged', {
              what: wordList(changed.map((key) => ({ key: SETTING_WORDS[key] ?? 'm.audit.setting.other' }))),
            })
          : msg('m.audit.settingsSaved'),
        reason,
      };
    },
  },
  'events.setTables': {
    write: true,
    edit(draft, { tables }) {
      const numbers = tables.map((t) => t.number);
      const dup = numbers.find((n, i) => numbers.indexOf(n) !== i);
      if (dup !== undefined) throw new ApiError('INVALID_INPUT', msg('m.settings.tableTwice', { table: dup }));
      draft.tables = [...tables].sort((a, b) => a.number - b.number);
      return { result: {}, summary: msg('m.audit.tablesSet', { n: tables.length }) };
    },
  },
} satisfies DomainHandlers<keyof EventsResults>;

export const backupsHandlers = {
  'backups.list': {
    write: false,
    handle(_params, ctx) {
      return listBackups(ctx.workspace.current().path);
    },
  },
  'backups.restore': {
    write: true,
    async file({ file }, ctx) {
      return summarize(await ctx.workspace.restore(file));
    },
  },
  'backups.recover': {
    write: true,
    async file({ path, file }, ctx) {
      return summarize(await ctx.workspace.recover(eventFilePath(ctx, path), file));
    },
  },
} satisfies DomainHandlers<keyof BackupsResults>;

export const auditHandlers = {
  'audit.list': {
    write: false,
    handle({ table, player, limit }, ctx) {
      const entries = ctx.workspace
        .current()
        .state.audit.filter(
          (e) =>
            (table === undefined || e.tables.includes(table)) && (player === undefined || e.players.includes(player)),
        );
      return limit ? entries.slice(-limit) : entries;
    },
  },
  'audit.undo': {
    write: true,
    async file({ revision, reason, confirm }, ctx) {
      const saved = await ctx.workspace.undo(ctx.envelope?.eventId, ctx.actor, revision, reason, confirm);
      return { revision: saved.revision, savedAt: saved.savedAt, undone: saved.result.undone };
    },
  },
  'audit.redo': {
    write: true,
    async file(_params, ctx) {
      const saved = await ctx.workspace.redo(ctx.envelope?.eventId, ctx.actor);
      return { revision: saved.revision, savedAt: saved.savedAt, redone: saved.result.redone };
    },
  },
} satisfies DomainHandlers<keyof AuditResults>;

/** ITS S17 · Byes: a bye's TP may only be one the preset offers (3 or 4 there; none in S11). */
function assertByeTpOffered(settings: EventSettings): void {
  if (settings.byeTp === null) return;
  const preset = presetOrDefault(settings.presetId, settings.packPreset);
  const choices = preset.byeTpChoices ?? [];
  if (!choices.includes(settings.byeTp)) {
    throw new ApiError(
      'RULES_VIOLATION',
      choices.length
        ? msg('m.settings.byeTpChoice', {
            preset: preset.name,
            low: Math.min(...choices),
            high: Math.max(...choices),
            tp: settings.byeTp,
          })
        : msg('m.settings.byeTpFixed', { preset: preset.name, tp: preset.bye.tp }),
      { fields: ['byeTp'] },
    );
  }
}

/** More missed changes than this and a screen reads the event whole: it is smaller by then. */
export const CHANGES_SINCE_MAX = 200;

/**
 * The audit entries after `revision`, when they are exactly the revisions since and build on
 * the state the caller holds (the open event is `eventId`; its revision `revision` was saved
 * `at`, so a restore that went back to an older revision is not patched over); else `reset`.
 */
export function changesSince(
  state: Readonly<EventFile> | null,
  eventId: string,
  revision: number,
  at?: string,
): ChangesSince {
  if (!state || state.id !== eventId || revision > state.revision) return { reset: true };
  const missed = state.revision - revision;
  if (missed > CHANGES_SINCE_MAX) return { reset: true };
  if (at !== undefined) {
    const base = missed === 0 ? state.updatedAt : state.audit[state.audit.length - missed - 1];
    const baseAt = typeof base === 'string' ? base : base?.revision === revision ? base.at : undefined;
    // Revision 0 of a new event has no entry; its id is its own.
    if (baseAt !== at && revision > 0) return { reset: true };
  }
  if (missed === 0) return { entries: [] };
  const entries = state.audit.slice(-missed);
  const follows = entries.every((e, i) => e.revision === revision + 1 + i);
  return follows && entries.length === missed ? { entries } : { reset: true };
}
