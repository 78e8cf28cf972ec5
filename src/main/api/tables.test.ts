import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEventInput, TableView } from '../../shared/api/tables';
import { PlayerSchema, RoundSchema } from '../../shared/model';
import { lieutenant, list, trooper } from '../../core/rules/game/testLists';
import type { TestContext } from './testing';
import { createTestContext } from './testing';

let t: TestContext;

const listP1 = list('L1', 'p1', 300, [
  {
    number: 1,
    troopers: [lieutenant('lt', 40), trooper('gun', 100), trooper('dt', 60), trooper('spare', 100)],
  },
]);
const listP2 = list('L2', 'p2', 300, [
  {
    number: 1,
    troopers: [lieutenant('lt2', 50), trooper('big', 150), trooper('dt2', 100)],
  },
]);
const listP2alt = list('L2b', 'p2', 300, [{ number: 1, troopers: [lieutenant('x-lt', 300)] }]);

async function arrange(scenarioId: string, lists = [listP1, listP2]): Promise<void> {
  // Players, lists and rounds belong to other domains; write them straight into the event.
  await t.ctx.workspace.current().mutate({ actor: 'test', method: 'test.arrange' }, (draft) => {
    draft.players.push(PlayerSchema.parse({ id: 'p1', name: 'Ana' }), PlayerSchema.parse({ id: 'p2', name: 'Bo' }));
    draft.lists.push(...lists);
    draft.rounds.push(
      RoundSchema.parse({ number: 1, tier: 'mid', scenarioId, pairings: [{ table: 4, a: 'p1', b: 'p2' }] }),
    );
    return { result: undefined, summary: 'arrange' };
  });
}

async function errorOf(method: string, params: unknown) {
  const res = await t.call(method, params);
  if (!('error' in res)) throw new Error(`${method} should have failed`);
  return res.error;
}

const dispatch = (event: GameEventInput, reason?: string) =>
  t.ok('tables.dispatch', { round: 1, table: 4, event, reason });

beforeEach(async () => {
  t = createTestContext();
  await t.newEvent({ tier: 'mid' });
});

describe('tables.start', () => {
  it("tracks a pairing with its players' lists and the scenario's rules", async () => {
    await arrange('acquisition');
    const { view } = await t.ok('tables.start', { round: 1, table: 4 });
    expect(view).toMatchObject({ round: 1, table: 4, phase: 'deployment', gameRound: 0, activeSide: null });
    // ITS S11 · Acquisition: Retreat! applies, a turn begun in Retreat! ends the game, DataTracker used.
    expect(view.rules).toMatchObject({ noQuarter: false, retreatEndsGame: true, dataTracker: true });
    expect(view.armies.a).toMatchObject({ playerId: 'p1', listId: 'L1', pointsLimit: 300, retreatThreshold: 75 });
    expect(view.armies.b.troopers.map((x) => x.id)).toEqual(['lt2', 'big', 'dt2']);
    const stored = t.ctx.workspace.current().state.tracker['1:4'];
    expect(stored).toMatchObject({ version: 1, round: 1, table: 4, events: [] });
    // ITS S11 · Choosing an Army List: the lists played are recorded on the pairing.
    const pairing = t.ctx.workspace.current().state.rounds[0]!.pairings.find((p) => p.table === 4);
    expect([pairing?.listA, pairing?.listB]).toEqual(['L1', view.armies.b.listId]);
  });

  it('applies No Quarter from the scenario, and lets the referee override a rule', async () => {
    await arrange('annihilation');
    const { view } = await t.ok('tables.start', { round: 1, table: 4, rules: { dataTracker: false } });
    expect(view.rules).toMatchObject({ noQuarter: true, dataTracker: false });
  });

  it('refuses to start twice unless restarted', async () => {
    await arrange('acquisition');
    await t.ok('tables.start', { round: 1, table: 4 });
    expect((await errorOf('tables.start', { round: 1, table: 4 })).code).toBe('CONFLICT');
    const again = await t.ok('tables.start', { round: 1, table: 4, restart: true });
    expect(again.view.events).toBe(0);
  });

  it('asks which list when a player registered two', async () => {
    await arrange('acquisition', [listP1, listP2, listP2alt]);
    const err = await errorOf('tables.start', { round: 1, table: 4 });
    expect(err).toMatchObject({ code: 'INVALID_INPUT' });
    expect(err.message).toMatch(/^Bo has 2 army lists; say which one was chosen for this round/);
    const { view } = await t.ok('tables.start', { round: 1, table: 4, listB: 'L2b' });
    expect(view.armies.b.listId).toBe('L2b');
    expect((await errorOf('tables.start', { round: 1, table: 4, restart: true, listB: 'L1' })).message).toMatch(
      /does not belong to Bo/,
    );
  });

  it('names the missing round or table', async () => {
    await arrange('acquisition');
    expect((await errorOf('tables.start', { round: 2, table: 4 })).message).toMatch(/Round 2 has not been paired yet/);
    expect((await errorOf('tables.start', { round: 1, table: 9 })).message).toMatch(/Round 1 has no game on table 9/);
  });
});

