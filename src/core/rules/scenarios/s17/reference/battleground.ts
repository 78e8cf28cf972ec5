/**
 * Battleground (ITS S17, Direct Action). Three Sectors marked at the end: Dominate the one
 * nearest your Deployment Zone 1 · the central one 3 · the one farthest from it 4 · Kill the
 * enemy Key Ops 2, or else Threaten it 1. Not suitable for Reinforcements. The scenario says
 * nothing of Retreat!: the ordinary rules apply and there is no early-end clause.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { yesNo } from '../../questions';
import { defineScenario, NO_CLASSIFIEDS } from '../../scenario';
import type { Problem } from '../../types';
import { SIDES } from '../../types';
import { factPair, line } from '../../util';
import { dominateLine, zoneQuestions } from '../../zones';
import { keyOpsKilled, S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.battleground'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const ZO = cite(RULE, msg('s.sectorsZO'));
const SECTORS = {
  nearA: { pointsKey: 'pointsNearA', label: msg('s.theSectorNearestDeployment') },
  centre: { pointsKey: 'pointsCentre', label: msg('s.theCentralSector') },
  nearB: { pointsKey: 'pointsNearB', label: msg('s.theSectorNearestDeploymentZoneB') },
} as const;
type Sector = (typeof SECTORS)[keyof typeof SECTORS];

export const battleground = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'battleground',
  name: msg('s.battleground'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones12InchesDeep8150'),
  specialRules: [msg('s.sectorsZO'), msg('s.keyOps'), msg('s.directAction')],
  // Retreat! is not mentioned: the ordinary rules apply, with no early-end clause (app's reading).
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: false },
  hvt: 'not-used',
  keyOps: true,
  reinforcements: false,
  player: {
    ...zoneQuestions([SECTORS.nearA, SECTORS.centre, SECTORS.nearB], ZO),
    killedKeyOps: keyOpsKilled(cite(RULE, msg('s.keyOps'))),
    threatensKeyOps: yesNo(msg('s.threatensEnemyKeyOps'), cite(RULE, msg('s.keyOps')), {
      help: msg('s.aNonNullModel'),
      showIf: { key: 'killedKeyOps', equals: false },
    }),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (g.facts[side].killedKeyOps && g.facts[side].threatensKeyOps) {
        p.push({ fields: [`${side}.killedKeyOps`, `${side}.threatensKeyOps`], message: msg('m.c.keyOpsDeadThreat') });
      }
    }
    return p;
  },
  objectives(g, side) {
    const points = (z: Sector) => factPair(g.facts, side, z.pointsKey);
    const nearest = side === 'a' ? SECTORS.nearA : SECTORS.nearB;
    const farthest = side === 'a' ? SECTORS.nearB : SECTORS.nearA;
    const f = g.facts[side];
    return [
      dominateLine('nearest-sector', msg('s.dominatesSectorNearestOwn'), points(nearest), 1, MAIN),
      dominateLine('central-sector', msg('s.dominatesCentralSector'), points(SECTORS.centre), 3, MAIN),
      dominateLine('farthest-sector', msg('s.dominatesSectorFarthestFrom'), points(farthest), 4, MAIN),
      line(
        'key-ops',
        f.killedKeyOps ? msg('s.killedEnemyKeyOps') : msg('s.threatensEnemyKeyOps'),
        f.killedKeyOps ? 2 : f.threatensKeyOps ? 1 : 0,
        MAIN,
      ),
    ];
  },
  guide: () => [
    { label: msg('s.dominateSectorNearestYour'), op: '1' },
    { label: msg('s.dominateCentralSector'), op: '3' },
    { label: msg('s.dominateSectorFarthestFrom'), op: '4' },
    { label: msg('s.killEnemyKeyOps'), op: '2' },
    { label: msg('s.orElseThreatenEnemy'), op: '1' },
  ],
});
