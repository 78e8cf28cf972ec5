/**
 * Biotechvore (ITS S11). Main objectives at the end of the game:
 *   more Classifieds accomplished than the opponent 1 · more enemy Army Points Killed than the
 *   opponent 2 · own surviving Army Points by tier (Low / Mid / Top): 50–100 / 75–150 / 100–200
 *   → 2; 101–150 / 151–250 / 201–300 → 3; more than 150 / 250 / 300 → 4.
 * 3 Classifieds (1 OP each), INTELCOM Counterespionage, Killing, No Quarter.
 */
import {
  bandPoints,
  checkKilled,
  killedPair,
  killingQuestions,
  survivingPoints,
  tierBandGuide,
  tierText,
} from './killing';
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { netClassifieds } from './classified';
import { defineScenario, NO_QUARTER, ownDeckClassifieds, S11_BASE } from './scenario';
import { line, moreLine, versusPair } from './util';

const RULE = cite('ITS S11', msg('s.biotechvore.name'));
const BANDS = [2, 3, 4] as const;
const killing = killingQuestions(cite(RULE, msg('s.common.killing')));

export const biotechvore = defineScenario({
  ...S11_BASE,
  id: 'biotechvore',
  name: msg('s.biotechvore.name'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.biotechvore.deployment'),
  specialRules: [
    msg('s.biotechvore.confusedDeployment'),
    msg('s.biotechvore.biotechvoreArea'),
    msg('s.classified.intelcomCounterespionage'),
    msg('s.common.killing'),
    msg('s.common.noQuarter'),
  ],
  ...ownDeckClassifieds(3),
  retreat: NO_QUARTER,
  intelcom: 'counterespionage',
  player: {
    killedPoints: {
      ...killing.killedPoints,
      help: msg('s.biotechvore.killedPointsHelp'),
      reading: msg('s.biotechvore.plagueKillsReading'),
    },
    notDeployedPoints: killing.notDeployedPoints,
  },
  check: (g) => checkKilled(g.facts, g.tier, cite(RULE, msg('s.common.killing'))),
  objectives(g, side) {
    const classifieds = versusPair(side, (s) => netClassifieds(g, s));
    const alive = survivingPoints(g, side);
    const main = cite(RULE, msg('s.common.mainObjectives'));
    const classifiedsDetail = msg('s.biotechvore.afterCounterespionage', { a: classifieds[0], b: classifieds[1] });
    return [
      moreLine('more-classifieds', msg('s.biotechvore.moreClassifieds'), classifieds, 1, main, classifiedsDetail),
      moreLine('more-killed', msg('s.biotechvore.moreArmyPointsKilled'), killedPair(g.facts, side), 2, main),
      line(
        'surviving-points',
        msg('s.killing.survivingPoints'),
        bandPoints(g.tier, alive, BANDS),
        main,
        msg('s.killing.survivingTierDetail', { n: alive, tier: tierText(g.tier) }),
      ),
    ];
  },
  guide: (tier) => [
    { label: msg('s.biotechvore.moreClassifiedsGoal'), op: '1' },
    { label: msg('s.biotechvore.killMoreArmyPointsGoal'), op: '2' },
    ...tierBandGuide(tier, BANDS, (band, t) => msg('s.killing.survivingBandTier', { band, tier: t })),
  ],
});
