/**
 * Annihilation (ITS S17, Direct Action). Bands of enemy Army Points Killed, and of own surviving
 * Army Points, per army size: 1 / 3 / 4 OP · Kill the enemy Lieutenant 2. No Quarter; no HVT,
 * no Classified Deck. At 350 points the printed middle band ends at 274 and the top band starts
 * above 275: the app reads 176–275 (see BANDS).
 */
import type { ScenarioText } from '../../../../shared/api/scoring';
import { msg } from '../../../../shared/messages';
import { cite } from '../../../../shared/citation';
import { killedBy, killingQuestions, survivingPoints } from '../killing';
import { yesNo } from '../questions';
import { defineScenario, NO_CLASSIFIEDS, NO_QUARTER } from '../scenario';
import { opponent } from '../types';
import { line } from '../util';
import { checkKilledAtArmy, forArmy, S17_ARMY_POINTS, S17_BASE, tierOfArmy } from './common';
import type { ArmyPoints, PerArmy } from './common';

const RULE = cite('ITS S17', msg('s.annihilation'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const OPS = [1, 3, 4] as const;

/** [lowest of band 1, highest of band 1, highest of band 2]; above the last: band 3. */
export const BANDS: PerArmy<readonly [number, number, number]> = {
  150: [40, 75, 125],
  200: [50, 100, 150],
  250: [65, 125, 200],
  300: [75, 150, 250],
  // Printed 176–274 then "more than 275": 275 itself is read as the middle band.
  350: [85, 175, 275],
  400: [100, 200, 300],
};

export function bandOp(armyPoints: number, value: number): number {
  const [t0, t1, t2] = forArmy(BANDS, armyPoints);
  if (value > t2) return OPS[2];
  if (value > t1) return OPS[1];
  if (value >= t0) return OPS[0];
  return 0;
}

const BAND_READING = msg('s.at350PointsPrinted');

export const annihilation = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'annihilation',
  name: msg('s.annihilation'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones12InchesDeep8150'),
  specialRules: [msg('s.killing'), msg('s.noQuarter'), msg('s.directAction')],
  retreat: NO_QUARTER,
  hvt: 'not-used',
  reinforcements: true,
  player: {
    ...(() => {
      const q = killingQuestions(cite(RULE, msg('s.killing')));
      return { ...q, killedPoints: { ...q.killedPoints, reading: BAND_READING } };
    })(),
    killedLieutenant: yesNo(msg('s.killedEnemyLieutenant'), MAIN, {
      reading: msg('s.theScenarioDoesNot'),
    }),
  },
  check: (g) => checkKilledAtArmy(g.facts, g.armyPoints, cite(RULE, msg('s.killing'))),
  objectives(g, side) {
    const killed = killedBy(g.facts, side);
    const alive = survivingPoints(g, side);
    const undeployed = g.facts[opponent(side)].notDeployedPoints;
    return [
      line(
        'killed-points',
        msg('s.enemyArmyPointsKilled'),
        bandOp(g.armyPoints, killed),
        MAIN,
        undeployed > 0
          ? msg('s.killedNeverDeployedPoints', { n: killed, m: undeployed, a: g.armyPoints })
          : msg('s.killedPoints', { n: killed, m: g.armyPoints }),
      ),
      line(
        'surviving-points',
        msg('s.survivingArmyPoints'),
        bandOp(g.armyPoints, alive),
        MAIN,
        msg('s.survivingPoints', { n: alive, m: g.armyPoints }),
      ),
      line('killed-lieutenant', msg('s.killedEnemyLieutenant'), g.facts[side].killedLieutenant ? 2 : 0, MAIN),
    ];
  },
  guide(tier) {
    const sizes = S17_ARMY_POINTS.filter((points) => !tier || tierOfArmy(points) === tier);
    const bands = (points: ArmyPoints): ScenarioText[] => {
      const [t0, t1, t2] = BANDS[points];
      return [msg('s.between', { a: t0, b: t1 }), msg('s.between', { a: t1 + 1, b: t2 }), msg('s.moreThan', { n: t2 })];
    };
    return [
      ...sizes.flatMap((points) =>
        bands(points).map((band, i) => ({
          label: msg('s.killEnemyArmyPoints', { band, n: points }),
          op: String(OPS[i]),
        })),
      ),
      ...sizes.flatMap((points) =>
        bands(points).map((band, i) => ({
          label: msg('s.haveSurvivingArmyPoints', { band, n: points }),
          op: String(OPS[i]),
        })),
      ),
      { label: msg('s.killEnemyLieutenant'), op: '2' },
    ];
  },
});
