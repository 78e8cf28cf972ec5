/**
 * Superiority (ITS S17, Direct Action). Each Game Round: Dominate more Quadrants than the
 * adversary 2 · at the end: each Hacked Console 1 (max 3 of the 4; a Console Hacked by both
 * counts for both) · a Dominant Key Ops 1. Not suitable for Reinforcements; early end by Retreat!.
 */
import { msg } from '../../../../shared/messages';
import { isRoundEnd } from '../game-end';
import { count, yesNo } from '../questions';
import { defineScenario } from '../scenario';
import type { Line, Problem } from '../types';
import { opponent, SIDES } from '../types';
import { line, roundLine } from '../util';
import { EARLY_END, more, NO_CLASSIFIEDS, S17_BASE } from './common';

const RULE = 'ITS S17 · Superiority';
const MAIN = `${RULE} · Main Objectives`;
const QUADRANTS = 4;
const CONSOLES = 4;
const CONSOLE_CAP = 3;

export const superiority = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'superiority',
  name: 'Superiority',
  rule: RULE,
  deployment: 'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).',
  specialRules: ['Quadrants (ZO)', 'Consoles', 'Key Ops', 'Direct Action'],
  retreat: EARLY_END,
  hvt: 'not-used',
  keyOps: true,
  reinforcements: false,
  player: {
    hackedConsoles: count('Consoles Hacked by this player', `${RULE} · Hack Console`, 0, CONSOLES, {
      help: 'A Console Hacked by both players counts for both.',
    }),
    dominantKeyOps: yesNo('Has a Dominant Key Ops at the end', `${RULE} · Key Ops`, {
      help: 'This player’s Key Ops is non-Null inside a Quadrant this player Dominates.',
    }),
  },
  round: {
    quadrants: count('Quadrants Dominated', `${RULE} · Quadrants (ZO)`, 0, QUADRANTS),
  },
  check(g) {
    const p: Problem[] = [];
    g.rounds.forEach((r, i) => {
      if (r.a.quadrants + r.b.quadrants > QUADRANTS) {
        p.push({
          fields: [`rounds.${i}.a.quadrants`, `rounds.${i}.b.quadrants`],
          message: msg('m.c.tooMany', { n: QUADRANTS, what: msg('m.c.quadrants') }),
        });
      }
    });
    const last = g.rounds.length - 1;
    for (const side of SIDES) {
      if (g.facts[side].dominantKeyOps && (g.rounds[last]?.[side].quadrants ?? 0) === 0) {
        p.push({
          fields: [`${side}.dominantKeyOps`, `rounds.${last}.${side}.quadrants`],
          message: msg('m.c.keyOpsNoQuadrant'),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const other = opponent(side);
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      lines.push(
        roundLine(
          i + 1,
          'more-quadrants',
          'Dominates more Quadrants than the adversary',
          more(r[side].quadrants, r[other].quadrants, 2),
          MAIN,
          `${r[side].quadrants} vs ${r[other].quadrants}`,
        ),
      );
    });
    const hacked = g.facts[side].hackedConsoles;
    lines.push(
      line(
        'hacked-consoles',
        'Hacked Consoles',
        Math.min(hacked, CONSOLE_CAP),
        MAIN,
        hacked > CONSOLE_CAP ? `${hacked} Hacked, ${CONSOLE_CAP} at most` : `${hacked} × 1`,
      ),
    );
    lines.push(line('dominant-key-ops', 'Has a Dominant Key Ops', g.facts[side].dominantKeyOps ? 1 : 0, MAIN));
    return lines;
  },
  guide: () => [
    { label: 'Dominate more Quadrants than the adversary at the end of each Game Round', op: '2 per round' },
    { label: 'Each Hacked Console at the end of the game', op: '1 each, up to 3' },
    { label: 'Have a Dominant Key Ops at the end of the game', op: '1' },
  ],
});
