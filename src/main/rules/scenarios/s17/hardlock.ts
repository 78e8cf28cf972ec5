/**
 * Hardlock (ITS S17). Each Game Round: Control the enemy Beacon 1 · at the end: your own Beacon
 * not Controlled by the enemy 1, more Activated Consoles than the adversary 2, each Activated
 * Console 1 (max 3) · 1 Classified.
 */
import { combinedAtMost } from '../checks';
import { msg } from '../../../../shared/messages';
import { isRoundEnd } from '../game-end';
import { count, yesNo } from '../questions';
import { defineScenario } from '../scenario';
import type { Line } from '../types';
import { opponent } from '../types';
import { line, roundLine } from '../util';
import { EARLY_END, more, S17_BASE } from './common';

const RULE = 'ITS S17 · Hardlock';
const MAIN = `${RULE} · Main Objectives`;
const CONSOLES = 3;

export const hardlock = defineScenario({
  ...S17_BASE,
  id: 'hardlock',
  name: 'Hardlock',
  rule: RULE,
  deployment:
    'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Beacon or a Console.',
  specialRules: ['Beacons', 'Consoles'],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  retreat: EARLY_END,
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: null,
  reinforcements: true,
  player: {
    activatedConsoles: count('Consoles Activated by this player at the end', `${RULE} · Activate Console`, 0, CONSOLES),
  },
  round: {
    controlsEnemyBeacon: yesNo('Controls the enemy Beacon', MAIN, {
      help: 'The Beacon at the opponent’s Deployment Zone: only this player has non-Null models in contact (a carrier is in contact).',
    }),
  },
  check: (g) =>
    combinedAtMost(
      g.facts,
      'activatedConsoles',
      CONSOLES,
      msg('m.c.tooMany', { n: CONSOLES, what: msg('m.c.consoles') }),
    ),
  objectives(g, side) {
    const other = opponent(side);
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      lines.push(
        roundLine(i + 1, 'enemy-beacon', 'Controls the enemy Beacon', r[side].controlsEnemyBeacon ? 1 : 0, MAIN),
      );
    });
    const lost = g.rounds.at(-1)?.[other].controlsEnemyBeacon ?? false;
    const own = g.facts[side].activatedConsoles;
    const theirs = g.facts[other].activatedConsoles;
    lines.push(line('own-beacon', 'Own Beacon not Controlled by the enemy at the end', lost ? 0 : 1, MAIN));
    lines.push(
      line(
        'more-consoles',
        'More Activated Consoles than the adversary',
        more(own, theirs, 2),
        MAIN,
        `${own} vs ${theirs}`,
      ),
    );
    lines.push(line('consoles', 'Activated Consoles', own, MAIN, `${own} × 1`));
    return lines;
  },
  guide: () => [
    { label: 'Control the enemy Beacon at the end of each Game Round', op: '1 per round' },
    { label: 'Your own Beacon not Controlled by the enemy at the end of the game', op: '1' },
    { label: 'More Activated Consoles than the adversary at the end of the game', op: '2' },
    { label: 'Each Activated Console at the end of the game', op: '1 each, up to 3' },
  ],
});
