/**
 * Every method that names a table of a round answers the same NOT_FOUND for a table the round does
 * not have (`findTable`, model/rounds.ts): the same message key and values, and the `table` field
 * marked only where the scoring wizard sends the number. `reports.accept` on such a table says
 * nobody reported it (CONFLICT), as it always has.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlayerSchema, RoundSchema } from '../../shared/model';
import type { TestContext } from './testing';
import { createTestContext, disposeContext } from './testing';

let t: TestContext;

beforeEach(async () => {
  t = createTestContext();
  await t.newEvent();
  // Players and a locked round written straight into the event: only the table lookup is under test.
  await t.ctx.workspace.current().mutate({ actor: 'test', method: 'test.arrange' }, (draft) => {
    draft.players.push(PlayerSchema.parse({ id: 'p1', name: 'Ana' }), PlayerSchema.parse({ id: 'p2', name: 'Bo' }));
    draft.rounds.push(
      RoundSchema.parse({
        number: 1,
        tier: 'mid',
        status: 'locked',
        scenarioId: 'acquisition',
        pairings: [{ table: 4, a: 'p1', b: 'p2' }],
      }),
    );
    return { result: undefined, summary: 'arrange' };
  });
});

afterEach(() => disposeContext(t));

const noTable = { key: 'm.round.noTable', params: { round: 1, table: 9 } };

describe('a table the round does not have', () => {
  it.each([
    ['rounds.setResult', { round: 1, table: 9, op: [5, 2], vp: [100, 50] }, undefined],
    ['rounds.setDispute', { round: 1, table: 9, note: 'Line of fire' }, undefined],
    ['scoring.breakdown', { round: 1, table: 9 }, { fields: ['table'] }],
    ['scoring.commit', { round: 1, table: 9, facts: {} }, { fields: ['table'] }],
    ['scoring.override', { round: 1, table: 9, side: 'a', points: 1, reason: 'Ruling' }, undefined],
    ['reports.reject', { round: 1, table: 9, reason: 'Wrong table' }, undefined],
    ['tables.start', { round: 1, table: 9 }, undefined],
  ])('%s answers NOT_FOUND naming the round and table', async (method, params, details) => {
    const res = await t.call(method, params);
    expect(res).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Round 1 has no game on table 9.',
        i18n: noTable,
        ...(details ? { details } : {}),
      },
    });
  });

  it('reports.accept says nobody reported it', async () => {
    const res = await t.call('reports.accept', { round: 1, table: 9 });
    expect(res).toMatchObject({ error: { code: 'CONFLICT', i18n: { key: 'm.report.nobodyReported' } } });
  });
});
