/**
 * API domain `tables.*`: per-table game tracking, and `gitm.*`: the grid retreat calculator.
 *
 * A tracked table is stored in `event.tracker["<round>:<table>"]` as its setup (the two lists
 * as they stood when tracking started, so later list edits cannot rewrite a played game) and
 * the referee's recorded events. Every view is computed by replaying those events through the
 * pure state machine in src/core/rules/game; nothing derived is stored.
 */
import { z } from 'zod';
import { TrooperSkillsSchema, TroopTypeSchema, TrainingSchema, ImpetuousSchema } from '../../shared/army';
import type { GitmResults, TableSummary, TableView, TablesResults } from '../../shared/api/tables';
import { GameEventSchema, ScenarioTrackerRulesSchema, SideSchema } from '../../shared/api/tables';
import { ApiError } from '../../shared/errors';
import { english, msg } from '../../shared/messages';
import type { MessageParam, MessageRef } from '../../shared/messages';
import type { EventFile, Pairing, Round } from '../../shared/model';
import type { ArmyList } from '../../core/rules/army/model';
import { createSetup, createTable, replay, transition } from '../../core/rules/game/tableMachine';
import { nameIn, withNames } from './names';
import { orThrow } from './fromRules';
import type { GameEvent, GameOptions, GameSetup, TableState } from '../../core/rules/game/types';
import { tableView } from '../../core/rules/game/view';
import { roundLimits } from '../../core/rules/army/validate';
import { resolveGitm } from '../../core/rules/gitm/retreat';
import { byId as scenarioById } from '../../core/rules/scenarios/registry';
import type { ScenarioSource } from '../../core/rules/scenarios/registry';
import type { DomainHandlers } from './registry';
import { findRound, findTable } from '../model/rounds';

type State = Readonly<EventFile>;

// --- the stored record ----------------------------------------------------------------------

const TrackedTrooperSchema = z.object({
  id: z.string(),
  name: z.string(),
  profile: z.string(),
  cost: z.int().min(0),
  troopType: TroopTypeSchema,
  training: TrainingSchema,
  impetuous: ImpetuousSchema,
  skills: TrooperSkillsSchema,
  baggagePoints: z.int().min(0),
  group: z.int().min(1),
  reinforcement: z.boolean(),
});

const ArmySetupSchema = z.object({
  side: SideSchema,
  playerId: z.string(),
  listId: z.string(),
  listName: z.string(),
  pointsLimit: z.int().min(0),
  listPoints: z.int().min(0).optional(),
  unknownCost: z.array(z.string()).optional(),
  troopers: z.array(TrackedTrooperSchema),
});

const TrackerRecordSchema = z.object({
  version: z.literal(1),
  round: z.int().min(1),
  table: z.int().min(1),
  setup: z.object({
    options: ScenarioTrackerRulesSchema.extend({
      reinforcements: z.boolean(),
      limitedInsertion: z.boolean(),
      rounds: z.int().min(1),
    }),
    armies: z.object({ a: ArmySetupSchema, b: ArmySetupSchema }),
  }),
  events: z.array(GameEventSchema),
});
type TrackerRecord = z.infer<typeof TrackerRecordSchema>;

export const trackerKey = (round: number, table: number): string => `${round}:${table}`;

function readRecord(state: State, round: number, table: number): TrackerRecord {
  const raw = state.tracker[trackerKey(round, table)];
  if (raw === undefined) {
    throw new ApiError('NOT_FOUND', msg('m.tracker.notTracked', { round, table }), {
      round,
      table,
    });
  }
  const parsed = TrackerRecordSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError('IO_FAILURE', msg('m.tracker.damaged', { round, table }), {
      round,
      table,
      issues: parsed.error.issues.slice(0, 5),
    });
  }
  return parsed.data;
}

function stateOf(record: TrackerRecord): TableState {
  return orThrow(replay(createTable(record.setup satisfies GameSetup), record.events)).state;
}

function viewOf(record: TrackerRecord, state: TableState = stateOf(record)): TableView {
  return tableView(state, { round: record.round, table: record.table }, record.events.length);
}

// --- starting a table -----------------------------------------------------------------------

function findPairing(state: State, round: number, table: number): { round: Round; pairing: Pairing } {
  const r = findRound(state, round);
  return { round: r, pairing: findTable(r, table) };
}

