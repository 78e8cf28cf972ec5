import { describe, expect, it } from 'vitest';
import { RoundSchema } from '../../../../shared/model';
import { matchesPerPage, tableSpan, teamMatches } from './teamMatches';

const result = (tp: [number, number]) => ({ op: [0, 0], vp: [0, 0], tp, committedAt: '', committedBy: 'desk' });
/** Teams of two: match 1 at tables 1–2 (one game played), match 2 at tables 4 and 3; team E has the bye. */
const round = RoundSchema.parse({
  number: 2,
  tier: 'mid',
  status: 'locked',
  pairings: [
    { table: 1, a: 'a1', b: 'b1', result: result([4, 1]) },
    { table: 2, a: 'a2', b: 'b2' },
    { table: 3, a: 'c2', b: 'd2', result: result([2, 2]) },
    { table: 4, a: 'c1', b: 'd1', result: result([0, 4]) },
  ],
  matches: [
    { match: 1, a: 'A', b: 'B', tables: [1, 2] },
    { match: 2, a: 'C', b: 'D', tables: [4, 3] },
  ],
  teamBye: { team: 'E', players: ['e1', 'e2'] },
});
const names: Record<string, string> = { A: 'Hexa', B: 'Bakunin', C: 'Ariadna', D: 'Tohaa', E: 'Aleph' };

describe('a teams round as the desk shows it', () => {
  it('groups the games by match, in table order, with the games each team won so far', () => {
    const { matches, bye } = teamMatches(round, (id) => names[id] ?? id);
    expect(matches.map((m) => [m.match, m.a.name, m.b.name, m.tables, m.decided, m.gamesWon])).toEqual([
      [1, 'Hexa', 'Bakunin', [1, 2], 1, [1, 0]],
      [2, 'Ariadna', 'Tohaa', [3, 4], 2, [0, 1]],
    ]);
    expect(matches[1]?.games.map((g) => g.a)).toEqual(['c2', 'c1']);
    expect(bye).toEqual({ team: { id: 'E', name: 'Aleph' }, players: ['e1', 'e2'] });
  });

  it('a singles round has no team match and no team bye', () => {
    const singles = RoundSchema.parse({ number: 1, tier: 'mid', pairings: [{ table: 1, a: 'x', b: 'y' }] });
    expect(teamMatches(singles, (id) => id)).toEqual({ matches: [], bye: null });
  });

  it('reads tables in a row as a span', () => {
    expect([tableSpan([3, 1, 2]), tableSpan([5]), tableSpan([1, 3]), tableSpan([])]).toEqual(['1–3', '5', '1, 3', '']);
  });

  it('puts as many whole matches on a projector page as fit a column, two columns on a wide screen', () => {
    const laptop = { width: 1366, height: 768, rem: 16 };
    // 768 px less 17 rem leaves 31 rem: two matches of 3 games (11.1 rem each) a column.
    expect(matchesPerPage(3, laptop)).toBe(4);
    expect(matchesPerPage(2, laptop)).toBe(6);
    expect(matchesPerPage(5, { width: 1920, height: 1080, rem: 16 })).toBe(6);
    // Narrow and short: one column, and always at least one match.
    expect(matchesPerPage(5, { width: 800, height: 400, rem: 16 })).toBe(1);
  });
});
