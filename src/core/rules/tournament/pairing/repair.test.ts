/**
 * Pairing a draft again: the engine keeps the draft's games where the Swiss tiers
 * allow, even on a large field's sparse graph, and a table keeps its game.
 */
import { describe, expect, it } from 'vitest';
import { ITS_S11 } from '../presets';
import { amend, event, game, players } from '../testing/build';
import { pairRoundDetailed } from './swiss';
import type { PairOptions } from './swiss';

const key = (p: { a: string; b: string }) => [p.a, p.b].sort().join('|');
const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

describe('pairing a draft again', () => {
  // Round 1: every game a 5–5 tie (1 TP each), so round 2 has one score group and keeping games
  // is what decides. `sparse` pairs on each player's 2 nearest rank neighbours only.
  const r1 = [0, 2, 4, 6, 8, 10].map((i, t) => game(1, t + 1, IDS[i] as string, IDS[i + 1] as string, [5, 5]));
  const input = event(3, players(...IDS), r1);
  const sparse: PairOptions = { preset: ITS_S11, seed: 'repair', denseLimit: 4, window: 2 };

  it('keeps a game whose players stand far apart in the order, on a sparse graph', () => {
    const { order } = pairRoundDetailed(input, 2, { ...sparse, avoidRematches: false });
    // A hand-made draft: each of the first half against one of the second half, none met before.
    const half = order.length / 2;
    const met = new Set(r1.map(key));
    const rest = order.slice(half);
    const draft = order.slice(0, half).map((a, i) => {
      const b = rest.find((x) => !met.has(key({ a, b: x }))) as string;
      rest.splice(rest.indexOf(b), 1);
      return { table: i + 1, a, b };
    });
    expect(draft.filter((p) => !p.b || met.has(key(p)))).toEqual([]);
    const again = pairRoundDetailed(input, 2, { ...sparse, previous: { pairs: draft, bye: null } });
    expect(again.pairs.map((p) => [p.table, key(p)])).toEqual(draft.map((p) => [p.table, key(p)]));
  });

  it('after a drop, re-pairs only the games the drop broke, each kept game at its table', () => {
    const first = pairRoundDetailed(input, 2, sparse);
    const gone = first.pairs[2]?.a as string;
    const dropped = { ...input, players: amend(input.players, { [gone]: { droppedAfterRound: 1 } }) };
    const again = pairRoundDetailed(dropped, 2, { ...sparse, previous: { pairs: first.pairs, bye: first.bye } });
    // ITS S11 · Byes: the lowest-ranked player takes the bye; the two players left without a
    // game (the dropped player's opponent, the bye's) meet; every other game stays at its table.
    const { order } = again;
    expect(again.bye).toBe(order[order.length - 1]);
    const broken = first.pairs.filter((p) => [p.a, p.b].some((id) => id === gone || id === again.bye));
    const was = new Map(first.pairs.map((p) => [key(p), p.table]));
    const kept = again.pairs.filter((p) => was.get(key(p)) === p.table);
    expect(kept).toHaveLength(first.pairs.length - broken.length);
  });
});
