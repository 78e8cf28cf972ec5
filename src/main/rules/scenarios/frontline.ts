/**
 * Frontline (ITS S11). Three Sectors (Zones of Operations) marked at the end of the game;
 * main objectives: Dominate the Sector nearest your Deployment Zone 1 · the central Sector 3 ·
 * … with your non-Null Liaison Officer inside +1 · the Sector farthest from your Deployment
 * Zone 4. 1 Classified (1 OP) or INTELCOM Support and Control; Liaison Officer.
 */
import { zonePoints } from './intelcom';
import { yesNo } from './questions';
import { defineScenario } from './scenario';
import type { Problem, Side } from './types';
import { opponent, SIDES } from './types';
import { line } from './util';
import { dominates, trooperNeedsPoints, zoneQuestion } from './zones';

const RULE = 'ITS S11 · Frontline';
const ZO = `${RULE} · Sectors (ZO)`;
const SECTORS = [
  { id: 'near-a', label: 'the Sector nearest Deployment Zone A', key: 'pointsNearA' },
  { id: 'centre', label: 'the central Sector', key: 'pointsCentre' },
  { id: 'near-b', label: 'the Sector nearest Deployment Zone B', key: 'pointsNearB' },
] as const;
type Sector = (typeof SECTORS)[number];

export const frontline = defineScenario({
  id: 'frontline',
  name: 'Frontline',
  rule: RULE,
  tableConfiguration: 'A',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: ['Sectors (ZO)', 'Dominate ZO', 'INTELCOM Card (Support and Control)', 'Liaison Officer'],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  // No early end under Retreat! is written for Frontline: the ordinary Retreat! rules apply.
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: false },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'support-and-control',
  zones: SECTORS.map(({ id, label, key }) => ({ id, label: label.replace(/^the /, 'The '), pointsKey: key })),
  dataTracker: false,
  liaisonOfficer: true,
  conciliumWatch: false,
  player: {
    pointsNearA: zoneQuestion('the Sector nearest Deployment Zone A', ZO),
    pointsCentre: zoneQuestion('the central Sector', ZO),
    pointsNearB: zoneQuestion('the Sector nearest Deployment Zone B', ZO),
    liaisonInCentre: yesNo('The Liaison Officer is inside the central Sector, non-Null', `${RULE} · Main Objectives`),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (!g.facts[side].liaisonInCentre) continue;
      const bad = trooperNeedsPoints(
        `${side}.liaisonInCentre`,
        `${side}.pointsCentre`,
        g.facts[side].pointsCentre,
        'Liaison Officer',
      );
      if (bad) p.push(bad);
    }
    return p;
  },
  objectives(g, side) {
    const points = (s: Side, z: Sector) => zonePoints(g, s, z.id, g.facts[s][z.key], true);
    const held = (z: Sector) => dominates(points(side, z), points(opponent(side), z));
    const detail = (z: Sector) => `Army Points: ${points(side, z)} vs ${points(opponent(side), z)}`;
    const [nearA, centre, nearB] = SECTORS;
    const nearest = side === 'a' ? nearA : nearB;
    const farthest = side === 'a' ? nearB : nearA;
    const main = `${RULE} · Main Objectives`;
    return [
      line(
        'nearest-sector',
        'Dominates the Sector nearest own Deployment Zone',
        held(nearest) ? 1 : 0,
        main,
        detail(nearest),
      ),
      line('central-sector', 'Dominates the central Sector', held(centre) ? 3 : 0, main, detail(centre)),
      line(
        'central-liaison',
        'Central Sector Dominated with the Liaison Officer inside',
        held(centre) && g.facts[side].liaisonInCentre ? 1 : 0,
        main,
      ),
      line(
        'farthest-sector',
        'Dominates the Sector farthest from own Deployment Zone',
        held(farthest) ? 4 : 0,
        main,
        detail(farthest),
      ),
    ];
  },
  guide: () => [
    { label: 'Dominate the Sector nearest your Deployment Zone', op: '1' },
    { label: 'Dominate the central Sector', op: '3' },
    { label: '… with your non-Null Liaison Officer inside it', op: '+1' },
    { label: 'Dominate the Sector farthest from your Deployment Zone', op: '4' },
  ],
});
