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

const RULE = cite('ITS S17', msg('s.superiority'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const QUADRANTS = 4;
const CONSOLES = 4;
const CONSOLE_CAP = 3;

export const superiority = defineScenario({
  ...S17_BASE,
  ...NO_CLASSIFIEDS,
  id: 'superiority',
  name: msg('s.superiority'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones12InchesDeep8150'),
  specialRules: [msg('s.quadrantsZO'), msg('s.consoles'), msg('s.keyOps'), msg('s.directAction')],
  hvt: 'not-used',
  keyOps: true,
  reinforcements: false,
  player: {
    hackedConsoles: count(msg('s.consolesHackedThisPlayer'), cite(RULE, msg('s.hackConsole')), 0, CONSOLES, {
      help: msg('s.aConsoleHackedBoth'),
    }),
    dominantKeyOps: yesNo(msg('s.hasDominantKeyOpsEnd'), cite(RULE, msg('s.keyOps')), {
      help: msg('s.thisPlayersKeyOps'),
    }),
  },
  round: {
    quadrants: count(msg('s.quadrantsDominated'), cite(RULE, msg('s.quadrantsZO')), 0, QUADRANTS),
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
      lines.push(atRound(i + 1, moreLine('more-quadrants', msg('s.dominatesMoreQuadrantsThan'), quadrants, 2, MAIN)));
    });
    const hacked = g.facts[side].hackedConsoles;
    lines.push(
      line(
        'hacked-consoles',
        msg('s.hackedConsoles'),
        Math.min(hacked, CONSOLE_CAP),
        MAIN,
        hacked > CONSOLE_CAP ? msg('s.hackedMost', { n: hacked, m: CONSOLE_CAP }) : msg('s.timesOne', { n: hacked }),
      ),
    );
    lines.push(line('dominant-key-ops', msg('s.hasDominantKeyOps'), g.facts[side].dominantKeyOps ? 1 : 0, MAIN));
    return lines;
  },
  guide: () => [
    { label: msg('s.dominateMoreQuadrantsThan'), op: msg('s.2PerRound') },
    { label: msg('s.eachHackedConsoleEnd'), op: msg('s.1EachUp3') },
    { label: msg('s.haveDominantKeyOps'), op: '1' },
  ],
});
