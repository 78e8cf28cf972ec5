/**
 * Issue 10 · Build 4 for every kind of thing, with two signed-in referees on the real venue
 * server: a player, a pairing, a venue table and an event setting edited from a screen that
 * missed the other referee's change of that same thing is refused with CONFLICT and both
 * versions (no ids in them); an edit of another thing goes through, even when the other
 * referee's change moved the positions things are stored at.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, dataOf, errorCode, errorOf, referee, startVenue } from '../security/testing';
import type { Answer, Referee } from '../security/testing';
import type { EventFile } from '../../src/shared/model';

afterEach(closeAll);

const data = dataOf;
const error = errorOf;

async function ok(r: Referee, method: string, params: unknown = {}): Promise<Record<string, unknown>> {
  const answer = await r.call(method, params);
  if (answer.status !== 200) throw new Error(`${method}: ${JSON.stringify(answer.body)}`);
  return data(answer);
}

const eventOf = async (r: Referee) => (await ok(r, 'events.get')) as unknown as EventFile;
const revisionOf = async (r: Referee) => (await eventOf(r)).revision;

/** Two referees on one event with the players named; no round yet. */
async function twoReferees(names: string[]): Promise<{ ana: Referee; bo: Referee }> {
  const venue = await startVenue({ lan: true });
  const ana = await referee(venue, '127.0.0.3');
  const bo = await referee(venue, '127.0.0.4');
  await ok(ana, 'events.create', { settings: { name: 'Stale Edits Cup' } });
  for (const name of names) await ok(ana, 'players.add', { name });
  return { ana, bo };
}

/** The refusal of a stale edit: CONFLICT, naming the thing and who changed it, both versions. */
function expectStale(answer: Answer, what: string, by: Referee) {
  expect(errorCode(answer)).toBe('CONFLICT');
  const { message, details } = error(answer);
  expect(message.startsWith(`${what} was changed by ${by.actor} at `)).toBe(true);
  expect(details).toMatchObject({ stale: true, what, changedBy: by.actor });
  expect(JSON.stringify(details.current)).not.toMatch(/"p\d+"/);
  expect(JSON.stringify(details.yours)).not.toMatch(/"p\d+"/);
  return details as { current: unknown; yours: unknown };
}

