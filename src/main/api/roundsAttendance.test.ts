/**
 * Pairing driven by attendance, through the real registry: round 1 leaves out the
 * players not checked in and names them, a late arrival is seated with one call before the lock
 * or joins from the next round, manual changes say what they cost a game, and pairing a draft
 * again after a drop changes as few tables as it can.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Round } from '../../shared/model';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

const NAMES = ['Ana', 'Bea', 'Cai', 'Dan', 'Eva', 'Fer', 'Gus', 'Hal'];

/** An event with `names` registered; `here` of them (in order) ticked "Here". */
async function registered(names: readonly string[], here: number, settings: Record<string, unknown> = {}) {
  t = createTestContext({ actor: 'referee' });
  await t.newEvent({ rounds: 3, ...settings });
  const ids: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    ids[name] = (await t.ok('players.add', { name, checkedIn: i < here })).player.id;
  }
  return ids;
}

const seated = (round: Pick<Round, 'pairings' | 'bye'>) =>
  [...round.pairings.flatMap((p) => [p.a, p.b]), ...(round.bye ? [round.bye] : [])].sort();

/** Tables whose two players differ (a table gone counts, and so does a changed bye). */
function tablesChanged(before: Round, after: Round): number {
  const key = (a: string, b: string) => [a, b].sort().join('|');
  const was = new Map(before.pairings.map((p) => [p.table, key(p.a, p.b)]));
  const now = new Map(after.pairings.map((p) => [p.table, key(p.a, p.b)]));
  let changed = after.pairings.filter((p) => was.get(p.table) !== key(p.a, p.b)).length;
  changed += before.pairings.filter((p) => !now.has(p.table)).length;
  return changed + (before.bye !== after.bye ? 1 : 0);
}

/** Pairs the next round, plays it with `score(table)` as each table's OP, then closes it. */
async function play(round: number, score: (table: number) => [number, number]) {
  await t.ok('rounds.generate', { seed: `play-${round}` });
  const { round: r } = await t.ok('rounds.lock', { round });
  for (const p of r.pairings)
    await t.ok('rounds.setResult', { round, table: p.table, op: score(p.table), vp: [150, 150] });
  await t.ok('rounds.close', { round });
  return r;
}

describe('round 1 pairs the players checked in', () => {
  it('leaves out a player not checked in, names them, and makes no bye for them', async () => {
    const ids = await registered(NAMES.slice(0, 7), 6);
    const answer = await t.ok('rounds.generate', { seed: 'here' });
    expect(answer.leftOut).toEqual([{ id: ids.Gus, name: 'Gus' }]);
    expect(answer.round.pairings).toHaveLength(3);
    expect(answer.round.bye).toBeNull();
    expect(seated(answer.round)).not.toContain(ids.Gus);
    // Left out on purpose: not also flagged as a player the draft forgot.
    expect(answer.warnings).toEqual([]);
    expect((await t.ok('audit.list', {})).at(-1)?.summary).toBe(
      'Round 1 paired (draft); 1 player not checked in was left out: Gus',
    );
    // A swap re-checks the draft: still no word of an unpaired player or a missing bye.
    const [g1, g2] = answer.round.pairings;
    const swapped = await t.ok('rounds.swap', { round: 1, a: g1?.a as string, b: g2?.a as string });
    expect(swapped.warnings).toEqual([]);
    expect((await t.ok('rounds.get', { round: 1 })).leftOut).toEqual([{ id: ids.Gus, name: 'Gus' }]);
  });

  it('pairs everybody while nobody is checked in yet (check-in has not begun)', async () => {
    await registered(NAMES.slice(0, 6), 0);
    const answer = await t.ok('rounds.generate', {});
    expect([answer.round.pairings.length, answer.leftOut]).toEqual([3, []]);
  });

  it('adds a late arrival back before the lock in one call: checked in, on the bye, tables unchanged', async () => {
    const ids = await registered(NAMES.slice(0, 7), 6);
    const { round } = await t.ok('rounds.generate', { seed: 'late' });
    const added = await t.ok('rounds.addLate', { round: 1, player: ids.Gus as string });
    expect(added.leftOut).toEqual([]);
    expect(added.round.bye).toBe(ids.Gus);
    expect(added.round.pairings).toEqual(round.pairings);
    expect(added.warnings).toEqual([]);
    const gus = (await t.ok('players.list', {})).find((p) => p.id === ids.Gus);
    expect(gus?.checkedIn).toBe(true);
    expect((await t.ok('audit.list', {})).at(-1)?.summary).toBe(
      'Round 1: Gus checked in and added to the draft (the bye)',
    );
  });

  it('seats a late arrival with the bye’s player on the next free table', async () => {
    const ids = await registered(NAMES, 7);
    const { round } = await t.ok('rounds.generate', { seed: 'late' });
    const bye = round.bye as string;
    const added = await t.ok('rounds.addLate', { round: 1, player: ids.Hal as string });
    expect(added.round.bye).toBeNull();
    expect(added.round.pairings.slice(0, 3)).toEqual(round.pairings);
    expect(added.round.pairings[3]).toMatchObject({ table: 4, a: bye, b: ids.Hal });
    const again = await t.call('rounds.addLate', { round: 1, player: ids.Hal });
    expect(again).toMatchObject({ error: { code: 'CONFLICT', message: 'Hal already has a seat in round 1.' } });
  });
  it('says so when no table is left to seat a late arrival', async () => {
    const ids = await registered(NAMES, 7);
    await t.ok('events.setTables', {
      tables: [1, 2, 3].map((number) => ({ number, name: '', terrain: '', fixedScenario: null })),
    });
    await t.ok('rounds.generate', {});
    const refused = await t.call('rounds.addLate', { round: 1, player: ids.Hal });
    expect(refused).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message:
          'Round 1 uses all 3 tables that can host its scenario: add a table (Event screen, Tables) to seat a late arrival.',
      },
    });
    expect((await t.ok('rounds.get', { round: 1 })).leftOut).toEqual([{ id: ids.Hal, name: 'Hal' }]);
  });
});

