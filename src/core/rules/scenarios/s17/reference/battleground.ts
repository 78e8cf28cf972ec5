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

const RULE = cite('ITS S17', msg('s.battleground.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const ZO = cite(RULE, msg('s.common.sectorsZone'));
const SECTORS = {
  nearA: { pointsKey: 'pointsNearA', label: msg('s.common.sectorNearANoun') },
  centre: { pointsKey: 'pointsCentre', label: msg('s.common.centralSectorNoun') },
  nearB: { pointsKey: 'pointsNearB', label: msg('s.common.sectorNearBNoun') },
} as const;
type Sector = (typeof SECTORS)[keyof typeof SECTORS];

export const battleground = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'battleground',
  name: msg('s.battleground.name'),
  rule: RULE,
  deployment: msg('s.s17.deploymentSides12'),
  specialRules: [msg('s.common.sectorsZone'), msg('s.s17.keyOps'), msg('s.s17.directAction')],
  // Retreat! is not mentioned: the ordinary rules apply, with no early-end clause (app's reading).
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: false },
  hvt: 'not-used',
  keyOps: true,
  reinforcements: false,
  player: {
    ...zoneQuestions([SECTORS.nearA, SECTORS.centre, SECTORS.nearB], ZO),
    killedKeyOps: keyOpsKilled(cite(RULE, msg('s.s17.keyOps'))),
    threatensKeyOps: yesNo(msg('s.battleground.threatensEnemyKeyOps'), cite(RULE, msg('s.s17.keyOps')), {
      help: msg('s.battleground.threatensKeyOpsHelp'),
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
      dominateLine('nearest-sector', msg('s.common.dominatesNearSector'), points(nearest), 1, MAIN),
      dominateLine('central-sector', msg('s.common.dominatesCentralSector'), points(SECTORS.centre), 3, MAIN),
      dominateLine('farthest-sector', msg('s.common.dominatesFarSector'), points(farthest), 4, MAIN),
      line(
        'key-ops',
        f.killedKeyOps ? msg('s.s17.killedEnemyKeyOps') : msg('s.battleground.threatensEnemyKeyOps'),
        f.killedKeyOps ? 2 : f.threatensKeyOps ? 1 : 0,
        MAIN,
      ),
    ];
  },
  guide: () => [
    { label: msg('s.common.dominateNearSector'), op: '1' },
    { label: msg('s.common.dominateCentralSector'), op: '3' },
    { label: msg('s.common.dominateFarSector'), op: '4' },
    { label: msg('s.s17.killEnemyKeyOps'), op: '2' },
    { label: msg('s.battleground.orThreatenEnemyKeyOps'), op: '1' },
  ],
});
