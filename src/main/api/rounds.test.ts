import { afterEach, describe, expect, it } from 'vitest';
import { scenarioTextsInEnglish } from '../../shared/messages';
import type { Round } from '../../shared/model';
import { correction, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

async function eventWith(names: string[], settings: Record<string, unknown> = {}) {
  t = createTestContext();
  await t.newEvent({ rounds: 3, ...settings });
  for (const name of names) await t.ok('players.add', { name, club: name.startsWith('A') ? 'Alpha' : '' });
  return t;
}

async function playRound(round: Round, score: (table: number) => [number, number] = () => [6, 2]) {
  await t.ok('rounds.lock', { round: round.number });
  for (const p of round.pairings)
    await t.ok('rounds.setResult', { round: round.number, table: p.table, op: score(p.table), vp: [100, 50] });
  await t.ok('rounds.close', { round: round.number });
}

describe('rounds.* lifecycle', () => {
  it('pairs round 1 as a seeded draft and records the seed', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan', 'Eve']);
    const { round } = await t.ok('rounds.generate', {});
    expect(round).toMatchObject({ number: 1, status: 'draft', tier: 'mid' });
    expect(round.pairings).toHaveLength(2);
    expect(round.bye).not.toBeNull();
    const event = await t.ok('events.get', {});
    expect(event.settings.seed).not.toBe('');
    expect(round.seed).toBe(event.settings.seed);
    // Regenerating with the recorded seed reproduces the draw.
    const again = await t.ok('rounds.regenerate', { round: 1 });
    expect(again.round.pairings).toEqual(round.pairings);
    expect(again.round.bye).toBe(round.bye);
  });

  it('reproduces a draw from an explicit seed', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan', 'Eve', 'Fay']);
    const one = await t.ok('rounds.generate', { seed: 'fixed' });
    const again = await t.ok('rounds.regenerate', { round: 1, seed: 'fixed' });
    expect(again.round.pairings).toEqual(one.round.pairings);
  });

  it('refuses results on a draft, conflicting results without replace, and accepts a correction with a reason', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan']);
    await t.ok('rounds.generate', {});
    const early = await t.call('rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [250, 120] });
    expect(early).toMatchObject({ error: { code: 'CONFLICT' } });
    await t.ok('rounds.lock', { round: 1 });
    expect((await t.ok('rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [250, 120] })).changed).toBe(true);
    // The same result again changes nothing.
    expect((await t.ok('rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [250, 120] })).changed).toBe(false);
    const conflict = await t.call('rounds.setResult', { round: 1, table: 1, op: [8, 3], vp: [250, 120] });
    expect(conflict).toMatchObject({ error: { code: 'CONFLICT' } });
    expect('error' in conflict && conflict.error.message).toMatch(/already has a result \(7–3 OP/);
    const noReason = await t.call('rounds.setResult', correction({ round: 1, table: 1 }, [8, 3], [250, 120]));
    expect(noReason).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    await t.ok('rounds.setResult', correction({ round: 1, table: 1 }, [8, 3], [250, 120], 'Sheet misread'));
    const event = await t.ok('events.get', {});
    // 8–3: difference 5 → Total Victory, 3 TP to 0 (ITS S11 · Keeping Score).
    expect(event.rounds[0]?.pairings[0]?.result).toMatchObject({ op: [8, 3], tp: [3, 0] });
    const audit = await t.ok('audit.list', { table: 1 });
    expect(audit.at(-1)).toMatchObject({ method: 'rounds.setResult', reason: 'Sheet misread' });
  });

  it('closes a round only when every table has a result, then pairs Swiss without rematches', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan', 'Eve', 'Fay']);
    const r1 = (await t.ok('rounds.generate', {})).round;
    await t.ok('rounds.lock', { round: 1 });
    const notYet = await t.call('rounds.close', { round: 1 });
    expect(notYet).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    expect(await t.call('rounds.generate', {})).toMatchObject({ error: { code: 'CONFLICT' } });
    for (const p of r1.pairings)
      await t.ok('rounds.setResult', { round: 1, table: p.table, op: [6, 2], vp: [100, 50] });
    await t.ok('rounds.close', { round: 1 });
    const r2 = (await t.ok('rounds.generate', {})).round;
    const met = new Set(r1.pairings.map((p) => [p.a, p.b].sort().join('|')));
    for (const p of r2.pairings) expect(met.has([p.a, p.b].sort().join('|'))).toBe(false);
    // Winners of round 1 (6–2, 2 TP) meet each other on the top tables.
    const winners = new Set(r1.pairings.map((p) => p.a));
    expect(winners.has(r2.pairings[0]!.a) && winners.has(r2.pairings[0]!.b)).toBe(true);
    expect(await t.call('rounds.regenerate', { round: 1 })).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('swaps players and moves the bye in a draft, flagging what the change breaks', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan', 'Eve']);
    const r1 = (await t.ok('rounds.generate', {})).round;
    await playRound(r1);
    const r2 = (await t.ok('rounds.generate', {})).round;
    const byeR1 = r1.bye as string;
    const players = (await t.ok('events.get', {})).players;
    const name = (id: string) => players.find((p) => p.id === id)?.name as string;
    // Moving round 2's bye to the round-1 bye holder is allowed but flagged.
    const moved = (await t.ok('rounds.moveToBye', { round: 2, player: byeR1 })).round;
    expect(moved.bye).toBe(byeR1);
    expect(moved.warnings.map((w) => w.message)).toContain(
      `Second bye: ${name(byeR1)} already had the bye in round 1; ITS S11 · Byes allows one per event.`,
    );
    // Swapping a round-1 opponent in front of a player is flagged as a rematch.
    const r1pair = r1.pairings.find((p) => moved.pairings.some((q) => q.a === p.a || q.b === p.a))!;
    const game = moved.pairings.find((q) => q.a === r1pair.a || q.b === r1pair.a)!;
    const currentOpponent = game.a === r1pair.a ? game.b : game.a;
    const swapped = (await t.ok('rounds.swap', { round: 2, a: currentOpponent, b: r1pair.b })).round;
    const now = swapped.pairings.find((q) => q.a === r1pair.a || q.b === r1pair.a)!;
    expect([now.a, now.b].sort()).toEqual([r1pair.a, r1pair.b].sort());
    // Warnings name the players, never their internal ids.
    const texts = swapped.warnings.map((w) => w.message);
    expect(texts.some((w) => w.startsWith('Rematch') && w.includes(name(r1pair.a)))).toBe(true);
    for (const w of texts) expect(w).not.toMatch(/\bp\d+\b/);
    expect(r2.number).toBe(2);
  });

  it('sets pairings by hand, refusing unknown players', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan']);
    await t.ok('rounds.generate', {});
    const bad = await t.call('rounds.setPairings', { round: 1, pairs: [{ table: 1, a: 'p1', b: 'zz' }] });
    expect(bad).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    const { round } = await t.ok('rounds.setPairings', {
      round: 1,
      pairs: [
        { table: 2, a: 'p1', b: 'p2' },
        { table: 1, a: 'p3', b: 'p4' },
      ],
      bye: null,
    });
    expect(round.pairings.map((p) => [p.table, p.a, p.b])).toEqual([
      [1, 'p3', 'p4'],
      [2, 'p1', 'p2'],
    ]);
    expect(round.warnings).toEqual([]);
  });

  it('uses each round’s tier in an escalation event', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan'], { extras: { escalation: true } });
    const r1 = (await t.ok('rounds.generate', {})).round;
    expect(r1.tier).toBe('low');
    await playRound(r1);
    expect((await t.ok('rounds.generate', {})).round.tier).toBe('mid');
  });

  it('refuses a round beyond the event', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan']);
    for (let r = 1; r <= 3; r++) await playRound((await t.ok('rounds.generate', {})).round);
    expect(await t.call('rounds.generate', {})).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
  });

  it('makes only the pairing and standings reads (and the players’ sign-in and sign-out) public', () => {
    t = createTestContext();
    const publicMethods = t.registry
      .methods()
      .filter((m) => /^(rounds|standings|players)\./.test(m) && t.registry.info(m)?.public);
    expect(publicMethods).toEqual([
      'players.signIn',
      'players.signOut',
      'rounds.get',
      'rounds.list',
      'standings.compute',
      'standings.teams',
    ]);
  });
});

describe('players.*', () => {
  it('drops a player: not paired any more, still ranked', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan', 'Eve']);
    const r1 = (await t.ok('rounds.generate', {})).round;
    await playRound(r1);
    const dropped = r1.pairings[0]!.b;
    const { player } = await t.ok('players.drop', { id: dropped, reason: 'Went home' });
    expect(player.droppedAfterRound).toBe(1);
    const r2 = (await t.ok('rounds.generate', {})).round;
    const placed = [...r2.pairings.flatMap((p) => [p.a, p.b]), r2.bye];
    expect(placed).not.toContain(dropped);
    expect(r2.bye).toBeNull(); // 4 active players
    const standings = await t.ok('standings.compute', {});
    expect(standings.rows.find((r) => r.id === dropped)).toMatchObject({ dropped: true, played: 1 });
  });

  it('a late arrival joins the next round with 0 points', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan']);
    await playRound((await t.ok('rounds.generate', {})).round);
    const { player } = await t.ok('players.lateJoin', { name: 'Zoe' });
    expect(player.joinedRound).toBe(2);
    const r2 = (await t.ok('rounds.generate', {})).round;
    expect(r2.bye).not.toBeNull(); // 5 players now
    const rows = (await t.ok('standings.compute', { throughRound: 1 })).rows;
    expect(rows.find((r) => r.id === player.id)).toMatchObject({ tp: 0, op: 0, played: 0 });
    const audit = await t.ok('audit.list', { player: player.id });
    expect(audit[0]?.summary).toMatch(/arrives late: joins round 2 with 0 points/);
  });

  it('brings a dropped player back from the next round', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan', 'Eve']);
    const r1 = (await t.ok('rounds.generate', {})).round;
    await playRound(r1);
    const gone = r1.pairings[0]!.a;
    await t.ok('players.drop', { id: gone });
    await playRound((await t.ok('rounds.generate', {})).round);
    const { player } = await t.ok('players.lateJoin', { id: gone });
    expect(player).toMatchObject({ droppedAfterRound: null, joinedRound: 1 });
    const r3 = (await t.ok('rounds.generate', {})).round;
    expect([...r3.pairings.flatMap((p) => [p.a, p.b]), r3.bye]).toContain(gone);
    const x = await t.ok('standings.explainPlayer', { player: gone });
    expect(x.rounds[1]).toMatchObject({ kind: 'absent', tp: 0 });
    // An active player cannot "join" again.
    expect(await t.call('players.lateJoin', { id: gone })).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('removes only a player who was never paired', async () => {
    await eventWith(['Ana', 'Bea', 'Cai']);
    await t.ok('players.add', { name: 'Dan', id: 'dan' });
    await t.ok('players.remove', { id: 'dan' });
    await t.ok('rounds.generate', {});
    expect(await t.call('players.remove', { id: 'p1' })).toMatchObject({ error: { code: 'CONFLICT' } });
    expect((await t.ok('players.list', {})).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('flags a draft round when a paired player drops before it is locked', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan']);
    const r1 = (await t.ok('rounds.generate', {})).round;
    await t.ok('players.drop', { id: r1.pairings[0]!.a });
    const round = await t.ok('rounds.get', { round: 1 });
    expect(round.warnings.map((w) => w.message).join(' ')).toMatch(/dropped before round 1/);
  });
});

describe('standings.* on the open event', () => {
  it('explains a player and a pair, and previews ratings', async () => {
    await eventWith(['Ana', 'Bea', 'Cai', 'Dan']);
    const r1 = (await t.ok('rounds.generate', {})).round;
    await playRound(r1, (table) => (table === 1 ? [7, 3] : [5, 5]));
    const top = r1.pairings[0]!;
    const x = await t.ok('standings.explainPlayer', { player: top.a });
    // 7–3: Victory, 2 TP (the rules' own example).
    expect(scenarioTextsInEnglish(x.rounds[0])).toMatchObject({
      kind: 'game',
      op: 7,
      tp: 2,
      outcome: 'Victory',
      opponent: top.b,
    });
    const pair = await t.ok('standings.explainPair', { a: top.a, b: top.b });
    expect(pair.decidedBy).toMatchObject({ id: 'tp', higher: 2, lower: 0 });
    const rating = await t.ok('standings.ratingPreview', {});
    expect(rating.k).toBe(32);
    expect(rating.rows.find((r) => r.id === top.a)?.delta).toBe(16);
    expect((await t.ok('standings.presets', {})).map((p) => p.id)).toContain('its-s11');
  });
});
