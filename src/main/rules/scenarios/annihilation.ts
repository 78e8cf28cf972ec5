/**
 * Annihilation (ITS S11). Main objectives, bands by tier (Low / Mid / Top):
 *   enemy Army Points Killed: 50–100 / 75–150 / 100–200 → 1; 101–150 / 151–250 / 201–300 → 3;
 *   more than 150 / 250 / 300 → 4. Own surviving Army Points: the same bands → 1 / 3 / 4.
 *   Kill the enemy DataTracker 2. No Classifieds, no HVT, No Quarter.
 */
import { bandLabels, bandPoints, checkKilled, killedBy, killingQuestions, survivingPoints } from './killing';
import { yesNo } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { line } from './util';

const RULE = 'ITS S11 · Annihilation';
const BANDS = [1, 3, 4] as const;

export const annihilation = defineScenario({
  id: 'annihilation',
  name: 'Annihilation',
  rule: RULE,
  tableConfiguration: 'A',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: ['Killing', 'No Quarter', 'DataTracker', 'HVT and Classified Deck Not Used'],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'not-used',
  extremeMode: false,
  retreat: { applies: false, endsGameIfTurnStartsInRetreat: false },
  hvt: 'not-used',
  secureHvt: 'not-used',
  intelcom: null,
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    ...killingQuestions(`${RULE} · Killing`),
    killedDataTracker: yesNo('Killed the enemy DataTracker', `${RULE} · Main Objectives`),
  },
  check: (g) => checkKilled(g.facts, g.tier, `${RULE} · Killing`),
  objectives(g, side) {
    const killed = killedBy(g.facts, side);
    const alive = survivingPoints(g, side);
    const undeployed = g.facts[opponent(side)].notDeployedPoints;
    return [
      line(
        'killed-points',
        'Enemy Army Points Killed',
        bandPoints(g.tier, killed, BANDS),
        `${RULE} · Main Objectives`,
        `${killed} killed${undeployed > 0 ? ` (${undeployed} never deployed)` : ''}, ${g.tier} tier`,
      ),
      line(
        'surviving-points',
        'Surviving Army Points',
        bandPoints(g.tier, alive, BANDS),
        `${RULE} · Main Objectives`,
        `${alive} surviving, ${g.tier} tier`,
      ),
      line(
        'killed-datatracker',
        'Killed the enemy DataTracker',
        g.facts[side].killedDataTracker ? 2 : 0,
        `${RULE} · Main Objectives`,
      ),
    ];
  },
  guide(tier) {
    const tiers = tier ? [tier] : (['low', 'mid', 'top'] as const);
    return [
      ...tiers.flatMap((t) =>
        bandLabels(t).map((band, i) => ({ label: `Kill ${band} enemy Army Points (${t} tier)`, op: String(BANDS[i]) })),
      ),
      ...tiers.flatMap((t) =>
        bandLabels(t).map((band, i) => ({
          label: `Have ${band} surviving Army Points (${t} tier)`,
          op: String(BANDS[i]),
        })),
      ),
      { label: 'Kill the enemy DataTracker', op: '2' },
    ];
  },
});
