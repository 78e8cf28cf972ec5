/**
 * Superiority (ITS S17, Direct Action). Each Game Round: Dominate more Quadrants than the
 * adversary 2 · at the end: each Hacked Console 1 (max 3 of the 4; a Console Hacked by both
 * counts for both) · a Dominant Key Ops 1. Not suitable for Reinforcements; early end by Retreat!.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { isRoundEnd } from '../../game-end';
import { atMostInPlayInAnyRound } from '../../checks';
import { count, yesNo } from '../../questions';
import { defineScenario, NO_CLASSIFIEDS } from '../../scenario';
import type { Line } from '../../types';
import { SIDES } from '../../types';
import { atRound, factPair, line, moreLine } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.superiority.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const QUADRANTS = 4;
const CONSOLES = 4;
const CONSOLE_CAP = 3;

export const superiority = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'superiority',
  name: msg('s.superiority.name'),
  rule: RULE,
  deployment: msg('s.s17.deploymentSides12'),
  specialRules: [
    msg('s.common.quadrantsZone'),
    msg('s.common.consoles'),
    msg('s.s17.keyOps'),
    msg('s.s17.directAction'),
  ],
  hvt: 'not-used',
  keyOps: true,
  reinforcements: false,
  player: {
    hackedConsoles: count(
      msg('s.common.consolesHackedByPlayer'),
      cite(RULE, msg('s.superiority.hackConsole')),
      0,
      CONSOLES,
      {
        help: msg('s.common.consoleHackedByBothCountsTwice'),
      },
    ),
    dominantKeyOps: yesNo(msg('s.superiority.dominantKeyOpsAtEnd'), cite(RULE, msg('s.s17.keyOps')), {
      help: msg('s.superiority.dominantKeyOpsHelp'),
    }),
  },
  round: {
    quadrants: count(msg('s.common.quadrantsDominated'), cite(RULE, msg('s.common.quadrantsZone')), 0, QUADRANTS),
  },
  check(g) {
    const p = atMostInPlayInAnyRound(g.rounds, 'quadrants', QUADRANTS, msg('m.c.quadrants'));
    const last = g.rounds.length - 1;
    for (const side of SIDES) {
      if (g.facts[side].dominantKeyOps && (g.rounds[last]?.[side].quadrants ?? 0) === 0) {
        p.push({
          fields: [`${side}.dominantKeyOps`, `rounds.${last}.${side}.quadrants`],
          message: msg('m.c.keyOpsNoQuadrant'),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const lines: Line[] = [];
    g.rounds.forEach((r, i) => {
      if (!isRoundEnd(g, i)) return;
      const quadrants = factPair(r, side, 'quadrants');
      lines.push(atRound(i + 1, moreLine('more-quadrants', msg('s.superiority.moreQuadrants'), quadrants, 2, MAIN)));
    });
    const hacked = g.facts[side].hackedConsoles;
    lines.push(
      line(
        'hacked-consoles',
        msg('s.superiority.hackedConsoles'),
        Math.min(hacked, CONSOLE_CAP),
        MAIN,
        hacked > CONSOLE_CAP
          ? msg('s.superiority.hackedAtMost', { n: hacked, m: CONSOLE_CAP })
          : msg('s.common.timesOne', { n: hacked }),
      ),
    );
    lines.push(
      line('dominant-key-ops', msg('s.superiority.dominantKeyOps'), g.facts[side].dominantKeyOps ? 1 : 0, MAIN),
    );
    return lines;
  },
  guide: () => [
    { label: msg('s.superiority.moreQuadrantsGoal'), op: msg('s.common.twoPerRound') },
    { label: msg('s.superiority.eachHackedConsole'), op: msg('s.common.oneEachUpTo3') },
    { label: msg('s.superiority.dominantKeyOpsGoal'), op: '1' },
  ],
});
