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

const RULE = cite('ITS S17', msg('s.uplink-center.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const ANTENNAS = 2;

export const uplinkCenter = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'uplink-center',
  name: msg('s.uplink-center.name'),
  rule: RULE,
  deployment: msg('s.uplink-center.deployment'),
  specialRules: [msg('s.common.communicationAntennas'), msg('s.common.techCoffin'), msg('s.s17.directAction')],
  hvt: 'not-used',
  reinforcements: true,
  player: {
    activatedAntennas: count(
      msg('s.common.communicationAntennasActivatedByPlayer'),
      cite(RULE, msg('s.common.activateAntenna')),
      0,
      ANTENNAS,
    ),
    controlledAntennas: count(msg('s.common.communicationAntennasControlled'), MAIN, 0, ANTENNAS, {
      help: msg('s.common.onlyThisPlayerInBaseContact'),
    }),
    controlsCoffin: yesNo(msg('s.common.controlsTechCoffin'), MAIN, {
      help: msg('s.common.onlyThisPlayerInBaseContact'),
    }),
    activeLieutenant: yesNo(msg('s.uplink-center.activeLieutenant'), MAIN, {
      help: msg('s.uplink-center.activeLieutenantHelp'),
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
      eachLine('activated-antennas', msg('s.uplink-center.antennasActivated'), f.activatedAntennas, MAIN, 2),
      eachLine('controlled-antennas', msg('s.common.communicationAntennasControlled'), f.controlledAntennas, MAIN),
      line('control-tech-coffin', msg('s.common.controlsTechCoffin'), f.controlsCoffin ? 3 : 0, MAIN),
      line('active-lieutenant', msg('s.uplink-center.activeLieutenant'), f.activeLieutenant ? 1 : 0, MAIN),
    ];
  },
  guide: () => [
    { label: msg('s.uplink-center.eachActivatedAntenna'), op: msg('s.uplink-center.twoEachTwoAntennas') },
    { label: msg('s.uplink-center.eachControlledAntenna'), op: msg('s.common.oneEachTwoAntennas') },
    { label: msg('s.common.controlTechCoffinAtEnd'), op: '3' },
    { label: msg('s.uplink-center.activeLieutenantGoal'), op: '1' },
  ],
});
