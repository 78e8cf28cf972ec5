/**
 * Hardlock (ITS S17). Each Game Round: Control the enemy Beacon 1 · at the end: your own Beacon
 * not Controlled by the enemy 1, more Activated Consoles than the adversary 2, each Activated
 * Console 1 (max 3) · 1 Classified.
 */
import { cite } from '../../../../../shared/citation';
import { atMostInPlay } from '../../checks';
import { msg } from '../../../../../shared/messages';
import { isRoundEnd } from '../../game-end';
import { count, yesNo } from '../../questions';
import { defineScenario, ownDeckClassifieds } from '../../scenario';
import type { Line } from '../../types';
import { opponent } from '../../types';
import { eachLine, factPair, line, moreLine, roundLine } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.hardlock.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const CONSOLES = 3;

export const hardlock = defineScenario({
  ...S17_BASE,
  id: 'hardlock',
  name: msg('s.hardlock.name'),
  rule: RULE,
  deployment: msg('s.hardlock.deployment'),
  specialRules: [msg('s.common.beacons'), msg('s.common.consoles')],
  ...ownDeckClassifieds(1),
  reinforcements: true,
  player: {
    activatedConsoles: count(
      msg('s.hardlock.consolesActivatedAtEnd'),
      cite(RULE, msg('s.common.activateConsole')),
      0,
      CONSOLES,
    ),
  },
  round: {
    controlsEnemyBeacon: yesNo(msg('s.hardlock.controlsEnemyBeacon'), MAIN, {
      help: msg('s.hardlock.controlsEnemyBeaconHelp'),
    }),
  },
  check: (g) => atMostInPlay(g.facts, 'activatedConsoles', CONSOLES, msg('m.c.consoles')),
  objectives(g, side) {
    const other = opponent(side);
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      lines.push(
        roundLine(
          i + 1,
          'enemy-beacon',
          msg('s.hardlock.controlsEnemyBeacon'),
          r[side].controlsEnemyBeacon ? 1 : 0,
          MAIN,
        ),
      );
    });
    const lost = g.rounds.at(-1)?.[other].controlsEnemyBeacon ?? false;
    const consoles = factPair(g.facts, side, 'activatedConsoles');
    lines.push(line('own-beacon', msg('s.hardlock.ownBeaconKept'), lost ? 0 : 1, MAIN));
    lines.push(moreLine('more-consoles', msg('s.hardlock.moreActivatedConsoles'), consoles, 2, MAIN));
    lines.push(eachLine('consoles', msg('s.common.activatedConsoles'), consoles[0], MAIN));
    return lines;
  },
  guide: () => [
    { label: msg('s.hardlock.controlEnemyBeaconGoal'), op: msg('s.common.onePerRound') },
    { label: msg('s.hardlock.ownBeaconKeptGoal'), op: '1' },
    { label: msg('s.hardlock.moreActivatedConsolesGoal'), op: '2' },
    { label: msg('s.hardlock.eachActivatedConsole'), op: msg('s.common.oneEachUpTo3') },
  ],
});
