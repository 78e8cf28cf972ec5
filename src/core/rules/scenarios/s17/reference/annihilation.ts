/**
 * Annihilation (ITS S17, Direct Action). Bands of enemy Army Points Killed, and of own surviving
 * Army Points, per army size: 1 / 3 / 4 OP · Kill the enemy Lieutenant 2. No Quarter; no HVT,
 * no Classified Deck. At 350 points the printed middle band ends at 274 and the top band starts
 * above 275: the app reads 176–275 (see BANDS).
 */
import type { ScenarioText } from '../../../../../shared/api/scoring';
import { msg } from '../../../../../shared/messages';
import { cite } from '../../../../../shared/citation';
import { bandTexts, killedAndSurvivingLines, killingQuestions, opInBands } from '../../killing';
import type { BandThresholds } from '../../killing';
import { yesNo } from '../../questions';
import { defineScenario, NO_CLASSIFIEDS, NO_QUARTER } from '../../scenario';
import { line } from '../../util';
import { checkKilledAtArmy, forArmy, S17_ARMY_POINTS, S17_BASE, tierOfArmy } from '../common';
import type { ArmyPoints, PerArmy } from '../common';

const RULE = cite('ITS S17', msg('s.annihilation.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const OPS = [1, 3, 4] as const;

/** [lowest of band 1, highest of band 1, highest of band 2]; above the last: band 3. */
export const BANDS: PerArmy<BandThresholds> = {
  150: [40, 75, 125],
  200: [50, 100, 150],
  250: [65, 125, 200],
  300: [75, 150, 250],
  // Printed 176–274 then "more than 275": 275 itself is read as the middle band.
  350: [85, 175, 275],
  400: [100, 200, 300],
};

export function bandOp(armyPoints: number, value: number): number {
  return opInBands(forArmy(BANDS, armyPoints), value, OPS);
}

const BAND_READING = msg('s.annihilation.band275Reading');

export const annihilation = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'annihilation',
  name: msg('s.annihilation.name'),
  rule: RULE,
  deployment: msg('s.s17.deploymentSides12'),
  specialRules: [msg('s.common.killing'), msg('s.common.noQuarter'), msg('s.s17.directAction')],
  retreat: NO_QUARTER,
  hvt: 'not-used',
  reinforcements: true,
  player: {
    ...(() => {
      const q = killingQuestions(cite(RULE, msg('s.common.killing')));
      return { ...q, killedPoints: { ...q.killedPoints, reading: BAND_READING } };
    })(),
    killedLieutenant: yesNo(msg('s.annihilation.killedEnemyLieutenant'), MAIN, {
      reading: msg('s.annihilation.whichLieutenantReading'),
    }),
  },
  check: (g) => checkKilledAtArmy(g.facts, g.armyPoints, cite(RULE, msg('s.common.killing'))),
  objectives(g, side) {
    const a = g.armyPoints;
    return [
      ...killedAndSurvivingLines(g, side, MAIN, (points) => bandOp(a, points), {
        killed: (n, m) =>
          m > 0
            ? msg('s.annihilation.killedNeverDeployedPoints', { n, m, a })
            : msg('s.annihilation.killedPoints', { n, m: a }),
        surviving: (n) => msg('s.killing.survivingPointsDetail', { n, m: a }),
      }),
      line(
        'killed-lieutenant',
        msg('s.annihilation.killedEnemyLieutenant'),
        g.facts[side].killedLieutenant ? 2 : 0,
        MAIN,
      ),
    ];
  },
  guide(tier) {
    const sizes = S17_ARMY_POINTS.filter((points) => !tier || tierOfArmy(points) === tier);
    const rows = (label: (band: ScenarioText, points: ArmyPoints) => ScenarioText) =>
      sizes.flatMap((points) =>
        bandTexts(BANDS[points]).map((band, i) => ({ label: label(band, points), op: String(OPS[i]) })),
      );
    return [
      ...rows((band, n) => msg('s.annihilation.killBandPoints', { band, n })),
      ...rows((band, n) => msg('s.killing.survivingBandPoints', { band, n })),
      { label: msg('s.annihilation.killEnemyLieutenant'), op: '2' },
    ];
  },
});
