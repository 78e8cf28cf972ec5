/**
 * API domain `scoring.*`: the scenario registry, the wizard's questions and JSON Schema, a
 * preview of a game's score, and committing a scored result to a table of the open event.
 * All scoring is done by the pure engine in rules/scenarios; this file only wires it to the
 * event (round's scenario and tier, the event's preset) and to the store (via writeResult).
 */
import { ApiError } from '../../shared/errors';
import type { ScoringResults, StoredBreakdown } from '../../shared/api/scoring';
import type { GameResult } from '../../shared/model';
import {
  all,
  factsJsonSchema,
  getScenario,
  info,
  normalizeFacts,
  score,
  scoreGuide,
  wizardQuestions,
} from '../rules/scenarios/registry';
import { presetForSettings, presetOrDefault } from '../rules/tournament';
import type { HandlerContext } from './context';
import type { DomainHandlers } from './registry';
import { findRound, writeResult } from './rounds';

/** The preset named, else the open event's, else ITS S11. */
function presetFor(presetId: string | undefined, ctx: HandlerContext) {
  if (presetId) return presetOrDefault(presetId);
  const settings = ctx.workspace.peek()?.state.settings;
  return settings ? presetForSettings(settings) : presetOrDefault(undefined);
}

export const scoringHandlers = {
  'scoring.scenarios': {
    write: false,
    // The scenario list is open information (the projector and public pages show names).
    public: true,
    handle() {
      return all.map(info);
    },
  },
  'scoring.schema': {
    write: false,
    // Pure engine reads (no event data): a player's phone asks the wizard's questions too.
    player: true,
    handle({ scenarioId, tier }) {
      const def = getScenario(scenarioId);
      return {
        scenario: info(def),
        questions: wizardQuestions(def.id),
        jsonSchema: factsJsonSchema(def.id),
        guide: scoreGuide(def.id, tier),
      };
    },
  },
  'scoring.preview': {
    write: false,
    public: false,
    player: true,
    handle({ scenarioId, tier, facts, presetId }, ctx) {
      return score(scenarioId, tier, facts, presetFor(presetId, ctx));
    },
  },
  'scoring.commit': {
    write: true,
    async handle({ round, table, facts, confirmedByA, confirmedByB, replace, reason }, ctx) {
      const store = ctx.workspace.current();
      const state = store.state;
      const r = findRound(state, round);
      const scenarioId = r.scenarioId || state.settings.scenarios[round - 1] || '';
      if (!scenarioId) {
        throw new ApiError(
          'RULES_VIOLATION',
          `Round ${round} has no scenario chosen; choose it in the event settings first.`,
          {
            fields: ['round'],
          },
        );
      }
      const pairing = r.pairings.find((p) => p.table === table);
      if (!pairing)
        throw new ApiError('NOT_FOUND', `Round ${round} has no game on table ${table}.`, { fields: ['table'] });
      if (!all.some((s) => s.id === scenarioId)) {
        throw new ApiError(
          'NOT_FOUND',
          `Round ${round} is played with "${scenarioId}", which has no scoring wizard; enter its result with rounds.setResult.`,
        );
      }
      const preset = presetForSettings(state.settings);
      const scored = score(scenarioId, r.tier, facts, preset);
      const breakdown: StoredBreakdown = { scenarioId, tier: r.tier, presetId: preset.id, players: scored.players };
      const result: GameResult = {
        op: [scored.players.a.op, scored.players.b.op],
        vp: scored.vp,
        tp: scored.tp,
        facts: normalizeFacts(scenarioId, facts),
        breakdown,
        confirmedByA,
        confirmedByB,
        committedAt: new Date().toISOString(),
        committedBy: ctx.actor,
      };
      const saved = await store.mutate(
        {
          actor: ctx.actor,
          method: 'scoring.commit',
          summary: `Round ${round} table ${table} scored (${scenarioId}): ${result.op[0]}–${result.op[1]} OP, ${result.tp[0]}–${result.tp[1]} TP${replace ? ' (corrected)' : ''}`,
          reason,
          tables: [table],
          players: [pairing.a, pairing.b],
        },
        (draft) => {
          const written = writeResult(draft, round, table, result, { replace, reason });
          return { changed: written.changed, stored: written.pairing.result ?? result };
        },
      );
      return {
        revision: saved.revision,
        savedAt: saved.savedAt,
        changed: saved.result.changed,
        score: scored,
        result: saved.result.stored,
      };
    },
  },
} satisfies DomainHandlers<keyof ScoringResults>;
