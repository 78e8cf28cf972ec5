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

const RULE = cite('ITS S17', msg('s.akialInterference'));
const MAIN = cite(RULE, msg('s.mainObjectives'));
const COMMONS_CAP = 6;

export const akialInterference = defineScenario({
  ...S17_BASE,
  id: 'akial-interference',
  name: msg('s.akialInterference'),
  rule: RULE,
  deployment: msg('s.oppositeSidesDeploymentZones12InchesDeep8150'),
  specialRules: [
    msg('s.commonClassifiedObjectives'),
    msg('s.privateClassifiedObjective'),
    msg('s.akialAntenna'),
    msg('s.fourHVTsEach'),
  ],
  classified: { count: 0, op: 0 },
  classifiedDeck: 'current-missions',
  hvt: 'neutral-multiple',
  secureHvt: 'not-used',
  intelcom: null,
  reinforcements: true,
  player: {
    commons: count(
      msg('s.commonClassifiedObjectivesCreditedEnd'),
      cite(RULE, msg('s.commonClassifiedObjectives')),
      0,
      12,
      {
        help: msg('s.commonsThisPlayerAccomplished'),
        reading: msg('s.forMoreClassifiedObjectives'),
      },
    ),
    private: replaceableClassified(
      msg('s.privateClassifiedObjective'),
      cite(RULE, msg('s.privateClassifiedObjective')),
      msg('s.accomplished2'),
      { value: 'secure-treasure', label: msg('s.replacedSecureTreasureAccomplished') },
      { reading: msg('s.secureTreasureCanReplace') },
    ),
  },
  round: {
    classifiedInRound: yesNo(msg('s.accomplishedLeastOneClassified'), MAIN, {
      help: msg('s.aCommonPrivateCommon'),
      reading: msg('s.allThreeGameRounds'),
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
        msg('s.commonClassifiedObjectivesCredited'),
        Math.min(f.commons, COMMONS_CAP),
        MAIN,
        f.commons > COMMONS_CAP
          ? msg('s.creditedMost', { n: f.commons, m: COMMONS_CAP })
          : msg('s.timesOne', { n: f.commons }),
      ),
      moreLine('more-classifieds', msg('s.moreClassifiedObjectivesThan'), [total(f), total(o)], 1, MAIN),
      line(
        'every-round',
        msg('s.atLeastOneClassifiedObjective'),
        every ? 1 : 0,
        MAIN,
        gameEnd(g).early && g.rounds.length < GAME_ROUNDS ? msg('s.theGameEndedBefore') : undefined,
      ),
      replaceableClassifiedLine(
        'private',
        msg('s.privateClassifiedObjective'),
        f.private,
        { value: 'secure-treasure', detail: msg('s.secureTreasure') },
        2,
        cite(RULE, msg('s.privateClassifiedObjective')),
      ),
    ];
  },
  guide: () => [
    { label: msg('s.eachCommonClassifiedObjective'), op: msg('s.1EachUp6') },
    { label: msg('s.moreClassifiedObjectivesThanAdversary'), op: '1' },
    { label: msg('s.atLeastOneClassified'), op: '1' },
    { label: msg('s.privateClassifiedObjectiveSecure'), op: '2' },
  ],
});
