/**
 * Safe Area (ITS S11). Four Sections (Zones of Operations) marked at the end of the game; main
 * objectives: as many Sections Dominated as the opponent 2 (only with at least 1) · more
 * Sections 4 · own non-Null Liaison Officer in a Dominated Section 1 · each Controlled Console 1
 * (4 Consoles; only Specialists Control, anyone blocks).
 * 1 Classified (1 OP), or the card as INTELCOM Support and Control or Interference; Liaison Officer.
 */
import type { ScenarioText } from '../../../shared/api/scoring';
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { atMostInPlay } from './checks';
import { interferenceDenies, zonePoints } from './intelcom';
import { count, pick } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import type { Side } from './types';
import { opponent, SIDES } from './types';
import { line, sameOrMore } from './util';
import { dominates, trooperNeedsPoints, zoneQuestions } from './zones';

const RULE = cite('ITS S11', msg('s.safe-area.name'));
const ZO = cite(RULE, msg('s.safe-area.sectionsZone'));
const CONSOLES = 4;
const SECTIONS = [
  { id: 's1', label: msg('s.safe-area.section1'), pointsKey: 'pointsS1' },
  { id: 's2', label: msg('s.safe-area.section2'), pointsKey: 'pointsS2' },
  { id: 's3', label: msg('s.safe-area.section3'), pointsKey: 'pointsS3' },
  { id: 's4', label: msg('s.safe-area.section4'), pointsKey: 'pointsS4' },
] as const;
type Section = (typeof SECTIONS)[number];

/** The detail of Consoles when the opponent's Interference took one (listed for translation). */
export const consolesLostDetail = (controlled: number): ScenarioText =>
  msg('s.safe-area.controlledOneLost', { n: controlled });

export const safeArea = defineScenario({
  ...S11_BASE,
  id: 'safe-area',
  name: msg('s.safe-area.name'),
  rule: RULE,
  tableConfiguration: 'I',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.safe-area.sectionsZone'),
    msg('s.common.dominateZone'),
    msg('s.common.consoles'),
    msg('s.safe-area.controlConsoles'),
    msg('s.common.specialistTroops'),
    msg('s.liaison.liaisonOfficer'),
    msg('s.safe-area.intelcomCard'),
  ],
  ...ownDeckClassifieds(1),
  intelcom: 'support-or-interference',
  zones: SECTIONS,
  liaisonOfficer: true,
  player: {
    ...zoneQuestions(SECTIONS, ZO),
    liaisonSection: pick(msg('s.safe-area.liaisonSection'), cite(RULE, msg('s.common.mainObjectives')), [
      { value: 'none', label: msg('s.safe-area.liaisonNowhere') },
      ...SECTIONS.map(({ id, label }) => ({ value: id, label })),
    ]),
    consoles: count(
      msg('s.safe-area.consolesControlled'),
      cite(RULE, msg('s.safe-area.controllingConsoles')),
      0,
      CONSOLES,
      {
        help: msg('s.safe-area.consoleControlHelp'),
      },
    ),
  },
  check(g) {
    const p = atMostInPlay(g.facts, 'consoles', CONSOLES, msg('m.c.consoles'));
    for (const side of SIDES) {
      const s = SECTIONS.find((x) => x.id === g.facts[side].liaisonSection);
      if (s) {
        const bad = trooperNeedsPoints(
          `${side}.liaisonSection`,
          `${side}.${s.pointsKey}`,
          g.facts[side][s.pointsKey],
          msg('s.liaison.liaisonOfficer'),
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
    const points = (s: Side, z: Section) => zonePoints(g, s, z.id, g.facts[s][z.pointsKey], true);
    const held = (s: Side) => SECTIONS.filter((z) => dominates(points(s, z), points(opponent(s), z)));
    const own = held(side);
    const liaison = g.facts[side].liaisonSection;
    const consoles = g.facts[side].consoles - (interferenceDenies(g, other) ? 1 : 0);
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      ...sameOrMore([own.length, held(other).length], {
        same: { objective: 'sections-same', label: msg('s.safe-area.asManySections'), op: 2 },
        more: { objective: 'sections-more', label: msg('s.safe-area.moreSections'), op: 4 },
        rule: main,
        noun: msg('s.safe-area.sectionsDominated'),
      }),
      line(
        'liaison-section',
        msg('s.safe-area.liaisonInDominated'),
        own.some((z) => z.id === liaison) ? 1 : 0,
        main,
        liaison === 'none'
          ? msg('s.safe-area.liaisonInNone')
          : msg('s.safe-area.liaisonInSection', { n: SECTIONS.findIndex((z) => z.id === liaison) + 1 }),
      ),
      line(
        'consoles',
        msg('s.safe-area.controlledConsoles'),
        consoles,
        main,
        consoles < g.facts[side].consoles
          ? consolesLostDetail(g.facts[side].consoles)
          : msg('s.common.timesOne', { n: consoles }),
      ),
    ];
  },
  guide: () => [
    { label: msg('s.safe-area.asManySectionsGoal'), op: '2' },
    { label: msg('s.safe-area.moreSectionsGoal'), op: '4' },
    { label: msg('s.safe-area.liaisonGoal'), op: '1' },
    { label: msg('s.safe-area.eachConsole'), op: msg('s.common.each', { n: 1 }) },
  ],
});
