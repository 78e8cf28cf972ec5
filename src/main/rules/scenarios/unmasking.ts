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
import { msg } from '../../../shared/messages';
import { bonusesNeed, combinedAtMost } from './checks';
import { count, yesNo } from './questions';
import { defineScenario } from './scenario';
import type { Problem } from './types';
import { opponent, SIDES } from './types';
import { compare, line, sameOrMore } from './util';

const RULE = 'ITS S11 · Unmasking';
const CONSOLES = 3;
const DECOYS = 2;

export const unmasking = defineScenario({
  id: 'unmasking',
  name: 'Unmasking',
  rule: RULE,
  tableConfiguration: 'B',
  deployment:
    'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted); not in base contact with an HVT.',
  specialRules: [
    'Exclusion Zone',
    'Subterfuge',
    'Consoles',
    'Specialist Troops',
    'Hacker Bonus',
    'DataTracker',
    'Designated Target',
    'Killing',
    'Classified Deck Not Used',
  ],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'not-used',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral-until-revealed',
  secureHvt: 'not-used',
  intelcom: null,
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    killedDesignatedTarget: yesNo(
      'Killed the enemy Designated Target after it was Revealed',
      `${RULE} · Designated Target`,
    ),
    designatedTargetByDataTracker: yesNo('The DataTracker Killed it', `${RULE} · Main Objectives`, {
      showIf: { key: 'killedDesignatedTarget', equals: true },
    }),
    decoysKilled: count('Revealed enemy Target Decoys Killed', `${RULE} · Subterfuge`, 0, DECOYS),
    activatedConsoles: count('Consoles Activated by this player', `${RULE} · Activate Console`, 0, CONSOLES, {
      help: 'At the end of the game, Consoles whose last Activation was this player’s.',
    }),
    ownTargetKilledNeutral: yesNo(
      'This player’s own Designated Target was Killed while still Neutral (before it was Revealed)',
      `${RULE} · Designated Target`,
      {
        help: 'By either player. Whoever harmed it also answers “Harmed a Neutral HVT”.',
      },
    ),
    dataTrackerKilled: yesNo('This player’s own DataTracker was Killed', `${RULE} · Killing`, {
      help: 'Dead, or in a Null state at the end of the game.',
    }),
  },
  check(g) {
    return [
      ...bonusesNeed(g.facts, ['designatedTargetByDataTracker'], 'killedDesignatedTarget', msg('m.c.dtBonusTarget')),
      ...combinedAtMost(
        g.facts,
        'activatedConsoles',
        CONSOLES,
        msg('m.c.tooMany', { n: CONSOLES, what: msg('m.c.consoles') }),
      ),
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
    const main = `${RULE} · Main Objectives`;
    return [
      line('designated-target', 'Killed the Revealed enemy Designated Target', f.killedDesignatedTarget ? 3 : 0, main),
      line(
        'more-decoys',
        'More Revealed enemy Decoys Killed than the opponent',
        compare(f.decoysKilled, o.decoysKilled) === 'more' ? 1 : 0,
        main,
        `${f.decoysKilled} vs ${o.decoysKilled}`,
      ),
      line(
        'designated-target-datatracker',
        'Designated Target Killed by the DataTracker',
        f.designatedTargetByDataTracker ? 2 : 0,
        main,
      ),
      ...sameOrMore({
        own: f.activatedConsoles,
        other: o.activatedConsoles,
        same: { objective: 'consoles-same', label: 'As many Activated Consoles as the opponent', op: 1 },
        more: { objective: 'consoles-more', label: 'More Activated Consoles than the opponent', op: 2 },
        rule: main,
        noun: 'Activated Consoles',
      }),
      line(
        'own-target-alive',
        'Own Designated Target not Killed',
        o.killedDesignatedTarget || f.ownTargetKilledNeutral ? 0 : 1,
        main,
        o.killedDesignatedTarget
          ? 'Killed by the opponent after it was Revealed'
          : f.ownTargetKilledNeutral
            ? 'Killed while still Neutral'
            : undefined,
      ),
      line('own-datatracker-alive', 'Own DataTracker not Killed', f.dataTrackerKilled ? 0 : 1, main),
    ];
  },
  guide: () => [
    { label: 'Kill the enemy Designated Target after it has been Revealed', op: '3' },
    { label: 'Kill more Revealed enemy Target Decoys than the opponent', op: '1' },
    { label: '… the Designated Target Killed by your DataTracker', op: '+2' },
    { label: 'As many Activated Consoles as the opponent (at least 1)', op: '1' },
    { label: 'More Activated Consoles than the opponent', op: '2' },
    { label: 'Your Designated Target not Killed at the end of the game', op: '1' },
    { label: 'Your DataTracker not Killed at the end of the game', op: '1' },
  ],
});