describe('tables.dispatch / tables.get', () => {
  beforeEach(async () => {
    await arrange('acquisition');
    await t.ok('tables.start', { round: 1, table: 4 });
  });

  it('records events, audits them per table and player, and serves the computed view', async () => {
    await dispatch({ type: 'choose-datatracker', side: 'a', trooper: 'dt' });
    await dispatch({ type: 'choose-datatracker', side: 'b', trooper: 'dt2' });
    const started = await dispatch({ type: 'start-game', firstPlayer: 'a' });
    expect(started.effects).toContainEqual({ type: 'game-started', firstPlayer: 'a' });
    const r = await dispatch({ type: 'set-status', side: 'b', trooper: 'big', status: 'dead' }, 'shot by gun');
    expect(r.effects).toContainEqual({ type: 'trooper-changed', side: 'b', trooper: 'big', from: 'model', to: 'dead' });
    const view: TableView = await t.ok('tables.get', { round: 1, table: 4 });
    expect(view).toMatchObject({ phase: 'playing', gameRound: 1, playerTurn: 1, activeSide: 'a', step: 'executive' });
    // p2: 300 − 150 = 150 surviving; p1 killed 150.
    expect(view.tally.b.victoryPoints).toBe(150);
    expect(view.tally.a.killedPoints).toBe(150);
    const audit = await t.ok('audit.list', { table: 4 });
    const last = audit.find((e) => e.method === 'tables.dispatch' && e.reason === 'shot by gun');
    expect(last).toMatchObject({ summary: 'Table 4, Bo: big → Dead', tables: [4], players: ['p1', 'p2'] });
  });

  it('refuses an illegal event with the rule and stores nothing', async () => {
    const err = await errorOf('tables.dispatch', {
      round: 1,
      table: 4,
      event: { type: 'start-game', firstPlayer: 'a' },
    });
    expect(err.code).toBe('RULES_VIOLATION');
    expect(err.message).toMatch(/DataTracker/);
    expect((await t.ok('tables.get', { round: 1, table: 4 })).events).toBe(0);
    const bad = await errorOf('tables.dispatch', { round: 1, table: 4, event: { type: 'fly' } });
    expect(bad.code).toBe('INVALID_INPUT');
  });

  it('undoes a recorded event through the audit log', async () => {
    await dispatch({ type: 'set-status', side: 'a', trooper: 'gun', status: 'marker' });
    expect((await t.ok('tables.get', { round: 1, table: 4 })).armies.a.troopers[1]?.status).toBe('marker');
    await t.ok('audit.undo', {});
    const view = await t.ok('tables.get', { round: 1, table: 4 });
    expect(view.armies.a.troopers[1]?.status).toBe('model');
    expect(view.events).toBe(0);
  });

  it('plays to the end and hands Victory Points and killed points to scoring', async () => {
    await dispatch({ type: 'choose-datatracker', side: 'a', trooper: 'dt' });
    await dispatch({ type: 'choose-datatracker', side: 'b', trooper: 'dt2' });
    await dispatch({ type: 'start-game', firstPlayer: 'b' });
    for (let i = 0; i < 5; i++) await dispatch({ type: 'advance' }); // B to its Orders Phase
    await dispatch({ type: 'set-status', side: 'a', trooper: 'gun', status: 'dead' });
    await dispatch({ type: 'set-status', side: 'a', trooper: 'spare', status: 'unconscious' });
    await dispatch({ type: 'set-status', side: 'a', trooper: 'dt', status: 'dead' });
    for (let i = 0; i < 3; i++) await dispatch({ type: 'advance' }); // to A's executive step
    // A: 40 survive ≤ 75 → Retreat!; Acquisition ends the game at the end of this turn.
    const check = await dispatch({ type: 'advance' });
    expect(check.effects).toContainEqual({ type: 'retreat-started', side: 'a', survivorsCost: 40, threshold: 75 });
    expect(check.effects).toContainEqual({ type: 'game-ends-this-turn', side: 'a' });
    let last = check;
    // lol check, order count, orders (Impetuous skipped), states, end of turn, game over
    for (let i = 0; i < 6; i++) last = await dispatch({ type: 'advance' });
    expect(last.view.phase).toBe('ended');
    expect(last.view.end).toMatchObject({ reason: 'retreat-turn', side: 'a' });
    // A: lt 40 survives; lost gun 100 + dt 60 + spare 100 = 260. B: all 300 survive.
    expect(last.view.tally.a).toMatchObject({ victoryPoints: 40, pointsLost: 260, killedPoints: 0 });
    expect(last.view.tally.b).toMatchObject({ victoryPoints: 300, pointsLost: 0, killedPoints: 260 });
    expect(last.effects.find((e) => e.type === 'game-over')).toMatchObject({ reason: 'retreat-turn' });
    expect(await t.ok('tables.list', {})).toEqual([
      { round: 1, table: 4, phase: 'ended', gameRound: 1, activeSide: null, step: null },
    ]);
  });

  it('answers NOT_FOUND for a table that is not tracked', async () => {
    expect((await errorOf('tables.get', { round: 1, table: 5 })).code).toBe('NOT_FOUND');
  });
});

describe('gitm.resolve', () => {
  it('resolves a retreat without an open event', async () => {
    const t2 = createTestContext();
    const r = await t2.ok('gitm.resolve', { unit: 'BR1IN', action: 'retreat', moved: 'N', adjacentFriends: ['S'] });
    expect(r.outcome).toMatchObject({ kind: 'move', direction: 'S' });
    expect(r.valid).toEqual(['E', 'SE', 'S', 'SW', 'W']);
    expect(t2.registry.info('gitm.resolve')).toEqual({ write: false, public: false });
  });

  it('rejects an unknown direction', async () => {
    const err = await errorOf('gitm.resolve', { unit: 'X', action: 'retreat', moved: 'UP' });
    expect(err.code).toBe('INVALID_INPUT');
  });
});
