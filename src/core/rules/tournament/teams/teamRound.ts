/**
 * A teams event's round paired: the team pairings (pairTeams.ts), each match's tables side by
 * side, and a first match-up (the teams' members in roster order, first against first) that the
 * referee or the captains then set (rounds.setMatchups). Side a of every game is the first
 * team's player, which the team standings rely on.
 */
import { msg } from '../../../../shared/messages';
import { ok, refuse } from '../../problem';
import type { Ruled } from '../../problem';
import { playsIn } from '../../../../shared/leftOut';
import type { EventFile, Team, TeamBye, TeamMatch } from '../../../../shared/model';
import { absentFrom } from '../attendance';
import { pairKey } from '../pairing/history';
import type { ScoringPreset } from '../presets';
import { availableTables } from '../tables';
import type { TableSpec } from '../tables';
import { pairTeams } from './pairTeams';
import { teamSettingsOf } from './settings';
import { computeTeamStandings } from './teamStandings';

export interface TeamRound {
  matches: TeamMatch[];
  /** One game per table: side a the first team's player. */
  games: { table: number; a: string; b: string }[];
  teamBye: TeamBye | null;
  /** Team pairings that repeat an earlier one (only when none could be avoided). */
  rematches: { a: string; b: string }[];
}

/** The players of each team who play round `number`; refuses, by name, teams short of the size. */
export function fieldedMembers(
  event: Readonly<Pick<EventFile, 'players' | 'teams' | 'settings'>>,
  number: number,
): Ruled<Map<string, string[]>> {
  const size = teamSettingsOf(event.settings).size;
  const absent = absentFrom(event, number);
  const byId = new Map(event.players.map((p) => [p.id, p]));
  const fielded = new Map<string, string[]>();
  const short: string[] = [];
  for (const team of event.teams ?? []) {
    const playing = team.members.filter((id) => {
      const p = byId.get(id);
      return p !== undefined && playsIn(p, number) && !absent.has(id);
    });
    if (playing.length < size) short.push(team.name);
    fielded.set(team.id, playing.slice(0, size));
  }
  if (short.length > 0) {
    return refuse('violation', msg('m.teams.short', { round: number, size, teams: short }));
  }
  return ok(fielded);
}

/** Pairs round `number` of a teams event (`event` holds only the rounds before it). */
export function pairTeamRound(
  event: Readonly<Pick<EventFile, 'players' | 'teams' | 'settings' | 'rounds'>>,
  number: number,
  options: { seed: string; preset: ScoringPreset; tables: readonly TableSpec[]; scenarioId: string },
): Ruled<TeamRound> {
  const teams: readonly Team[] = event.teams ?? [];
  if (teams.length < 2) {
    return refuse('violation', msg('m.teams.fewTeams', { round: number, n: teams.length }));
  }
  const fieldedAnswer = fieldedMembers(event, number);
  if (!fieldedAnswer.ok) return fieldedAnswer;
  const fielded = fieldedAnswer.value;
  const size = teamSettingsOf(event.settings).size;
  const standings = computeTeamStandings(event, options.preset, { throughRound: number - 1 });
  const met = new Set<string>();
  const hadBye = new Set<string>();
  for (const r of event.rounds) {
    if (r.number >= number) continue;
    for (const m of r.matches ?? []) met.add(pairKey(m.a, m.b));
    if (r.teamBye) hadBye.add(r.teamBye.team);
  }
  const pairing = pairTeams({
    round: number,
    seed: options.seed,
    teams: teams.map((t) => t.id),
    standing: new Map(standings.rows.map((r) => [r.id, r.tiebreaks])),
    met,
    hadBye,
  });
  if (!pairing.ok) return pairing;
  const paired = pairing.value;
  const { numbers } = availableTables(
    { tables: options.tables, scenarioId: options.scenarioId },
    paired.pairs.length * size,
  );
  const matches: TeamMatch[] = [];
  const games: TeamRound['games'] = [];
  paired.pairs.forEach((p, k) => {
    const tables = numbers.slice(k * size, (k + 1) * size);
    matches.push({ match: k + 1, a: p.a, b: p.b, tables });
    const [as, bs] = [fielded.get(p.a) ?? [], fielded.get(p.b) ?? []];
    tables.forEach((table, i) => games.push({ table, a: as[i] as string, b: bs[i] as string }));
  });
  return ok({
    matches,
    games,
    teamBye: paired.bye === null ? null : { team: paired.bye, players: fielded.get(paired.bye) ?? [] },
    rematches: paired.pairs.filter((p) => p.rematch).map(({ a, b }) => ({ a, b })),
  });
}
