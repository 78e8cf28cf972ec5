/** API domains: events (create/open/settings/tables), backups, audit (log, undo, redo). */
import type { EventSettings, EventSummary } from '../../shared/model';
import type { AuditResults, BackupsResults, EventsResults } from '../../shared/api/events';
import { ApiError } from '../../shared/errors';
import { presetOrDefault } from '../rules/tournament';
import { listBackups } from '../store/backups';
import { summarize } from '../store/workspace';
import type { DomainHandlers } from './registry';

export const eventsHandlers = {
  'events.create': {
    write: true,
    async handle({ settings, path }, ctx) {
      const store = await ctx.workspace.create(settings, path);
      return { ...summarize(store), savedAt: store.savedAt };
    },
  },
  'events.open': {
    write: true,
    async handle({ path }, ctx) {
      return summarize(await ctx.workspace.open(path));
    },
  },
  'events.current': {
    write: false,
    public: true,
    handle(_params, ctx): EventSummary | null {
      const store = ctx.workspace.peek();
      return store ? summarize(store) : null;
    },
  },
  'events.get': {
    write: false,
    handle(_params, ctx) {
      return ctx.workspace.current().state;
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
    async handle(_params, ctx) {
      return { closed: await ctx.workspace.close() };
    },
  },
  'events.saveAs': {
    write: true,
    async handle({ path }, ctx) {
      return summarize(await ctx.workspace.saveAs(path));
    },
  },
  'events.updateSettings': {
    write: true,
    async handle({ settings: patch, reason }, ctx) {
      const store = ctx.workspace.current();
      const current = store.state.settings;
      const next: EventSettings = {
        ...current,
        ...patch,
        extras: { ...current.extras, ...patch.extras },
        pairing: { ...current.pairing, ...patch.pairing },
      };
      const changed = (Object.keys(next) as (keyof EventSettings)[]).filter(
        (key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]),
      );
      if (next.extras.escalation && next.rounds !== 3) {
        throw new ApiError(
          'RULES_VIOLATION',
          'ITS S11 · Escalation Tournament: an escalation event has exactly 3 rounds.',
        );
      }
      const chosen = next.scenarios.filter((s) => s !== '');
      const repeated = chosen.find((s, i) => chosen.indexOf(s) !== i);
      if (repeated) {
        throw new ApiError(
          'RULES_VIOLATION',
          `ITS S11 · Scenarios: "${repeated}" is chosen for two rounds; a scenario is played once per event.`,
        );
      }
      const { revision, savedAt } = await store.mutate(
        {
          actor: ctx.actor,
          method: 'events.updateSettings',
          summary: changed.length
            ? `Event settings changed: ${changed.join(', ')}`
            : 'Event settings saved (no change)',
          reason,
        },
        (draft) => {
          draft.settings = next;
          assertByeTpOffered(draft.settings);
        },
      );
      return { revision, savedAt };
    },
  },
  'events.setTables': {
    write: true,
    async handle({ tables }, ctx) {
      const numbers = tables.map((t) => t.number);
      const dup = numbers.find((n, i) => numbers.indexOf(n) !== i);
      if (dup !== undefined) throw new ApiError('INVALID_INPUT', `tables: table number ${dup} appears twice.`);
      const { revision, savedAt } = await ctx.workspace
        .current()
        .mutate({ actor: ctx.actor, method: 'events.setTables', summary: `Tables set (${tables.length})` }, (draft) => {
          draft.tables = [...tables].sort((a, b) => a.number - b.number);
        });
      return { revision, savedAt };
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
    async handle({ file }, ctx) {
      return summarize(await ctx.workspace.restore(file));
    },
  },
  'backups.recover': {
    write: true,
    async handle({ path, file }, ctx) {
      return summarize(await ctx.workspace.recover(path, file));
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
    async handle({ revision, reason }, ctx) {
      const saved = await ctx.workspace.current().undo(ctx.actor, revision, reason);
      return { revision: saved.revision, savedAt: saved.savedAt, undone: saved.result.undone };
    },
  },
  'audit.redo': {
    write: true,
    async handle(_params, ctx) {
      const saved = await ctx.workspace.current().redo(ctx.actor);
      return { revision: saved.revision, savedAt: saved.savedAt, redone: saved.result.redone };
    },
  },
} satisfies DomainHandlers<keyof AuditResults>;

/** ITS S17 · Byes: a bye's TP may only be one the preset offers (3 or 4 there; none in S11). */
function assertByeTpOffered(settings: EventSettings): void {
  if (settings.byeTp === null) return;
  const preset = presetOrDefault(settings.presetId);
  const choices = preset.byeTpChoices ?? [];
  if (!choices.includes(settings.byeTp)) {
    throw new ApiError(
      'RULES_VIOLATION',
      choices.length
        ? `${preset.name}: a bye scores ${choices.join(' or ')} TP, not ${settings.byeTp}.`
        : `${preset.name}: a bye always scores ${preset.bye.tp} TP; the bye's TP cannot be chosen.`,
      { fields: ['byeTp'] },
    );
  }
}
