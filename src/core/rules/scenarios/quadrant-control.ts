/**
 * Quadrant Control (ITS S11). At the end of each Game Round:
 *   Dominate as many Quadrants as the opponent 1 (only with at least 1) · Dominate more 2 ·
 *   own non-Null DataTracker in a Dominated Quadrant 1 (Dominant DataTracker).
 * 1 Classified (1 OP), or the card as INTELCOM Support and Control at the end of the third
 * Game Round. After an early end by Retreat!, only the Game Rounds that ended are scored.
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { isRoundEnd } from './game-end';
import { zonePoints } from './intelcom';
import { pick } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import type { Line, Problem, Side } from './types';
import { opponent, SIDES } from './types';
import { roundLine, sameOrMore } from './util';
import { dominates, trooperNeedsPoints, zoneQuestions } from './zones';

const RULE = cite('ITS S11', msg('s.quadrantControl'));
const QUADRANTS = [
  { id: 'q1', label: msg('s.quadrant1'), pointsKey: 'pointsQ1' },
  { id: 'q2', label: msg('s.quadrant2'), pointsKey: 'pointsQ2' },
  { id: 'q3', label: msg('s.quadrant3'), pointsKey: 'pointsQ3' },
  { id: 'q4', label: msg('s.quadrant4'), pointsKey: 'pointsQ4' },
] as const;
const ZO = cite(RULE, msg('s.quadrantsZO'));

export const quadrantControl = defineScenario({
  ...S11_BASE,
  id: 'quadrant-control',
  name: msg('s.quadrantControl'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12Inches'),
  specialRules: [
    msg('s.quadrantsZO'),
    msg('s.dominateZO'),
    msg('s.intelcomCardSupportControl2'),
    msg('s.dataTracker'),
    msg('s.dataTrackerSpecialOrder'),
    msg('s.dominantDataTracker'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-and-control',
  zones: QUADRANTS,
  dataTracker: true,
  player: {},
  round: {
    ...zoneQuestions(QUADRANTS, ZO),
    dataTrackerQuadrant: pick(msg('s.quadrantNonNullDataTracker'), cite(RULE, msg('s.dominantDataTracker')), [
      { value: 'none', label: msg('s.noneNullNoQuadrant') },
      ...QUADRANTS.map(({ id, label }) => ({ value: id, label })),
    ]),
  },
  check(g) {
    const p: Problem[] = [];
    g.rounds.forEach((r, i) => {
      for (const side of SIDES) {
        const q = QUADRANTS.find((z) => z.id === r[side].dataTrackerQuadrant);
        if (!q) continue;
        const bad = trooperNeedsPoints(
          `rounds.${i}.${side}.dataTrackerQuadrant`,
          `rounds.${i}.${side}.${q.pointsKey}`,
          r[side][q.pointsKey],
          msg('s.dataTracker'),
        );
        if (bad) p.push(bad);
      }
    });
    return p;
  },
  objectives(g, side) {
    const lines: Line[] = [];
    const last = g.rounds.length - 1;
    g.rounds.forEach((r, i) => {
      // A Game Round the game never finished scores nothing (the Quadrants are checked at its end).
      if (!isRoundEnd(g, i)) return;
      const points = (s: Side, q: (typeof QUADRANTS)[number]) => zonePoints(g, s, q.id, r[s][q.pointsKey], i === last);
      const held = (s: Side) => QUADRANTS.filter((q) => dominates(points(s, q), points(opponent(s), q)));
      const own = held(side);
      const other = held(opponent(side));
      lines.push(
        ...sameOrMore(
          [own.length, other.length],
          {
            same: { objective: 'dominate-same', label: msg('s.dominatesManyQuadrantsOpponent'), op: 1 },
            more: { objective: 'dominate-more', label: msg('s.dominatesMoreQuadrantsThanOpponent'), op: 2 },
            rule: cite(RULE, msg('s.mainObjectives')),
            noun: msg('s.quadrantsDominated'),
          },
          i + 1,
        ),
      );
      const dt = r[side].dataTrackerQuadrant;
      const inHeld = own.some((q) => q.id === dt);
      lines.push(
        roundLine(
          i + 1,
          'dominant-datatracker',
          msg('s.dataTrackerDominatedQuadrant'),
          inHeld ? 1 : 0,
          cite(RULE, msg('s.dominantDataTracker')),
          dt === 'none'
            ? msg('s.dataTrackerNoQuadrant')
            : msg('s.dataTrackerQuadrant', { n: QUADRANTS.findIndex((q) => q.id === dt) + 1 }),
        ),
      );
    });
    return lines;
  },
  guide: () => [
    { label: msg('s.endEachGameRound'), op: msg('s.1PerRound') },
    { label: msg('s.endEachGameRoundDominateMore'), op: msg('s.2PerRound') },
    { label: msg('s.endEachGameRoundYour'), op: msg('s.1PerRound') },
  ],
});
