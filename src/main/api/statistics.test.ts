/**
 * `standings.statistics` through the real registry, on the hand-worked 7-player event
 * (../reportPack/testing/handWorkedEvent.ts): every faction has one player.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';
import { playHandWorkedEvent } from '../reportPack/testing/handWorkedEvent';

let t: TestContext | undefined;
afterEach(() => disposeContext(t));

describe('standings.statistics', () => {
  it("answers the open event's figures", async () => {
    t = createTestContext();
    await playHandWorkedEvent(t);
    const stats = await t.ok('standings.statistics', {});
    expect(stats).toMatchObject({ players: 7, withList: 0, publishing: 0, roundsPlayed: 3 });
    expect(stats.factions).toHaveLength(7);
    // Ana (PanOceania): 7–3 win, 6–6 tie, 9–7 win; OP 22/3, VP (250+200+280)/3.
    const pano = stats.factions.find((f) => f.name === 'PanOceania');
    expect(pano).toMatchObject({ players: 1, games: 3, wins: 2, ties: 1, losses: 0 });
    expect(pano?.avgOp).toBeCloseTo(22 / 3);
    expect(pano?.avgVp).toBeCloseTo(730 / 3);
    expect(pano?.winRate).toEqual({ count: 2, of: 3, percent: null });
    // Nobody brought a list: one sectorial group, unnamed, of all seven.
    expect(stats.sectorials.map((s) => [s.name, s.players])).toEqual([['', 7]]);
    expect(stats.rounds.map((r) => r.games)).toEqual([3, 3, 3]);
    expect(stats.top).toHaveLength(7);
  });
});
