import { describe, expect, it } from 'vitest';
import { reinforcementEligibility, requestThreshold } from './reinforcements';

const base = { gameRound: 1, alreadyDeployed: false, hasReinforcementSection: true };

describe('Request Reinforcements (N4 · Reinforcements)', () => {
  it('reads the chart: 250 → 200, 300 → 225, 350 → 250, 400 → 275', () => {
    expect(requestThreshold(250)).toBe(200);
    expect(requestThreshold(300)).toBe(225);
    expect(requestThreshold(350)).toBe(250);
    expect(requestThreshold(400)).toBe(275);
    expect(requestThreshold(200)).toBeNull();
  });

  it('allows a request at the threshold and refuses it one point above', () => {
    // 350-point game: 250 VP or less (the 100-point Reinforcement section still counts).
    expect(reinforcementEligibility({ ...base, armyPoints: 350, victoryPoints: 250 }).eligible).toBe(true);
    expect(reinforcementEligibility({ ...base, armyPoints: 350, victoryPoints: 251 }).eligible).toBe(false);
    expect(reinforcementEligibility({ ...base, armyPoints: 250, victoryPoints: 200 }).eligible).toBe(true);
    expect(reinforcementEligibility({ ...base, armyPoints: 250, victoryPoints: 201 }).eligible).toBe(false);
    expect(reinforcementEligibility({ ...base, armyPoints: 300, victoryPoints: 225 }).eligible).toBe(true);
    expect(reinforcementEligibility({ ...base, armyPoints: 400, victoryPoints: 276 }).eligible).toBe(false);
  });

  it('allows a request in the third Game Round whatever the Victory Points', () => {
    expect(reinforcementEligibility({ ...base, armyPoints: 350, victoryPoints: 350, gameRound: 2 }).eligible).toBe(
      false,
    );
    expect(reinforcementEligibility({ ...base, armyPoints: 350, victoryPoints: 350, gameRound: 3 }).eligible).toBe(
      true,
    );
  });

  it('refuses a second request and a list without a Reinforcement section', () => {
    expect(
      reinforcementEligibility({ ...base, armyPoints: 350, victoryPoints: 100, alreadyDeployed: true }).eligible,
    ).toBe(false);
    expect(
      reinforcementEligibility({ ...base, armyPoints: 350, victoryPoints: 100, hasReinforcementSection: false })
        .eligible,
    ).toBe(false);
  });

  it('without a chart row, only the third Game Round allows it', () => {
    const r = reinforcementEligibility({ ...base, armyPoints: 200, victoryPoints: 10 });
    expect(r.eligible).toBe(false);
    expect(r.reason).toMatch(/no Victory Point threshold for a 200-point game/);
    expect(reinforcementEligibility({ ...base, armyPoints: 200, victoryPoints: 10, gameRound: 3 }).eligible).toBe(true);
  });
});
