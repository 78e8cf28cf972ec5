/**
 * Power Pack (ITS S11). Main objectives at the end of the game:
 *   as many Activated Antennas as the opponent 2 (only with at least 1) · more Activated
 *   Antennas 4 · Control the enemy Console 2 · the enemy has not Controlled your Console 2.
 * 3 Antennas; no player may hold more than 2 Activated (Overload Prevention System).
 * 2 Classifieds (1 OP each); Concilium Watch.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { atMostInPlay } from './checks';
import { count, yesNo } from './questions';
import { defineScenario, ownDeckClassifieds, S11_BASE } from './scenario';
import type { Problem } from './types';
import { opponent, SIDES } from './types';
import { factPair, line, sameOrMore } from './util';

const RULE = cite('ITS S11', msg('s.power-pack.name'));
const ANTENNAS = 3;
const OVERLOAD_LIMIT = 2;

export const powerPack = defineScenario({
  ...S11_BASE,
  id: 'power-pack',
  name: msg('s.power-pack.name'),
  rule: RULE,
  tableConfiguration: 'D',
  deployment: msg('s.power-pack.deployment'),
  specialRules: [
    msg('s.power-pack.saturationZone'),
    msg('s.common.antennas'),
    msg('s.common.activateAntenna'),
    msg('s.power-pack.overloadPreventionSystem'),
    msg('s.common.consoles'),
    msg('s.power-pack.controlConsoles'),
    msg('s.common.specialistTroops'),
    msg('s.power-pack.chainOfCommandBonus'),
    msg('s.concilium.conciliumWatch'),
  ],
  ...ownDeckClassifieds(2),
  conciliumWatch: true,
  player: {
    activatedAntennas: count(
      msg('s.power-pack.antennasActivated'),
      cite(RULE, msg('s.common.activateAntenna')),
      0,
      ANTENNAS,
      {
        help: msg('s.power-pack.antennasActivatedHelp'),
      },
    ),
    controlsEnemyConsole: yesNo(
      msg('s.power-pack.controlsEnemyConsole'),
      cite(RULE, msg('s.power-pack.controlConsoles')),
      {
        help: msg('s.power-pack.controlsEnemyConsoleHelp'),
      },
    ),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (g.facts[side].activatedAntennas > OVERLOAD_LIMIT) {
        p.push({
          fields: [`${side}.activatedAntennas`],
          message: msg('m.c.overload', {
            n: OVERLOAD_LIMIT,
            rule: cite(RULE, msg('s.power-pack.overloadPreventionSystem')),
          }),
        });
      }
    }
    p.push(...atMostInPlay(g.facts, 'activatedAntennas', ANTENNAS, msg('m.c.antennas')));
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      ...sameOrMore(factPair(g.facts, side, 'activatedAntennas'), {
        same: { objective: 'antennas-same', label: msg('s.power-pack.asManyAntennas'), op: 2 },
        more: { objective: 'antennas-more', label: msg('s.power-pack.moreAntennas'), op: 4 },
        rule: main,
        noun: msg('s.power-pack.activatedAntennas'),
      }),
      line('control-enemy-console', msg('s.power-pack.controlsEnemyConsole'), f.controlsEnemyConsole ? 2 : 0, main),
      line('console-not-controlled', msg('s.power-pack.ownConsoleKept'), o.controlsEnemyConsole ? 0 : 2, main),
    ];
  },
  guide: () => [
    { label: msg('s.power-pack.asManyAntennasGoal'), op: '2' },
    { label: msg('s.power-pack.moreAntennasGoal'), op: '4' },
    { label: msg('s.power-pack.controlEnemyConsoleGoal'), op: '2' },
    { label: msg('s.power-pack.ownConsoleKeptGoal'), op: '2' },
  ],
});
