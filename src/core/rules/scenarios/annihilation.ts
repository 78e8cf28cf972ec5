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

const RULE = cite('ITS S11', msg('s.annihilation.name'));
const BANDS = [1, 3, 4] as const;

export const annihilation = defineScenario({
  ...S11_BASE,
  id: 'annihilation',
  name: msg('s.annihilation.name'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.common.killing'),
    msg('s.common.noQuarter'),
    msg('s.common.dataTracker'),
    msg('s.hvt.hvtAndClassifiedDeckNotUsed'),
  ],
  ...NO_CLASSIFIEDS,
  retreat: NO_QUARTER,
  hvt: 'not-used',
  dataTracker: true,
  player: {
    ...killingQuestions(cite(RULE, msg('s.common.killing'))),
    killedDataTracker: yesNo(msg('s.common.killedEnemyDataTracker'), cite(RULE, msg('s.common.mainObjectives'))),
  },
  check: (g) => checkKilled(g.facts, g.tier, cite(RULE, msg('s.common.killing'))),
  objectives(g, side) {
    const main = cite(RULE, msg('s.common.mainObjectives'));
    const tier = tierText(g.tier);
    return [
      ...killedAndSurvivingLines(g, side, main, (points) => bandPoints(g.tier, points, BANDS), {
        killed: (n, m) =>
          m > 0
            ? msg('s.annihilation.killedNeverDeployedTier', { n, m, tier })
            : msg('s.annihilation.killedTier', { n, tier }),
        surviving: (n) => msg('s.killing.survivingTierDetail', { n, tier }),
      }),
      line('killed-datatracker', msg('s.common.killedEnemyDataTracker'), g.facts[side].killedDataTracker ? 2 : 0, main),
    ];
  },
  guide: (tier) => [
    ...tierBandGuide(tier, BANDS, (band, t) => msg('s.annihilation.killBandTier', { band, tier: t })),
    ...tierBandGuide(tier, BANDS, (band, t) => msg('s.killing.survivingBandTier', { band, tier: t })),
    { label: msg('s.common.killEnemyDataTracker'), op: '2' },
  ],
});
