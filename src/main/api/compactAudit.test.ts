/**
 * Audit entries record what changed: a confirm, a dispute, an accept and a
 * correction of one figure record those fields only, never the report or the result again, and
 * nothing records a breakdown (it is derived from the facts when shown).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/model';
import { VenueAuth } from '../auth/venueAuth';
import { ACQUISITION_6_1, asPhonePage, correction, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

async function reportedTable() {
  t = createTestContext({ actor: 'referee' });
  const venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
  await t.newEvent({ rounds: 3, scenarios: ['acquisition'], playerReporting: 'referee-approves' });
  for (const [i, name] of ['Ana', 'Bea'].entries()) await t.ok('players.add', { name, itsPin: `80${i}` });
  const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  const pairing = round.pairings[0]!;
  const players = await t.ok('players.list', {});
  const phone = async (id: string, address: string) => {
    const player = players.find((p) => p.id === id)!;
    const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address } };
    const res = await t.registry.call('players.signIn', { name: player.name, code: player.resultCode! }, from);
    if ('error' in res) throw new Error(res.error.message);
    const session = venue.sessions.find((res.data as { token: string }).token)!.player!;
    const ctx = { ...from, player: session, actor: `${player.name} (player)` };
    const call = asPhonePage((method, params) => t.registry.call(method, params, ctx));
    return async (method: string, params: unknown) => {
      const r = await call(method, params);
      if ('error' in r) throw new Error(`${method}: ${r.error.message}`);
    };
  };
  return { table: pairing.table, a: await phone(pairing.a, '10.0.0.1'), b: await phone(pairing.b, '10.0.0.2') };
}

const last = (): AuditEntry => t.ctx.workspace.current().state.audit.at(-1)!;
/** The fields a change names, below the pairing ("report.state", "result.vp.1"). */
const fields = (entry: AuditEntry) => entry.changes.map((c) => c.path.slice(4).join('.'));

describe('audit entries of results and reports', () => {
  it('a submit records the report with its facts and figures; a dispute, a confirm and an accept their fields', async () => {
    const { table, a, b } = await reportedTable();
    await a('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    expect(fields(last())).toEqual(['report']);
    expect(last().changes[0]!.after).toMatchObject({
      submissions: { a: { op: [6, 1], vp: [180, 90], tp: [3, 0], facts: ACQUISITION_6_1 } },
    });

    await b('reports.dispute', { round: 1, table, note: 'The Coffin was mine' });
    expect(fields(last())).toEqual(['report.state', 'report.dispute']);
    await b('reports.confirm', { round: 1, table });
    expect(fields(last())).toEqual(['report.state', 'report.confirmedAt', 'report.dispute']);

    await t.ok('reports.accept', { round: 1, table });
    expect(fields(last())).toEqual(['result', 'report.state', 'report.accepted']);
    expect(last().changes[0]!.after).toMatchObject({ op: [6, 1], vp: [180, 90], tp: [3, 0], facts: ACQUISITION_6_1 });

    // A typed correction of one figure: that figure, and what a typed result has not (facts, the
    // players' confirmations) and when it was entered — not the result again.
    await t.ok('rounds.setResult', correction({ round: 1, table }, [6, 1], [180, 95], 'VP miscounted'));
    expect(fields(last())).toEqual([
      'result.vp.1',
      'result.facts',
      'result.confirmedByA',
      'result.confirmedByB',
      'result.committedAt',
    ]);

    const audit = JSON.stringify(t.ctx.workspace.current().state.audit);
    expect(audit).not.toContain('breakdown');
    expect(audit).not.toContain('"label"');
  });

  it('a ruling on a result accepted from a report changes the result, never the report as sent', async () => {
    const { table, a, b } = await reportedTable();
    await a('reports.submit', { round: 1, table, facts: ACQUISITION_6_1 });
    await b('reports.confirm', { round: 1, table });
    await t.ok('reports.accept', { round: 1, table });
    // B's total ruled 3: 6–3, a Victory 2–0.
    await t.ok('scoring.override', { round: 1, table, side: 'b', points: 3, reason: 'Antenna was B’s' });
    expect(fields(last())).toEqual(['result.op.1', 'result.tp.0', 'result.rulings']);
    const pairing = t.ctx.workspace.current().state.rounds[0]!.pairings.find((p) => p.table === table)!;
    expect(pairing.result).toMatchObject({ op: [6, 3], tp: [2, 0] });
    expect(pairing.report!.submissions.a).toMatchObject({ op: [6, 1], tp: [3, 0], facts: ACQUISITION_6_1 });
    expect(pairing.report!.submissions.a).not.toHaveProperty('rulings');
  });

  it('a wizard result corrected in one answer records that answer and the figures it moves', async () => {
    const { table } = await reportedTable();
    await t.ok('scoring.commit', { round: 1, table, facts: ACQUISITION_6_1 });
    // B's surviving Army Points were 95, not 90: only that answer and B's VP change.
    const corrected = { ...ACQUISITION_6_1, b: { ...ACQUISITION_6_1.b, survivingPoints: 95 } };
    await t.ok('scoring.commit', { round: 1, table, facts: corrected, replace: true, reason: 'VP miscounted' });
    expect(fields(last())).toEqual(['result.vp.1', 'result.facts.b.survivingPoints', 'result.committedAt']);
  });
});
