/**
 * Zone of Interest (ITS S17). At the end: each Zone of Interest Dominated 1 (three zones, the
 * Special one included) · each Game Round: Dominate the Special Zone of Interest 1, have the
 * Communication Antenna Activated 1 · 1 Classified or INTELCOM Support and Control.
 * The Special zone's Army Points are asked every Game Round; the last answer is its state at the
 * end of the game.
 */
import { msg } from '../../../../shared/messages';
import { gameEnd, isRoundEnd } from '../game-end';
import { zonePoints } from '../intelcom';
import { yesNo } from '../questions';
import { defineScenario, GAME_ROUNDS } from '../scenario';
import type { Line, Problem, Side } from '../types';
import { opponent } from '../types';
import { line, roundLine } from '../util';
import { dominates, zoneQuestion } from '../zones';
import { EARLY_END, S17_BASE } from './common';

const RULE = 'ITS S17 · Zone of Interest';
const MAIN = `${RULE} · Main Objectives`;
const ZO = `${RULE} · Zones of Interest (ZO)`;
const ZONES = [
  { id: 'zone-1', label: 'The first Zone of Interest', pointsKey: 'pointsZone1' },
  { id: 'zone-2', label: 'The second Zone of Interest', pointsKey: 'pointsZone2' },
  { id: 'special', label: 'The Special Zone of Interest', pointsKey: 'pointsSpecial' },
] as const;

export const zoneOfInterest = defineScenario({
  ...S17_BASE,
  id: 'zone-of-interest',
  name: 'Zone of Interest',
  rule: RULE,
  deployment: 'Opposite corners, Deployment Zones of 24 inches radius (20 at 200 and 250 points, 12 at 150).',
  specialRules: [
    'Zones of Interest (ZO)',
    'Special Zone of Interest',
    'Communication Antenna',
    'INTELCOM Card (Support and Control)',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  retreat: EARLY_END,
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'support-and-control',
  zones: ZONES,
  reinforcements: true,
  player: {
    pointsZone1: zoneQuestion('the first Zone of Interest', ZO),
    pointsZone2: zoneQuestion('the second Zone of Interest', ZO),
  },
  round: {
    pointsSpecial: {
      ...zoneQuestion('the Special Zone of Interest', ZO),
      reading:
        'A Support and Control card played on the Special zone at the end of the last Game Round counts for that round’s check too, not only for the end-of-game zones.',
    },
    antennaActivated: yesNo('Has the Communication Antenna Activated', MAIN, {
      help: 'This player made the last Activation of the Antenna.',
    }),
  },
  check(g) {
    const p: Problem[] = [];
    g.rounds.forEach((r, i) => {
      if (r.a.antennaActivated && r.b.antennaActivated) {
        p.push({
          fields: [`rounds.${i}.a.antennaActivated`, `rounds.${i}.b.antennaActivated`],
          message: msg('m.c.bothActivated', { what: msg('m.c.antenna') }),
        });
      }
    });
    return p;
  },
  objectives(g, side) {
    const other = opponent(side);
    const lines: Line[] = [];
    const last = g.rounds.length - 1;
    const thirdEnd = (i: number) => i === GAME_ROUNDS - 1 && gameEnd(g).thirdRoundEnded;
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      const own = zonePoints(g, side, 'special', r[side].pointsSpecial, thirdEnd(i));
      const theirs = zonePoints(g, other, 'special', r[other].pointsSpecial, thirdEnd(i));
      lines.push(
        roundLine(
          i + 1,
          'special-zone',
          'Dominates the Special Zone of Interest',
          dominates(own, theirs) ? 1 : 0,
          MAIN,
          `Army Points: ${own} vs ${theirs}`,
        ),
      );
      lines.push(
        roundLine(i + 1, 'antenna', 'Has the Communication Antenna Activated', r[side].antennaActivated ? 1 : 0, MAIN),
      );
    });
    const end = (s: Side, zone: (typeof ZONES)[number]): number => {
      const observed =
        zone.id === 'special'
          ? (g.rounds[last]?.[s].pointsSpecial ?? 0)
          : g.facts[s][zone.pointsKey as 'pointsZone1' | 'pointsZone2'];
      return zonePoints(g, s, zone.id, observed, true);
    };
    for (const zone of ZONES) {
      const own = end(side, zone);
      const theirs = end(other, zone);
      lines.push(
        line(
          'dominate-zone',
          `Dominates ${zone.label.replace(/^The /, 'the ')} at the end`,
          dominates(own, theirs) ? 1 : 0,
          MAIN,
          `Army Points: ${own} vs ${theirs}`,
        ),
      );
    }
    return lines;
  },
  guide: () => [
    { label: 'Dominate a Zone of Interest at the end of the game (the Special one included)', op: '1 each, up to 3' },
    { label: 'Dominate the Special Zone of Interest at the end of each Game Round', op: '1 per round' },
    { label: 'Have the Communication Antenna Activated at the end of each Game Round', op: '1 per round' },
  ],
});
