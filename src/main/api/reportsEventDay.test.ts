/**
 * The referee's side of phone reporting on the event day: every confirmed report of a round
 * accepted as one change, and a dispute the referee settles recorded as the referee's decision.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerReporting } from '../../shared/model';
import { VenueAuth } from '../auth/venueAuth';
import { ACQUISITION_6_1, asPhonePage, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

/** Round 1 of Acquisition locked with 8 players (4 tables), reporting in `mode`. */
async function fourTables(mode: PlayerReporting) {
  t = createTestContext({ actor: 'referee' });
  const venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
  await t.newEvent({ rounds: 3, scenarios: ['acquisition', 'annihilation', 'frontline'], playerReporting: mode });
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan', 'Eva', 'Fer', 'Gil', 'Hal']) await t.ok('players.add', { name });
  const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  const players = await t.ok('players.list', {});
  let device = 10;
  /** The player `id` on their own phone. */
  const phone = async (id: string) => {
    const player = players.find((p) => p.id === id)!;
    const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address: `10.0.0.${device++}` } };
    const res = await t.registry.call('players.signIn', { name: player.name, code: player.resultCode! }, from);
    if ('error' in res) throw new Error(res.error.message);
    const session = venue.sessions.find((res.data as { token: string }).token)!.player!;
    const ctx = { ...from, player: session, actor: `${player.name} (player)` };
    // The phone page names the game it reports (read from reports.mine), as the real page does.
    const call = asPhonePage((method: string, params?: unknown) => t.registry.call(method, params, ctx));
    return async (method: string, params: unknown) => {
      const r = await call(method, params);
      if ('error' in r) throw new Error(`${method}: ${r.error.message}`);
      return r.data;
    };
  };
  const tables = round.pairings.map((p) => p.table).sort((x, y) => x - y);
  /** A reports; B confirms, disputes, or does nothing. */
  const report = async (table: number, then: 'confirm' | 'dispute' | 'none') => {
    const pairing = round.pairings.find((p) => p.table === table)!;
    await (
      await phone(pairing.a)
    )('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    const b = await phone(pairing.b);
    if (then === 'confirm') await b('reports.confirm', { round: 1, table });
    if (then === 'dispute') await b('reports.dispute', { round: 1, table, note: 'I held the Tech-Coffin' });
  };
  return { tables, report };
}

// A: 2 Activated Antennas (2) + 1 Classified (1) = 3 OP; B: Tech-Coffin (3) + 1 Controlled Antenna (1) = 4 OP.
const FACTS_3_4 = {
  a: { activatedAntennas: 2, classifieds: 1, survivingPoints: 150 },
  b: { controlledAntennas: 1, controlsCoffin: true, survivingPoints: 120 },
};

const pairingsOf = async () => (await t.ok('rounds.get', { round: 1 })).pairings;

describe('reports.acceptAll', () => {
  it('accepts every confirmed report as one audited change; disputed and unconfirmed ones are left alone', async () => {
    const { tables, report } = await fourTables('referee-approves');
    const [t1, t2, t3, t4] = tables as [number, number, number, number];
    await report(t1, 'confirm');
    await report(t2, 'dispute');
    await report(t3, 'confirm');
    await report(t4, 'none');
    const auditBefore = (await t.ok('audit.list', {})).length;

    expect(await t.ok('reports.acceptAll', { round: 1 })).toMatchObject({ tables: [t1, t3] });
    const after = await pairingsOf();
    const state = (table: number) => after.find((p) => p.table === table)!;
    for (const table of [t1, t3]) {
      // ACQUISITION_6_1: 6–1 OP is a Total Victory (ITS S11 · Keeping Score), 3 TP to 0.
      expect(state(table).result).toMatchObject({ op: [6, 1], tp: [3, 0], confirmedByA: true, confirmedByB: true });
      expect(state(table).report?.state).toBe('accepted');
    }
    expect([state(t2).result, state(t2).report?.state]).toEqual([null, 'disputed']);
    expect([state(t4).result, state(t4).report?.state]).toEqual([null, 'reported']);

    const audit = await t.ok('audit.list', {});
    expect(audit.length).toBe(auditBefore + 1);
    expect(audit.at(-1)).toMatchObject({
      method: 'reports.acceptAll',
      actor: 'referee',
      summary: `Round 1: players’ confirmed reports accepted on 2 tables: ${t1}, ${t3}`,
    });

    // One undo takes both back: the reports wait again, confirmed.
    await t.ok('audit.undo', {});
    for (const table of [t1, t3]) {
      const p = (await pairingsOf()).find((x) => x.table === table)!;
      expect([p.result, p.report?.state]).toEqual([null, 'confirmed']);
    }
    // Nothing left to accept once they are accepted: said, and nothing is written.
    await t.ok('reports.acceptAll', { round: 1 });
    expect(await t.call('reports.acceptAll', { round: 1 })).toMatchObject({
      error: { code: 'CONFLICT', message: 'Round 1: no report confirmed by both players is waiting to be accepted.' },
    });
  });

  it('is refused unless the referee accepts each confirmed report', async () => {
    const { tables, report } = await fourTables('auto-accept');
    await report(tables[1]!, 'none');
    const before = (await t.ok('events.get', {})).revision;
    expect(await t.call('reports.acceptAll', { round: 1 })).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringContaining('referee accepts each confirmed report') },
    });
    expect((await t.ok('events.get', {})).revision).toBe(before);
  });
});

describe('a dispute the referee settles', () => {
  it('records the referee’s decision, never a confirmation the players did not give', async () => {
    const { tables, report } = await fourTables('referee-approves');
    const table = tables[0]!;
    await report(table, 'dispute');
    // The referee's reading (3–4), which neither player reported, with both boxes ticked.
    await t.ok('scoring.commit', {
      round: 1,
      table,
      facts: FACTS_3_4,
      confirmedByA: true,
      confirmedByB: true,
    });
    const p = (await pairingsOf()).find((x) => x.table === table)!;
    expect(p.result).toMatchObject({ op: [3, 4], confirmedByA: false, confirmedByB: false, committedBy: 'referee' });
    expect(p.report).toMatchObject({ state: 'settled', settled: { by: 'referee' }, accepted: null });
  });

  it('taken as reported after review, records only the reporter’s own account', async () => {
    const { tables, report } = await fourTables('referee-approves');
    const table = tables[0]!;
    await report(table, 'dispute');
    await t.ok('reports.accept', { round: 1, table });
    const p = (await pairingsOf()).find((x) => x.table === table)!;
    expect(p.result).toMatchObject({ confirmedByA: true, confirmedByB: false });
    expect(p.report?.state).toBe('settled');
  });
});
