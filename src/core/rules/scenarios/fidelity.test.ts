/**
 * Rules fidelity: impossible facts refused, facts the wizard could not express, and
 * the referee's ruling where the rules are silent. Every expected value is worked by hand from
 * the rule named in the test.
 */
import { describe, expect, it } from 'vitest';
import {
  attempt,
  expectConsistent,
  expectContradiction,
  expectInvalid,
  inEnglish,
  ops,
  pts,
  refusal,
  run,
  said,
} from './testkit';
import { wizardQuestions } from './registry';
import { scoreInSeason } from './seasons';

describe('an army cannot lose and keep more than it had', () => {
  // ITS S11 · Tournament Tiers (mid: 300 Army Points) + N3 FAQ on Baggage (+20 per non-Null
  // Baggage trooper; at most 15 troopers in a list → at most 300 extra): ceiling 600 at mid.
  it('Annihilation (ITS S11 · Killing): A Killed 240 + 60 never deployed by B = 300, B survives with 301 → 601 > 600, refused', () => {
    const facts = { a: { killedPoints: 240 }, b: { notDeployedPoints: 60, survivingPoints: 301 } };
    const message = said(refusal(attempt('annihilation', 'mid', facts)));
    expectContradiction(attempt('annihilation', 'mid', facts), [
      'a.killedPoints',
      'b.notDeployedPoints',
      'b.survivingPoints',
    ]);
    // Both players' figures are in the message.
    expect(message).toContain('Player A Killed 300 of Player B’s Army Points (240 on the table + 60 never deployed)');
    expect(message).toContain('Player B’s survivors are worth 301');
    expect(message).toContain('300 Army Points at Mid-Tier + at most 300 of Baggage extra = 600');
  });

  it('exactly 600 (Killed 200 + 60 = 260, survivors with Baggage 340) is accepted', () => {
    // Killed troopers are Null, so their Baggage adds nothing: Killed alone stays within 300.
    const r = run('annihilation', 'mid', {
      a: { killedPoints: 200 },
      b: { notDeployedPoints: 60, survivingPoints: 340 },
    });
    expectConsistent(r);
  });

  it('a scenario without Killing still bounds the survivors: Acquisition low tier, 200 + 300 = 500', () => {
    expectContradiction(attempt('acquisition', 'low', { b: { survivingPoints: 501 } }), ['b.survivingPoints']);
    expect(run('acquisition', 'low', { b: { survivingPoints: 500 } }).vp).toEqual([0, 500]);
  });

  it('each side is checked against its own army: B’s kills and A’s survivors (Firefight, top tier 400 + 300)', () => {
    expectContradiction(attempt('firefight', 'top', { b: { killedPoints: 400 }, a: { survivingPoints: 301 } }), [
      'b.killedPoints',
      'a.notDeployedPoints',
      'a.survivingPoints',
    ]);
  });
});

describe('INTELCOM Support and Control needs a non-Null trooper inside, which counts there', () => {
  // ITS S11 · INTELCOM Card (Support and Control): only with a non-Null trooper inside the zone;
  // Dominate ZO: a non-Null trooper inside counts toward the player's Army Points there.
  const card = { cardUse: 'support-and-control', intelcomValue: 5, intelcomTrooperInZone: true };

  it('Frontline: a trooper inside the central Sector with 0 Army Points there is refused', () => {
    expectContradiction(attempt('frontline', 'mid', { a: { ...card, intelcomZone: 'centre' } }), [
      'a.intelcomTrooperInZone',
      'a.intelcomZone',
      'a.pointsCentre',
    ]);
  });

  it('Quadrant Control: the zone figure checked is the last Game Round’s', () => {
    const round = { a: { pointsQ1: 10 }, b: {} };
    const last = { a: {}, b: { pointsQ1: 10 } };
    expectContradiction(
      attempt('quadrant-control', 'mid', { a: { ...card, intelcomZone: 'q1' }, rounds: [round, round, last] }),
      ['a.intelcomTrooperInZone', 'a.intelcomZone', 'rounds.2.a.pointsQ1'],
    );
  });

  it('The Armory: 15 Army Points inside the Armory with the trooper is accepted; 15 + 5 = 20 beats 18', () => {
    const end = { a: { pointsArmory: 15 }, b: { pointsArmory: 18 } };
    const r = run('the-armory', 'mid', { a: { ...card, intelcomZone: 'armory' }, rounds: [end, end, end] });
    // Rounds 1–2: B 18 > 15 → B 1 + 1. Round 3 with the card: A 20 > 18 → A 1, and 4 at the end.
    expect(ops(r)).toEqual([5, 2]);
  });
});

