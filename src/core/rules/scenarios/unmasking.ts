/**
 * Unmasking (ITS S11). Each player deploys three HVTs: one secret Designated Target and two
 * Target Decoys, Neutral until Revealed by Activating a Console. Main objectives at the end:
 *   Kill the enemy Designated Target once Revealed 3 · Kill more Revealed enemy Decoys than the
 *   opponent 1 · the Designated Target Killed by your DataTracker +2 · as many Activated Consoles
 *   as the opponent 1 (only with at least 1) · more Activated Consoles 2 · your Designated Target
 *   not Killed 1 · your DataTracker not Killed 1. No Classifieds; Killing.
 * A Designated Target can also be Killed while still Neutral (an HVT harmed before it was
 * Revealed): its owner then has no Designated Target alive, nobody scores the Kill, and whoever
 * harmed it answers "Harmed a Neutral HVT" (ITS S11 · HVT Model).
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { atMostInPlay } from './checks';
import { checkDataTrackerKill } from './designated-target';
import { count, yesNo } from './questions';
import { defineScenario, NO_CLASSIFIEDS, S11_BASE } from './scenario';
import type { Problem } from './types';
import { opponent, SIDES } from './types';
import { factPair, line, moreLine, sameOrMore } from './util';

const RULE = cite('ITS S11', msg('s.unmasking.name'));
const CONSOLES = 3;
const DECOYS = 2;

export const unmasking = defineScenario({
  ...S11_BASE,
  id: 'unmasking',
  name: msg('s.unmasking.name'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.common.deploymentStandard12Exclusion'),
  specialRules: [
    msg('s.common.exclusionZone'),
    msg('s.unmasking.subterfuge'),
    msg('s.common.consoles'),
    msg('s.common.specialistTroops'),
    msg('s.common.hackerBonus'),
    msg('s.common.dataTracker'),
    msg('s.designated-target.designatedTarget'),
    msg('s.common.killing'),
    msg('s.classified.deckNotUsed'),
  ],
  ...NO_CLASSIFIEDS,
  hvt: 'neutral-until-revealed',
  dataTracker: true,
  player: {
    killedDesignatedTarget: yesNo(
      msg('s.unmasking.killedRevealedTargetQuestion'),
      cite(RULE, msg('s.designated-target.designatedTarget')),
    ),
    designatedTargetByDataTracker: yesNo(
      msg('s.unmasking.dataTrackerKilledIt'),
      cite(RULE, msg('s.common.mainObjectives')),
      {
        showIf: { key: 'killedDesignatedTarget', equals: true },
      },
    ),
    decoysKilled: count(msg('s.unmasking.decoysKilled'), cite(RULE, msg('s.unmasking.subterfuge')), 0, DECOYS),
    activatedConsoles: count(
      msg('s.unmasking.consolesActivated'),
      cite(RULE, msg('s.common.activateConsole')),
      0,
      CONSOLES,
      {
        help: msg('s.unmasking.consolesActivatedHelp'),
      },
    ),
    ownTargetKilledNeutral: yesNo(
      msg('s.unmasking.ownTargetKilledNeutral'),
      cite(RULE, msg('s.designated-target.designatedTarget')),
      {
        help: msg('s.unmasking.killedNeutralHelp'),
      },
    ),
    dataTrackerKilled: yesNo(msg('s.unmasking.ownDataTrackerKilled'), cite(RULE, msg('s.common.killing')), {
      help: msg('s.unmasking.ownKilledHelp'),
    }),
  },
  check(g) {
    return [
      ...checkDataTrackerKill(g.facts),
      ...atMostInPlay(g.facts, 'activatedConsoles', CONSOLES, msg('m.c.consoles')),
      ...SIDES.flatMap((side): Problem[] => {
        if (!g.facts[side].ownTargetKilledNeutral) return [];
        const other = opponent(side);
        const p: Problem[] = [];
        if (g.facts[other].killedDesignatedTarget) {
          p.push({
            fields: [`${side}.ownTargetKilledNeutral`, `${other}.killedDesignatedTarget`],
            message: msg('m.c.neutralKilledTwice'),
          });
        }
        if (!g.season.a.harmedHvt && !g.season.b.harmedHvt) {
          p.push({
            fields: [`${side}.ownTargetKilledNeutral`, 'a.harmedHvt', 'b.harmedHvt'],
            message: msg('m.c.neutralWho'),
          });
        }
        return p;
      }),
    ];
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      line('designated-target', msg('s.unmasking.killedRevealedTarget'), f.killedDesignatedTarget ? 3 : 0, main),
      moreLine('more-decoys', msg('s.unmasking.moreDecoys'), factPair(g.facts, side, 'decoysKilled'), 1, main),
      line(
        'designated-target-datatracker',
        msg('s.designated-target.killedByDataTracker'),
        f.designatedTargetByDataTracker ? 2 : 0,
        main,
      ),
      ...sameOrMore(factPair(g.facts, side, 'activatedConsoles'), {
        same: { objective: 'consoles-same', label: msg('s.unmasking.asManyConsoles'), op: 1 },
        more: { objective: 'consoles-more', label: msg('s.unmasking.moreConsoles'), op: 2 },
        rule: main,
        noun: msg('s.common.activatedConsoles'),
      }),
      line(
        'own-target-alive',
        msg('s.unmasking.ownTargetAlive'),
        o.killedDesignatedTarget || f.ownTargetKilledNeutral ? 0 : 1,
        main,
        o.killedDesignatedTarget
          ? msg('s.unmasking.killedByOpponentRevealed')
          : f.ownTargetKilledNeutral
            ? msg('s.unmasking.killedNeutral')
            : undefined,
      ),
      line('own-datatracker-alive', msg('s.unmasking.ownDataTrackerAlive'), f.dataTrackerKilled ? 0 : 1, main),
    ];
  },
  guide: () => [
    { label: msg('s.unmasking.killRevealedTargetGoal'), op: '3' },
    { label: msg('s.unmasking.moreDecoysGoal'), op: '1' },
    { label: msg('s.unmasking.targetKilledByDataTracker'), op: '+2' },
    { label: msg('s.unmasking.asManyConsolesGoal'), op: '1' },
    { label: msg('s.unmasking.moreConsoles'), op: '2' },
    { label: msg('s.unmasking.ownTargetAliveGoal'), op: '1' },
    { label: msg('s.unmasking.ownDataTrackerAliveGoal'), op: '1' },
  ],
});
