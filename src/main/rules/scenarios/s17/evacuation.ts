/**
 * Evacuation (ITS S17). At the end: each Extracted Civilian 1 · each Extracted enemy HVT 1 ·
 * 2 Classifieds worth 2 OP each. Four Civilians and two HVTs per player bound the total.
 */
import { combinedAtMost } from '../checks';
import { msg } from '../../../../shared/messages';
import { count } from '../questions';
import { defineScenario } from '../scenario';
import { line } from '../util';
import { EARLY_END, S17_BASE } from './common';

const RULE = 'ITS S17 · Evacuation';
const MAIN = `${RULE} · Main Objectives`;
const CIVILIANS = 4;
const HVTS = 2;

export const evacuation = defineScenario({
  ...S17_BASE,
  id: 'evacuation',
  name: 'Evacuation',
  rule: RULE,
  deployment: 'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Civilian.',
  specialRules: ['Civilians', 'CivEvac', 'Extraction Consoles', 'Two HVTs each'],
  classified: { count: 2, op: 2 },
  classifiedDeck: 'own-deck',
  retreat: EARLY_END,
  hvt: 'neutral-multiple',
  secureHvt: 'any-classified',
  secureHvtReading:
    'With two HVTs each, some possibly already Extracted, the rule does not say which HVTs count: the referee answers yes or no.',
  intelcom: null,
  reinforcements: true,
  player: {
    civiliansExtracted: count('Civilians Extracted', `${RULE} · Extraction`, 0, CIVILIANS, {
      help: 'Extracted by a Specialist of this player at an Extraction Console (not in Game Round 1).',
    }),
    enemyHvtsExtracted: count('Enemy HVTs Extracted', `${RULE} · Extraction`, 0, HVTS, {
      help: 'The opponent’s HVTs this player Extracted; a player’s own HVTs score nothing.',
    }),
  },
  check: (g) =>
    combinedAtMost(
      g.facts,
      'civiliansExtracted',
      CIVILIANS,
      msg('m.c.tooMany', { n: CIVILIANS, what: msg('m.c.civilians') }),
    ),
  objectives(g, side) {
    const f = g.facts[side];
    return [
      line('civilians', 'Civilians Extracted', f.civiliansExtracted, MAIN, `${f.civiliansExtracted} × 1`),
      line('enemy-hvts', 'Enemy HVTs Extracted', f.enemyHvtsExtracted, MAIN, `${f.enemyHvtsExtracted} × 1`),
    ];
  },
  guide: () => [
    { label: 'Each Extracted Civilian (4 in the game)', op: '1 each' },
    { label: 'Each Extracted enemy HVT (2 per player)', op: '1 each' },
  ],
});
