import { describe, it } from 'vitest';
import { attempt, expectInvalid, itScoresEach } from './testkit';

const ID = 'looting-and-sabotaging';

describe('Looting and Sabotaging', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: own AC2 intact (3) + enemy AC2 lost 3 (3) + Destroyed (2) + Panoplies (1) + Classified (1) = 10',
      facts: { a: { panoplyItems: 1, classifieds: 1 }, b: { ac2State: 'destroyed' } },
      // B: own AC2 Destroyed → 0; A's AC2 intact → 0 damage → 0.
      ops: [10, 0],
    },
    { title: 'all zero: both AC2s intact, each protects 3 → 3 – 3', ops: [3, 3] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      {
        title: 'damage: B’s AC2 at STR 2 → A 3 + 1 = 4, B 2',
        facts: { b: { ac2State: 'str-2' } },
        points: { a: { 'damage-ac2': 1 } },
        ops: [4, 2],
      },
      { title: 'STR 1 → A 3 + 2 = 5, B 1', facts: { b: { ac2State: 'str-1' } }, ops: [5, 1] },
      { title: 'STR 0 → A 3 + 3 = 6, B 0', facts: { b: { ac2State: 'str-0' } }, ops: [6, 0] },
      {
        title: 'Destroyed: 3 lost + 2 → A 3 + 3 + 2 = 8, B 0',
        facts: { b: { ac2State: 'destroyed' } },
        points: { a: { 'destroy-ac2': 2 } },
        ops: [8, 0],
      },
      {
        title: 'more Panoply items: 1',
        facts: { a: { panoplyItems: 2 }, b: { panoplyItems: 3 } },
        ops: [3, 4],
      },
      { title: 'Classified: 1', facts: { a: { classifieds: 1 } }, ops: [4, 3] },
    ]);
  });

  itScoresEach(ID, [
    {
      title: 'both AC2s damaged: A’s at STR 1, B’s Destroyed → A 1 + 3 + 2 = 6, B 0 + 2 = 2',
      facts: { a: { ac2State: 'str-1' }, b: { ac2State: 'destroyed' } },
      ops: [6, 2],
    },
    {
      title: 'HVT penalty: B harms an HVT → B 0, A 3 + 2 = 5',
      facts: { b: { harmedHvt: true } },
      ops: [5, 0],
    },
  ]);

  it('an unknown AC2 state is invalid', () => {
    expectInvalid(attempt(ID, 'mid', { a: { ac2State: 'str-4' } }), 'a.ac2State');
  });
});
