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

const RULE = cite('ITS S11', msg('s.frontline'));
const ZO = cite(RULE, msg('s.sectorsZO'));
const SECTORS = [
  // `zone` names the Sector where it starts a sentence (the INTELCOM card's choices).
  {
    id: 'near-a',
    label: msg('s.theSectorNearestDeployment'),
    zone: msg('s.theSectorNearestDeploymentZone'),
    pointsKey: 'pointsNearA',
  },
  { id: 'centre', label: msg('s.theCentralSector'), zone: msg('s.theCentralSector2'), pointsKey: 'pointsCentre' },
  {
    id: 'near-b',
    label: msg('s.theSectorNearestDeploymentZoneB'),
    zone: msg('s.theSectorNearestDeployment2'),
    pointsKey: 'pointsNearB',
  },
] as const;
type Sector = (typeof SECTORS)[number];

export const frontline = defineScenario({
  ...S11_BASE,
  id: 'frontline',
  name: msg('s.frontline'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12Inches'),
  specialRules: [
    msg('s.sectorsZO'),
    msg('s.dominateZO'),
    msg('s.intelcomCardSupportControl2'),
    msg('s.liaisonOfficer'),
  ],
  ...ownDeckClassifieds(1),
  // No early end under Retreat! is written for Frontline: the ordinary Retreat! rules apply.
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: false },
  intelcom: 'support-and-control',
  zones: SECTORS.map(({ id, zone, pointsKey }) => ({ id, label: zone, pointsKey })),
  liaisonOfficer: true,
  player: {
    ...zoneQuestions(SECTORS, ZO),
    liaisonInCentre: yesNo(msg('s.theLiaisonOfficerInside'), cite(RULE, msg('s.mainObjectives'))),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (!g.facts[side].liaisonInCentre) continue;
      const bad = trooperNeedsPoints(
        `${side}.liaisonInCentre`,
        `${side}.pointsCentre`,
        g.facts[side].pointsCentre,
        msg('s.liaisonOfficer'),
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
    const main = cite(RULE, msg('s.mainObjectives'));
    return [
      dominateLine('nearest-sector', msg('s.dominatesSectorNearestOwn'), points(nearest), 1, main),
      dominateLine('central-sector', msg('s.dominatesCentralSector'), points(centre), 3, main),
      line(
        'central-liaison',
        msg('s.centralSectorDominatedLiaison'),
        held(centre) && g.facts[side].liaisonInCentre ? 1 : 0,
        main,
      ),
      dominateLine('farthest-sector', msg('s.dominatesSectorFarthestFrom'), points(farthest), 4, main),
    ];
  },
  guide: () => [
    { label: msg('s.dominateSectorNearestYour'), op: '1' },
    { label: msg('s.dominateCentralSector'), op: '3' },
    { label: msg('s.withYourNonNull'), op: '+1' },
    { label: msg('s.dominateSectorFarthestFrom'), op: '4' },
  ],
});
