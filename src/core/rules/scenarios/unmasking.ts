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

const RULE = cite('ITS S11', msg('s.unmasking'));
const CONSOLES = 3;
const DECOYS = 2;

export const unmasking = defineScenario({
  ...S11_BASE,
  id: 'unmasking',
  name: msg('s.unmasking'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12InchesDeep'),
  specialRules: [
    msg('s.exclusionZone'),
    msg('s.subterfuge'),
    msg('s.consoles'),
    msg('s.specialistTroops'),
    msg('s.hackerBonus'),
    msg('s.dataTracker'),
    msg('s.designatedTarget'),
    msg('s.killing'),
    msg('s.classifiedDeckNotUsed'),
  ],
  ...NO_CLASSIFIEDS,
  hvt: 'neutral-until-revealed',
  dataTracker: true,
  player: {
    killedDesignatedTarget: yesNo(msg('s.killedEnemyDesignatedTargetAfter'), cite(RULE, msg('s.designatedTarget'))),
    designatedTargetByDataTracker: yesNo(msg('s.theDataTrackerKilled'), cite(RULE, msg('s.mainObjectives')), {
      showIf: { key: 'killedDesignatedTarget', equals: true },
    }),
    decoysKilled: count(msg('s.revealedEnemyTargetDecoys'), cite(RULE, msg('s.subterfuge')), 0, DECOYS),
    activatedConsoles: count(msg('s.consolesActivatedThisPlayer'), cite(RULE, msg('s.activateConsole')), 0, CONSOLES, {
      help: msg('s.atEndGameConsoles'),
    }),
    ownTargetKilledNeutral: yesNo(msg('s.thisPlayersOwnDesignated'), cite(RULE, msg('s.designatedTarget')), {
      help: msg('s.byEitherPlayerWhoever'),
    }),
    dataTrackerKilled: yesNo(msg('s.thisPlayersOwnDataTracker'), cite(RULE, msg('s.killing')), {
      help: msg('s.deadNullStateEnd'),
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
    const main = cite(RULE, msg('s.mainObjectives'));
    return [
      line('designated-target', msg('s.killedRevealedEnemyDesignated'), f.killedDesignatedTarget ? 3 : 0, main),
      moreLine('more-decoys', msg('s.moreRevealedEnemyDecoys'), factPair(g.facts, side, 'decoysKilled'), 1, main),
      line(
        'designated-target-datatracker',
        msg('s.designatedTargetKilledDataTracker'),
        f.designatedTargetByDataTracker ? 2 : 0,
        main,
      ),
      ...sameOrMore(factPair(g.facts, side, 'activatedConsoles'), {
        same: { objective: 'consoles-same', label: msg('s.asManyActivatedConsoles'), op: 1 },
        more: { objective: 'consoles-more', label: msg('s.moreActivatedConsolesThanOpponent'), op: 2 },
        rule: main,
        noun: msg('s.activatedConsoles'),
      }),
      line(
        'own-target-alive',
        msg('s.ownDesignatedTargetNot'),
        o.killedDesignatedTarget || f.ownTargetKilledNeutral ? 0 : 1,
        main,
        o.killedDesignatedTarget
          ? msg('s.killedOpponentAfterWas')
          : f.ownTargetKilledNeutral
            ? msg('s.killedWhileStillNeutral')
            : undefined,
      ),
      line('own-datatracker-alive', msg('s.ownDataTrackerNotKilled'), f.dataTrackerKilled ? 0 : 1, main),
    ];
  },
  guide: () => [
    { label: msg('s.killEnemyDesignatedTarget'), op: '3' },
    { label: msg('s.killMoreRevealedEnemy'), op: '1' },
    { label: msg('s.theDesignatedTargetKilled'), op: '+2' },
    { label: msg('s.asManyActivatedConsolesOpponent'), op: '1' },
    { label: msg('s.moreActivatedConsolesThanOpponent'), op: '2' },
    { label: msg('s.yourDesignatedTargetNot'), op: '1' },
    { label: msg('s.yourDataTrackerNotKilled'), op: '1' },
  ],
});
