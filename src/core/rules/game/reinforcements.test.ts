import { describe, expect, it } from 'vitest';
import { reinforcementEligibility, requestThreshold } from './reinforcements';

const base = { gameRound: 1, alreadyDeployed: false, hasReinforcementSection: true };

describe('Request Reinforcements (N4 · Reinforcements)', () => {
  it.each([
    [250, 200],
    [300, 225],
    [350, 250],
    [400, 275],
    [200, null],
  ])('reads the chart: %i points → %s VP', (armyPoints, threshold) => {
    expect(requestThreshold(armyPoints)).toBe(threshold);
  });

  // 350-point game: 250 VP or less (the 100-point Reinforcement section still counts).
  it.each([
    [350, 250, true],
    [350, 251, false],
    [250, 200, true],
    [250, 201, false],
    [300, 225, true],
    [400, 276, false],
  ])('at %i points with %i VP, a request is allowed: %s', (armyPoints, victoryPoints, eligible) => {
    expect(reinforcementEligibility({ ...base, armyPoints, victoryPoints }).eligible).toBe(eligible);
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