describe('a late arrival after round 1 (ITS S11/S17 are silent: joins the next round, 0 for rounds missed)', () => {
  it('is paired from round 2 whether ticked or not, and scores nothing for round 1', async () => {
    await registered(NAMES.slice(0, 6), 6);
    await t.ok('rounds.generate', {});
    await t.ok('rounds.lock', { round: 1 });
    const late = (await t.ok('players.lateJoin', { name: 'Ivo' })).player;
    expect([late.joinedRound, late.checkedIn]).toEqual([2, false]);
    const { round: first } = await t.ok('rounds.get', { round: 1 }).then((r) => ({ round: r }));
    expect(seated(first)).not.toContain(late.id);
    for (const p of first.pairings)
      await t.ok('rounds.setResult', { round: 1, table: p.table, op: [5, 5], vp: [150, 150] });
    await t.ok('rounds.close', { round: 1 });
    const second = await t.ok('rounds.generate', {});
    expect(seated(second.round)).toContain(late.id);
    expect(second.leftOut).toEqual([]);
    const row = (await t.ok('standings.compute', { throughRound: 1 })).rows.find((r) => r.id === late.id);
    expect(row?.tp).toBe(0);
    const line = (await t.ok('standings.explainPlayer', { player: late.id, throughRound: 1 })).rounds[0];
    expect(line?.absence).toEqual({ reason: 'not-arrived', round: 2 });
  });
});

describe('manual changes say what they cost a game', () => {
  it('a swap that creates a rematch', async () => {
    const ids = await registered(NAMES.slice(0, 4), 4);
    const r1 = await play(1, () => [5, 5]);
    const second = await t.ok('rounds.generate', {});
    const [first] = r1.pairings;
    const met = [first?.a, first?.b] as [string, string];
    // Seat the first of them in the place of the second one's round-2 opponent.
    const game = second.round.pairings.find((p) => p.a === met[1] || p.b === met[1]);
    const rival = game?.a === met[1] ? game.b : (game?.a as string);
    const swapped = await t.ok('rounds.swap', { round: 2, a: met[0], b: rival });
    const names = Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]));
    expect(swapped.warnings).toContainEqual(
      expect.objectContaining({
        kind: 'rematch',
        players: expect.arrayContaining(met.map((id) => ({ id, name: names[id] }))),
      }),
    );
    expect(swapped.round.warnings).toEqual(swapped.warnings);
    expect((await t.ok('rounds.get', { round: 2 })).warnings).toEqual(swapped.warnings);
  });

  it('a swap that puts club mates together in round 1', async () => {
    t = createTestContext({ actor: 'referee' });
    await t.newEvent({ rounds: 3 });
    const club = ['Alpha', 'Alpha', 'Beta', 'Beta'];
    const ids: string[] = [];
    for (const [i, name] of NAMES.slice(0, 4).entries()) {
      ids.push((await t.ok('players.add', { name, club: club[i], checkedIn: true })).player.id);
    }
    const { round, warnings } = await t.ok('rounds.generate', {});
    expect(warnings).toEqual([]);
    // Each game is Alpha v Beta: swap the Beta of one game with the Alpha of the other.
    const [g1, g2] = round.pairings;
    const alphaOf = (g: typeof g1) => [g?.a, g?.b].find((id) => id === ids[0] || id === ids[1]) as string;
    const betaOf = (g: typeof g1) => [g?.a, g?.b].find((id) => id === ids[2] || id === ids[3]) as string;
    const swapped = await t.ok('rounds.swap', { round: 1, a: betaOf(g1), b: alphaOf(g2) });
    expect(swapped.warnings.filter((w) => w.kind === 'club')).toHaveLength(2);
    expect(
      swapped.warnings
        .find((w) => w.kind === 'club')
        ?.players?.map((p) => p.name)
        .sort(),
    ).toEqual(['Ana', 'Bea']);
    // Pairing again mends what the swap cost instead of keeping it.
    const again = await t.ok('rounds.regenerate', { round: 1 });
    expect(again.warnings).toEqual([]);
  });

  it('a swap that moves a player more than one score group', async () => {
    const ids = await registered(NAMES, 8);
    // ITS S11 · Tournament Points: 8–2 Total Victory 3/0, 6–4 Victory 2/0, 5–5 Tie 1/1.
    const scores: Record<number, [number, number]> = { 1: [8, 2], 2: [6, 4], 3: [5, 5], 4: [5, 5] };
    const r1 = await play(1, (table) => scores[table] as [number, number]);
    const top = r1.pairings[0]?.a as string; // 3 TP: score group 1 of 4
    const low = r1.pairings[1]?.b as string; // 0 TP (lost 6–4): score group 4
    const second = await t.ok('rounds.generate', {});
    expect(second.warnings.filter((w) => w.kind === 'scoreGroup')).toEqual([]);
    const game = second.round.pairings.find((p) => p.a === low || p.b === low);
    const rival = game?.a === low ? game.b : (game?.a as string);
    const swapped = await t.ok('rounds.swap', { round: 2, a: top, b: rival });
    const name = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];
    const moved = swapped.warnings.find(
      (w) => w.kind === 'scoreGroup' && w.players?.some((p) => p.id === top) && w.players.some((p) => p.id === low),
    );
    expect(moved?.message).toContain(`${name(top)} (3 TP)`);
    expect(moved?.message).toContain(`${name(low)} (0 TP)`);
    expect(moved?.message).toMatch(/are 3 score groups apart\.$/);
  });
});