describe('Unmasking: a Designated Target Killed while still Neutral', () => {
  // ITS S11 · Unmasking · Main Objectives ("have your Designated Target not Killed") and
  // ITS S11 · HVT Model (a Neutral HVT harmed: that player loses the scenario, opponent +2).
  it('A harmed B’s Designated Target before it was Revealed: B loses its 1 OP for it, A loses everything, B gains 2', () => {
    const r = run('unmasking', 'mid', {
      a: { harmedHvt: true },
      b: { ownTargetKilledNeutral: true },
    });
    // A: own Designated Target alive 1 + own DataTracker alive 1 = 2, then −2 (HVT penalty) = 0.
    // B: own Designated Target Killed (0) + own DataTracker alive 1 = 1, +2 compensation = 3.
    expect(pts(r, 'b', 'own-target-alive')).toBe(0);
    expect(pts(r, 'a', 'own-target-alive')).toBe(1);
    expect(ops(r)).toEqual([0, 3]);
    expectConsistent(r);
  });

  it('Killed while Neutral cannot also be Killed after being Revealed', () => {
    expectContradiction(
      attempt('unmasking', 'mid', {
        a: { harmedHvt: true, killedDesignatedTarget: true },
        b: { ownTargetKilledNeutral: true },
      }),
      ['b.ownTargetKilledNeutral', 'a.killedDesignatedTarget'],
    );
  });

  it('a Designated Target Killed while Neutral means some player harmed a Neutral HVT', () => {
    expectContradiction(attempt('unmasking', 'mid', { b: { ownTargetKilledNeutral: true } }), [
      'b.ownTargetKilledNeutral',
      'a.harmedHvt',
      'b.harmedHvt',
    ]);
  });

  it('B harmed its own Designated Target while Neutral: B loses it and its OP; A gains 2', () => {
    const r = run('unmasking', 'mid', { b: { harmedHvt: true, ownTargetKilledNeutral: true } });
    // A: 1 + 1 = 2, +2 = 4. B: 0 + 1 = 1, −1 = 0.
    expect(ops(r)).toEqual([4, 0]);
  });
});

describe('Hunting Party: never-deployed troopers are recorded on their owner’s side', () => {
  // ITS S11 · Hunting Party · Hunt Down Objectives: Lieutenants and Specialists never deployed
  // count as Hunted Down by the adversary.
  it('B’s Lieutenant never deployed counts for A: 1 on the table each way plus B’s → A 2 vs B 1 → A 4', () => {
    const r = run('hunting-party', 'mid', {
      a: { huntedLieutenants: 1 },
      b: { huntedLieutenants: 1, notDeployedLieutenants: 1 },
    });
    expect(pts(r, 'a', 'lieutenants-more')).toBe(4);
    expect(pts(r, 'b', 'lieutenants-same')).toBe(0);
    expect(ops(r)).toEqual([4, 0]);
  });

  it('Specialists and Lieutenants are asked the same way: on the owner’s side', () => {
    const keys = wizardQuestions('hunting-party').map((q) => q.key);
    expect(keys).toContain('notDeployedSpecialists');
    expect(keys).toContain('notDeployedLieutenants');
    const hunted = wizardQuestions('hunting-party').find((q) => q.key === 'huntedLieutenants');
    expect(hunted?.help).not.toContain('never deployed are counted here');
    // A Lieutenant only: A's never-deployed Lieutenant gives B the "as many" 3 (1 vs 1).
    const r = run('hunting-party', 'mid', { a: { huntedLieutenants: 1, notDeployedLieutenants: 1 } });
    expect(ops(r)).toEqual([3, 3]);
  });
});

