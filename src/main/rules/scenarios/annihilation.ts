/**
 * Annihilation (ITS S11). Main objectives, bands by tier (Low / Mid / Top):
 *   enemy Army Points Killed: 50–100 / 75–150 / 100–200 → 1; 101–150 / 151–250 / 201–300 → 3;
 *   more than 150 / 250 / 300 → 4. Own surviving Army Points: the same bands → 1 / 3 / 4.
 *   Kill the enemy DataTracker 2. No Classifieds, no HVT, No Quarter.
 */
import { bandLabels, bandPoints, checkKilled, killedBy, killingQuestions, survivingPoints, tierText } from './killing';
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { yesNo } from './questions';
import { defineScenario, NO_CLASSIFIEDS, NO_QUARTER, S11_BASE } from './scenario';
import { opponent } from './types';
import { line } from './util';

const RULE = cite('ITS S11', msg('s.annihilation'));
const BANDS = [1, 3, 4] as const;

export const annihilation = defineScenario({
  ...S11_BASE,
  id: 'annihilation',
  name: msg('s.annihilation'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12Inches'),
  specialRules: [msg('s.killing'), msg('s.noQuarter'), msg('s.dataTracker'), msg('s.hvtClassifiedDeckNot')],
  ...NO_CLASSIFIEDS,
  retreat: NO_QUARTER,
  hvt: 'not-used',
  dataTracker: true,
  player: {
    ...killingQuestions(cite(RULE, msg('s.killing'))),
    killedDataTracker: yesNo(msg('s.killedEnemyDataTracker'), cite(RULE, msg('s.mainObjectives'))),
  },
  check: (g) => checkKilled(g.facts, g.tier, cite(RULE, msg('s.killing'))),
  objectives(g, side) {
    const killed = killedBy(g.facts, side);
    const alive = survivingPoints(g, side);
    const undeployed = g.facts[opponent(side)].notDeployedPoints;
    return [
      line(
        'killed-points',
        msg('s.enemyArmyPointsKilled'),
        bandPoints(g.tier, killed, BANDS),
        cite(RULE, msg('s.mainObjectives')),
        undeployed > 0
          ? msg('s.killedNeverDeployedTier', { n: killed, m: undeployed, tier: tierText(g.tier) })
          : msg('s.killedTier', { n: killed, tier: tierText(g.tier) }),
      ),
      line(
        'surviving-points',
        msg('s.survivingArmyPoints'),
        bandPoints(g.tier, alive, BANDS),
        cite(RULE, msg('s.mainObjectives')),
        msg('s.survivingTier', { n: alive, tier: tierText(g.tier) }),
      ),
      line(
        'killed-datatracker',
        msg('s.killedEnemyDataTracker'),
        g.facts[side].killedDataTracker ? 2 : 0,
        cite(RULE, msg('s.mainObjectives')),
      ),
    ];
  },
  guide(tier) {
    const tiers = tier ? [tier] : (['low', 'mid', 'top'] as const);
    return [
      ...tiers.flatMap((t) =>
        bandLabels(t).map((band, i) => ({
          label: msg('s.killEnemyArmyPointsTier', { band, tier: tierText(t) }),
          op: String(BANDS[i]),
        })),
      ),
      ...tiers.flatMap((t) =>
        bandLabels(t).map((band, i) => ({
          label: msg('s.haveSurvivingArmyPointsTier', { band, tier: tierText(t) }),
          op: String(BANDS[i]),
        })),
      ),
      { label: msg('s.killEnemyDataTracker'), op: '2' },
    ];
  },
});
