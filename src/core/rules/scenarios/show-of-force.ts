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

const RULE = cite('ITS S11', msg('s.show-of-force.name'));
const CONTROL = cite(RULE, msg('s.show-of-force.controlAntennaSection'));

export const showOfForce = defineScenario({
  ...S11_BASE,
  id: 'show-of-force',
  name: msg('s.show-of-force.name'),
  rule: RULE,
  tableConfiguration: 'A1',
  deployment: msg('s.show-of-force.deployment'),
  specialRules: [
    msg('s.show-of-force.transmissionAntenna'),
    msg('s.show-of-force.controlAntennaSection'),
    msg('s.common.panoplies'),
    msg('s.show-of-force.armoredVanguard'),
    msg('s.common.dataTracker'),
    msg('s.common.killing'),
    msg('s.hvt.hvtAndClassifiedDeckNotUsed'),
  ],
  ...NO_CLASSIFIEDS,
  hvt: 'not-used',
  dataTracker: true,
  player: {
    controlsAntenna: yesNo(msg('s.show-of-force.controlsAntenna'), CONTROL, {
      help: msg('s.common.onlyThisPlayerInBaseContact'),
    }),
    antennaByTag: yesNo(msg('s.show-of-force.tagControlsHelp'), CONTROL, {
      showIf: { key: 'controlsAntenna', equals: true },
    }),
    antennaByDataTracker: yesNo(
      msg('s.show-of-force.dataTrackerControlsHelp'),
      cite(RULE, msg('s.common.mainObjectives')),
      {
        showIf: { key: 'controlsAntenna', equals: true },
      },
    ),
    ...killingQuestions(cite(RULE, msg('s.common.killing'))),
  },
  check: (g) => [
    ...checkKilled(g.facts, g.tier, cite(RULE, msg('s.common.killing'))),
    ...notBoth(g.facts, 'controlsAntenna', msg('m.c.bothControl', { what: msg('m.c.transmissionAntenna') })),
    ...bonusesNeed(g.facts, ['antennaByTag', 'antennaByDataTracker'], 'controlsAntenna', msg('m.c.antennaBonus')),
  ],
  objectives(g, side) {
    const f = g.facts[side];
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      line('control-antenna', msg('s.show-of-force.controlsAntenna'), f.controlsAntenna ? 3 : 0, main),
      line('antenna-tag', msg('s.show-of-force.controlledWithTag'), f.antennaByTag ? 3 : 0, main),
      moreLine('more-killed', msg('s.common.moreArmyPointsKilled'), killedPair(g.facts, side), 3, main),
      line(
        'antenna-datatracker',
        msg('s.show-of-force.controlledWithDataTracker'),
        f.antennaByDataTracker ? 1 : 0,
        main,
      ),
    ];
  },
  guide: () => [
    { label: msg('s.show-of-force.controlAntennaGoal'), op: '3' },
    { label: msg('s.show-of-force.withTag'), op: '+3' },
    { label: msg('s.common.killMoreArmyPoints'), op: '3' },
    { label: msg('s.show-of-force.controlAntennaWithDataTracker'), op: '1' },
  ],
});
