/**
 * Annihilation (ITS S11). Main objectives, bands by tier (Low / Mid / Top):
 *   enemy Army Points Killed: 50–100 / 75–150 / 100–200 → 1; 101–150 / 151–250 / 201–300 → 3;
 *   more than 150 / 250 / 300 → 4. Own surviving Army Points: the same bands → 1 / 3 / 4.
 *   Kill the enemy DataTracker 2. No Classifieds, no HVT, No Quarter.
 */
import { bandPoints, checkKilled, killedAndSurvivingLines, killingQuestions, tierBandGuide, tierText } from './killing';
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { yesNo } from './questions';
import { defineScenario, NO_CLASSIFIEDS, NO_QUARTER, S11_BASE } from './scenario';
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
    const main = cite(RULE, msg('s.mainObjectives'));
    const tier = tierText(g.tier);
    return [
      ...killedAndSurvivingLines(g, side, main, (points) => bandPoints(g.tier, points, BANDS), {
        killed: (n, m) => (m > 0 ? msg('s.killedNeverDeployedTier', { n, m, tier }) : msg('s.killedTier', { n, tier })),
        surviving: (n) => msg('s.survivingTier', { n, tier }),
      }),
      line('killed-datatracker', msg('s.killedEnemyDataTracker'), g.facts[side].killedDataTracker ? 2 : 0, main),
    ];
  },
  guide: (tier) => [
    ...tierBandGuide(tier, BANDS, (band, t) => msg('s.killEnemyArmyPointsTier', { band, tier: t })),
    ...tierBandGuide(tier, BANDS, (band, t) => msg('s.haveSurvivingArmyPointsTier', { band, tier: t })),
    { label: msg('s.killEnemyDataTracker'), op: '2' },
  ],
});
