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

const RULE = cite('ITS S11', msg('s.quadrant-control.name'));
const QUADRANTS = [
  { id: 'q1', label: msg('s.common.quadrant1'), pointsKey: 'pointsQ1' },
  { id: 'q2', label: msg('s.common.quadrant2'), pointsKey: 'pointsQ2' },
  { id: 'q3', label: msg('s.common.quadrant3'), pointsKey: 'pointsQ3' },
  { id: 'q4', label: msg('s.common.quadrant4'), pointsKey: 'pointsQ4' },
] as const;
const ZO = cite(RULE, msg('s.common.quadrantsZone'));

export const quadrantControl = defineScenario({
  ...S11_BASE,
  id: 'quadrant-control',
  name: msg('s.quadrant-control.name'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.common.quadrantsZone'),
    msg('s.common.dominateZone'),
    msg('s.intelcom.intelcomSupportCard'),
    msg('s.common.dataTracker'),
    msg('s.common.dataTrackerSpecialOrder'),
    msg('s.quadrant-control.dominantDataTracker'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-and-control',
  zones: QUADRANTS,
  dataTracker: true,
  player: {},
  round: {
    ...zoneQuestions(QUADRANTS, ZO),
    dataTrackerQuadrant: pick(
      msg('s.quadrant-control.dataTrackerQuadrant'),
      cite(RULE, msg('s.quadrant-control.dominantDataTracker')),
      [
        { value: 'none', label: msg('s.quadrant-control.dataTrackerNowhere') },
        ...QUADRANTS.map(({ id, label }) => ({ value: id, label })),
      ],
    ),
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
          msg('s.common.dataTracker'),
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
            same: { objective: 'dominate-same', label: msg('s.quadrant-control.asManyQuadrants'), op: 1 },
            more: { objective: 'dominate-more', label: msg('s.common.dominatesMoreQuadrants'), op: 2 },
            rule: cite(RULE, msg('s.common.mainObjectives')),
            noun: msg('s.common.quadrantsDominated'),
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
          msg('s.quadrant-control.dataTrackerInDominated'),
          inHeld ? 1 : 0,
          cite(RULE, msg('s.quadrant-control.dominantDataTracker')),
          dt === 'none'
            ? msg('s.quadrant-control.dataTrackerInNone')
            : msg('s.quadrant-control.dataTrackerInQuadrant', { n: QUADRANTS.findIndex((q) => q.id === dt) + 1 }),
        ),
      );
    });
    return lines;
  },
  guide: () => [
    { label: msg('s.quadrant-control.asManyQuadrantsGoal'), op: msg('s.common.onePerRound') },
    { label: msg('s.common.eachRoundMoreQuadrants'), op: msg('s.common.twoPerRound') },
    { label: msg('s.quadrant-control.dataTrackerGoal'), op: msg('s.common.onePerRound') },
  ],
});
