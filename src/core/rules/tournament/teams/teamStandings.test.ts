/**
 * Team standings on a hand-worked event: 4 teams of 3, 3 rounds (docs/TEAMS.md works the same
 * figures). Each game's TP is written in the result, so the sums below are read off the table.
 */
import { describe, expect, it } from 'vitest';
import type { EventFile, Pairing, Round } from '../../../../shared/model';
import { ITS_S11 } from '../presets';
import { computeTeamStandings } from './teamStandings';

type Game = [op: [number, number], vp: [number, number], tp: [number, number]];

function round(number: number, matches: [string, string, Game[]][]): Round {
  const pairings: Pairing[] = [];
  const out: NonNullable<Round['matches']> = [];
  matches.forEach(([a, b, games], m) => {
    const tables = games.map((_, i) => m * 3 + i + 1);
    out.push({ match: m + 1, a, b, tables });
    games.forEach(([op, vp, tp], i) =>
      pairings.push({
        table: tables[i] as number,
        a: `${a}${i + 1}`,
        b: `${b}${i + 1}`,
        listA: null,
        listB: null,
        dispute: '',
        result: { op, vp, tp, confirmedByA: true, confirmedByB: true, committedAt: '', committedBy: 'test' },
      }),
    );
  });
  return {
    number,
    scenarioId: '',
    tier: 'mid',
    status: 'closed',
    seed: '',
    pairings,
    bye: null,
    warnings: [],
    timer: null,
    matches: out,
  };
}

const rounds: Round[] = [
  round(1, [
    [
      'A',
      'B',
      [
        [
          [8, 2],
          [200, 100],
          [4, 0],
        ],
        [
          [3, 6],
          [120, 180],
          [1, 4],
        ],
        [
          [7, 5],
          [150, 140],
          [4, 1],
        ],
      ],
    ],
    [
      'C',
      'D',
      [
        [
          [5, 5],
          [150, 150],
          [2, 2],
        ],
        [
          [6, 4],
          [160, 130],
          [4, 1],
        ],
        [
          [2, 7],
          [90, 200],
          [0, 4],
        ],
      ],
    ],
  ]),
  round(2, [
    [
      'A',
      'C',
      [
        [
          [4, 6],
          [100, 150],
          [0, 4],
        ],
        [
          [6, 6],
          [140, 140],
          [2, 2],
        ],
        [
          [1, 9],
          [50, 250],
          [0, 4],
        ],
      ],
    ],
    [
      'B',
      'D',
      [
        [
          [10, 0],
          [300, 0],
          [4, 0],
        ],
        [
          [7, 3],
          [200, 100],
          [4, 0],
        ],
        [
          [2, 8],
          [80, 220],
          [0, 4],
        ],
      ],
    ],
  ]),
  round(3, [
    [
      'A',
      'D',
      [
        [
          [5, 3],
          [120, 100],
          [4, 1],
        ],
        [
          [5, 3],
          [120, 100],
          [4, 1],
        ],
        [
          [5, 3],
          [120, 100],
          [4, 1],
        ],
      ],
    ],
    [
      'B',
      'C',
      [
        [
          [6, 4],
          [150, 120],
          [4, 1],
        ],
        [
          [3, 7],
          [100, 160],
          [0, 4],
        ],
        [
          [4, 4],
          [110, 110],
          [2, 2],
        ],
      ],
    ],
  ]),
];

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
