/**
 * Independent review of Looting and Sabotaging against ITS S11 · Looting and Sabotaging (Main
 * Objectives): 1 per STR point your own AC2 still has, 1 per STR point the enemy AC2 has lost,
 * the enemy AC2 Destroyed +2, more Panoply items than the opponent 1; 1 Classified worth 1;
 * Neutral HVT. The AC2 profile has STR 3 and is Destroyed below 0.
 */
import { describe } from 'vitest';
import { itScoresEach } from './kit';

const ID = 'looting-and-sabotaging';

describe('Looting and Sabotaging (review)', () => {
  itScoresEach(ID, [
    {
      title: 'both AC2s Destroyed: each 0 kept + 3 lost by the enemy + 2 = 5 → 5 – 5',
      facts: { a: { ac2State: 'destroyed' }, b: { ac2State: 'destroyed' } },
      ops: [5, 5],
      tp: [1, 1],
    },
    {
      title: 'STR 0 is not Destroyed: B’s AC2 at STR 0 → A 3 kept + 3 lost = 6 with no +2',
      facts: { b: { ac2State: 'str-0' } },
      points: { a: { 'destroy-ac2': 0 } },
      ops: [6, 0],
    },
    {
      title: 'equal Panoply items: nobody gets the 1 (3 – 3 from the intact AC2s)',
      facts: { a: { panoplyItems: 2 }, b: { panoplyItems: 2 } },
      ops: [3, 3],
    },
    {
      title: 'mutual damage: A’s AC2 at STR 2, B’s at STR 1 → A 2 + 2 = 4, B 1 + 1 = 2',
      facts: { a: { ac2State: 'str-2' }, b: { ac2State: 'str-1' } },
      ops: [4, 2],
    },
    {
      title: 'Secure HVT in place of the Classified: 3 + 1 = 4',
      facts: { a: { secureHvt: true } },
      ops: [4, 3],
    },
    {
      title: 'HVT harmed by B when A has 3 + 3 + 2 + 1 + 1 = 10: A stays 10 (compensation kept 0), B 0',
      facts: {
        a: { panoplyItems: 1, classifieds: 1 },
        b: { ac2State: 'destroyed', harmedHvt: true },
      },
      points: { a: { 'hvt-compensation': 0 } },
      ops: [10, 0],
    },
  ]);
});
