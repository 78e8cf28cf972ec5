/**
 * Safe Area (ITS S11). Four Sections (Zones of Operations) marked at the end of the game; main
 * objectives: as many Sections Dominated as the opponent 2 (only with at least 1) · more
 * Sections 4 · own non-Null Liaison Officer in a Dominated Section 1 · each Controlled Console 1
 * (4 Consoles; only Specialists Control, anyone blocks).
 * 1 Classified (1 OP), or the card as INTELCOM Support and Control or Interference; Liaison Officer.
 */
import { msg } from '../../../shared/messages';
import { combinedAtMost } from './checks';
import { interferenceDenies, zonePoints } from './intelcom';
import { count, pick } from './questions';
import { defineScenario } from './scenario';
import type { Side } from './types';
import { opponent, SIDES } from './types';
import { line, sameOrMore } from './util';
import { dominates, trooperNeedsPoints, zoneQuestion } from './zones';

const RULE = 'ITS S11 · Safe Area';
const ZO = `${RULE} · Sections (ZO)`;
const CONSOLES = 4;
const SECTIONS = [
  { id: 's1', label: 'Section 1', key: 'pointsS1' },
  { id: 's2', label: 'Section 2', key: 'pointsS2' },
  { id: 's3', label: 'Section 3', key: 'pointsS3' },
  { id: 's4', label: 'Section 4', key: 'pointsS4' },
] as const;
type Section = (typeof SECTIONS)[number];

/** The detail of Consoles when the opponent's Interference took one (listed for translation). */
export const consolesLostDetail = (controlled: number): string =>
  `${controlled} Controlled, 1 lost to the opponent’s Interference`;

export const safeArea = defineScenario({
  id: 'safe-area',
  name: 'Safe Area',
  rule: RULE,
  tableConfiguration: 'I',
  deployment: 'Opposite sides, standard Deployment Zones 12 inches deep.',
  specialRules: [
    'Sections (ZO)',
    'Dominate ZO',
    'Consoles',
    'Control Consoles',
    'Specialist Troops',
    'Liaison Officer',
    'INTELCOM Card (Support and Control / Interference)',
  ],
  classified: { count: 1, op: 1 },
  classifiedDeck: 'own-deck',
  extremeMode: false,
  retreat: { applies: true, endsGameIfTurnStartsInRetreat: true },
  hvt: 'neutral',
  secureHvt: 'any-classified',
  intelcom: 'support-or-interference',
  zones: SECTIONS.map(({ id, label, key }) => ({ id, label, pointsKey: key })),
  dataTracker: false,
  liaisonOfficer: true,
  conciliumWatch: false,
  player: {
    pointsS1: zoneQuestion('Section 1', ZO),
    pointsS2: zoneQuestion('Section 2', ZO),
    pointsS3: zoneQuestion('Section 3', ZO),
    pointsS4: zoneQuestion('Section 4', ZO),
    liaisonSection: pick('Section of the non-Null Liaison Officer', `${RULE} · Main Objectives`, [
      { value: 'none', label: 'None (Null, or outside every Section)' },
      ...SECTIONS.map(({ id, label }) => ({ value: id, label })),
    ]),
    consoles: count('Consoles Controlled (before any INTELCOM)', `${RULE} · Controlling the Consoles`, 0, CONSOLES, {
      help: 'Only this player has a non-Null Specialist model (not a Marker) in base contact; any non-Null enemy trooper in contact prevents it.',
    }),
  },
  check(g) {
    const p = combinedAtMost(
      g.facts,
      'consoles',
      CONSOLES,
      msg('m.c.tooMany', { n: CONSOLES, what: msg('m.c.consoles') }),
    );
    for (const side of SIDES) {
      const s = SECTIONS.find((x) => x.id === g.facts[side].liaisonSection);
      if (s) {
        const bad = trooperNeedsPoints(
          `${side}.liaisonSection`,
          `${side}.${s.key}`,
          g.facts[side][s.key],
          'Liaison Officer',
        );
        if (bad) p.push(bad);
      }
      const other = opponent(side);
      if (interferenceDenies(g, side) && g.facts[other].consoles === 0) {
        p.push({
          fields: [`${side}.interferenceDeniesConsole`, `${other}.consoles`],
          message: msg('m.c.interferenceConsole'),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const other = opponent(side);
    const points = (s: Side, z: Section) => zonePoints(g, s, z.id, g.facts[s][z.key], true);
    const held = (s: Side) => SECTIONS.filter((z) => dominates(points(s, z), points(opponent(s), z)));
    const own = held(side);
    const liaison = g.facts[side].liaisonSection;
    const consoles = g.facts[side].consoles - (interferenceDenies(g, other) ? 1 : 0);
    const main = `${RULE} · Main Objectives`;
    return [
      ...sameOrMore({
        own: own.length,
        other: held(other).length,
        same: { objective: 'sections-same', label: 'Dominates as many Sections as the opponent', op: 2 },
        more: { objective: 'sections-more', label: 'Dominates more Sections than the opponent', op: 4 },
        rule: main,
        noun: 'Sections Dominated',
      }),
      line(
        'liaison-section',
        'Liaison Officer in a Dominated Section',
        own.some((z) => z.id === liaison) ? 1 : 0,
        main,
        liaison === 'none'
          ? 'Liaison Officer in no Section'
          : `Liaison Officer in ${SECTIONS.find((z) => z.id === liaison)?.label}`,
      ),
      line(
        'consoles',
        'Controlled Consoles',
        consoles,
        main,
        consoles < g.facts[side].consoles ? consolesLostDetail(g.facts[side].consoles) : `${consoles} × 1`,
      ),
    ];
  },
  guide: () => [
    { label: 'Dominate as many Sections as the opponent (at least 1)', op: '2' },
    { label: 'Dominate more Sections than the opponent', op: '4' },
    { label: 'Your non-Null Liaison Officer in a Section you Dominate', op: '1' },
    { label: 'Each Console Controlled at the end of the game (4 Consoles)', op: '1 each' },
  ],
});
