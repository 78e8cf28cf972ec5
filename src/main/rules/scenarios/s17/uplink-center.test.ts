/** Uplink Center (ITS S17, Direct Action), worked by hand from the digest (shared/docs/SEASON17.md §4.15). */
import { describe, expect, it } from 'vitest';
import { expectConsistent, expectRefused, ops, runS17 } from './testkit';

const ID = 'uplink-center';

describe('Uplink Center', () => {
  it('maximum: 2 Activated (4) + 2 Controlled (2) + Tech-Coffin (3) + Active Lieutenant (1) = 10', () => {
    const r = runS17(ID, 300, {
      a: { activatedAntennas: 2, controlledAntennas: 2, controlsCoffin: true, activeLieutenant: true },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('each objective alone', () => {
    expect(ops(runS17(ID, 150, { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 } }))).toEqual([2, 2]);
    expect(ops(runS17(ID, 150, { b: { controlledAntennas: 1 } }))).toEqual([0, 1]);
    expect(ops(runS17(ID, 150, { a: { controlsCoffin: true } }))).toEqual([3, 0]);
    expect(ops(runS17(ID, 150, { b: { activeLieutenant: true } }))).toEqual([0, 1]);
  });

  it('refuses more than 2 Antennas between the players and the Tech-Coffin Controlled by both', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { controlledAntennas: 2 }, b: { controlledAntennas: 1 } }),
      'RULES_VIOLATION',
      ['a.controlledAntennas', 'b.controlledAntennas'],
      ['Player A', 'Player B', 'more than the 2 Antennas'],
    );
    expectRefused(
      () => runS17(ID, 300, { a: { controlsCoffin: true }, b: { controlsCoffin: true } }),
      'RULES_VIOLATION',
      ['a.controlsCoffin', 'b.controlsCoffin'],
      ['Player A', 'Player B', 'Tech-Coffin'],
    );
  });
});
