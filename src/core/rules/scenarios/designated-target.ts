/**
 * Designated Target (ITS S11 scenario rule of Decapitation and Transmission Matrix): the enemy
 * HVT is a Designated Target; Killing it scores, and more when the DataTracker Killed it. The
 * questions, the check and the two lines both scenarios share (each with its own OP); Unmasking,
 * whose Designated Target is Revealed first, asks its own questions but shares the check.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { bonusesNeed } from './checks';
import { yesNo } from './questions';
import type { Line, Problem, Side } from './types';
import { line } from './util';

interface TargetFacts {
  killedDesignatedTarget: boolean;
  designatedTargetByDataTracker: boolean;
}

/** The two questions, citing the scenario `rule`. */
export function designatedTargetQuestions(rule: ScenarioText) {
  return {
    killedDesignatedTarget: yesNo(
      msg('s.designated-target.killedEnemyTarget'),
      cite(rule, msg('s.designated-target.designatedTarget')),
    ),
    designatedTargetByDataTracker: yesNo(
      msg('s.designated-target.dataTrackerKilledTarget'),
      cite(rule, msg('s.common.mainObjectives')),
      {
        showIf: { key: 'killedDesignatedTarget', equals: true },
      },
    ),
  };
}

/** "By the DataTracker" needs the Designated Target Killed. */
export const checkDataTrackerKill = (facts: Record<Side, TargetFacts>): Problem[] =>
  bonusesNeed(facts, ['designatedTargetByDataTracker'], 'killedDesignatedTarget', msg('m.c.dtBonusTarget'));

/** The Kill of the enemy Designated Target, and the DataTracker's bonus on top of it. */
export function designatedTargetLines(
  facts: TargetFacts,
  op: { killed: number; byDataTracker: number },
  rule: ScenarioText,
): Line[] {
  return [
    line(
      'designated-target',
      msg('s.designated-target.killedTarget'),
      facts.killedDesignatedTarget ? op.killed : 0,
      rule,
    ),
    line(
      'designated-target-datatracker',
      msg('s.designated-target.killedByDataTracker'),
      facts.designatedTargetByDataTracker ? op.byDataTracker : 0,
      rule,
    ),
  ];
}
