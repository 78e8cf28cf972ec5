/**
 * From a teams event to what its printed documents show (docs/TEAMS.md · Paper). Pure: the team
 * standings come from the rules engine through `PrintSources`; a singles event is refused.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventFile, Player, Round, Team } from '../../shared/model';
import type { TeamStandings } from '../../shared/api/teams';
import { isTeamsEvent, teamSettingsOf } from '../../core/rules/tournament/teams/settings';
import {
  pickRound,
  playerIndex,
  printMeta,
  refOf,
  roundTierView,
  scenarioIdOf,
  scenarioView,
  sortedRounds,
  tableName,
} from './fromEvent';
import type { PrintSources } from './fromEvent';
import type { PdfDisplayLanguage } from './text';
import type {
  MatchupSheetData,
  TeamControlRound,
  TeamControlSheetData,
  TeamMatchView,
  TeamPairingsData,
  TeamStandingsData,
  TeamView,
} from './teamViewModels';

/** The event's teams by id; refuses a singles event (its documents are the players' own). */
export function teamsOf(event: Readonly<EventFile>): Map<string, Team> {
  if (!isTeamsEvent(event.settings)) throw new ApiError('CONFLICT', msg('m.pdf.teamsOnly'));
  return new Map((event.teams ?? []).map((t) => [t.id, t]));
}

function teamName(teams: Map<string, Team>, id: string): string {
  return teams.get(id)?.name ?? id;
}

function teamView(team: Team, players: Map<string, Player>): TeamView {
  return {
    name: team.name,
    members: team.members.map((id) => ({ ...refOf(players, id), captain: id === team.captain })),
  };
}

/** Each match of `round` with its games (side a: the first team's player), in match order. */
function matchViews(
  event: Readonly<EventFile>,
  round: Round,
  teams: Map<string, Team>,
  players: Map<string, Player>,
): TeamMatchView[] {
  const games = new Map(round.pairings.map((p) => [p.table, p]));
  return [...(round.matches ?? [])]
    .sort((x, y) => x.match - y.match)
    .map((m) => ({
      match: m.match,
      tables: [...m.tables],
      a: teamName(teams, m.a),
      b: teamName(teams, m.b),
      games: m.tables.flatMap((table) => {
        const game = games.get(table);
        return game
          ? [{ table, tableName: tableName(event, table), a: refOf(players, game.a), b: refOf(players, game.b) }]
          : [];
      }),
    }));
}

export function teamPairingsFromEvent(
  event: Readonly<EventFile>,
  round: Round,
  sources: PrintSources,
  language: PdfDisplayLanguage = event.settings.language,
): TeamPairingsData {
  const teams = teamsOf(event);
  const players = playerIndex(event);
  const bye = round.teamBye ?? null;
  return {
    round: round.number,
    tier: roundTierView(event, round, sources),
    scenario: scenarioView(event, scenarioIdOf(event, round), round.tier, sources, language),
    matches: matchViews(event, round, teams, players),
    bye: bye ? { team: teamName(teams, bye.team), players: bye.players.map((id) => refOf(players, id)) } : null,
  };
}

/** One sheet per match of `round` (or only match `only`), the teams' members in roster order. */
export function matchupSheetsFromEvent(
  event: Readonly<EventFile>,
  round: Round,
  only: number | undefined,
  sources: PrintSources,
  language: PdfDisplayLanguage = event.settings.language,
): MatchupSheetData[] {
  const teams = teamsOf(event);
  const players = playerIndex(event);
  const matches = [...(round.matches ?? [])].sort((x, y) => x.match - y.match);
  const chosen = only === undefined ? matches : matches.filter((m) => m.match === only);
  if (only !== undefined && chosen.length === 0) {
    throw new ApiError('NOT_FOUND', msg('m.matchups.noMatch', { round: round.number, match: only }), {
      fields: ['match'],
    });
  }
  const tier = roundTierView(event, round, sources);
  const scenario = scenarioView(event, scenarioIdOf(event, round), round.tier, sources, language);
  const viewOf = (id: string): TeamView => {
    const team = teams.get(id);
    return team ? teamView(team, players) : { name: id, members: [] };
  };
  return chosen.map((m) => ({
    round: round.number,
    match: m.match,
    tier,
    scenario,
    tables: m.tables.map((n) => ({ number: n, name: tableName(event, n) })),
    a: viewOf(m.a),
    b: viewOf(m.b),
  }));
}

