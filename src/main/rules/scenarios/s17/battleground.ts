/**
 * Battleground (ITS S17, Direct Action). Three Sectors marked at the end: Dominate the one
 * nearest your Deployment Zone 1 · the central one 3 · the one farthest from it 4 · Kill the
 * enemy Key Ops 2, or else Threaten it 1. Not suitable for Reinforcements. The scenario says
 * nothing of Retreat!: the ordinary rules apply and there is no early-end clause.
 */
import { msg } from '../../../../shared/messages';
import { yesNo } from '../questions';
import { defineScenario } from '../scenario';
import type { Problem, Side } from '../types';
import { opponent, SIDES } from '../types';
import { line } from '../util';
import { dominates, zoneQuestion } from '../zones';
import { keyOpsKilled, NO_CLASSIFIEDS, S17_BASE } from './common';

const RULE = 'ITS S17 · Battleground';
const MAIN = `${RULE} · Main Objectives`;
const ZO = `${RULE} · Sectors (ZO)`;
const SECTORS = {
  nearA: { key: 'pointsNearA', label: 'the Sector nearest Deployment Zone A' },
  centre: { key: 'pointsCentre', label: 'the central Sector' },
  nearB: { key: 'pointsNearB', label: 'the Sector nearest Deployment Zone B' },
} as const;
type Sector = (typeof SECTORS)[keyof typeof SECTORS];

export const battleground = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'battleground',
  name: 'Battleground',
  rule: RULE,
  deployment: 'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).',
  specialRules: ['Sectors (ZO)', 'Key Ops', 'Direct Action'],
  // Retreat! is not mentioned: the ordinary rules apply, with no early-end clause (app's reading).
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: false },
  hvt: 'not-used',
  keyOps: true,
  reinforcements: false,
  player: {
    pointsNearA: zoneQuestion(SECTORS.nearA.label, ZO),
    pointsCentre: zoneQuestion(SECTORS.centre.label, ZO),
    pointsNearB: zoneQuestion(SECTORS.nearB.label, ZO),
    killedKeyOps: keyOpsKilled(`${RULE} · Key Ops`),
    threatensKeyOps: yesNo('Threatens the enemy Key Ops', `${RULE} · Key Ops`, {
      help: 'A non-Null model (not a Marker) of this player inside the enemy Key Ops’ Zone of Control at the end.',
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
    const detail = (z: Sector) => `Army Points: ${pts(side, z)} vs ${pts(other, z)}`;
    const nearest = side === 'a' ? SECTORS.nearA : SECTORS.nearB;
    const farthest = side === 'a' ? SECTORS.nearB : SECTORS.nearA;
    const f = g.facts[side];
    return [
      line(
        'nearest-sector',
        'Dominates the Sector nearest own Deployment Zone',
        held(nearest) ? 1 : 0,
        MAIN,
        detail(nearest),
      ),
      line(
        'central-sector',
        'Dominates the central Sector',
        held(SECTORS.centre) ? 3 : 0,
        MAIN,
        detail(SECTORS.centre),
      ),
      line(
        'farthest-sector',
        'Dominates the Sector farthest from own Deployment Zone',
        held(farthest) ? 4 : 0,
        MAIN,
        detail(farthest),
      ),
      line(
        'key-ops',
        f.killedKeyOps ? 'Killed the enemy Key Ops' : 'Threatens the enemy Key Ops',
        f.killedKeyOps ? 2 : f.threatensKeyOps ? 1 : 0,
        MAIN,
      ),
    ];
  },
  guide: () => [
    { label: 'Dominate the Sector nearest your Deployment Zone', op: '1' },
    { label: 'Dominate the central Sector', op: '3' },
    { label: 'Dominate the Sector farthest from your Deployment Zone', op: '4' },
    { label: 'Kill the enemy Key Ops', op: '2' },
    { label: 'Or else Threaten the enemy Key Ops', op: '1' },
  ],
});
