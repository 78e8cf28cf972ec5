import { describe, expect, it } from 'vitest';
import { attempt, expectInvalid, itScoresEach, ops, pts, run } from './testkit';

const ID = 'supremacy';
const aAhead = { a: { pointsQ1: 40, pointsQ2: 30 }, b: { pointsQ3: 20 } };

describe('Supremacy', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: 3 rounds × more Quadrants (6) + 3 Consoles (3) + Classified (1) = 10',
      facts: { a: { consolesHacked: 3, classifieds: 1 }, rounds: [aAhead, aAhead, aAhead] },
      ops: [10, 0],
    },
    { title: 'all zero: 0 – 0', facts: { rounds: [{}, {}, {}] }, ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      { title: 'more Quadrants in one round: 2', facts: { rounds: [aAhead, {}] }, ops: [2, 0] },
      {
        title: 'a 1 – 1 round gives nothing (no "as many" objective here)',
        facts: { rounds: [{ a: { pointsQ1: 5 }, b: { pointsQ2: 5 } }] },
        ops: [0, 0],
      },
      {
        title: 'Hacked Consoles: 1 each up to 3 (4 Hacked → 3); a Console Hacked by both counts for both',
        facts: { a: { consolesHacked: 4 }, b: { consolesHacked: 4 }, rounds: [{}] },
        points: { a: { 'hacked-consoles': 3 } },
        ops: [3, 3],
      },
      { title: 'Classified: 1', facts: { b: { classifieds: 1 }, rounds: [{}] }, ops: [0, 1] },
    ]);
  });

  describe('INTELCOM Provisions', () => {
    it('+1 for the accomplished Classified with the symbol: 1 + 1 = 2', () => {
      expect(ops(run(ID, 'mid', { a: { classifieds: 1, provisionsClassifieds: 1 }, rounds: [{}] }))).toEqual([2, 0]);
    });
    it('9 + 1 = 10; already 10: nothing', () => {
      // 6 + 2 Consoles + 1 Classified = 9 → +1.
      const nine = run(ID, 'mid', {
        a: { consolesHacked: 2, classifieds: 1, provisionsClassifieds: 1 },
        rounds: [aAhead, aAhead, aAhead],
      });
      expect(nine.players.a.op).toBe(10);
      expect(pts(nine, 'a', 'provisions')).toBe(1);
      const ten = run(ID, 'mid', {
        a: { consolesHacked: 3, classifieds: 1, provisionsClassifieds: 1 },
        rounds: [aAhead, aAhead, aAhead],
      });
      expect(pts(ten, 'a', 'provisions')).toBe(0);
    });
  });

  it('rounds are required; no Support and Control here', () => {
    expectInvalid(attempt(ID, 'mid'), 'rounds');
    expectInvalid(attempt(ID, 'mid', { a: { cardUse: 'support-and-control' }, rounds: [{}] }), 'a.cardUse');
    expectInvalid(attempt(ID, 'mid', { a: { consolesHacked: 5 }, rounds: [{}] }), 'a.consolesHacked');
  });
});
