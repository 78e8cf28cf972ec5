/**
 * Acquisition (ITS S11). Main objectives at the end of the game:
 *   each Activated Communication Antenna 1 · each Controlled Antenna 1 · Control the
 *   Tech-Coffin 3 · … with the DataTracker +2, or else with the Liaison Officer +1.
 * 1 Classified (1 OP). Two Antennas, one Tech-Coffin.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { atMostInPlay, bonusesNeed, notBoth } from './checks';
import { count, yesNo } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import { eachLine, line } from './util';

const RULE = cite('ITS S11', msg('s.acquisition'));
const ANTENNAS = 2;

export const acquisition = defineScenario({
  ...S11_BASE,
  id: 'acquisition',
  name: msg('s.acquisition'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.oppositeSidesDeploymentZones16InchesDeepNot'),
  specialRules: [
    msg('s.communicationAntennas'),
    msg('s.controlCommunicationAntennas'),
    msg('s.techCoffin'),
    msg('s.controlTechCoffin'),
    msg('s.specialistTroops'),
    msg('s.engineerHackerBonus'),
    msg('s.dataTracker'),
    msg('s.liaisonOfficer'),
  ],
  ...ownDeckClassifieds(1),
  dataTracker: true,
  liaisonOfficer: true,
  player: {
    activatedAntennas: count(
      msg('s.communicationAntennasActivatedThis'),
      cite(RULE, msg('s.activateCommunicationAntenna')),
      0,
      ANTENNAS,
      {
        help: msg('s.atEndGameAntennasWhose'),
      },
    ),
    controlledAntennas: count(
      msg('s.communicationAntennasControlled'),
      cite(RULE, msg('s.controlCommunicationAntenna')),
      0,
      ANTENNAS,
      {
        help: msg('s.onlyThisPlayerHasNon'),
      },
    ),
    controlsCoffin: yesNo(msg('s.controlsTechCoffin'), cite(RULE, msg('s.controlTechCoffin2')), {
      help: msg('s.onlyThisPlayerHasNon'),
    }),
    coffinByDataTracker: yesNo(msg('s.theDataTrackerOneModelsControlling'), cite(RULE, msg('s.mainObjectives')), {
      showIf: { key: 'controlsCoffin', equals: true },
    }),
    coffinByLiaison: yesNo(msg('s.theLiaisonOfficerOne'), cite(RULE, msg('s.mainObjectives')), {
      showIf: { key: 'controlsCoffin', equals: true },
    }),
  },
  check(g) {
    const p = (['activatedAntennas', 'controlledAntennas'] as const).flatMap((key) =>
      atMostInPlay(g.facts, key, ANTENNAS, msg('m.c.antennas')),
    );
    p.push(...notBoth(g.facts, 'controlsCoffin', msg('m.c.bothControl', { what: msg('m.c.techCoffin') })));
    p.push(
      ...bonusesNeed(g.facts, ['coffinByDataTracker', 'coffinByLiaison'], 'controlsCoffin', msg('m.c.coffinBonus')),
    );
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const coffinBonus = f.coffinByDataTracker ? 2 : f.coffinByLiaison ? 1 : 0;
    const main = cite(RULE, msg('s.mainObjectives'));
    return [
      eachLine('activated-antennas', msg('s.activatedCommunicationAntennas'), f.activatedAntennas, main),
      eachLine('controlled-antennas', msg('s.controlledCommunicationAntennas'), f.controlledAntennas, main),
      line('control-tech-coffin', msg('s.controlsTechCoffin'), f.controlsCoffin ? 3 : 0, main),
      line(
        'tech-coffin-bonus',
        msg('s.techCoffinControlledDataTracker'),
        coffinBonus,
        main,
        f.coffinByDataTracker
          ? f.coffinByLiaison
            ? msg('s.bothContactBonusesDo')
            : msg('s.dataTracker')
          : f.coffinByLiaison
            ? msg('s.liaisonOfficer')
            : undefined,
      ),
    ];
  },
  guide: () => [
    { label: msg('s.eachActivatedCommunicationAntenna'), op: msg('s.1Each2Antennas') },
    { label: msg('s.eachControlledCommunicationAntenna'), op: msg('s.1Each2Antennas') },
    { label: msg('s.controlTechCoffinEnd'), op: '3' },
    { label: msg('s.controlTechCoffinYour'), op: '+2' },
    { label: msg('s.controlTechCoffinYourLiaison'), op: '+1' },
  ],
});
