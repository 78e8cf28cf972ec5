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

const RULE = cite('ITS S11', msg('s.powerPack'));
const ANTENNAS = 3;
const OVERLOAD_LIMIT = 2;

export const powerPack = defineScenario({
  ...S11_BASE,
  id: 'power-pack',
  name: msg('s.powerPack'),
  rule: RULE,
  tableConfiguration: 'D',
  deployment: msg('s.oppositeSidesTwo12'),
  specialRules: [
    msg('s.saturationZone'),
    msg('s.antennas'),
    msg('s.activateAntenna'),
    msg('s.overloadPreventionSystem'),
    msg('s.consoles'),
    msg('s.controlConsoles2'),
    msg('s.specialistTroops'),
    msg('s.chainCommandBonus'),
    msg('s.conciliumWatch'),
  ],
  ...ownDeckClassifieds(2),
  conciliumWatch: true,
  player: {
    activatedAntennas: count(msg('s.antennasActivatedThisPlayer'), cite(RULE, msg('s.activateAntenna')), 0, ANTENNAS, {
      help: msg('s.atEndGameAntennas'),
    }),
    controlsEnemyConsole: yesNo(msg('s.controlsEnemyConsole'), cite(RULE, msg('s.controlConsoles2')), {
      help: msg('s.theConsoleOpponentsHalf'),
    }),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      if (g.facts[side].activatedAntennas > OVERLOAD_LIMIT) {
        p.push({
          fields: [`${side}.activatedAntennas`],
          message: msg('m.c.overload', { n: OVERLOAD_LIMIT, rule: cite(RULE, msg('s.overloadPreventionSystem')) }),
        });
      }
    }
    p.push(...atMostInPlay(g.facts, 'activatedAntennas', ANTENNAS, msg('m.c.antennas')));
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const main = cite(RULE, msg('s.mainObjectives'));
    return [
      ...sameOrMore(factPair(g.facts, side, 'activatedAntennas'), {
        same: { objective: 'antennas-same', label: msg('s.asManyActivatedAntennas'), op: 2 },
        more: { objective: 'antennas-more', label: msg('s.moreActivatedAntennasThan'), op: 4 },
        rule: main,
        noun: msg('s.activatedAntennas'),
      }),
      line('control-enemy-console', msg('s.controlsEnemyConsole'), f.controlsEnemyConsole ? 2 : 0, main),
      line('console-not-controlled', msg('s.theEnemyHasNotControlled'), o.controlsEnemyConsole ? 0 : 2, main),
    ];
  },
  guide: () => [
    { label: msg('s.asManyActivatedAntennasOpponent'), op: '2' },
    { label: msg('s.moreActivatedAntennasThanOpponent'), op: '4' },
    { label: msg('s.controlEnemyConsoleEnd'), op: '2' },
    { label: msg('s.theEnemyHasNotControlledYour'), op: '2' },
  ],
});
