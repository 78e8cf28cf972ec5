/** Critical Intervention (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.4). */
import { describe, expect, it } from 'vitest';
import type { PartialFacts } from '../testkit';
import { itRefusesEachS17, itScoresEachS17, pts, refused, runS17 } from './testkit';

const ID = 'critical-intervention';

/** A and B in the Server Room, B playing Support and Control there with a card of `card`; A attacks. */
function serverRoom(a: number, b: number, card: number): PartialFacts {
  return {
    a: { pointsServerRoom: a },
    b: {
      pointsServerRoom: b,
      cardUse: 'support-and-control',
      intelcomValue: card,
      intelcomZone: 'server-room',
      intelcomTrooperInZone: true,
    },
    game: { attacker: 'a' },
  };
}

describe('Critical Intervention: Attacker (first Player Turn) and Defender', () => {
  itScoresEachS17(ID, [
    {
      // Attacker B: Extracted 2, extractor Killed so nothing more. Defender A: not Unlocked 1 + kill extractor 2.
      title: 'the Defender scores for Killing the extractor instead of “not Extracted”',
      armyPoints: 400,
      facts: { game: { attacker: 'b', attackerExtracted: true, extractorKilled: true } },
      points: { a: { 'no-extract': 0, 'kill-extractor': 2 } },
      ops: [3, 2],
    },
    {
      title: 'the extractor alive: 1, and not inside the Attacker’s Deployment Zone: nothing more',
      facts: { game: { attacker: 'a', attackerExtracted: true } },
      points: { a: { 'extractor-alive': 1, 'extractor-in-dz': 0 } },
    },
    {
      title: 'the extractor alive inside the Attacker’s Deployment Zone: 2 more',
      facts: { game: { attacker: 'a', attackerExtracted: true, extractorInDz: true } },
      points: { a: { 'extractor-in-dz': 2 } },
    },
    {
      title: 'never-deployed troopers count as Killed by the opponent',
      facts: { a: { killedPoints: 60 }, b: { notDeployedPoints: 15 }, game: { attacker: 'a' } },
      points: { a: { 'kill-points': 1 } },
    },
    {
      title: 'equal Army Points in the Server Room: nobody Dominates',
      facts: { a: { pointsServerRoom: 50 }, b: { pointsServerRoom: 50 }, game: { attacker: 'a' } },
      points: { a: { 'dominate-room': 0 }, b: { 'dominate-room': 0 } },
    },
    {
      title: 'INTELCOM Support and Control adds the card to the Server Room at the end: 40 + 20 against 30',
      facts: serverRoom(30, 40, 20),
      points: { b: { 'dominate-room': 3 } },
    },
    {
      title: 'INTELCOM Support and Control adds the card to the Server Room at the end: 40 + 5 against 50',
      facts: serverRoom(50, 40, 5),
      points: { a: { 'dominate-room': 2 } },
    },
  ]);

  it.each([
    [150, 40, 75],
    [200, 50, 100],
    [250, 65, 125],
    [300, 75, 150],
    [350, 85, 175],
    [400, 100, 200],
  ])('%i points: the Attacker needs %i killed, the Defender %i', (points, att, def) => {
    const just = runS17(ID, points, { a: { killedPoints: att }, b: { killedPoints: def }, game: { attacker: 'a' } });
    expect(pts(just, 'a', 'kill-points')).toBe(1);
    expect(pts(just, 'b', 'kill-points')).toBe(2);
    const short = runS17(ID, points, {
      a: { killedPoints: att - 1 },
      b: { killedPoints: def - 1 },
      game: { attacker: 'a' },
    });
    expect(pts(short, 'a', 'kill-points')).toBe(0);
    expect(pts(short, 'b', 'kill-points')).toBe(0);
  });

  itRefusesEachS17(ID, [
    {
      title: 'refuses extractor facts without an extraction',
      facts: { game: { attacker: 'a', extractorKilled: true } },
      kind: 'violation',
      fields: ['game.attackerExtracted', 'game.extractorKilled'],
      said: ['no extractor'],
    },
    {
      title: 'refuses a Killed extractor in the Deployment Zone',
      facts: { game: { attacker: 'a', attackerExtracted: true, extractorKilled: true, extractorInDz: true } },
      kind: 'violation',
      fields: ['game.extractorKilled', 'game.extractorInDz'],
      said: ['Killed extractor'],
    },
    refused.killsAboveTheEnemyArmy(250, 'b', 240, 20, { attacker: 'a' }),
    {
      title: 'refuses INTELCOM and the Classified both',
      facts: { a: { classifieds: 1, cardUse: 'support-and-control' }, game: { attacker: 'a' } },
      kind: 'violation',
      fields: ['a.classifieds', 'a.cardUse'],
      said: ['Player A'],
    },
    {
      title: 'refuses an Attacker who did not play first',
      facts: { game: { attacker: 'a', endedBy: 'retreat', endRound: 2, firstTurn: 'b', lastTurn: 'a' } },
      kind: 'violation',
      fields: ['game.attacker', 'game.firstTurn'],
      said: ['first Player Turn'],
    },
  ]);
});
