/**
 * Firefight (ITS S11). Main objectives at the end of the game:
 *   more Specialist Troops Killed than the opponent 1 · more Lieutenants Killed 2 · more Army
 *   Points Killed 3 · more Panoply items acquired 1 · the enemy DataTracker Killed 1.
 * 2 Classifieds (1 OP each), Killing, No Quarter.
 */
import { checkKilled, killedBy, killingQuestions } from './killing';
import { count, MAX_TROOPERS, yesNo } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { compare, line } from './util';

const RULE = 'ITS S11 · Firefight';
const KILLING = `${RULE} · Killing`;

export const firefight = defineScenario({
  id: 'firefight',
  name: 'Firefight',
  rule: RULE,
  tableConfiguration: 'B',
  deployment: 'Opposite sides, Deployment Zones 16 inches deep. The whole table is a Designated Landing Area.',
  specialRules: ['Killing', 'No Quarter', 'Designated Landing Area', 'Panoplies', 'Specialist Troops', 'DataTracker'],
  classified: { count: 2, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: false, endsGameIfTurnStartsInRetreat: false },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    ...killingQuestions(KILLING),
    specialistsKilled: count('Enemy Specialist Troops Killed on the table', KILLING, 0, MAX_TROOPERS, {
      help: 'Hackers, Doctors, Engineers, Forward Observers, Paramedics, Chain of Command and Specialist Operatives that are Dead or Null at the end.',
    }),
    notDeployedSpecialists: count('Specialist Troops of this player never deployed', KILLING, 0, MAX_TROOPERS, {
      help: 'They count as Killed by the opponent.',
    }),
    lieutenantsKilled: count('Enemy Lieutenants Killed', KILLING, 0, MAX_TROOPERS, {
      help: 'Count each enemy trooper Killed while it was the Lieutenant.',
    }),
    panoplyItems: count('Weapons or items acquired from the Panoplies', `${RULE} · Panoplies`, 0, MAX_TROOPERS * 3),
    killedDataTracker: yesNo('Killed the enemy DataTracker', `${RULE} · Main Objectives`),
  },
  check: (g) => checkKilled(g.facts, g.tier, KILLING),
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const main = `${RULE} · Main Objectives`;
    const more = (own: number, other: number) => compare(own, other) === 'more';
    const specialists = [
      f.specialistsKilled + o.notDeployedSpecialists,
      o.specialistsKilled + f.notDeployedSpecialists,
    ] as const;
    const points = [killedBy(g.facts, side), killedBy(g.facts, opponent(side))] as const;
    return [
      line(
        'more-specialists',
        'More Specialist Troops Killed than the opponent',
        more(...specialists) ? 1 : 0,
        main,
        `${specialists[0]} vs ${specialists[1]} (never-deployed Specialists included)`,
      ),
      line(
        'more-lieutenants',
        'More Lieutenants Killed than the opponent',
        more(f.lieutenantsKilled, o.lieutenantsKilled) ? 2 : 0,
        main,
        `${f.lieutenantsKilled} vs ${o.lieutenantsKilled}`,
      ),
      line(
        'more-killed',
        'More Army Points Killed than the opponent',
        more(...points) ? 3 : 0,
        main,
        `${points[0]} vs ${points[1]}`,
      ),
      line(
        'more-panoply-items',
        'More Panoply items acquired than the opponent',
        more(f.panoplyItems, o.panoplyItems) ? 1 : 0,
        main,
        `${f.panoplyItems} vs ${o.panoplyItems}`,
      ),
      line('killed-datatracker', 'Killed the enemy DataTracker', f.killedDataTracker ? 1 : 0, main),
    ];
  },
  guide: () => [
    { label: 'Kill more Specialist Troops than the opponent', op: '1' },
    { label: 'Kill more Lieutenants than the opponent', op: '2' },
    { label: 'Kill more Army Points than the opponent', op: '3' },
    { label: 'Acquire more weapons or items from the Panoplies than the opponent', op: '1' },
    { label: 'Kill the enemy DataTracker', op: '1' },
  ],
});