/** The rounds of one team's sheet: its games, each match's result and its running match points. */
function controlRounds(
  event: Readonly<EventFile>,
  team: Team,
  teams: Map<string, Team>,
  players: Map<string, Player>,
  standings: TeamStandings,
): TeamControlRound[] {
  const { matchPoints } = teamSettingsOf(event.settings);
  const byNumber = new Map(sortedRounds(event).map((r) => [r.number, r]));
  const out: TeamControlRound[] = [];
  let running = 0;
  for (let n = 1; n <= printMeta(event).rounds; n++) {
    const round = byNumber.get(n);
    const blank: TeamControlRound = {
      round: n,
      kind: 'unpaired',
      match: null,
      opponentTeam: '',
      games: [],
      result: null,
      points: null,
      running: null,
    };
    if (round?.teamBye?.team === team.id) {
      running += matchPoints.win;
      out.push({ ...blank, kind: 'bye', points: matchPoints.win, running });
      continue;
    }
    const m = round?.matches?.find((x) => x.a === team.id || x.b === team.id);
    if (!round || !m) {
      out.push(blank);
      continue;
    }
    const side = m.a === team.id ? 0 : 1;
    const mine = (pair: readonly [number, number]): [number, number] =>
      side === 0 ? [pair[0], pair[1]] : [pair[1], pair[0]];
    const games = m.tables.flatMap((table) => {
      const game = round.pairings.find((p) => p.table === table);
      if (!game) return [];
      const r = game.result;
      const [me, them] = side === 0 ? [game.a, game.b] : [game.b, game.a];
      return [
        {
          table,
          player: refOf(players, me).name,
          opponent: refOf(players, them).name,
          op: r ? (r.op[side] ?? null) : null,
          vp: r ? (r.vp[side] ?? null) : null,
          tp: r ? (r.tp[side] ?? null) : null,
        },
      ];
    });
    const score = standings.matches.find((s) => s.round === n && s.match === m.match);
    const outcome = score?.outcome;
    let result: TeamControlRound['result'] = null;
    let points: number | null = null;
    if (score && outcome) {
      const won = outcome === (side === 0 ? 'a' : 'b');
      const kind = outcome === 'draw' ? 'drawn' : won ? 'won' : 'lost';
      points = kind === 'won' ? matchPoints.win : kind === 'drawn' ? matchPoints.draw : matchPoints.loss;
      running += points;
      result = { outcome: kind, gamesWon: mine(score.gamesWon), tp: mine(score.tp) };
    }
    out.push({
      ...blank,
      kind: 'match',
      match: m.match,
      opponentTeam: teamName(teams, side === 0 ? m.b : m.a),
      games,
      result,
      points,
      running: points === null ? null : running,
    });
  }
  return out;
}

/** One sheet per team (or only team `only`), teams by name. */
export function teamControlSheetsFromEvent(
  event: Readonly<EventFile>,
  only: string | undefined,
  sources: PrintSources,
): TeamControlSheetData[] {
  const teams = teamsOf(event);
  if (only !== undefined && !teams.has(only)) {
    throw new ApiError('NOT_FOUND', msg('m.teams.unknown'), { fields: ['team'] });
  }
  const players = playerIndex(event);
  const standings = sources.teamStandings(event, undefined);
  const size = teamSettingsOf(event.settings).size;
  return [...teams.values()]
    .filter((t) => only === undefined || t.id === only)
    .sort((x, y) => x.name.localeCompare(y.name, undefined, { sensitivity: 'base' }) || x.id.localeCompare(y.id))
    .map((team) => ({
      team: teamView(team, players),
      rounds: controlRounds(event, team, teams, players, standings),
      size,
    }));
}

/** The team standings after `throughRound` (by default the last round with a result). */
export function teamStandingsFromEvent(
  event: Readonly<EventFile>,
  throughRound: number | undefined,
  sources: PrintSources,
): TeamStandingsData {
  const teams = teamsOf(event);
  const meta = printMeta(event);
  if (throughRound !== undefined && throughRound > meta.rounds) {
    throw new ApiError('INVALID_INPUT', msg('m.pdf.noRound', { rounds: meta.rounds, round: throughRound }), {
      fields: ['round'],
    });
  }
  const after = throughRound ?? lastPlayed(event);
  const standings = sources.teamStandings(event, after);
  const players = playerIndex(event);
  const settings = teamSettingsOf(event.settings);
  const counted = standings.matches.filter((m) => m.round <= after);
  return {
    afterRound: after,
    final: after >= meta.rounds && counted.length > 0 && counted.every((m) => m.outcome !== null),
    matchPoints: { ...settings.matchPoints },
    teamResult: settings.teamResult,
    rows: standings.rows.map((r) => ({
      rank: r.rank,
      name: r.name,
      members: (teams.get(r.id)?.members ?? []).map((id) => refOf(players, id).name),
      matchPoints: r.matchPoints,
      tp: r.tp,
      op: r.op,
      vp: r.vp,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      byeRounds: [...r.byeRounds],
      below: r.below,
    })),
  };
}

/** The last round with a result, 0 before any. */
export function lastPlayed(event: Readonly<EventFile>): number {
  return event.rounds
    .filter((r) => r.pairings.some((p) => p.result !== null))
    .reduce((max, r) => Math.max(max, r.number), 0);
}

/** A teams event's round: the one asked for or the latest paired, refused in a singles event first. */
export function teamRound(event: Readonly<EventFile>, requested: number | undefined): Round {
  teamsOf(event);
  return pickRound(event, requested);
}
