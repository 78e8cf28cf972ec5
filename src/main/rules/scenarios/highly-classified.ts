/**
 * Highly Classified (ITS S11). Four open Main Classifieds shared by both players and one
 * private Secondary each. Main objectives at the end of the game:
 *   more Classifieds (Main and Secondary) than the opponent 4 · as many (only with at least 1) 2 ·
 *   each Main Classified 1 · the Secondary Classified 2.
 * Secure HVT may replace only the Secondary. High Difficulty and Extreme Modes.
 */
import { SECURE_HVT_RULE } from './classified';
import { count, pick } from './questions';
import { defineScenario } from './scenario';
import { opponent } from './types';
import { line, sameOrMore } from './util';

const RULE = 'ITS S11 · Highly Classified';
const MAINS = 4;

export const highlyClassified = defineScenario({
  id: 'highly-classified',
  name: 'Highly Classified',
  rule: RULE,
  tableConfiguration: 'A',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: [
    'Main Classified Objectives',
    'Secondary Classified Objective',
    'Secure HVT',
    'High Difficulty Mode',
    'Extreme Mode',
  ],
  classified: { count: MAINS, op: 1, secondary: { count: 1, op: 2 } },
  classifiedDeck: 'main-and-secondary',
  extremeMode: true,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'secondary-only',
  intelcom: null,
  dataTracker: false,
  liaisonOfficer: false,
  conciliumWatch: false,
  player: {
    mainClassifieds: count(
      'Main Classified Objectives accomplished',
      `${RULE} · Main Classified Objectives`,
      0,
      MAINS,
      {
        help: 'The four open Main Classifieds are the same for both players; count those this player accomplished.',
      },
    ),
    secondary: pick(
      'Secondary Classified Objective',
      `${RULE} · Secondary Classified Objective`,
      [
        { value: 'none', label: 'Not accomplished' },
        { value: 'card', label: 'Accomplished (the card drawn)' },
        { value: 'secure-hvt', label: 'Accomplished as Secure HVT (which replaced the Secondary)' },
      ],
      { help: `Secure HVT may replace only the Secondary here (${SECURE_HVT_RULE}).` },
    ),
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const done = (x: typeof f) => x.mainClassifieds + (x.secondary === 'none' ? 0 : 1);
    const main = `${RULE} · Main Objectives`;
    return [
      ...sameOrMore({
        own: done(f),
        other: done(o),
        same: {
          objective: 'classifieds-same',
          label: 'As many Classifieds (Main and Secondary) as the opponent',
          op: 2,
        },
        more: {
          objective: 'classifieds-more',
          label: 'More Classifieds (Main and Secondary) than the opponent',
          op: 4,
        },
        rule: main,
        noun: 'Classifieds accomplished',
      }),
      line(
        'main-classifieds',
        'Main Classified Objectives accomplished',
        f.mainClassifieds,
        main,
        `${f.mainClassifieds} × 1`,
      ),
      line(
        'secondary-classified',
        'Secondary Classified Objective accomplished',
        f.secondary === 'none' ? 0 : 2,
        `${RULE} · Secondary Objectives`,
        f.secondary === 'secure-hvt' ? 'as Secure HVT' : undefined,
      ),
    ];
  },
  guide: () => [
    { label: 'Accomplish more Classifieds (Main and Secondary) than the opponent', op: '4' },
    { label: 'Accomplish as many Classifieds as the opponent (at least 1)', op: '2' },
    { label: 'Each Main Classified Objective (4, shared and open)', op: '1 each' },
    { label: 'Your Secondary Classified Objective (Secure HVT may replace it)', op: '2' },
  ],
});
