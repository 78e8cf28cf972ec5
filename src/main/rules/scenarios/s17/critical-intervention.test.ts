/** Critical Intervention (ITS S17), worked by hand from the digest (shared/docs/SEASON17.md §4.4). */
import { describe, expect, it } from 'vitest';
import { expectConsistent, expectRefused, ops, pts, runS17 } from './testkit';

const ID = 'critical-intervention';

describe('Critical Intervention: Attacker (first Player Turn) and Defender', () => {
  it('Attacker maximum: 1 + 2 + 1 + 2 + Server Room 2 + kills 1 + Classified 1 = 10', () => {
    const r = runS17(ID, 300, {
      a: { pointsServerRoom: 60, killedPoints: 75, classifieds: 1 },
      b: { pointsServerRoom: 40 },
      game: { attacker: 'a', attackerUnlocked: true, attackerExtracted: true, extractorInDz: true },
    });
    expect(ops(r)).toEqual([10, 0]);
    expectConsistent(r);
  });

  it('Defender maximum: not Unlocked 1 + not Extracted 3 + Server Room 3 + kills 2 + Classified 1 = 10', () => {
    const r = runS17(ID, 300, {
      a: { pointsServerRoom: 10 },
      b: { pointsServerRoom: 20, killedPoints: 150, classifieds: 1 },
      game: { attacker: 'a' },
    });
    expect(ops(r)).toEqual([0, 10]);
  });

  it('the Defender scores for Killing the extractor instead of “not Extracted”', () => {
    const r = runS17(ID, 400, { game: { attacker: 'b', attackerExtracted: true, extractorKilled: true } });
    // Attacker B: Extracted 2, extractor Killed so nothing more. Defender A: not Unlocked 1 + kill extractor 2.
    expect(ops(r)).toEqual([3, 2]);
    expect(pts(r, 'a', 'no-extract')).toBe(0);
    expect(pts(r, 'a', 'kill-extractor')).toBe(2);
  });

  it('the extractor alive: 1; alive inside the Attacker’s Deployment Zone: 2 more', () => {
    const alive = runS17(ID, 300, { game: { attacker: 'a', attackerExtracted: true } });
    expect(pts(alive, 'a', 'extractor-alive')).toBe(1);
    expect(pts(alive, 'a', 'extractor-in-dz')).toBe(0);
    const home = runS17(ID, 300, { game: { attacker: 'a', attackerExtracted: true, extractorInDz: true } });
    expect(pts(home, 'a', 'extractor-in-dz')).toBe(2);
  });

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

  it('never-deployed troopers count as Killed by the opponent', () => {
    const r = runS17(ID, 300, { a: { killedPoints: 60 }, b: { notDeployedPoints: 15 }, game: { attacker: 'a' } });
    expect(pts(r, 'a', 'kill-points')).toBe(1);
  });

  it('equal Army Points in the Server Room: nobody Dominates', () => {
    const r = runS17(ID, 300, { a: { pointsServerRoom: 50 }, b: { pointsServerRoom: 50 }, game: { attacker: 'a' } });
    expect([pts(r, 'a', 'dominate-room'), pts(r, 'b', 'dominate-room')]).toEqual([0, 0]);
  });

  it('INTELCOM Support and Control adds the card to the Server Room at the end', () => {
    /** A and B in the Server Room, B playing Support and Control there with a card of `card`. */
    const serverRoom = (a: number, b: number, card: number) =>
      runS17(ID, 300, {
        a: { pointsServerRoom: a },
        b: {
          pointsServerRoom: b,
          cardUse: 'support-and-control',
          intelcomValue: card,
          intelcomZone: 'server-room',
          intelcomTrooperInZone: true,
        },
        game: { attacker: 'a' },
      });
    expect(pts(serverRoom(30, 40, 20), 'b', 'dominate-room')).toBe(3);
    expect(pts(serverRoom(50, 40, 5), 'a', 'dominate-room')).toBe(2);
  });

  it('refuses extractor facts without an extraction, and a Killed extractor in the Deployment Zone', () => {
    expectRefused(
      () => runS17(ID, 300, { game: { attacker: 'a', extractorKilled: true } }),
      'RULES_VIOLATION',
      ['game.attackerExtracted', 'game.extractorKilled'],
      ['no extractor'],
    );
    expectRefused(
      () =>
        runS17(ID, 300, {
          game: { attacker: 'a', attackerExtracted: true, extractorKilled: true, extractorInDz: true },
        }),
      'RULES_VIOLATION',
      ['game.extractorKilled', 'game.extractorInDz'],
      ['Killed extractor'],
    );
  });

  it('refuses kills above the enemy army, naming the players and the figures', () => {
    expectRefused(
      () => runS17(ID, 250, { b: { killedPoints: 240 }, a: { notDeployedPoints: 20 }, game: { attacker: 'a' } }),
      'RULES_VIOLATION',
      ['b.killedPoints', 'a.notDeployedPoints'],
      ['Player B', 'Player A', '260 Army Points killed', '250 Army Points'],
    );
  });

  it('refuses INTELCOM and the Classified both, and an Attacker who did not play first', () => {
    expectRefused(
      () => runS17(ID, 300, { a: { classifieds: 1, cardUse: 'support-and-control' }, game: { attacker: 'a' } }),
      'RULES_VIOLATION',
      ['a.classifieds', 'a.cardUse'],
      ['Player A'],
    );
    expectRefused(
      () =>
        runS17(ID, 300, { game: { attacker: 'a', endedBy: 'retreat', endRound: 2, firstTurn: 'b', lastTurn: 'a' } }),
      'RULES_VIOLATION',
      ['game.attacker', 'game.firstTurn'],
      ['first Player Turn'],
    );
  });
});
