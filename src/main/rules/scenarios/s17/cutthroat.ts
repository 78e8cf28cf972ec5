/**
 * Cutthroat (ITS S17, Direct Action). At the end: more enemy Army Points Killed than the
 * adversary 3 · the same number of Lieutenants Killed (at least one) 2, or more 3 · Kill the
 * enemy Key Ops 1 · your Key Ops Killed more enemy troopers than the enemy Key Ops did 3.
 * No Quarter; Reinforced Tactical Link (the Lieutenant is always known).
 */
import { killedBy, killingQuestions } from '../killing';
import { count, MAX_TROOPERS } from '../questions';
import { defineScenario } from '../scenario';
import { opponent } from '../types';
import { line, sameOrMore } from '../util';
import { checkKilledAtArmy, keyOpsKilled, more, NO_CLASSIFIEDS, NO_QUARTER, S17_BASE } from './common';

const RULE = 'ITS S17 · Cutthroat';
const MAIN = `${RULE} · Main Objectives`;

export const cutthroat = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'cutthroat',
  name: 'Cutthroat',
  rule: RULE,
  deployment: 'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points).',
  specialRules: ['Killing', 'Key Ops', 'Reinforced Tactical Link', 'No Quarter', 'Direct Action'],
  retreat: NO_QUARTER,
  hvt: 'not-used',
  keyOps: true,
  reinforcements: true,
  player: {
    ...killingQuestions(`${RULE} · Killing`),
    lieutenantsKilled: count('Enemy Lieutenants Killed', `${RULE} · Killing`, 0, MAX_TROOPERS, {
      help: 'Every enemy trooper that was Lieutenant at any time in the game and is Dead, or in a Null state at the end.',
    }),
    killedKeyOps: keyOpsKilled(`${RULE} · Key Ops`),
    keyOpsKills: count('Enemy troopers Killed by this player’s Key Ops', `${RULE} · Key Ops`, 0, MAX_TROOPERS, {
      help: 'A target the Key Ops left Null at the end, or from which it removed a Wound (or STR) in the Order in which the target died.',
    }),
  },
  check: (g) => checkKilledAtArmy(g.facts, g.armyPoints, `${RULE} · Killing`),
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const own = killedBy(g.facts, side);
    const theirs = killedBy(g.facts, opponent(side));
    const [same, moreLts] = sameOrMore({
      own: f.lieutenantsKilled,
      other: o.lieutenantsKilled,
      same: { objective: 'same-lieutenants', label: 'Killed as many Lieutenants as the adversary (at least 1)', op: 2 },
      more: { objective: 'more-lieutenants', label: 'Killed more Lieutenants than the adversary', op: 3 },
      rule: MAIN,
      noun: 'Lieutenants Killed',
    });
    return [
      line(
        'more-points',
        'Killed more Army Points than the adversary',
        more(own, theirs, 3),
        MAIN,
        `${own} vs ${theirs}`,
      ),
      same,
      moreLts,
      line('killed-key-ops', 'Killed the enemy Key Ops', f.killedKeyOps ? 1 : 0, MAIN),
      line(
        'key-ops-kills',
        'Own Key Ops Killed more enemy troopers than the enemy Key Ops',
        more(f.keyOpsKills, o.keyOpsKills, 3),
        MAIN,
        `${f.keyOpsKills} vs ${o.keyOpsKills}`,
      ),
    ];
  },
  guide: () => [
    { label: 'Kill more Army Points than the adversary', op: '3' },
    { label: 'Kill as many Lieutenants as the adversary, at least 1', op: '2' },
    { label: 'Kill more Lieutenants than the adversary', op: '3' },
    { label: 'Kill the enemy Key Ops', op: '1' },
    { label: 'Your Key Ops Kills more enemy troopers than the enemy Key Ops', op: '3' },
  ],
});
