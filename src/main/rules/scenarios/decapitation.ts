/**
 * Decapitation (ITS S11). Main objectives at the end of the game:
 *   more Army Points Killed than the opponent 3 · as many Lieutenants Killed as the opponent 2
 *   (only with at least 1 Killed by the player) · more Lieutenants Killed 4 · the Designated
 *   Target Killed 2 · … by the DataTracker +1. No Classifieds; Concilium Watch; No Quarter.
 */
import { msg } from '../../../shared/messages';
import { bonusesNeed } from './checks';
import { checkKilled, killedBy, killingQuestions } from './killing';
import { count, MAX_TROOPERS, yesNo } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { compare, line, sameOrMore } from './util';

const RULE = 'ITS S11 · Decapitation';

export const decapitation = defineScenario({
  id: 'decapitation',
  name: 'Decapitation',
  rule: RULE,
  tableConfiguration: 'A',
  deployment: 'Opposite sides, Deployment Zones 16 inches deep.',
  specialRules: [
    'Reinforced Tactical Link',
    'DataTracker',
    'Designated Target',
    'Killing',
    'No Quarter',
    'Classified Deck Not Used',
    'Concilium Watch',
  ],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'not-used',
  extremeMode: false,
  retreat: { applies: false, endsGameIfTurnStartsInRetreat: false },
  hvt: 'designated-target',
  secureHvt: 'not-used',
  intelcom: null,
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: true,
  player: {
    ...killingQuestions(`${RULE} · Killing`),
    lieutenantsKilled: count('Enemy Lieutenants Killed', `${RULE} · Reinforced Tactical Link`, 0, MAX_TROOPERS, {
      help: 'Count each enemy trooper Killed while it was the Lieutenant (a new Lieutenant is named each time, as Public Information).',
    }),
    killedDesignatedTarget: yesNo('Killed the enemy Designated Target', `${RULE} · Designated Target`),
    designatedTargetByDataTracker: yesNo('The DataTracker Killed the Designated Target', `${RULE} · Main Objectives`, {
      showIf: { key: 'killedDesignatedTarget', equals: true },
    }),
  },
  check(g) {
    return [
      ...checkKilled(g.facts, g.tier, `${RULE} · Killing`),
      ...bonusesNeed(g.facts, ['designatedTargetByDataTracker'], 'killedDesignatedTarget', msg('m.c.dtBonusTarget')),
    ];
  },
  objectives(g, side) {
    const f = g.facts[side];
    const other = opponent(side);
    const main = `${RULE} · Main Objectives`;
    const killed = killedBy(g.facts, side);
    const theirs = killedBy(g.facts, other);
    return [
      line(
        'more-killed',
        'More Army Points Killed than the opponent',
        compare(killed, theirs) === 'more' ? 3 : 0,
        main,
        `${killed} vs ${theirs}`,
      ),
      ...sameOrMore({
        own: f.lieutenantsKilled,
        other: g.facts[other].lieutenantsKilled,
        same: { objective: 'lieutenants-same', label: 'As many Lieutenants Killed as the opponent', op: 2 },
        more: { objective: 'lieutenants-more', label: 'More Lieutenants Killed than the opponent', op: 4 },
        rule: main,
        noun: 'Lieutenants Killed',
      }),
      line('designated-target', 'Killed the Designated Target', f.killedDesignatedTarget ? 2 : 0, main),
      line(
        'designated-target-datatracker',
        'Designated Target Killed by the DataTracker',
        f.designatedTargetByDataTracker ? 1 : 0,
        main,
      ),
    ];
  },
  guide: () => [
    { label: 'Kill more Army Points than the opponent', op: '3' },
    { label: 'Kill as many Lieutenants as the opponent (at least 1)', op: '2' },
    { label: 'Kill more Lieutenants than the opponent', op: '4' },
    { label: 'Kill the Designated Target', op: '2' },
    { label: '… with your DataTracker', op: '+1' },
  ],
});
