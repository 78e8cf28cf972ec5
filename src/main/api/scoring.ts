/**
 * API domain `scoring.*`: the scenario registry, the wizard's questions and JSON Schema, a
 * preview of a game's score, and committing a scored result to a table of the open event.
 * All scoring is done by the pure engine in rules/scenarios; this file only wires it to the
 * event (round's scenario and tier, the event's preset) and to the store (via writeResult).
 * The referee's ruling (`scoring.override`) rules on a committed result's breakdown line or total;
 * OP and TP follow, and only the ruling is stored, audited and undoable. A result keeps its facts
 * and figures: its breakdown is derived when asked (`scoring.breakdown`, breakdown.ts).
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { ScoringResults, SeasonId } from '../../shared/api/scoring';
import type { Tier } from '../../shared/model';
import type { GameResult } from '../../shared/model';
import {
  byId,
  factsJsonSchema,
  getScenario,
  info,
  scenariosOf,
  scoreGuide,
  wizardQuestions,
} from '../../core/rules/scenarios/registry';
import { deriveBreakdown, scoreOf, storedFacts, tableBreakdowns } from '../../core/rules/scenarios/breakdown';
import { eventBook, gameOf, gameSize, scoreInSeason, seasonById } from '../../core/rules/scenarios/seasons';
import { applyRuling } from '../../core/rules/scenarios/rulings';
import { scoreEventGame } from '../../core/rules/scenarios/eventGame';
import { presetForSettings, presetOrDefault, tournamentPoints } from '../../core/rules/tournament';
import type { HandlerContext } from './context';
import type { DomainHandlers } from './registry';
import { nameIn, withNames } from './names';
import { scenarioNameInEvent } from './settingsBounds';
import { findRound, findTable, resultNote, writeResult } from '../model/rounds';
import { opTpHoles } from '../../shared/scoreHoles';
import { orThrow } from './fromRules';

/** The preset named, else the season's when one is named, else the open event's, else ITS S11. */
function presetFor(presetId: string | undefined, ctx: HandlerContext, season?: SeasonId) {
  if (presetId) return presetOrDefault(presetId, ctx.workspace.peek()?.state.settings.packPreset);
  if (season) return seasonById(season).preset;
  const settings = ctx.workspace.peek()?.state.settings;
  return settings ? presetForSettings(settings) : presetOrDefault(undefined);
}

/**
 * Where a call's scenario comes from: the open event (its pack first, its army size for the tier,
 * its preset) with `event: true`, else the season named (absent: ITS S11).
 */
function sourceOf(
  params: { event?: true; season?: SeasonId; scenarioId?: string; tier?: Tier; armyPoints?: number },
  ctx: HandlerContext,
) {
  if (!params.event) return { from: params.season, armyPoints: params.armyPoints, preset: undefined };
  const state = ctx.workspace.current().state;
  const book = eventBook(state);
  const armyPoints =
    params.armyPoints ??
    (params.tier !== undefined
      ? gameOf(book, { scenarioId: params.scenarioId ?? '', tier: params.tier }).armyPoints
      : undefined);
  return { from: book, armyPoints, preset: presetForSettings(state.settings) };
}

