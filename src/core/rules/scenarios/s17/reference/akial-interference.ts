/**
 * Akial Interference (ITS S17). Each Common Classified credited at the end 1 (max 6) ·
 * more Classifieds than the adversary 1 · at least one Classified in every Game Round 1 ·
 * Private Classified 2. The Commons are shared cards, so the scenario asks its own Classified
 * questions (no Classified deck of each player's own; Secure HVT not used). Early end by Retreat!.
 */
import { cite } from '../../../../../shared/citation';
import { msg } from '../../../../../shared/messages';
import { gameEnd } from '../../game-end';
import { replaceableClassified, replaceableClassifiedLine, withReplaceable } from '../../classified';
import { count, yesNo } from '../../questions';
import { defineScenario, GAME_ROUNDS } from '../../scenario';
import type { Problem } from '../../types';
import { opponent, SIDES } from '../../types';
import { line, moreLine } from '../../util';
import { S17_BASE } from '../common';

const RULE = cite('ITS S17', msg('s.akial-interference.name'));
const MAIN = cite(RULE, msg('s.common.mainObjectives'));
const COMMONS_CAP = 6;

export const akialInterference = defineScenario({
  ...S17_BASE,
  id: 'akial-interference',
  name: msg('s.akial-interference.name'),
  rule: RULE,
  deployment: msg('s.s17.deploymentSides12'),
  specialRules: [
    msg('s.akial-interference.commonClassifieds'),
    msg('s.akial-interference.privateClassified'),
    msg('s.akial-interference.akialAntenna'),
    msg('s.akial-interference.fourHvtsEach'),
  ],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'current-missions',
  hvt: 'neutral-multiple',
  secureHvt: 'not-used',
  intelcom: null,
  reinforcements: true,
  player: {
    commons: count(
      msg('s.akial-interference.commonsCreditedAtEnd'),
      cite(RULE, msg('s.akial-interference.commonClassifieds')),
      0,
      12,
      {
        help: msg('s.akial-interference.commonsCreditedHelp'),
        reading: msg('s.akial-interference.moreClassifiedsReading'),
      },
    ),
    private: replaceableClassified(
      msg('s.akial-interference.privateClassified'),
      cite(RULE, msg('s.akial-interference.privateClassified')),
      msg('s.akial-interference.accomplished'),
      { value: 'secure-treasure', label: msg('s.akial-interference.replacedBySecureTreasure') },
      { reading: msg('s.akial-interference.secureTreasureReplacesPrivate') },
    ),
  },
  round: {
    classifiedInRound: yesNo(msg('s.akial-interference.roundClassifiedAccomplished'), MAIN, {
      help: msg('s.akial-interference.roundClassifiedHelp'),
      reading: msg('s.akial-interference.everyRoundNeedsAllThree'),
    }),
  },
  check(g) {
    const p: Problem[] = [];
    for (const side of SIDES) {
      const f = g.facts[side];
      const credited = withReplaceable(f.commons, f.private);
      if (credited > 0 && g.rounds.every((r) => !r[side].classifiedInRound)) {
        p.push({
          fields: [
            `${side}.commons`,
            `${side}.private`,
            ...g.rounds.map((_, i) => `rounds.${i}.${side}.classifiedInRound`),
          ],
          message: msg('m.c.akialNoRound', { n: credited }),
        });
      }
    }
    return p;
  },
  objectives(g, side) {
    const f = g.facts[side];
    const o = g.facts[opponent(side)];
    const total = (x: typeof f) => withReplaceable(x.commons, x.private);
    const every = g.rounds.length === GAME_ROUNDS && g.rounds.every((r) => r[side].classifiedInRound);
    return [
      line(
        'commons',
        msg('s.akial-interference.commonsCredited'),
        Math.min(f.commons, COMMONS_CAP),
        MAIN,
        f.commons > COMMONS_CAP
          ? msg('s.akial-interference.creditedAtMost', { n: f.commons, m: COMMONS_CAP })
          : msg('s.common.timesOne', { n: f.commons }),
      ),
      moreLine('more-classifieds', msg('s.akial-interference.moreClassifieds'), [total(f), total(o)], 1, MAIN),
      line(
        'every-round',
        msg('s.akial-interference.classifiedEveryRound'),
        every ? 1 : 0,
        MAIN,
        gameEnd(g).early && g.rounds.length < GAME_ROUNDS
          ? msg('s.akial-interference.endedBeforeThirdRound')
          : undefined,
      ),
      replaceableClassifiedLine(
        'private',
        msg('s.akial-interference.privateClassified'),
        f.private,
        { value: 'secure-treasure', detail: msg('s.akial-interference.secureTreasure') },
        2,
        cite(RULE, msg('s.akial-interference.privateClassified')),
      ),
    ];
  },
  guide: () => [
    { label: msg('s.akial-interference.eachCommonCredited'), op: msg('s.akial-interference.oneEachUpTo6') },
    { label: msg('s.akial-interference.moreClassifiedsGoal'), op: '1' },
    { label: msg('s.akial-interference.classifiedEveryRoundGoal'), op: '1' },
    { label: msg('s.akial-interference.privateClassifiedGoal'), op: '2' },
  ],
});
