import { describe, it } from 'vitest';
import { attempt, expectContradiction, itScoresEach } from './testkit';

const ID = 'the-armory';
const aHolds = { a: { pointsArmory: 60 }, b: { pointsArmory: 30 } };

describe('The Armory', () => {
  itScoresEach(ID, [
    {
      title: 'maximum: 3 rounds (3) + end of game (4) + more Panoply items (2) + Classified (1) = 10',
      facts: { a: { panoplyItems: 2, classifieds: 1 }, b: { panoplyItems: 1 }, rounds: [aHolds, aHolds, aHolds] },
      ops: [10, 0],
    },
    { title: 'all zero: 0 – 0', facts: { rounds: [{}, {}, {}] }, ops: [0, 0] },
  ]);

  describe('each objective alone', () => {
    itScoresEach(ID, [
      { title: 'Dominating in round 1 only: 1', facts: { rounds: [aHolds, {}, {}] }, ops: [1, 0] },
      {
        title: 'Dominating in the last round: 1 for the round + 4 for the end of the game = 5',
        facts: { rounds: [{}, {}, aHolds] },
        points: { a: { 'dominate-end': 4 } },
        ops: [5, 0],
      },
      { title: 'more Panoply items: 2', facts: { b: { panoplyItems: 1 }, rounds: [{}] }, ops: [0, 2] },
      { title: 'Classified: 1', facts: { a: { classifieds: 1 }, rounds: [{}] }, ops: [1, 0] },
    ]);
  });

  describe('INTELCOM Support and Control', () => {
    const bHolds = { a: { pointsArmory: 20 }, b: { pointsArmory: 24 } };
    const card = {
      cardUse: 'support-and-control',
      intelcomValue: 5,
      intelcomZone: 'armory',
      intelcomTrooperInZone: true,
    };
    itScoresEach(ID, [
      {
        title: 'counts at the end of the game only: 20 + 5 = 25 > 24 in round 3 → A 1 + 4; rounds 1–2 → B 1 + 1',
        facts: { a: card, rounds: [bHolds, bHolds, bHolds] },
        ops: [5, 2],
      },
      {
        title: 'no effect without a non-Null trooper inside: B holds all → 1 + 1 + 1 + 4 = 7',
        facts: { a: { ...card, intelcomTrooperInZone: false }, rounds: [bHolds, bHolds, bHolds] },
        ops: [0, 7],
      },
      {
        title: 'a game ended early after round 2: the end-of-game count is round 2’s',
        facts: { rounds: [{}, aHolds] },
        ops: [5, 0],
      },
    ]);
    it('the card cannot also be the Classified', () => {
      expectContradiction(attempt(ID, 'mid', { a: { ...card, classifieds: 1 }, rounds: [{}] }), [
        'a.classifieds',
        'a.cardUse',
      ]);
    });
  });
});
