/**
 * Show of Force (ITS S11). Main objectives at the end of the game:
 *   Control the Transmission Antenna 3 · … with a TAG (or a Pilot, Remote Pilot, Operator or
 *   Heavyweight) +3 · more Army Points Killed than the opponent 3 · … with the DataTracker 1.
 * No Classifieds, no HVT; Killing.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { bonusesNeed, notBoth } from './checks';
import { checkKilled, killedPair, killingQuestions } from './killing';
import { yesNo } from './questions';
import { defineScenario, NO_CLASSIFIEDS, S11_BASE } from './scenario';
import { line, moreLine } from './util';

const RULE = cite('ITS S11', msg('s.showForce'));
const CONTROL = cite(RULE, msg('s.controlTransmissionAntenna'));

export const showOfForce = defineScenario({
  ...S11_BASE,
  id: 'show-of-force',
  name: msg('s.showForce'),
  rule: RULE,
  tableConfiguration: 'A1',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12InchesDeepTAGs'),
  specialRules: [
    msg('s.transmissionAntenna'),
    msg('s.controlTransmissionAntenna'),
    msg('s.panoplies'),
    msg('s.armoredVanguard'),
    msg('s.dataTracker'),
    msg('s.killing'),
    msg('s.hvtClassifiedDeckNot'),
  ],
  ...NO_CLASSIFIEDS,
  hvt: 'not-used',
  dataTracker: true,
  player: {
    controlsAntenna: yesNo(msg('s.controlsTransmissionAntenna'), CONTROL, {
      help: msg('s.onlyThisPlayerHasNon'),
    }),
    antennaByTag: yesNo(msg('s.aTagPilotRemote'), CONTROL, {
      showIf: { key: 'controlsAntenna', equals: true },
    }),
    antennaByDataTracker: yesNo(msg('s.theDataTrackerOneModels'), cite(RULE, msg('s.mainObjectives')), {
      showIf: { key: 'controlsAntenna', equals: true },
    }),
    ...killingQuestions(cite(RULE, msg('s.killing'))),
  },
  check: (g) => [
    ...checkKilled(g.facts, g.tier, cite(RULE, msg('s.killing'))),
    ...notBoth(g.facts, 'controlsAntenna', msg('m.c.bothControl', { what: msg('m.c.transmissionAntenna') })),
    ...bonusesNeed(g.facts, ['antennaByTag', 'antennaByDataTracker'], 'controlsAntenna', msg('m.c.antennaBonus')),
  ],
  objectives(g, side) {
    const f = g.facts[side];
    const main = cite(RULE, msg('s.mainObjectives'));
    return [
      line('control-antenna', msg('s.controlsTransmissionAntenna'), f.controlsAntenna ? 3 : 0, main),
      line('antenna-tag', msg('s.transmissionAntennaControlledTAG'), f.antennaByTag ? 3 : 0, main),
      moreLine('more-killed', msg('s.moreArmyPointsKilled'), killedPair(g.facts, side), 3, main),
      line(
        'antenna-datatracker',
        msg('s.transmissionAntennaControlledDataTracker'),
        f.antennaByDataTracker ? 1 : 0,
        main,
      ),
    ];
  },
  guide: () => [
    { label: msg('s.controlTransmissionAntennaEnd'), op: '3' },
    { label: msg('s.withTAGPilotRemote'), op: '+3' },
    { label: msg('s.killMoreArmyPointsThan'), op: '3' },
    { label: msg('s.controlTransmissionAntennaYour'), op: '1' },
  ],
});
