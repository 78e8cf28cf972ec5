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
import { english, msg } from '../../../shared/messages';
import type { MessageKey, MessageRef, ParamsOf } from '../../../shared/messages';

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
  /** The reason as a message key (the tracker's refusal is read in the referee's language). */
  i18n: MessageRef;
  threshold: number | null;
}

/** A reason in English with its key. */
function why<K extends MessageKey>(key: K, ...params: ParamsOf<K>) {
  const i18n = msg(key, ...params);
  return { reason: english(i18n), i18n };
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
    return { eligible: false, ...why('m.t.reinf.noSection'), threshold };
  }
  if (input.alreadyDeployed) {
    return { eligible: false, ...why('m.t.reinf.onTable'), threshold };
  }
  if (input.gameRound >= REINFORCEMENTS_FREE_ROUND) {
    return {
      eligible: true,
      ...why('m.t.reinf.free', { round: input.gameRound }),
      threshold,
    };
  }
  if (threshold === null) {
    return {
      eligible: false,
      ...why('m.t.reinf.noThreshold', { points: input.armyPoints }),
      threshold,
    };
  }
  if (input.victoryPoints <= threshold) {
    return {
      eligible: true,
      ...why('m.t.reinf.below', { vp: input.victoryPoints, threshold, points: input.armyPoints }),
      threshold,
    };
  }
  return {
    eligible: false,
    ...why('m.t.reinf.above', { vp: input.victoryPoints, threshold }),
    threshold,
  };
}
