/**
 * A teams event's rounds: pairing one (the pure rules in src/core/rules/tournament/teams/) in
 * the referee's words, and setting a match's match-ups (which player meets which).
 */
import { ApiError } from '../../shared/errors';
import { msg, said } from '../../shared/messages';
import type { PairResult } from '../../shared/api/rounds';
import type { EventFile, Pairing, Round, RoundWarning, TeamMatch } from '../../shared/model';
import { presetForSettings } from '../../core/rules/tournament/presets';
import type { TableSpec } from '../../core/rules/tournament/tables';
import { pairTeamRound } from '../../core/rules/tournament/teams/teamRound';
import { findRound, refreshWarnings } from './rounds';
import { nameIn, teamById, teamNameOf } from './teams';
import { orThrow } from '../api/fromRules';

type State = Readonly<EventFile>;

/** Round `number` of a teams event paired (`state` holds only the rounds before it). */
export function teamsPaired(
  state: State,
  number: number,
  seed: string,
  tables: readonly TableSpec[],
  scenarioId: string,
): Omit<PairResult, 'warnings'> & { warnings: RoundWarning[] } & Pick<Round, 'matches' | 'teamBye'> {
  const paired = orThrow(
    pairTeamRound(state, number, { seed, preset: presetForSettings(state.settings), tables, scenarioId }),
  );
  return {
    round: number,
    pairs: paired.games,
    bye: null,
    matches: paired.matches,
    teamBye: paired.teamBye,
    warnings: paired.rematches.map((r) =>
      said('m.warn.teamRematch', { a: teamNameOf(state, r.a), b: teamNameOf(state, r.b) }),
    ),
  };
}

/**
 * Sets the games of match `match` of round `number`: each pair is a player of the match's first
 * team against one of the second, every fielded player once. Refused once a game of the match
 * has a result. The games keep the match's tables, in the order given; a draft round's
 * warnings are read again. The referee's `rounds.setMatchups` and the captains' last pick both
 * set the games here.
 */
export function setMatchups(
  draft: EventFile,
  number: number,
  match: number,
  pairs: readonly [string, string][],
): TeamMatch {
  const round = findRound(draft, number);
  const m = (round.matches ?? []).find((x) => x.match === match);
  if (!m) throw new ApiError('NOT_FOUND', msg('m.matchups.noMatch', { round: number, match }));
  const games = round.pairings.filter((p) => m.tables.includes(p.table));
  if (round.status === 'closed' || games.some((p) => p.result)) {
    throw new ApiError('CONFLICT', msg('m.matchups.hasResults', { round: number, match }));
  }
  if (pairs.length !== m.tables.length) {
    throw new ApiError('INVALID_INPUT', msg('m.matchups.count', { match, n: m.tables.length }));
  }
  const [sideA, sideB] = [new Set(games.map((p) => p.a)), new Set(games.map((p) => p.b))];
  // The players the match fielded when paired, and the teams' members as they now stand.
  const membersOf = (team: string) => teamById(draft, team)?.members ?? [];
  for (const id of membersOf(m.a)) sideA.add(id);
  for (const id of membersOf(m.b)) sideB.add(id);
  const seen = new Set<string>();
  for (const [a, b] of pairs) {
    for (const [id, side, team] of [
      [a, sideA, m.a],
      [b, sideB, m.b],
    ] as const) {
      // An id that names no player (a stale screen): the match is named, never the id.
      if (!draft.players.some((p) => p.id === id)) {
        throw new ApiError('INVALID_INPUT', msg('m.matchups.unknownPlayer', { round: number, match }));
      }
      if (seen.has(id)) throw new ApiError('INVALID_INPUT', msg('m.matchups.twice', { player: nameIn(draft, id) }));
      seen.add(id);
      if (!side.has(id)) {
        throw new ApiError(
          'INVALID_INPUT',
          msg('m.matchups.otherTeam', { player: nameIn(draft, id), team: teamNameOf(draft, team) }),
        );
      }
    }
  }
  const byTable = new Map(games.map((p) => [p.table, p]));
  pairs.forEach(([a, b], i) => {
    const table = m.tables[i] as number;
    const game = byTable.get(table) as Pairing;
    if (game.a !== a || game.b !== b) {
      game.a = a;
      game.b = b;
      game.listA = null;
      game.listB = null;
      game.report = null;
    }
  });
  if (round.status === 'draft') refreshWarnings(draft, round);
  return m;
}
