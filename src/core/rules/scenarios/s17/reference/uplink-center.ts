/**
 * Uplink Center (ITS S17, Direct Action). At the end: each Communication Antenna Activated by
 * you 2 · each Antenna you Control 1 · Control the Tech-Coffin 3 · an Active Lieutenant 1.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { atMostInPlay, notBoth } from '../../checks';
import { count, yesNo } from '../../questions';
import { defineScenario, NO_CLASSIFIEDS } from '../../scenario';
import type { Problem } from '../../types';
import { eachLine, line } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.uplinkCenter'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const ANTENNAS = 2;

export const uplinkCenter = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'uplink-center',
  name: msg('s.uplinkCenter'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones16Inches'),
  specialRules: [msg('s.communicationAntennas'), msg('s.techCoffin'), msg('s.directAction')],
  hvt: 'not-used',
  reinforcements: true,
  player: {
    activatedAntennas: count(
      msg('s.communicationAntennasActivatedThis'),
      cite(RULE, msg('s.activateAntenna')),
      0,
      ANTENNAS,
    ),
    controlledAntennas: count(msg('s.communicationAntennasControlled'), MAIN, 0, ANTENNAS, {
      help: msg('s.onlyThisPlayerHasNon'),
    }),
    controlsCoffin: yesNo(msg('s.controlsTechCoffin'), MAIN, {
      help: msg('s.onlyThisPlayerHasNon'),
    }),
    activeLieutenant: yesNo(msg('s.hasActiveLieutenant'), MAIN, {
      help: msg('s.theLieutenantNoNull'),
    }),
  },
  check(g) {
    const p: Problem[] = (['activatedAntennas', 'controlledAntennas'] as const).flatMap((key) =>
      atMostInPlay(g.facts, key, ANTENNAS, msg('m.c.antennas')),
    );
    p.push(...notBoth(g.facts, 'controlsCoffin', msg('m.c.bothControl', { what: msg('m.c.techCoffin') })));
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    return [
      eachLine('activated-antennas', msg('s.communicationAntennasActivated'), f.activatedAntennas, MAIN, 2),
      eachLine('controlled-antennas', msg('s.communicationAntennasControlled'), f.controlledAntennas, MAIN),
      line('control-tech-coffin', msg('s.controlsTechCoffin'), f.controlsCoffin ? 3 : 0, MAIN),
      line('active-lieutenant', msg('s.hasActiveLieutenant'), f.activeLieutenant ? 1 : 0, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.eachCommunicationAntennaActivated'), op: msg('s.2Each2Antennas') },
    { label: msg('s.eachCommunicationAntennaYou'), op: msg('s.1Each2Antennas') },
    { label: msg('s.controlTechCoffinEnd'), op: '3' },
    { label: msg('s.haveActiveLieutenantEnd'), op: '1' },
  ],
});
