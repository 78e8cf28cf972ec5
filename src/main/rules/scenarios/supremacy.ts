/**
 * Supremacy (ITS S11). Main objectives: Dominate more Quadrants than the opponent at the end of
 * each Game Round 2 · each Hacked Console 1, up to 3 (a Console Hacked by both counts for both).
 * 1 Classified (1 OP), INTELCOM Provisions. After an early end by Retreat!, only the Game Rounds
 * that ended are scored; the Hacked Consoles are counted when the game ends.
 */
import { isRoundEnd } from './game-end';
import { count } from './questions';
import { defineScenario } from './scenario';
import type { Line, Side } from './types';
import { opponent } from './types';
import { compare, line, roundLine } from './util';
import { dominates, zoneQuestion } from './zones';

const RULE = 'ITS S11 · Supremacy';
const ZO = `${RULE} · Quadrants (ZO)`;
const CONSOLES = 4;
const QUADRANTS = ['pointsQ1', 'pointsQ2', 'pointsQ3', 'pointsQ4'] as const;

export const supremacy = defineScenario({
  id: 'supremacy',
  name: 'Supremacy',
  rule: RULE,
  tableConfiguration: 'I',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: [
    'Quadrants (ZO)',
    'Dominate ZO',
    'Consoles',
    'Hack Consoles',
    'Specialist Troops',
    'Hacker Bonus',
    'INTELCOM Card (Provisions)',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'provisions',
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    consolesHacked: count('Consoles Hacked by this player', `${RULE} · Hack Consoles`, 0, CONSOLES, {
      help: 'A Console Hacked by both players counts for both.',
    }),
  },
  round: {
    pointsQ1: zoneQuestion('Quadrant 1', ZO),
    pointsQ2: zoneQuestion('Quadrant 2', ZO),
    pointsQ3: zoneQuestion('Quadrant 3', ZO),
    pointsQ4: zoneQuestion('Quadrant 4', ZO),
  },
  objectives(g, side) {
    const lines: Line[] = [];
    const main = `${RULE} · Main Objectives`;
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      const held = (s: Side) => QUADRANTS.filter((k) => dominates(r[s][k], r[opponent(s)][k])).length;
      const [own, other] = [held(side), held(opponent(side))];
      lines.push(
        roundLine(
          i + 1,
          'dominate-more',
          'Dominates more Quadrants than the opponent',
          compare(own, other) === 'more' ? 2 : 0,
          main,
          `Quadrants Dominated: ${own} vs ${other}`,
        ),
      );
    });
    const hacked = g.facts[side].consolesHacked;
    lines.push(
      line('hacked-consoles', 'Hacked Consoles (1 each, up to 3)', Math.min(hacked, 3), main, `${hacked} Hacked`),
    );
    return lines;
  },
  guide: () => [
    { label: 'End of each Game Round: Dominate more Quadrants than the opponent', op: '2 per round' },
    { label: 'Each Hacked Console', op: '1 each, up to 3' },
  ],
});