export const scoringHandlers = {
  'scoring.scenarios': {
    write: false,
    // The scenario list is open information (the projector and public pages show names).
    public: true,
    handle(params, ctx) {
      return scenariosOf(sourceOf(params, ctx).from).map(info);
    },
  },
  'scoring.schema': {
    write: false,
    handle(params, ctx) {
      const { scenarioId, tier } = params;
      const { from, armyPoints } = sourceOf(params, ctx);
      const def = orThrow(getScenario(scenarioId, from));
      // ITS S17 and packs: the army size (when given) decides the tier the guide shows.
      const guideTier = armyPoints !== undefined ? orThrow(gameSize(from, { tier, armyPoints })).tier : tier;
      return {
        scenario: info(def),
        questions: wizardQuestions(def.id, from),
        jsonSchema: factsJsonSchema(def.id, from),
        guide: scoreGuide(def.id, guideTier, from),
      };
    },
  },
  'scoring.preview': {
    write: false,
    handle(params, ctx) {
      const { scenarioId, tier, season, facts, presetId, names } = params;
      const { from, armyPoints, preset } = sourceOf(params, ctx);
      const tp = presetId || !preset ? presetFor(presetId, ctx, season) : preset;
      return withNames(names, () => orThrow(scoreInSeason(from, scenarioId, { tier, armyPoints }, facts, tp)));
    },
  },
  'scoring.breakdown': {
    write: false,
    handle({ round, table }, ctx) {
      const state = ctx.workspace.current().state;
      const r = findRound(state, round);
      const pairing = findTable(r, table, { fields: ['table'] });
      return tableBreakdowns(gameOf(eventBook(state), r), pairing, presetForSettings(state.settings));
    },
  },
  'scoring.commit': {
    write: true,
    edit(draft, { round, table, facts, confirmedByA, confirmedByB, replace, reason }, ctx) {
      const r = findRound(draft, round);
      const scenarioId = r.scenarioId || draft.settings.scenarios[round - 1] || '';
      if (!scenarioId) {
        throw new ApiError('RULES_VIOLATION', msg('m.scoring.noScenario', { round }), {
          fields: ['round'],
        });
      }
      const pairing = findTable(r, table, { fields: ['table'] });
      const game = gameOf(eventBook(draft), { scenarioId, tier: r.tier });
      if (!byId(scenarioId, game)) {
        throw new ApiError(
          'NOT_FOUND',
          msg('m.scoring.noWizard', {
            round,
            scenario: scenarioNameInEvent(draft.settings, scenarioId, draft.scenarioPack),
          }),
        );
      }
      const named = { a: nameIn(draft, pairing.a), b: nameIn(draft, pairing.b) };
      // The wizards preview with the same function on the desk and the phones.
      const scoring = { ...draft.settings, pack: draft.scenarioPack };
      const scored = withNames(named, () => orThrow(scoreEventGame(scoring, { scenarioId, tier: r.tier }, facts)));
      const result: GameResult = {
        op: [scored.players.a.op, scored.players.b.op],
        vp: scored.vp,
        tp: scored.tp,
        facts: orThrow(storedFacts(scenarioId, facts, game)),
        confirmedByA,
        confirmedByB,
        committedAt: ctx.now().toISOString(),
        committedBy: ctx.actor,
      };
      const written = writeResult(draft, round, table, result, { replace, reason });
      return {
        result: { changed: written.changed, score: scored, result: written.pairing.result ?? result },
        summary: msg('m.audit.scored', {
          round,
          table,
          scenario: scenarioNameInEvent(draft.settings, scenarioId, draft.scenarioPack),
          ...opTpHoles(result),
          corrected: resultNote(written, replace),
        }),
        reason,
        tables: [table],
        players: [pairing.a, pairing.b],
      };
    },
  },
  'scoring.override': {
    write: true,
    edit(draft, { round, table, side, line, points, reason }, ctx) {
      const at = ctx.now().toISOString();
      const target =
        line === undefined
          ? msg('m.audit.target.total', { player: msg(side === 'a' ? 'm.side.a' : 'm.side.b') })
          : msg('m.audit.target.line', { n: line + 1 });
      const r = findRound(draft, round);
      const pairing = findTable(r, table);
      const result = pairing.result;
      const preset = presetForSettings(draft.settings);
      const game = gameOf(eventBook(draft), r);
      const computed = result && deriveBreakdown({ ...game, facts: result.facts, rulings: result.rulings }, preset);
      if (!result || !computed) {
        throw new ApiError('CONFLICT', msg('m.scoring.noBreakdown', { round, table }));
      }
      const named = { a: nameIn(draft, pairing.a), b: nameIn(draft, pairing.b) };
      const ruled = withNames(named, () =>
        orThrow(applyRuling(result, computed.players, { side, line, points, ruling: { reason, by: ctx.actor, at } })),
      );
      // Only the figures that move are written: the audit records the ruling and those.
      const i = side === 'a' ? 0 : 1;
      if (result.op[i] !== ruled) result.op[i] = ruled;
      const tp = tournamentPoints(preset, [result.op[0], result.op[1]]);
      if (result.tp[0] !== tp[0]) result.tp[0] = tp[0];
      if (result.tp[1] !== tp[1]) result.tp[1] = tp[1];
      return {
        result: { result: { ...result }, breakdown: scoreOf(game, result, preset) },
        summary:
          points === null
            ? msg('m.audit.rulingWithdrawn', { round, table, target })
            : msg('m.audit.ruling', { round, table, points, target }),
        reason,
        tables: [table],
        players: [pairing.a, pairing.b],
      };
    },
  },
} satisfies DomainHandlers<keyof ScoringResults>;
