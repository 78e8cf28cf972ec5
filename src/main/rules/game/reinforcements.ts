/**
 * N4 · Reinforcements: when a player may Request Reinforcements.
 *
 * | rule                                                          | status      |
 * |---------------------------------------------------------------|-------------|
 * | step 1.2 of the Tactical Phase, before the Retreat! check     | tableMachine |
 * | allowed at or below the table's Victory Points, or in Game Round 3 | implemented |
 * | Victory Points count both sections (undeployed Reinf. included) | implemented |
 * | the whole Reinforcement section deploys in one Tactical Phase  | tableMachine |
 * | Commlink trooper may join a Reinforcement group, even if Null  | tableMachine |
 * | Retreat! thresholds of a Reinforcements game                  | retreat.ts  |
 * | Exrah: Unconscious goes straight to Dead                       | tableMachine |
 */

/** N4 · Reinforcements: the Request Reinforcements chart (Army Points → Victory Points or less). */
export const REQUEST_REINFORCEMENTS_THRESHOLDS: Readonly<Record<number, number>> = {
  250: 200,
  300: 225,
  350: 250,
  400: 275,
};

/** The Game Round in which Reinforcements may be requested whatever the Victory Points. */
export const REINFORCEMENTS_FREE_ROUND = 3;

export function requestThreshold(armyPoints: number): number | null {
  return REQUEST_REINFORCEMENTS_THRESHOLDS[armyPoints] ?? null;
}

export interface ReinforcementCheck {
  eligible: boolean;
  reason: string;
  threshold: number | null;
}

export function reinforcementEligibility(input: {
  armyPoints: number;
  /** Survivors' cost now, both sections together. */
  victoryPoints: number;
  gameRound: number;
  alreadyDeployed: boolean;
  hasReinforcementSection: boolean;
}): ReinforcementCheck {
  const threshold = requestThreshold(input.armyPoints);
  if (!input.hasReinforcementSection) {
    return { eligible: false, reason: 'This list has no Reinforcement section.', threshold };
  }
  if (input.alreadyDeployed) {
    return { eligible: false, reason: 'The Reinforcement section is already on the table.', threshold };
  }
  if (input.gameRound >= REINFORCEMENTS_FREE_ROUND) {
    return {
      eligible: true,
      reason: `Game Round ${input.gameRound}: Reinforcements may be requested whatever the Victory Points (N4 · Request Reinforcements).`,
      threshold,
    };
  }
  if (threshold === null) {
    return {
      eligible: false,
      reason: `N4 · Request Reinforcements has no Victory Point threshold for a ${input.armyPoints}-point game; only the third Game Round allows a request.`,
      threshold,
    };
  }
  if (input.victoryPoints <= threshold) {
    return {
      eligible: true,
      reason: `${input.victoryPoints} Victory Points is at or below ${threshold} (N4 · Request Reinforcements, ${input.armyPoints} points).`,
      threshold,
    };
  }
  return {
    eligible: false,
    reason: `${input.victoryPoints} Victory Points is above ${threshold}; wait for losses or the third Game Round (N4 · Request Reinforcements).`,
    threshold,
  };
}
