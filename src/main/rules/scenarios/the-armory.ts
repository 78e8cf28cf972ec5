/**
 * The Armory (ITS S11). Main objectives: Dominate the Armory at the end of each Game Round 1 ·
 * Dominate it at the end of the game 4 · more Panoply items acquired than the opponent 2.
 * 1 Classified (1 OP) or the card as INTELCOM Support and Control (end of the third Game Round).
 * After an early end by Retreat!, the last entry of `rounds` is the state when the game ended:
 * the end-of-game objective reads it, and only Game Rounds that ended score the per-round one.
 */
import { isRoundEnd } from './game-end';
import { zonePoints } from './intelcom';
import { count, MAX_TROOPERS } from './questions';
import { defineScenario } from './scenario';
import type { Line, Side } from './types';
import { opponent } from './types';
import { compare, line, roundLine } from './util';
import { dominates, zoneQuestion } from './zones';

const RULE = 'ITS S11 · The Armory';

export const theArmory = defineScenario({
  id: 'the-armory',
  name: 'The Armory',
  rule: RULE,
  tableConfiguration: 'F',
  deployment:
    'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted).',
  specialRules: [
    'Exclusion Zone',
    'The Armory (ZO)',
    'Dominate ZO',
    'Panoplies',
    'Specialist Troops',
    'INTELCOM Card (Support and Control)',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'support-and-control',
  zones: [{ id: 'armory', label: 'The Armory', pointsKey: 'pointsArmory' }],
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    panoplyItems: count('Weapons or items acquired from the Panoplies', `${RULE} · Panoplies`, 0, MAX_TROOPERS * 2),
  },
  round: {
    pointsArmory: zoneQuestion('the Armory', `${RULE} · The Armory (ZO)`),
  },
  objectives(g, side) {
    const main = `${RULE} · Main Objectives`;
    const last = g.rounds.length - 1;
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      const points = (s: Side) => zonePoints(g, s, 'armory', r[s].pointsArmory, i === last);
      const held = dominates(points(side), points(opponent(side)));
      const detail = `Army Points: ${points(side)} vs ${points(opponent(side))}`;
      if (isRoundEnd(g, i))
        lines.push(roundLine(i + 1, 'dominate-round', 'Dominates the Armory', held ? 1 : 0, main, detail));
      if (i === last)
        lines.push(line('dominate-end', 'Dominates the Armory at the end of the game', held ? 4 : 0, main, detail));
    });
    const items = [g.facts[side].panoplyItems, g.facts[opponent(side)].panoplyItems] as const;
    lines.push(
      line(
        'more-panoply-items',
        'More Panoply items acquired than the opponent',
        compare(...items) === 'more' ? 2 : 0,
        main,
        `${items[0]} vs ${items[1]}`,
      ),
    );
    return lines;
  },
  guide: () => [
    { label: 'End of each Game Round: Dominate the Armory', op: '1 per round' },
    { label: 'End of the game: Dominate the Armory', op: '4' },
    { label: 'Acquire more weapons or items from the Panoplies than the opponent', op: '2' },
  ],
});
