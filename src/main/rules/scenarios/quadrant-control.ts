/**
 * Quadrant Control (ITS S11). At the end of each Game Round:
 *   Dominate as many Quadrants as the opponent 1 (only with at least 1) · Dominate more 2 ·
 *   own non-Null DataTracker in a Dominated Quadrant 1 (Dominant DataTracker).
 * 1 Classified (1 OP), or the card as INTELCOM Support and Control at the end of the third
 * Game Round. After an early end by Retreat!, only the Game Rounds that ended are scored.
 */
import { isRoundEnd } from './game-end';
import { zonePoints } from './intelcom';
import { pick } from './questions';
import { defineScenario } from './scenario';
import type { Line, Problem, Side } from './types';
import { opponent, SIDES } from './types';
import { roundLine, sameOrMore } from './util';
import { dominates, trooperNeedsPoints, zoneQuestion } from './zones';

const RULE = 'ITS S11 · Quadrant Control';
const QUADRANTS = [
  { id: 'q1', label: 'Quadrant 1', key: 'pointsQ1' },
  { id: 'q2', label: 'Quadrant 2', key: 'pointsQ2' },
  { id: 'q3', label: 'Quadrant 3', key: 'pointsQ3' },
  { id: 'q4', label: 'Quadrant 4', key: 'pointsQ4' },
] as const;
const ZO = `${RULE} · Quadrants (ZO)`;

export const quadrantControl = defineScenario({
  id: 'quadrant-control',
  name: 'Quadrant Control',
  rule: RULE,
  tableConfiguration: 'A',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: [
    'Quadrants (ZO)',
    'Dominate ZO',
    'INTELCOM Card (Support and Control)',
    'DataTracker',
    'DataTracker Special Order',
    'Dominant DataTracker',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'support-and-control',
  zones: QUADRANTS.map(({ id, label, key }) => ({ id, label, pointsKey: key })),
  dataTracker: true,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {},
  round: {
    pointsQ1: zoneQuestion('Quadrant 1', ZO),
    pointsQ2: zoneQuestion('Quadrant 2', ZO),
    pointsQ3: zoneQuestion('Quadrant 3', ZO),
    pointsQ4: zoneQuestion('Quadrant 4', ZO),
    dataTrackerQuadrant: pick('Quadrant of the non-Null DataTracker', `${RULE} · Dominant DataTracker`, [
      { value: 'none', label: 'None (Null, or in no Quadrant)' },
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
          `rounds.${i}.${side}.${q.key}`,
          r[side][q.key],
          'DataTracker',
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
      const points = (s: Side, q: (typeof QUADRANTS)[number]) => zonePoints(g, s, q.id, r[s][q.key], i === last);
      const held = (s: Side) => QUADRANTS.filter((q) => dominates(points(s, q), points(opponent(s), q)));
      const own = held(side);
      const other = held(opponent(side));
      lines.push(
        ...sameOrMore(
          {
            own: own.length,
            other: other.length,
            same: { objective: 'dominate-same', label: 'Dominates as many Quadrants as the opponent', op: 1 },
            more: { objective: 'dominate-more', label: 'Dominates more Quadrants than the opponent', op: 2 },
            rule: `${RULE} · Main Objectives`,
            noun: 'Quadrants Dominated',
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
          'DataTracker in a Dominated Quadrant',
          inHeld ? 1 : 0,
          `${RULE} · Dominant DataTracker`,
          dt === 'none' ? 'DataTracker in no Quadrant' : `DataTracker in ${QUADRANTS.find((q) => q.id === dt)?.label}`,
        ),
      );
    });
    return lines;
  },
  guide: () => [
    { label: 'End of each Game Round: Dominate as many Quadrants as the opponent (at least 1)', op: '1 per round' },
    { label: 'End of each Game Round: Dominate more Quadrants than the opponent', op: '2 per round' },
    { label: 'End of each Game Round: your DataTracker (non-Null) in a Quadrant you Dominate', op: '1 per round' },
  ],
});
