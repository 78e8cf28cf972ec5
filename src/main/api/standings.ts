/**
 * API domain `standings.*`: computed from the event state on every call, never stored.
 * `standings.compute` is public (readable on the venue LAN without the PIN).
 */
import type { RatingPreview, StandingsResult, StandingsResults } from '../../shared/api/standings';
import type { EventFile } from '../../shared/model';
import { loadResultsDocument } from '../io/resultsFile';
import {
  PRESETS,
  computeStandingsDetailed,
  computeTeamStandings,
  explainPair,
  explainPlayer,
  presetInfo,
  presetForSettings,
  ratingPreview,
  tournamentInputFromEvent,
} from '../../core/rules/tournament';
import type { ScoringPreset, TournamentInput } from '../../core/rules/tournament';
import type { DomainHandlers } from './registry';
import { tierOfRound } from '../model/rounds';
import { perRevision } from './revisionCache';
import { citedIn } from '../../core/rules/tournament/seasonCitations';
import { orThrow } from './fromRules';

export function standingsResult(
  input: TournamentInput,
  preset: ScoringPreset,
  throughRound: number | undefined,
): StandingsResult {
  const comp = computeStandingsDetailed(input, preset, { throughRound });
  return {
    preset: { id: preset.id, name: preset.name },
    rounds: input.rounds,
    throughRound: comp.throughRound,
    complete: comp.complete,
    rows: comp.rows,
  };
}

/** ITS S11 · Rankings: the rating preview of an event, with its K factor (type and tier). */
export function ratingPreviewOfEvent(state: Readonly<EventFile>): RatingPreview {
  return ratingPreview(tournamentInputFromEvent(state), {
    eventType: state.settings.eventType,
    tier: state.settings.extras.escalation ? (round) => tierOfRound(state, round) : state.settings.tier,
    ratings: new Map(state.players.map((p) => [p.id, p.rating])),
  });
}

function eventInput(state: Readonly<EventFile>): { input: TournamentInput; preset: ScoringPreset } {
  return { input: tournamentInputFromEvent(state), preset: presetForSettings(state.settings) };
}

export const standingsHandlers = {
  'standings.compute': {
    write: false,
    public: true,
    handle({ throughRound }, ctx) {
      const state = ctx.workspace.current().state;
      // Every screen asks after each change: worked out once per revision (revisionCache.ts).
      return perRevision(state, `standings.compute:${throughRound ?? ''}`, () => {
        const { input, preset } = eventInput(state);
        return citedIn(state.settings.season, standingsResult(input, preset, throughRound));
      });
    },
  },
  'standings.fromResults': {
    write: false,
    handle({ document, presetId, throughRound }) {
      const loaded = loadResultsDocument(document, { presetId });
      return standingsResult(loaded.input, loaded.preset, throughRound);
    },
  },
  'standings.explainPlayer': {
    write: false,
    handle({ player, throughRound }, ctx) {
      const state = ctx.workspace.current().state;
      const { input, preset } = eventInput(state);
      return citedIn(state.settings.season, orThrow(explainPlayer(input, preset, player, { throughRound })));
    },
  },
  'standings.explainPair': {
    write: false,
    handle({ a, b, throughRound }, ctx) {
      const state = ctx.workspace.current().state;
      const { input, preset } = eventInput(state);
      return citedIn(state.settings.season, orThrow(explainPair(input, preset, a, b, { throughRound })));
    },
  },
  'standings.ratingPreview': {
    write: false,
    handle(_params, ctx) {
      return ratingPreviewOfEvent(ctx.workspace.current().state);
    },
  },
  'standings.teams': {
    write: false,
    public: true,
    handle({ through }, ctx) {
      const state = ctx.workspace.current().state;
      return perRevision(state, `standings.teams:${through ?? ''}`, () =>
        computeTeamStandings(state, presetForSettings(state.settings), { throughRound: through }),
      );
    },
  },
  'standings.presets': {
    write: false,
    handle() {
      return PRESETS.map(presetInfo);
    },
  },
} satisfies DomainHandlers<keyof StandingsResults>;