describe('stale edits of a player', () => {
  it('catches a drop, a removal and an update of a player the other referee changed; lets others through', async () => {
    const { ana, bo } = await twoReferees(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
    const shown = await revisionOf(ana);
    await ok(bo, 'players.update', { id: 'p3', changes: { club: 'Bears' } });
    await ok(bo, 'players.update', { id: 'p5', changes: { faction: 'Nomads' } });

    const drop = await ana.call('players.drop', { id: 'p3', baseRevision: shown });
    const both = expectStale(drop, 'Player Cy', bo);
    expect(both.current).toMatchObject({ name: 'Cy', club: 'Bears', droppedAfterRound: null });
    expect(both.yours).toMatchObject({ name: 'Cy', club: 'Bears', droppedAfterRound: 0 });
    expectStale(await ana.call('players.remove', { id: 'p5', baseRevision: shown }), 'Player Ed', bo);
    expectStale(
      await ana.call('players.update', { id: 'p5', changes: { rating: 1200 }, baseRevision: shown }),
      'Player Ed',
      bo,
    );
    expect((await eventOf(ana)).players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);

    // Players Bo did not touch: the same old screen may change them.
    expect((await ana.call('players.drop', { id: 'p4', baseRevision: shown })).status).toBe(200);
    expect((await ana.call('players.remove', { id: 'p2', baseRevision: shown })).status).toBe(200);
    expect(
      (await ana.call('players.update', { id: 'p1', changes: { club: 'Lions' }, baseRevision: shown })).status,
    ).toBe(200);
  });

  it('follows a player whose place in the list moved: a removal before them neither hides nor invents a change', async () => {
    const { ana, bo } = await twoReferees(['Ana', 'Bo', 'Cy', 'Di']);
    const shown = await revisionOf(ana);
    // Bo edits Di (4th in the list) and Cy (3rd), then removes Bo (2nd): Di is now 3rd, Cy 2nd.
    await ok(bo, 'players.update', { id: 'p4', changes: { club: 'Wolves' } });
    await ok(bo, 'players.remove', { id: 'p2' });
    await ok(bo, 'players.update', { id: 'p1', changes: { faction: 'Haqqislam' } });
    // Ana's screen still shows the four. Her edit of Di is stale (Bo changed Di) …
    const di = await ana.call('players.update', { id: 'p4', changes: { club: 'Foxes' }, baseRevision: shown });
    expect(expectStale(di, 'Player Di', bo).current).toMatchObject({ club: 'Wolves' });
    // … her edit of Cy is not, though Cy now sits where Di was edited.
    const cy = await ana.call('players.update', { id: 'p3', changes: { club: 'Foxes' }, baseRevision: shown });
    expect(cy.status).toBe(200);
    expect((await eventOf(ana)).players.map((p) => `${p.name}:${p.club}`)).toEqual(['Ana:', 'Cy:Foxes', 'Di:Wolves']);
  });
});

describe('stale edits of a pairing', () => {
  it('catches a swap at a table the other referee changed; a swap at another table goes through', async () => {
    const { ana, bo } = await twoReferees(['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo']);
    await ok(ana, 'rounds.generate', {});
    const round = (await eventOf(ana)).rounds[0] as EventFile['rounds'][0];
    const at = (table: number) =>
      round.pairings.find((p) => p.table === table) as EventFile['rounds'][0]['pairings'][0];
    const shown = await revisionOf(ana);
    // Bo swaps the two players of table 1 (sides a and b): table 1 changes, nothing else.
    await ok(bo, 'rounds.swap', { round: 1, a: at(1).a, b: at(1).b });
    const stale = await ana.call('rounds.swap', { round: 1, a: at(1).a, b: at(2).a, baseRevision: shown });
    const both = expectStale(stale, 'Table 1 of round 1', bo);
    const names = new Map((await eventOf(ana)).players.map((p) => [p.id, p.name]));
    expect(both.current).toMatchObject({ table: 1, a: names.get(at(1).b), b: names.get(at(1).a) });
    expect((await eventOf(ana)).rounds[0]?.pairings.find((p) => p.table === 2)).toMatchObject({ a: at(2).a });
    // Tables 2 and 3 were not touched by Bo: Ana's swap between them is saved.
    const other = await ana.call('rounds.swap', { round: 1, a: at(2).a, b: at(3).b, baseRevision: shown });
    expect(other.status).toBe(200);
  });

  it('catches a bye moved by the other referee; the bye reads as a name', async () => {
    const { ana, bo } = await twoReferees(['Ana', 'Bo', 'Cy', 'Di', 'Ed']);
    await ok(ana, 'rounds.generate', {});
    const round = (await eventOf(ana)).rounds[0] as EventFile['rounds'][0];
    const names = new Map((await eventOf(ana)).players.map((p) => [p.id, p.name]));
    const [t1, t2] = round.pairings as [EventFile['rounds'][0]['pairings'][0], EventFile['rounds'][0]['pairings'][0]];
    const shown = await revisionOf(ana);
    await ok(bo, 'rounds.moveToBye', { round: 1, player: t1.a });
    // Table 2 was not touched by Bo's move: Ana's swap there goes through.
    expect((await ana.call('rounds.swap', { round: 1, a: t2.a, b: t2.b, baseRevision: shown })).status).toBe(200);
    const stale = await ana.call('rounds.moveToBye', { round: 1, player: t2.a, baseRevision: shown });
    const both = expectStale(stale, 'Round 1', bo);
    expect(both).toMatchObject({ current: names.get(t1.a), yours: names.get(t2.a) });
  });

  it('catches a result entered on a table whose result the other referee entered first', async () => {
    const { ana, bo } = await twoReferees(['Ana', 'Bo', 'Cy', 'Di']);
    await ok(ana, 'rounds.generate', {});
    await ok(ana, 'rounds.lock', { round: 1 });
    const shown = await revisionOf(ana);
    await ok(bo, 'rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] });
    const fresh = { op: [8, 2], vp: [210, 40], baseRevision: shown };
    expect((await ana.call('rounds.setResult', { round: 1, table: 1, ...fresh })).status).toBe(200);
    const stale = await ana.call('rounds.setResult', { round: 1, table: 2, ...fresh, replace: true, reason: 'Sheet' });
    expect(expectStale(stale, 'Table 2 of round 1', bo).current).toMatchObject({ result: { op: [4, 6] } });
  });
});

describe('stale edits of the venue tables and the event setup', () => {
  it('catches a change of a venue table the other referee renamed', async () => {
    const { ana, bo } = await twoReferees(['Ana', 'Bo']);
    const tables = [1, 2, 3].map((number) => ({ number, name: `T${number}` }));
    await ok(ana, 'events.setTables', { tables });
    const shown = await revisionOf(ana);
    await ok(bo, 'events.setTables', { tables: tables.map((t) => (t.number === 2 ? { ...t, name: 'Bunker' } : t)) });
    // Ana's form still has table 2 as "T2" and renames table 3: saving would undo Bo's rename.
    const stale = await ana.call('events.setTables', {
      tables: tables.map((t) => (t.number === 3 ? { ...t, name: 'Ruins' } : t)),
      baseRevision: shown,
    });
    const both = expectStale(stale, 'Table 2', bo);
    expect(both.current).toMatchObject({ name: 'Bunker' });
    expect(both.yours).toMatchObject({ name: 'T2' });
    // With Bo's rename kept, her own change of table 3 is saved.
    const merged = await ana.call('events.setTables', {
      tables: tables.map((t) =>
        t.number === 3 ? { ...t, name: 'Ruins' } : t.number === 2 ? { ...t, name: 'Bunker' } : t,
      ),
      baseRevision: shown,
    });
    expect(merged.status).toBe(200);
  });

  it('compares settings field by field', async () => {
    const { ana, bo } = await twoReferees(['Ana', 'Bo']);
    const shown = await revisionOf(ana);
    await ok(bo, 'events.updateSettings', { settings: { venue: 'Main Hall' } });
    const name = await ana.call('events.updateSettings', { settings: { name: 'Renamed Cup' }, baseRevision: shown });
    expect(name.status).toBe(200);
    const venue = await ana.call('events.updateSettings', { settings: { venue: 'Side Room' }, baseRevision: shown });
    const both = expectStale(venue, 'The event setup', bo);
    expect(both).toMatchObject({ current: 'Main Hall', yours: 'Side Room' });
    expect((await eventOf(ana)).settings).toMatchObject({ name: 'Renamed Cup', venue: 'Main Hall' });
  });
});
