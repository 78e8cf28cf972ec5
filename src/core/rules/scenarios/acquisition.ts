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

const RULE = cite('ITS S11', msg('s.acquisition.name'));
const ANTENNAS = 2;

export const acquisition = defineScenario({
  ...S11_BASE,
  id: 'acquisition',
  name: msg('s.acquisition.name'),
  rule: RULE,
  tableConfiguration: 'B',
  deployment: msg('s.acquisition.deployment'),
  specialRules: [
    msg('s.common.communicationAntennas'),
    msg('s.acquisition.controlAntennas'),
    msg('s.common.techCoffin'),
    msg('s.acquisition.controlTechCoffinSection'),
    msg('s.common.specialistTroops'),
    msg('s.acquisition.engineerHackerBonus'),
    msg('s.common.dataTracker'),
    msg('s.liaison.liaisonOfficer'),
  ],
  ...ownDeckClassifieds(1),
  dataTracker: true,
  liaisonOfficer: true,
  player: {
    activatedAntennas: count(
      msg('s.common.communicationAntennasActivatedByPlayer'),
      cite(RULE, msg('s.acquisition.activateCommunicationAntenna')),
      0,
      ANTENNAS,
      {
        help: msg('s.acquisition.activatedAntennasHelp'),
      },
    ),
    controlledAntennas: count(
      msg('s.common.communicationAntennasControlled'),
      cite(RULE, msg('s.acquisition.controlAntennaSection')),
      0,
      ANTENNAS,
      {
        help: msg('s.common.onlyThisPlayerInBaseContact'),
      },
    ),
    controlsCoffin: yesNo(msg('s.common.controlsTechCoffin'), cite(RULE, msg('s.acquisition.controlTechCoffin')), {
      help: msg('s.common.onlyThisPlayerInBaseContact'),
    }),
    coffinByDataTracker: yesNo(
      msg('s.acquisition.dataTrackerControlsTechCoffin'),
      cite(RULE, msg('s.common.mainObjectives')),
      {
        showIf: { key: 'controlsCoffin', equals: true },
      },
    ),
    coffinByLiaison: yesNo(msg('s.acquisition.liaisonControlsTechCoffin'), cite(RULE, msg('s.common.mainObjectives')), {
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
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      eachLine('activated-antennas', msg('s.acquisition.activatedAntennas'), f.activatedAntennas, main),
      eachLine('controlled-antennas', msg('s.acquisition.controlledAntennas'), f.controlledAntennas, main),
      line('control-tech-coffin', msg('s.common.controlsTechCoffin'), f.controlsCoffin ? 3 : 0, main),
      line(
        'tech-coffin-bonus',
        msg('s.acquisition.techCoffinBonus'),
        coffinBonus,
        main,
        f.coffinByDataTracker
          ? f.coffinByLiaison
            ? msg('s.acquisition.bothBonusesDoNotAdd')
            : msg('s.common.dataTracker')
          : f.coffinByLiaison
            ? msg('s.liaison.liaisonOfficer')
            : undefined,
      ),
    ];
  },
  guide: () => [
    { label: msg('s.acquisition.eachActivatedAntenna'), op: msg('s.common.oneEachTwoAntennas') },
    { label: msg('s.acquisition.eachControlledAntenna'), op: msg('s.common.oneEachTwoAntennas') },
    { label: msg('s.common.controlTechCoffinAtEnd'), op: '3' },
    { label: msg('s.acquisition.controlTechCoffinWithDataTracker'), op: '+2' },
    { label: msg('s.acquisition.controlTechCoffinWithLiaison'), op: '+1' },
  ],
});