function chooseList(state: State, playerId: string, chosen: string | null | undefined, field: string): ArmyList {
  const own = state.lists.filter((l) => l.playerId === playerId);
  const name = nameIn(state, playerId);
  const id = chosen ?? (own.length === 1 ? own[0]?.id : undefined);
  if (!id) {
    throw new ApiError(
      'INVALID_INPUT',
      own.length === 0 ? msg('m.tracker.noList', { name }) : msg('m.tracker.chooseList', { name, n: own.length }),
      { fields: [field] },
    );
  }
  const list = state.lists.find((l) => l.id === id);
  if (!list) throw new ApiError('NOT_FOUND', msg('m.tracker.listGone', { name }), { fields: [field] });
  if (list.playerId !== playerId) {
    throw new ApiError('INVALID_INPUT', msg('m.tracker.listOfOther', { name, list: list.name }), {
      fields: [field],
    });
  }
  return list;
}

/** The tracker rules a scenario declares (ITS S11 scenario special rules). */
function scenarioRules(
  scenarioId: string,
  from: ScenarioSource,
): Omit<GameOptions, 'reinforcements' | 'limitedInsertion' | 'rounds'> | null {
  // Ids repeat across seasons (Annihilation): the event's pack, else its season, picks the scenario.
  const def = scenarioById(scenarioId, from);
  if (!def) return null;
  return {
    noQuarter: !def.retreat.applies,
    retreatEndsGame: def.retreat.endsGameIfTurnStartsInRetreat,
    dataTracker: def.dataTracker,
    dataTrackerOrder: def.specialRules.some((rule) => rule.key === 's.common.dataTrackerSpecialOrder'),
  };
}

/**
 * Points that cannot be checked are not tracked silently: a list with troopers of unknown cost
 * (from a code the unit library did not know) needs the referee's confirmation.
 */
function requireKnownCosts(state: State, lists: Record<'a' | 'b', ArmyList>, table: number, confirmed: boolean): void {
  if (confirmed) return;
  const problems = (['a', 'b'] as const).flatMap((side) => {
    const list = lists[side];
    const unknown = list.groups.flatMap((g) => g.troopers.filter((t) => t.unresolved));
    if (unknown.length === 0) return [];
    return [
      msg('m.tracker.unknownCostList', {
        name: nameIn(state, list.playerId),
        list: list.name || '—',
        n: unknown.length,
      }),
    ];
  });
  if (problems.length === 0) return;
  throw new ApiError('CONFLICT', msg('m.tracker.unknownCost', { table, problems }), {
    confirm: 'unknown-cost',
    problems: problems.map(english),
  });
}

// --- audit summaries ------------------------------------------------------------------------

/** The tracker events whose audit line names the table alone. */
const TABLE_ONLY = {
  advance: 'm.audit.nextStep',
  'request-reinforcements': 'm.audit.reinforcements',
  'ignore-retreat': 'm.audit.retreatIgnored',
  'appoint-lieutenant': 'm.audit.lieutenant',
  'strategic-order-removal': 'm.audit.strategicUse',
} as const;

/** The audit line of one tracker event, keyed so the log reads in the referee's language. */
function describe(
  event: GameEvent,
  setup: GameSetup,
  table: number,
  players: Record<'a' | 'b', MessageParam>,
): MessageRef {
  const trooper = (side: 'a' | 'b', id: string) => setup.armies[side].troopers.find((t) => t.id === id)?.name ?? id;
  switch (event.type) {
    case 'set-status':
      return msg('m.audit.trooperStatus', {
        table,
        player: players[event.side],
        trooper: trooper(event.side, event.trooper),
        status: msg(`m.audit.trooperState.${event.status}`),
      });
    case 'set-condition':
      return msg(event.value ? 'm.audit.conditionOn' : 'm.audit.conditionOff', {
        table,
        player: players[event.side],
        trooper: trooper(event.side, event.trooper),
        condition: msg(`m.audit.condition.${event.condition}`),
      });
    case 'choose-datatracker':
      return msg('m.audit.dataTrackerNamed', { table, player: players[event.side] });
    case 'start-game':
      return msg('m.audit.gameStarted', { table, player: players[event.firstPlayer] });
    case 'advance':
    case 'request-reinforcements':
    case 'ignore-retreat':
    case 'appoint-lieutenant':
    case 'strategic-order-removal':
      return msg(TABLE_ONLY[event.type], { table });
    case 'end-game':
      return event.note
        ? msg('m.audit.gameEndedNote', { table, note: event.note })
        : msg('m.audit.gameEnded', { table });
  }
}

