/**
 * Biotechvore (ITS S11). Main objectives at the end of the game:
 *   more Classifieds accomplished than the opponent 1 · more enemy Army Points Killed than the
 *   opponent 2 · own surviving Army Points by tier (Low / Mid / Top): 50–100 / 75–150 / 100–200
 *   → 2; 101–150 / 151–250 / 201–300 → 3; more than 150 / 250 / 300 → 4.
 * 3 Classifieds (1 OP each), INTELCOM Counterespionage, Killing, No Quarter.
 */
import { netClassifieds } from './classified';
import { bandLabels, bandPoints, checkKilled, killedBy, killingQuestions, survivingPoints } from './killing';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { compare, line } from './util';

const RULE = 'ITS S11 · Biotechvore';
const BANDS = [2, 3, 4] as const;
const killing = killingQuestions(`${RULE} · Killing`);

export const biotechvore = defineScenario({
  id: 'biotechvore',
  name: 'Biotechvore',
  rule: RULE,
  tableConfiguration: 'A',
  deployment:
    'Opposite sides, Deployment Zones 8 inches deep. Confused Deployment: deploying outside the zone with a Special Skill needs a PH-3 roll, or the trooper deploys inside its zone.',
  specialRules: [
    'Confused Deployment',
    'Biotechvore Area',
    'INTELCOM Card (Counterespionage)',
    'Killing',
    'No Quarter',
  ],
  classified: { count: 3, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: false, endsGameIfTurnStartsInRetreat: false },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'counterespionage',
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    killedPoints: {
      ...killing.killedPoints,
      help: `${killing.killedPoints.help} Troopers still inside a Biotechvore Area at the end of the third Game Round are Killed.`,
      reading:
        'Enemy troopers Killed by the Biotechvore plague (a failed BTS Roll, or caught in an Area at the end) count as Killed by this player: the rule says they are Killed, not by whom, and every Killed enemy trooper counts here whatever killed it.',
    },
    notDeployedPoints: killing.notDeployedPoints,
  },
  check: (g) => checkKilled(g.facts, g.tier, `${RULE} · Killing`),
  objectives(g, side) {
    const other = opponent(side);
    const classifieds = [netClassifieds(g, side), netClassifieds(g, other)] as const;
    const killed = [killedBy(g.facts, side), killedBy(g.facts, other)] as const;
    const alive = survivingPoints(g, side);
    const main = `${RULE} · Main Objectives`;
    return [
      line(
        'more-classifieds',
        'More Classifieds accomplished than the opponent',
        compare(...classifieds) === 'more' ? 1 : 0,
        main,
        `after Counterespionage: ${classifieds[0]} vs ${classifieds[1]}`,
      ),
      line(
        'more-killed',
        'More enemy Army Points Killed than the opponent',
        compare(...killed) === 'more' ? 2 : 0,
        main,
        `${killed[0]} vs ${killed[1]}`,
      ),
      line(
        'surviving-points',
        'Surviving Army Points',
        bandPoints(g.tier, alive, BANDS),
        main,
        `${alive} surviving, ${g.tier} tier`,
      ),
    ];
  },
  guide(tier) {
    const tiers = tier ? [tier] : (['low', 'mid', 'top'] as const);
    return [
      { label: 'Accomplish more Classified Objectives than the opponent', op: '1' },
      { label: 'Kill more enemy Army Points than the opponent', op: '2' },
      ...tiers.flatMap((t) =>
        bandLabels(t).map((band, i) => ({
          label: `Have ${band} surviving Army Points (${t} tier)`,
          op: String(BANDS[i]),
        })),
      ),
    ];
  },
});
