/**
 * Team standings on a hand-worked event: 4 teams of 3, 3 rounds (docs/TEAMS.md works the same
 * figures). Each game's TP is written in the result, so the sums below are read off the table.
 */
import { describe, expect, it } from 'vitest';
import type { EventFile, Round } from '../../../../shared/model';
import { ITS_S11 } from '../presets';
import { computeTeamStandings } from './teamStandings';
import { HAND_WORKED_MATCHES, workedRound } from './testing/handWorked';

const rounds: Round[] = HAND_WORKED_MATCHES.map((matches, i) => workedRound(i + 1, matches));

function event(teamResult: 'games-won' | 'tp-sum'): Pick<EventFile, 'rounds' | 'teams' | 'settings'> {
  return {
    rounds,
    teams: ['A', 'B', 'C', 'D'].map((id) => ({
      id,
      name: `Team ${id}`,
      captain: `${id}1`,
      members: [`${id}1`, `${id}2`, `${id}3`],
    })),
    settings: {
      rounds: 3,
      format: 'teams',
      teams: { size: 3, factionsUnique: false, matchPoints: { win: 2, draw: 1, loss: 0 }, teamResult },
    } as EventFile['settings'],
  };
}

const line = (r: { id: string; rank: number; matchPoints: number; tp: number; op: number; vp: number }) =>
  [r.id, r.rank, r.matchPoints, r.tp, r.op, r.vp].join(' ');

describe('team standings', () => {
  it('ranks by match points from games won, then summed TP, OP, VP', () => {
    const { rows } = computeTeamStandings(event('games-won'), ITS_S11);
    // A and C: 4 match points and 23 TP each; C's 49 OP beat A's 44.
    expect(rows.map(line)).toEqual(['C 1 4 23 49 1330', 'A 2 4 23 44 1120', 'B 3 3 19 45 1360', 'D 4 1 14 36 1100']);
    // Why each team stands below the one above: A on OP (TP equal), B and D on match points.
    expect(rows.map((r) => r.below)).toEqual([null, 'op', 'matchPoints', 'matchPoints']);
    expect(rows.map((r) => [r.won, r.drawn, r.lost])).toEqual([
      [1, 2, 0],
      [2, 0, 1],
      [1, 1, 1],
      [0, 1, 2],
    ]);
  });

  it('decides a match by summed TP when the event says so', () => {
    const { rows } = computeTeamStandings(event('tp-sum'), ITS_S11);
    // Round 1 C–D: 1 game each, but D scored 7 TP to C's 6, so D takes the match.
    expect(rows.map(line)).toEqual(['C 1 4 23 49 1330', 'A 2 4 23 44 1120', 'B 3 2 19 45 1360', 'D 4 2 14 36 1100']);
  });

  it('counts the rounds asked for', () => {
    const { rows } = computeTeamStandings(event('games-won'), ITS_S11, { throughRound: 1 });
    expect(rows.map(line)).toEqual(['A 1 2 9 18 470', 'D 2 1 7 16 480', 'C 3 1 6 13 400', 'B 4 0 5 13 420']);
  });

  it('leaves a match out until every game of it has a result, and scores a team bye as a win', () => {
    const open = structuredClone(rounds);
    (open[2] as Round).pairings[5]!.result = null;
    (open[2] as Round).matches = (open[2] as Round).matches!.slice(0, 1);
    (open[2] as Round).teamBye = { team: 'B', players: ['B1', 'B2', 'B3'] };
    const { rows, matches } = computeTeamStandings({ ...event('games-won'), rounds: open }, ITS_S11);
    expect(matches.find((m) => m.round === 3 && m.match === 1)?.outcome).toBe('a');
    const b = rows.find((r) => r.id === 'B');
    // B: 0 + 2 match points, 5 + 8 TP and a bye of 3 × ITS S11's bye figures.
    expect(b && [b.matchPoints, b.tp, b.op, b.vp, b.byeRounds]).toEqual([
      4,
      13 + 3 * ITS_S11.bye.tp,
      32 + 3 * ITS_S11.bye.op,
      1000 + 3 * ITS_S11.bye.vp,
      [3],
    ]);
  });
});