// --- handlers -------------------------------------------------------------------------------

export const tablesHandlers = {
  'tables.start': {
    write: true,
    edit(draft, params) {
      const { round, table } = params;
      const key = trackerKey(round, table);
      if (draft.tracker[key] !== undefined && !params.restart) {
        throw new ApiError('CONFLICT', msg('m.tracker.already', { round, table }));
      }
      const { round: r, pairing } = findPairing(draft, round, table);
      const lists = {
        a: chooseList(draft, pairing.a, params.listA ?? pairing.listA, 'listA'),
        b: chooseList(draft, pairing.b, params.listB ?? pairing.listB, 'listB'),
      };
      // ITS S11 · Choosing an Army List: the choice is recorded on the round's pairing.
      pairing.listA = lists.a.id;
      pairing.listB = lists.b.id;
      const fromScenario = scenarioRules(r.scenarioId, { season: draft.settings.season, pack: draft.scenarioPack });
      const rules = {
        noQuarter: false,
        retreatEndsGame: false,
        dataTracker: false,
        dataTrackerOrder: false,
        ...fromScenario,
        ...params.rules,
      };
      const options: GameOptions = {
        ...rules,
        reinforcements: draft.settings.extras.reinforcements,
        limitedInsertion: draft.settings.extras.limitedInsertion,
        rounds: 3,
      };
      // N3 · Retreat!: a quarter of the points available to build the list — the round's Army Points.
      const armyPoints = roundLimits(draft.settings, r.tier).points;
      requireKnownCosts(draft, lists, table, params.confirmUnknownCost);
      const setup = orThrow(createSetup(lists, options, armyPoints));
      const record: TrackerRecord = { version: 1, round, table, setup, events: [] };
      draft.tracker[key] = record;
      return {
        result: { view: viewOf(record) },
        summary: msg('m.audit.trackingStarted', { table, round }),
        tables: [table],
      };
    },
  },

  'tables.dispatch': {
    write: true,
    edit(draft, params) {
      const { round, table, event } = params;
      const record = readRecord(draft, round, table);
      const pairing = draft.rounds.find((r) => r.number === round)?.pairings.find((p) => p.table === table);
      const names = pairing ? { a: nameIn(draft, pairing.a), b: nameIn(draft, pairing.b) } : undefined;
      const next = withNames(names, () => orThrow(transition(stateOf(record), event)));
      const updated: TrackerRecord = { ...record, events: [...record.events, event] };
      draft.tracker[trackerKey(round, table)] = updated;
      return {
        result: { effects: next.effects, view: viewOf(updated, next.state) },
        summary: describe(event, record.setup, table, {
          a: nameIn(draft, record.setup.armies.a.playerId),
          b: nameIn(draft, record.setup.armies.b.playerId),
        }),
        reason: params.reason,
        tables: [table],
        players: [record.setup.armies.a.playerId, record.setup.armies.b.playerId],
      };
    },
  },

  'tables.get': {
    write: false,
    handle({ round, table }, ctx): TableView {
      return viewOf(readRecord(ctx.workspace.current().state, round, table));
    },
  },

  'tables.list': {
    write: false,
    handle({ round }, ctx): TableSummary[] {
      const state = ctx.workspace.current().state;
      const out: TableSummary[] = [];
      for (const key of Object.keys(state.tracker)) {
        const [r, t] = key.split(':').map(Number);
        if (r === undefined || t === undefined || !Number.isInteger(r) || !Number.isInteger(t)) continue;
        if (round !== undefined && r !== round) continue;
        const view = viewOf(readRecord(state, r, t));
        out.push({
          round: r,
          table: t,
          phase: view.phase,
          gameRound: view.gameRound,
          activeSide: view.activeSide,
          step: view.step,
        });
      }
      return out.sort((x, y) => x.round - y.round || x.table - y.table);
    },
  },
} satisfies DomainHandlers<keyof TablesResults>;

export const gitmHandlers = {
  'gitm.resolve': {
    write: false,
    handle(params): GitmResults['gitm.resolve'] {
      return resolveGitm(params);
    },
  },
} satisfies DomainHandlers<keyof GitmResults>;
