/**
 * Frontline (ITS S11). Three Sectors (Zones of Operations) marked at the end of the game;
 * main objectives: Dominate the Sector nearest your Deployment Zone 1 · the central Sector 3 ·
 * … with your non-Null Liaison Officer inside +1 · the Sector farthest from your Deployment
 * Zone 4. 1 Classified (1 OP) or INTELCOM Support and Control; Liaison Officer.
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { zonePoints } from './intelcom';
import { yesNo } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import type { Problem } from './types';
import { SIDES } from './types';
import { line, versusPair } from './util';
import { dominateLine, dominates, trooperNeedsPoints, zoneQuestions } from './zones';

const RULE = cite('ITS S11', msg('s.frontline.name'));
const ZO = cite(RULE, msg('s.common.sectorsZone'));
const SECTORS = [
  // `zone` names the Sector where it starts a sentence (the INTELCOM card's choices).
  {
    id: 'near-a',
    label: msg('s.common.sectorNearANoun'),
    zone: msg('s.frontline.sectorNearA'),
    pointsKey: 'pointsNearA',
  },
  {
    id: 'centre',
    label: msg('s.common.centralSectorNoun'),
    zone: msg('s.frontline.centralSector'),
    pointsKey: 'pointsCentre',
  },
  {
    id: 'near-b',
    label: msg('s.common.sectorNearBNoun'),
    zone: msg('s.frontline.sectorNearB'),
    pointsKey: 'pointsNearB',
  },
] as const;
type Sector = (typeof SECTORS)[number];

export const frontline = defineScenario({
  ...S11_BASE,
  id: 'frontline',
  name: msg('s.frontline.name'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.common.sectorsZone'),
    msg('s.common.dominateZone'),
    msg('s.intelcom.intelcomSupportCard'),
    msg('s.liaison.liaisonOfficer'),
  ],
  ...ownDeckClassifieds(1),
  // No early end under Retreat! is written for Frontline: the ordinary Retreat! rules apply.
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: false },
  intelcom: 'support-and-control',
  zones: SECTORS.map(({ id, zone, pointsKey }) => ({ id, label: zone, pointsKey })),
  liaisonOfficer: true,
  player: {
    ...zoneQuestions(SECTORS, ZO),
    liaisonInCentre: yesNo(msg('s.frontline.liaisonInCentralQuestion'), cite(RULE, msg('s.common.mainObjectives'))),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (!g.facts[side].liaisonInCentre) continue;
      const bad = trooperNeedsPoints(
        `${side}.liaisonInCentre`,
        `${side}.pointsCentre`,
        g.facts[side].pointsCentre,
        msg('s.liaison.liaisonOfficer'),
      );
      if (bad) p.push(bad);
    }
    return p;
  },
  objectives(g, side) {
    const points = (z: Sector) => versusPair(side, (s) => zonePoints(g, s, z.id, g.facts[s][z.pointsKey], true));
    const held = (z: Sector) => dominates(...points(z));
    const [nearA, centre, nearB] = SECTORS;
    const nearest = side === 'a' ? nearA : nearB;
    const farthest = side === 'a' ? nearB : nearA;
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      dominateLine('nearest-sector', msg('s.common.dominatesNearSector'), points(nearest), 1, main),
      dominateLine('central-sector', msg('s.common.dominatesCentralSector'), points(centre), 3, main),
      line(
        'central-liaison',
        msg('s.frontline.centralWithLiaison'),
        held(centre) && g.facts[side].liaisonInCentre ? 1 : 0,
        main,
      ),
      dominateLine('farthest-sector', msg('s.common.dominatesFarSector'), points(farthest), 4, main),
    ];
  },
  guide: () => [
    { label: msg('s.common.dominateNearSector'), op: '1' },
    { label: msg('s.common.dominateCentralSector'), op: '3' },
    { label: msg('s.frontline.withLiaisonInside'), op: '+1' },
    { label: msg('s.common.dominateFarSector'), op: '4' },
  ],
});
