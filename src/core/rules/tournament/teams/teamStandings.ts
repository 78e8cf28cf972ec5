/**
 * Team standings (docs/TEAMS.md). ITS defines no team format, so these are the app's readings:
 *   - a team match counts once every one of its games has a result;
 *   - 'games-won': the team whose players won more of the match's games wins it (a game is won
 *     by the player with more TP, i.e. more OP under the season's table); 'tp-sum': the team
 *     whose players scored more TP in the match wins it; equal: a draw;
 *   - the match points per win, draw and loss are the event's;
 *   - a team bye is a match won, and each member listed with it scores the season's bye;
 *   - rank by match points, then summed TP, summed OP, summed VP (each over the counted matches
 *     and byes, without the end-of-event bye adjustment of singles); teams tied on all four share
 *     a rank and are listed by name, then id.
 */
import type { EventFile, TeamSettings } from '../../../../shared/model';
import type { TeamMatchScore, TeamOutcome, TeamStandings, TeamStandingsRow } from '../../../../shared/api/teams';
import { TEAM_TIEBREAKS } from '../../../../shared/api/teams';
import { tournamentPoints } from '../presets';
import type { ScoringPreset } from '../presets';
import { compareText, compareValues } from '../standings';
import { teamSettingsOf } from './settings';

export type { TeamOutcome, TeamMatchScore, TeamStandingsRow, TeamStandings };

/** The score of each team match of rounds 1..through (side a: the first team's players). */
export function teamMatchScores(
  event: Readonly<Pick<EventFile, 'rounds'>>,
  preset: ScoringPreset,
  teams: Pick<TeamSettings, 'teamResult'>,
  through = Infinity,
): TeamMatchScore[] {
  const scores: TeamMatchScore[] = [];
  for (const round of event.rounds) {
    if (round.number > through) continue;
    for (const m of round.matches ?? []) {
      const games = round.pairings.filter((p) => m.tables.includes(p.table));
      const score: TeamMatchScore = {
        round: round.number,
        match: m.match,
        a: m.a,
        b: m.b,
        gamesWon: [0, 0],
        tp: [0, 0],
        op: [0, 0],
        vp: [0, 0],
        games: games.length,
        decided: 0,
        outcome: null,
      };
      for (const g of games) {
        if (!g.result) continue;
        const tp = g.result.tp ?? tournamentPoints(preset, g.result.op);
        score.decided++;
        for (const side of [0, 1] as const) {
          score.tp[side] += tp[side];
          score.op[side] += g.result.op[side];
          score.vp[side] += g.result.vp[side];
        }
        if (tp[0] > tp[1]) score.gamesWon[0]++;
        else if (tp[1] > tp[0]) score.gamesWon[1]++;
      }
      if (score.games > 0 && score.decided === score.games) {
        const [x, y] = teams.teamResult === 'tp-sum' ? score.tp : score.gamesWon;
        score.outcome = x > y ? 'a' : y > x ? 'b' : 'draw';
      }
      scores.push(score);
    }
  }
  return scores;
}

/** The team standings through `throughRound` (default: every round). */
export function computeTeamStandings(
  event: Readonly<Pick<EventFile, 'rounds' | 'teams' | 'settings'>>,
  preset: ScoringPreset,
  options: { throughRound?: number } = {},
): TeamStandings {
  const settings = teamSettingsOf(event.settings);
  const throughRound = Math.min(options.throughRound ?? event.settings.rounds, event.settings.rounds);
  const rows = new Map<string, TeamStandingsRow>();
  for (const t of event.teams ?? []) {
    rows.set(t.id, {
      rank: 0,
      id: t.id,
      name: t.name,
      matchPoints: 0,
      tp: 0,
      op: 0,
      vp: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      byeRounds: [],
      tiebreaks: [0, 0, 0, 0],
      below: null,
    });
  }
  const points = settings.matchPoints;
  const matches = teamMatchScores(event, preset, settings, throughRound);
  for (const m of matches) {
    if (m.outcome === null) continue;
    ([m.a, m.b] as const).forEach((id, side) => {
      const row = rows.get(id);
      if (!row) return;
      row.tp += m.tp[side] as number;
      row.op += m.op[side] as number;
      row.vp += m.vp[side] as number;
      const mine: TeamOutcome = side === 0 ? 'a' : 'b';
      if (m.outcome === 'draw') {
        row.drawn++;
        row.matchPoints += points.draw;
      } else if (m.outcome === mine) {
        row.won++;
        row.matchPoints += points.win;
      } else {
        row.lost++;
        row.matchPoints += points.loss;
      }
    });
  }
  for (const round of event.rounds) {
    const bye = round.teamBye;
    if (round.number > throughRound || !bye) continue;
    const row = rows.get(bye.team);
    if (!row) continue;
    row.byeRounds.push(round.number);
    row.won++;
    row.matchPoints += points.win;
    row.tp += preset.bye.tp * bye.players.length;
    row.op += preset.bye.op * bye.players.length;
    row.vp += preset.bye.vp * bye.players.length;
  }
  const ranked = [...rows.values()];
  for (const r of ranked) r.tiebreaks = [r.matchPoints, r.tp, r.op, r.vp];
  ranked.sort(
    (x, y) => compareValues(x.tiebreaks, y.tiebreaks) || compareText(x.name, y.name) || compareText(x.id, y.id),
  );
  ranked.forEach((r, i) => {
    const prev = ranked[i - 1];
    r.rank = prev && compareValues(prev.tiebreaks, r.tiebreaks) === 0 ? prev.rank : i + 1;
    if (!prev) return;
    const k = r.tiebreaks.findIndex((v, j) => v !== prev.tiebreaks[j]);
    r.below = k < 0 ? 'tied' : (TEAM_TIEBREAKS[k] ?? 'tied');
  });
  return { throughRound, rows: ranked, matches };
}
