import { describe, expect, it } from 'vitest';
import { PairingSchema, RoundSchema } from '../../../shared/model';
import { passes, roundProgress, tableStatus } from './tableStatus';

const result = (confirmed: boolean) => ({
  op: [5, 3] as [number, number],
  vp: [200, 100] as [number, number],
  tp: [4, 0] as [number, number],
  confirmedByA: confirmed,
  confirmedByB: confirmed,
  committedAt: '2026-01-01T10:00:00Z',
  committedBy: 'local',
});
const pairings = [
  PairingSchema.parse({ table: 1, a: 'x1', b: 'x2' }),
  PairingSchema.parse({ table: 2, a: 'x3', b: 'x4' }),
  PairingSchema.parse({ table: 3, a: 'x5', b: 'x6', result: result(true) }),
  PairingSchema.parse({ table: 4, a: 'x7', b: 'x8', result: result(false) }),
  PairingSchema.parse({ table: 5, a: 'x9', b: 'x10', dispute: 'LoS argued' }),
];
const round = RoundSchema.parse({ number: 2, tier: 'mid', status: 'locked', pairings });
const event = { tracker: { '2:2': {} } };

describe('table status', () => {
  it('counts a player report disputed from a phone as disputed until a result is in', () => {
    const submission = { by: 'a', at: 't', op: [6, 1], vp: [180, 90], tp: [3, 0] };
    const report = {
      state: 'disputed',
      latest: 'a',
      submissions: { a: submission },
      dispute: { by: 'b', note: 'no', at: 't' },
    };
    expect(tableStatus(event, 2, PairingSchema.parse({ table: 6, a: 'y1', b: 'y2', report }))).toBe('disputed');
    expect(
      tableStatus(event, 2, PairingSchema.parse({ table: 6, a: 'y1', b: 'y2', report, result: result(true) })),
    ).toBe('done');
  });

  it('says when both players confirmed a report from their phones, and when the referee decided a dispute', () => {
    const submission = { by: 'a', at: 't', op: [6, 1], vp: [180, 90], tp: [3, 0] };
    const report = (state: string) => ({ state, latest: 'a', submissions: { a: submission } });
    const table = (state: string, extra = {}) =>
      tableStatus(event, 2, PairingSchema.parse({ table: 7, a: 'y1', b: 'y2', report: report(state), ...extra }));
    expect(table('reported')).toBe('reported');
    expect(table('confirmed')).toBe('to-accept');
    expect(table('settled', { result: result(false) })).toBe('decided');
    const confirmed = PairingSchema.parse({ table: 7, a: 'y1', b: 'y2', report: report('confirmed') });
    const withIt = RoundSchema.parse({ number: 2, tier: 'mid', status: 'locked', pairings: [...pairings, confirmed] });
    expect(roundProgress(event, withIt).toAccept).toBe(1);
    expect(passes('to-accept', confirmed, 'to-accept')).toBe(true);
  });

  it('tells not started, in play, unconfirmed, done and disputed apart', () => {
    expect(pairings.map((p) => tableStatus(event, 2, p))).toEqual([
      'not-started',
      'in-play',
      'done',
      'unconfirmed',
      'disputed',
    ]);
  });

  it('counts results in and filters the waiting and the disputed tables', () => {
    expect(roundProgress(event, round)).toEqual({
      results: 2,
      total: 5,
      waiting: 3,
      toAccept: 0,
      disputed: 1,
      unconfirmed: 1,
    });
    const tables = (f: Parameters<typeof passes>[0]) =>
      pairings.filter((p) => passes(f, p, tableStatus(event, 2, p))).map((p) => p.table);
    expect(tables('waiting')).toEqual([1, 2, 5]);
    expect(tables('disputed')).toEqual([5]);
    expect(tables('unconfirmed')).toEqual([4]);
    expect(tables('all')).toEqual([1, 2, 3, 4, 5]);
  });
});
