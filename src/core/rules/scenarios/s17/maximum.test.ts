/**
 * The maximum of each ITS S17 scenario, worked by hand from the digest (shared/docs/SEASON17.md
 * §4): answers that score every objective a player can add up to 10 OP, at 300 points.
 * Annihilation's, which is also about Victory Points, stays with its other cases.
 */
import { describe, it } from 'vitest';
import { expectScore } from '../testkit';
import type { S17ScoringCase } from './testkit';
import { runS17, threeRounds } from './testkit';

/** A scenario's maximum: the answers, both players' OP (and TP where the case is about them). */
interface MaximumCase extends S17ScoringCase {
  scenario: string;
  ops: [number, number];
}

const MAXIMA: MaximumCase[] = [
  {
    scenario: 'akial-interference',
    title: 'maximum: 6 Commons (6) + more Classifieds (1) + every round (1) + Private (2) = 10',
    facts: { a: { commons: 6, private: 'card' }, rounds: threeRounds({ classifiedInRound: true }) },
    ops: [10, 0],
  },
  {
    scenario: 'b-pong',
    title: 'maximum: Beacon in the enemy half (2) + Beacon 3 rounds (3) + Console 3 rounds (3) + 2 Classifieds = 10',
    facts: {
      a: { beaconInEnemyHalf: true, classifieds: 2 },
      rounds: threeRounds({ controlsBeacon: true, controlsConsole: true }, { controlsConsole: true }),
    },
    ops: [10, 3],
    tp: [5, 0],
  },
  {
    scenario: 'battleground',
    title: 'maximum: nearest (1) + central (3) + farthest (4) + Kill the Key Ops (2) = 10',
    facts: { a: { pointsNearA: 10, pointsCentre: 10, pointsNearB: 10, killedKeyOps: true } },
    ops: [10, 0],
  },
  {
    scenario: 'corporate-appropriation',
    title: 'maximum as printed: captured (2) + in own DZ (1) + own Destroyed (3) + Panoplies (1) + 3 Classifieds = 10',
    facts: {
      a: {
        capturedEnemyPrototype: true,
        prototypeInOwnDz: true,
        ownPrototypeDestroyed: true,
        panoplyAcquisitions: 2,
        classifieds: 3,
      },
      b: { panoplyAcquisitions: 1 },
    },
    ops: [10, 0],
  },
  {
    scenario: 'critical-intervention',
    title: 'Attacker maximum: 1 + 2 + 1 + 2 + Server Room 2 + kills 1 + Classified 1 = 10',
    facts: {
      a: { pointsServerRoom: 60, killedPoints: 75, classifieds: 1 },
      b: { pointsServerRoom: 40 },
      game: { attacker: 'a', attackerUnlocked: true, attackerExtracted: true, extractorInDz: true },
    },
    ops: [10, 0],
  },
  {
    scenario: 'critical-intervention',
    title: 'Defender maximum: not Unlocked 1 + not Extracted 3 + Server Room 3 + kills 2 + Classified 1 = 10',
    facts: {
      a: { pointsServerRoom: 10 },
      b: { pointsServerRoom: 20, killedPoints: 150, classifieds: 1 },
      game: { attacker: 'a' },
    },
    ops: [0, 10],
  },
  {
    scenario: 'crossing-lines',
    title: 'maximum: both Dead Zones each round (6) + both at the end (2) + 2 Antennas (2) = 10',
    facts: {
      a: { activatedAntennas: 2 },
      rounds: threeRounds({ pointsDeadZoneA: 50, pointsDeadZoneB: 40 }, { pointsDeadZoneA: 20 }),
    },
    ops: [10, 0],
  },
  {
    scenario: 'cutthroat',
    title: 'maximum: more Army Points (3) + more Lieutenants (3) + enemy Key Ops (1) + Key Ops kills (3) = 10',
    facts: {
      a: { killedPoints: 120, lieutenantsKilled: 2, killedKeyOps: true, keyOpsKills: 3 },
      b: { killedPoints: 80, lieutenantsKilled: 1, keyOpsKills: 1 },
    },
    ops: [10, 0],
  },
  {
    scenario: 'evacuation',
    title: 'maximum: 4 Civilians + 2 enemy HVTs + 2 Classifieds × 2 OP = 10',
    facts: { a: { civiliansExtracted: 4, enemyHvtsExtracted: 2, classifieds: 2 } },
    ops: [10, 0],
  },
  {
    scenario: 'hardlock',
    title:
      'maximum: enemy Beacon 3 rounds (3) + own Beacon kept (1) + more Consoles (2) + 3 Consoles (3) + Classified (1) = 10',
    facts: { a: { activatedConsoles: 3, classifieds: 1 }, rounds: threeRounds({ controlsEnemyBeacon: true }) },
    ops: [10, 0],
  },
  {
    scenario: 'last-launch',
    title: 'maximum: Extracted points (2) + Specialists (2) + more kills (2) + Tower (1) + 3 Classifieds = 10',
    facts: {
      a: { extractedPoints: 60, specialistsExtracted: 2, enemySpecialistsKilled: 3, pointsTower: 40, classifieds: 3 },
      b: { extractedPoints: 20, specialistsExtracted: 1, enemySpecialistsKilled: 1 },
    },
    ops: [10, 0],
  },
  {
    scenario: 'provisioning',
    title:
      'maximum: 4 boxes (4) + more in own Safe Area (3) + the adversary has none in theirs (2) + Classified (1) = 10',
    facts: { a: { boxesControlled: 4, boxesInSafeArea: 1, classifieds: 1 } },
    ops: [10, 0],
  },
  {
    scenario: 'resilience-operations',
    title: 'maximum: three cards at 3 OP (9) + more accomplished (1) = 10',
    facts: { a: { tactical1: 3, tactical2: 3, tactical3: 3 }, b: { tactical1: 2, tactical2: 1 } },
    ops: [10, 3],
  },
  {
    scenario: 'superiority',
    title: 'maximum: more Quadrants each round (6) + 3 Consoles (3) + Dominant Key Ops (1) = 10',
    facts: {
      a: { hackedConsoles: 3, dominantKeyOps: true },
      rounds: threeRounds({ quadrants: 2 }, { quadrants: 1 }),
    },
    ops: [10, 0],
  },
  {
    scenario: 'uplink-center',
    title: 'maximum: 2 Activated (4) + 2 Controlled (2) + Tech-Coffin (3) + Active Lieutenant (1) = 10',
    facts: { a: { activatedAntennas: 2, controlledAntennas: 2, controlsCoffin: true, activeLieutenant: true } },
    ops: [10, 0],
  },
  {
    scenario: 'zone-of-interest',
    title:
      'maximum: 3 zones at the end (3) + Special zone each round (3) + Antenna each round (3) + Classified (1) = 10',
    facts: {
      a: { pointsZone1: 30, pointsZone2: 30, classifieds: 1 },
      rounds: threeRounds({ pointsSpecial: 40, antennaActivated: true }),
    },
    ops: [10, 0],
  },
];

describe('ITS S17: each scenario’s maximum is 10 OP', () => {
  it.each(MAXIMA.map((c) => [`${c.scenario}: ${c.title}`, c] as const))('%s', (_title, c) => {
    expectScore(runS17(c.scenario, 300, c.facts), c);
  });
});
