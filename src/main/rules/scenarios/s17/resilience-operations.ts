/**
 * Resilience Operations (ITS S17 Extra). Objective Points come from three Tactical Objective
 * cards (up to 3 OP each, as the card says; the card texts are not in the rules document, so
 * the wizard asks the OP each gave) · +1 to the player with more accomplished Tactical
 * Objectives (those that gave at least 1 OP). No scenario Classifieds.
 */
import { count } from '../questions';
import { defineScenario } from '../scenario';
import { opponent } from '../types';
import { line } from '../util';
import { EARLY_END, more, NO_CLASSIFIEDS, S17_BASE } from './common';

const RULE = 'ITS S17 · Resilience Operations';
const MAIN = `${RULE} · Tactical Objectives`;
const CARD_OP = 3;
const CARD_READING =
  'If the game ended early, only a card revealed before the end can score: answer 0 for a card never revealed.';

const card = (n: 1 | 2 | 3) =>
  count(`OP given by Tactical Objective ${n}`, MAIN, 0, CARD_OP, {
    help: 'As the card says, once per game.',
    reading: CARD_READING,
  });

export const resilienceOperations = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'resilience-operations',
  name: 'Resilience Operations',
  rule: RULE,
  deployment: 'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).',
  specialRules: ['Tactical Objectives', 'Battle Conditions', 'Tactical Elements'],
  retreat: EARLY_END,
  hvt: 'neutral-multiple',
  player: { tactical1: card(1), tactical2: card(2), tactical3: card(3) },
  objectives(g, side) {
    const f = g.facts[side];
    const cards = [f.tactical1, f.tactical2, f.tactical3];
    const done = (x: typeof f) => [x.tactical1, x.tactical2, x.tactical3].filter((v) => v > 0).length;
    const own = done(f);
    const theirs = done(g.facts[opponent(side)]);
    return [
      ...cards.map((op, i) => line(`tactical-${i + 1}`, `Tactical Objective ${i + 1}`, op, MAIN)),
      line(
        'more-tactical',
        'More Tactical Objectives accomplished than the adversary',
        more(own, theirs, 1),
        MAIN,
        `${own} vs ${theirs}`,
      ),
    ];
  },
  guide: () => [
    { label: 'Each of your three Tactical Objectives, as its card says', op: 'up to 3 each' },
    { label: 'More Tactical Objectives accomplished (at least 1 OP each) than the adversary', op: '1' },
  ],
});