describe('early end by Retreat! (ITS S11 · End of the Mission)', () => {
  it('Supremacy ended in Game Round 2 after the first player’s turn: only Game Round 1 is scored', () => {
    // Round 1: A Dominates Quadrants 1 and 2, B Quadrant 3 → A more (2). The second entry is the
    // state when the game ended (round 2 never ended): no end-of-round points from it.
    // Hacked Consoles count when the game ends: A 1.
    const r = run('supremacy', 'mid', {
      a: { consolesHacked: 1 },
      rounds: [
        { a: { pointsQ1: 20, pointsQ2: 20 }, b: { pointsQ3: 20 } },
        { a: { pointsQ1: 20, pointsQ2: 20, pointsQ3: 20, pointsQ4: 20 }, b: {} },
      ],
      game: { endedBy: 'retreat', endRound: 2, firstTurn: 'b', lastTurn: 'b' },
    });
    expect(pts(r, 'a', 'dominate-more', 1)).toBe(2);
    expect(r.players.a.lines.filter((l) => l.round === 2)).toEqual([]);
    expect(ops(r)).toEqual([3, 0]);
    expect(inEnglish(r.players.a.lines[0]?.label)).toBe(
      'The game ended by Retreat! in Game Round 2, after Player B’s turn, before the Game Round ended',
    );
  });

  it('the same game ended after the second player’s turn: Game Round 2 ended and is scored', () => {
    const r = run('supremacy', 'mid', {
      rounds: [
        { a: { pointsQ1: 20 }, b: {} },
        { a: { pointsQ1: 20 }, b: {} },
      ],
      game: { endedBy: 'retreat', endRound: 2, firstTurn: 'b', lastTurn: 'a' },
    });
    expect(ops(r)).toEqual([4, 0]);
  });

  it('the recorded Game Rounds must match the end: 3 entries for a game that ended in round 2 are refused', () => {
    expectContradiction(
      attempt('quadrant-control', 'mid', {
        rounds: [{}, {}, {}],
        game: { endedBy: 'retreat', endRound: 2, firstTurn: 'a', lastTurn: 'a' },
      }),
      ['rounds', 'game.endRound'],
    );
    // A game that ran its course has 3 Game Rounds.
    expectContradiction(attempt('quadrant-control', 'mid', { rounds: [{}, {}], game: { endedBy: 'third-round' } }), [
      'rounds',
      'game.endedBy',
    ]);
  });

  // No `game` answers at all: a No Quarter scenario asks nothing about how the game ended.
  const twoRoundsNoGameAnswers = {
    a: {},
    b: {},
    rounds: [
      { a: {}, b: {} },
      { a: {}, b: {} },
    ],
  };
  it('under No Quarter (ITS S17 · B-Pong) the refusal points only at the rounds: there is no question on how the game ended', () => {
    const problem = refusal(scoreInSeason('its-s17', 'b-pong', { armyPoints: 300 }, twoRoundsNoGameAnswers));
    expect((problem.details as { fields: string[] }).fields).toEqual(['rounds']);
  });

  describe('The Armory: per-round and end-of-game objectives, and the INTELCOM card', () => {
    // ITS S11 · The Armory: Dominate at the end of each Game Round 1, at the end of the game 4;
    // INTELCOM Support and Control only at the end of the third Game Round.
    const facts = {
      a: { cardUse: 'support-and-control', intelcomValue: 10, intelcomZone: 'armory', intelcomTrooperInZone: true },
      rounds: [
        { a: { pointsArmory: 30 }, b: { pointsArmory: 20 } },
        { a: { pointsArmory: 10 }, b: { pointsArmory: 20 } },
        { a: { pointsArmory: 15 }, b: { pointsArmory: 20 } },
      ],
    };
    it('ended in round 3 after the first player’s turn: the card is not used, B Dominates at the end', () => {
      const r = run('the-armory', 'mid', {
        ...facts,
        game: { endedBy: 'retreat', endRound: 3, firstTurn: 'a', lastTurn: 'a' },
      });
      // A: round 1 (30 > 20) 1. B: round 2 (20 > 10) 1, end of game (20 > 15) 4 = 5.
      expect(ops(r)).toEqual([1, 5]);
      expect(inEnglish(r.players.a.lines.find((l) => l.objective === 'intelcom')?.label)).toContain('not used');
    });
    it('ran to the end of the third Game Round: 15 + 10 = 25 beats 20, A takes round 3 and the end', () => {
      const r = run('the-armory', 'mid', { ...facts, game: { endedBy: 'third-round' } });
      // A: 1 (round 1) + 1 (round 3) + 4 (end) = 6. B: 1 (round 2).
      expect(ops(r)).toEqual([6, 1]);
    });
  });

  it('Frontline ended early: the INTELCOM card (end of the third Game Round) adds nothing', () => {
    const a = {
      pointsCentre: 20,
      cardUse: 'support-and-control',
      intelcomValue: 6,
      intelcomZone: 'centre',
      intelcomTrooperInZone: true,
    };
    const b = { pointsCentre: 25 };
    // Full game: 20 + 6 = 26 > 25 → A 3 (central Sector).
    expect(ops(run('frontline', 'mid', { a, b }))).toEqual([3, 0]);
    // Ended by Retreat! in round 2: 20 < 25 → B 3.
    const early = run('frontline', 'mid', {
      a,
      b,
      game: { endedBy: 'retreat', endRound: 2, firstTurn: 'a', lastTurn: 'b' },
    });
    expect(ops(early)).toEqual([0, 3]);
  });

  it('No Quarter scenarios cannot end by Retreat!: Annihilation has no such question', () => {
    expect(wizardQuestions('annihilation').some((q) => q.scope === 'game')).toBe(false);
    expectInvalid(attempt('annihilation', 'mid', { game: { endedBy: 'retreat' } }), 'game');
  });
});

describe('help texts mark the app’s readings', () => {
  it('what leaves the table in Retreat!, and the Biotechvore plague’s kills, are marked as readings', () => {
    const vp = wizardQuestions('acquisition').find((q) => q.key === 'survivingPoints');
    expect(inEnglish(vp?.reading)).toMatch(/not counted as a survivor/);
    const plague = wizardQuestions('biotechvore').find((q) => q.key === 'killedPoints');
    expect(inEnglish(plague?.reading)).toMatch(/Biotechvore plague/);
  });
});
