/**
 * Supplies (ITS S11). Main objectives at the end of the game:
 *   each Supply Box Controlled 1 · more Supply Boxes Controlled than the opponent 3 · the
 *   opponent Controls no Supply Box 2. Three Supply Boxes (one per Tech-Coffin).
 * 2 Classifieds (1 OP each), INTELCOM Counterespionage, Concilium Watch.
 */
import { msg } from '../../../shared/messages';
import { combinedAtMost } from './checks';
import { count } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { compare, line } from './util';

const RULE = 'ITS S11 · Supplies';
const BOXES = 3;

export const supplies = defineScenario({
  id: 'supplies',
  name: 'Supplies',
  rule: RULE,
  tableConfiguration: 'B',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Tech-Coffin.',
  specialRules: [
    'Tech-Coffins',
    'Supply Boxes',
    'Specialist Troops',
    'Doctor and Paramedic Bonus',
    'INTELCOM Card (Counterespionage)',
    'Concilium Watch',
  ],
  classified: { count: 2, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'counterespionage',
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: true,
  player: {
    suppliesControlled: count('Supply Boxes Controlled', `${RULE} · Controlling the Supply Boxes`, 0, BOXES, {
      help: 'Carried by a non-Null model (not a Marker) of this player that is not in base contact with a non-Null enemy figure.',
    }),
  },
  check(g) {
    return combinedAtMost(
      g.facts,
      'suppliesControlled',
      BOXES,
      msg('m.c.tooMany', { n: BOXES, what: msg('m.c.supplyBoxes') }),
    );
  },
  objectives(g, side) {
    const own = g.facts[side].suppliesControlled;
    const other = g.facts[opponent(side)].suppliesControlled;
    const main = `${RULE} · Main Objectives`;
    return [
      line('supply-boxes', 'Supply Boxes Controlled', own, main, `${own} × 1`),
      line(
        'more-supply-boxes',
        'More Supply Boxes Controlled than the opponent',
        compare(own, other) === 'more' ? 3 : 0,
        main,
        `${own} vs ${other}`,
      ),
      line('opponent-no-boxes', 'The opponent Controls no Supply Box', other === 0 ? 2 : 0, main),
    ];
  },
  guide: () => [
    { label: 'Each Supply Box Controlled at the end of the game (3 Boxes)', op: '1 each' },
    { label: 'Control more Supply Boxes than the opponent', op: '3' },
    { label: 'The opponent Controls no Supply Box', op: '2' },
  ],
});
