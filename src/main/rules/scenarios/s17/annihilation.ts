/**
 * Annihilation (ITS S17, Direct Action). Bands of enemy Army Points Killed, and of own surviving
 * Army Points, per army size: 1 / 3 / 4 OP · Kill the enemy Lieutenant 2. No Quarter; no HVT,
 * no Classified Deck. At 350 points the printed middle band ends at 274 and the top band starts
 * above 275: the app reads 176–275 (see BANDS).
 */
import { killedBy, killingQuestions, survivingPoints } from '../killing';
import { yesNo } from '../questions';
import { defineScenario } from '../scenario';
import { opponent } from '../types';
import { line } from '../util';
import {
  checkKilledAtArmy,
  forArmy,
  NO_CLASSIFIEDS,
  NO_QUARTER,
  S17_ARMY_POINTS,
  S17_BASE,
  tierOfArmy,
} from './common';
import type { ArmyPoints, PerArmy } from './common';

const RULE = 'ITS S17 · Annihilation';
const MAIN = `${RULE} · Main Objectives`;
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

const BAND_READING =
  'At 350 points the printed middle band ends at 274 and the top one starts above 275; the app counts exactly 275 in the middle band (3 OP).';

export const annihilation = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'annihilation',
  name: 'Annihilation',
  rule: RULE,
  deployment: 'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).',
  specialRules: ['Killing', 'No Quarter', 'Direct Action'],
  retreat: NO_QUARTER,
  hvt: 'not-used',
  reinforcements: true,
  player: {
    ...(() => {
      const q = killingQuestions(`${RULE} · Killing`);
      return { ...q, killedPoints: { ...q.killedPoints, reading: BAND_READING } };
    })(),
    killedLieutenant: yesNo('Killed the enemy Lieutenant', MAIN, {
      reading:
        'The scenario does not say which Lieutenant counts when the role changes hands: the referee answers yes or no.',
    }),
  },
  check: (g) => checkKilledAtArmy(g.facts, g.armyPoints, `${RULE} · Killing`),
  objectives(g, side) {
    const killed = killedBy(g.facts, side);
    const alive = survivingPoints(g, side);
    const undeployed = g.facts[opponent(side)].notDeployedPoints;
    return [
      line(
        'killed-points',
        'Enemy Army Points Killed',
        bandOp(g.armyPoints, killed),
        MAIN,
        `${killed} killed${undeployed > 0 ? ` (${undeployed} never deployed)` : ''}, ${g.armyPoints} points`,
      ),
      line(
        'surviving-points',
        'Surviving Army Points',
        bandOp(g.armyPoints, alive),
        MAIN,
        `${alive} surviving, ${g.armyPoints} points`,
      ),
      line('killed-lieutenant', 'Killed the enemy Lieutenant', g.facts[side].killedLieutenant ? 2 : 0, MAIN),
    ];
  },
  guide(tier) {
    const sizes = S17_ARMY_POINTS.filter((points) => !tier || tierOfArmy(points) === tier);
    const bands = (points: ArmyPoints): string[] => {
      const [t0, t1, t2] = BANDS[points];
      return [`between ${t0} and ${t1}`, `between ${t1 + 1} and ${t2}`, `more than ${t2}`];
    };
    return [
      ...sizes.flatMap((points) =>
        bands(points).map((band, i) => ({
          label: `Kill ${band} enemy Army Points (${points} points)`,
          op: String(OPS[i]),
        })),
      ),
      ...sizes.flatMap((points) =>
        bands(points).map((band, i) => ({
          label: `Have ${band} surviving Army Points (${points} points)`,
          op: String(OPS[i]),
        })),
      ),
      { label: 'Kill the enemy Lieutenant', op: '2' },
    ];
  },
});