describe('pair again, fixed tables', () => {
  it('after one drop at 60 tables changes one table and the bye, not all of them', async () => {
    t = createTestContext({ actor: 'referee' });
    await t.newEvent({ rounds: 5 });
    const rows = Array.from({ length: 120 }, (_, i) => `Player ${String(i + 1).padStart(3, '0')},${1000 + i}`);
    await t.ok('players.import', { text: `Name,ITS PIN\n${rows.join('\n')}`, checkedIn: true });
    const { round } = await t.ok('rounds.generate', { seed: 'sixty' });
    expect(round.pairings).toHaveLength(60);
    const gone = round.pairings[20]?.a as string;
    await t.ok('players.drop', { id: gone });
    const again = await t.ok('rounds.regenerate', { round: 1 });
    expect(seated(again.round)).not.toContain(gone);
    expect(again.round.pairings).toHaveLength(59);
    expect(tablesChanged(round, again.round)).toBe(2);
  });

  it('in a Swiss round, a drop changes only the games it must', async () => {
    await registered(NAMES, 8);
    const scores: Record<number, [number, number]> = { 1: [8, 2], 2: [6, 4], 3: [5, 5], 4: [7, 3] };
    await play(1, (table) => scores[table] as [number, number]);
    const { round } = await t.ok('rounds.generate', {});
    await t.ok('players.drop', { id: round.pairings[0]?.a as string });
    const again = await t.ok('rounds.regenerate', { round: 2 });
    expect(again.round.pairings).toHaveLength(3);
    // Every game the draft keeps stays at its table; only the games the drop breaks move.
    const key = (p: { a: string; b: string }) => [p.a, p.b].sort().join('|');
    const was = new Map(round.pairings.map((p) => [key(p), p.table]));
    const kept = again.round.pairings.filter((p) => was.has(key(p)));
    expect(kept.length).toBeGreaterThan(0);
    for (const p of kept) expect(p.table).toBe(was.get(key(p)));
  });

  it('a fixed table keeps the other games in order and table 1 in use', async () => {
    const ids = await registered(NAMES, 8);
    await t.ok('events.setTables', {
      tables: Array.from({ length: 6 }, (_, i) => ({ number: i + 1, name: '', terrain: '', fixedScenario: null })),
    });
    const scores: Record<number, [number, number]> = { 1: [8, 2], 2: [6, 4], 3: [7, 3], 4: [5, 5] };
    const r1 = await play(1, (table) => scores[table] as [number, number]);
    const leader = r1.pairings[0]?.a as string;
    await t.ok('players.update', { id: leader, changes: { fixedTable: 5 } });
    const { round } = await t.ok('rounds.generate', {});
    expect(round.pairings.map((p) => p.table).sort()).toEqual([1, 2, 3, 5]);
    expect(round.pairings.find((p) => p.a === leader || p.b === leader)?.table).toBe(5);
    expect(Object.keys(ids)).toHaveLength(8);
  });
});
