/**
 * Akial Interference (ITS S17). Each Common Classified credited at the end 1 (max 6) ·
 * more Classifieds than the adversary 1 · at least one Classified in every Game Round 1 ·
 * Private Classified 2. The Commons are shared cards, so the scenario asks its own Classified
 * questions (no Classified deck of each player's own; Secure HVT not used). Early end by Retreat!.
 */
import { msg } from '../../../../shared/messages';
import { gameEnd } from '../game-end';
import { count, pick, yesNo } from '../questions';
import { defineScenario, GAME_ROUNDS } from '../scenario';
import type { Problem } from '../types';
import { opponent, SIDES } from '../types';
import { line } from '../util';
import { EARLY_END, S17_BASE } from './common';

const RULE = 'ITS S17 · Akial Interference';
const MAIN = `${RULE} · Main Objectives`;
const COMMONS_CAP = 6;

export const akialInterference = defineScenario({
  ...S17_BASE,
  id: 'akial-interference',
  name: 'Akial Interference',
  rule: RULE,
  deployment: 'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).',
  specialRules: ['Common Classified Objectives', 'Private Classified Objective', 'Akial Antenna', 'Four HVTs each'],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'current-missions',
  retreat: EARLY_END,
  hvt: 'neutral-multiple',
  secureHvt: 'not-used',
  intelcom: null,
  reinforcements: true,
  player: {
    commons: count(
      'Common Classified Objectives credited at the end',
      `${RULE} · Common Classified Objectives`,
      0,
      12,
      {
        help: 'Commons this player accomplished and still holds at the end, after any Emit Akial Interference cancelled some.',
        reading:
          'For “more Classified Objectives than the adversary” the app counts every credited Common (beyond 6 too) plus the Private.',
      },
    ),
    private: pick(
      'Private Classified Objective',
      `${RULE} · Private Classified Objective`,
      [
        { value: 'none', label: 'Not accomplished' },
        { value: 'card', label: 'Accomplished' },
        { value: 'secure-treasure', label: 'Replaced by Secure Treasure, accomplished' },
      ],
      {
        reading:
          'Secure Treasure can replace only the Private Classified (the Commons are shared cards) and is then worth its 2 OP.',
      },
    ),
  },
  round: {
    classifiedInRound: yesNo('Accomplished at least one Classified Objective in this Game Round', MAIN, {
      help: 'A Common or the Private; a Common cancelled later by Emit Akial Interference still counts for its round.',
      reading: 'All three Game Rounds are needed: a game that ended by Retreat! before the third cannot score it.',
    }),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      const f = g.facts[side];
      const credited = f.commons + (f.private === 'none' ? 0 : 1);
      if (credited > 0 && g.rounds.every((r) => !r[side].classifiedInRound)) {
        p.push({
          fields: [
            `${side}.commons`,
            `${side}.private`,
            ...g.rounds.map((_, i) => `rounds.${i}.${side}.classifiedInRound`),
          ],
          message: msg('m.c.akialNoRound', { n: credited }),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const total = (x: typeof f) => x.commons + (x.private === 'none' ? 0 : 1);
    const every = g.rounds.length === GAME_ROUNDS && g.rounds.every((r) => r[side].classifiedInRound);
    return [
      line(
        'commons',
        'Common Classified Objectives credited',
        Math.min(f.commons, COMMONS_CAP),
        MAIN,
        f.commons > COMMONS_CAP ? `${f.commons} credited, ${COMMONS_CAP} at most` : `${f.commons} × 1`,
      ),
      line(
        'more-classifieds',
        'More Classified Objectives than the adversary',
        total(f) > total(o) ? 1 : 0,
        MAIN,
        `${total(f)} vs ${total(o)}`,
      ),
      line(
        'every-round',
        'At least one Classified Objective in every Game Round',
        every ? 1 : 0,
        MAIN,
        gameEnd(g).early && g.rounds.length < GAME_ROUNDS ? 'the game ended before the third Game Round' : undefined,
      ),
      line(
        'private',
        'Private Classified Objective',
        f.private === 'none' ? 0 : 2,
        `${RULE} · Private Classified Objective`,
        f.private === 'secure-treasure' ? 'Secure Treasure' : undefined,
      ),
    ];
  },
  guide: () => [
    { label: 'Each Common Classified Objective credited at the end', op: '1 each, up to 6' },
    { label: 'More Classified Objectives than the adversary (Commons and Private)', op: '1' },
    { label: 'At least one Classified Objective in each of the three Game Rounds', op: '1' },
    { label: 'Private Classified Objective (Secure Treasure may replace it)', op: '2' },
  ],
});
