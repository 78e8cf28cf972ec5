/**
 * Battleground (ITS S17, Direct Action). Three Sectors marked at the end: Dominate the one
 * nearest your Deployment Zone 1 · the central one 3 · the one farthest from it 4 · Kill the
 * enemy Key Ops 2, or else Threaten it 1. Not suitable for Reinforcements. The scenario says
 * nothing of Retreat!: the ordinary rules apply and there is no early-end clause.
 */
import { cite } from '../../../../shared/citation';
import { msg } from '../../../../shared/messages';
import { yesNo } from '../questions';
import { defineScenario, NO_CLASSIFIEDS } from '../scenario';
import type { Problem, Side } from '../types';
import { opponent, SIDES } from '../types';
import { line } from '../util';
import { dominates, zoneQuestion } from '../zones';
import { keyOpsKilled, S17_BASE } from './common';

const RULE = cite('ITS S17', msg('s.battleground'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const ZO = cite(RULE, msg('s.sectorsZO'));
const SECTORS = {
  nearA: { key: 'pointsNearA', label: msg('s.theSectorNearestDeployment') },
  centre: { key: 'pointsCentre', label: msg('s.theCentralSector') },
  nearB: { key: 'pointsNearB', label: msg('s.theSectorNearestDeploymentZoneB') },
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
    pointsNearA: zoneQuestion(SECTORS.nearA.label, ZO),
    pointsCentre: zoneQuestion(SECTORS.centre.label, ZO),
    pointsNearB: zoneQuestion(SECTORS.nearB.label, ZO),
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
    const other = opponent(side);
    const pts = (s: Side, z: Sector) => g.facts[s][z.key];
    const held = (z: Sector) => dominates(pts(side, z), pts(other, z));
    const detail = (z: Sector) => msg('s.nounVersus', { noun: msg('s.armyPoints'), a: pts(side, z), b: pts(other, z) });
    const nearest = side === 'a' ? SECTORS.nearA : SECTORS.nearB;
    const farthest = side === 'a' ? SECTORS.nearB : SECTORS.nearA;
    const f = g.facts[side];
    return [
      line('nearest-sector', msg('s.dominatesSectorNearestOwn'), held(nearest) ? 1 : 0, MAIN, detail(nearest)),
      line(
        'central-sector',
        msg('s.dominatesCentralSector'),
        held(SECTORS.centre) ? 3 : 0,
        MAIN,
        detail(SECTORS.centre),
      ),
      line('farthest-sector', msg('s.dominatesSectorFarthestFrom'), held(farthest) ? 4 : 0, MAIN, detail(farthest)),
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
