/**
 * Highly Classified (ITS S11). Four open Main Classifieds shared by both players and one
 * private Secondary each. Main objectives at the end of the game:
 *   more Classifieds (Main and Secondary) than the opponent 4 · as many (only with at least 1) 2 ·
 *   each Main Classified 1 · the Secondary Classified 2.
 * Secure HVT may replace only the Secondary. High Difficulty and Extreme Modes.
 */
import { msg } from '../../../shared/messages';
import { cite } from '../../../shared/citation';
import { replaceableClassified, replaceableClassifiedLine, withReplaceable } from './classified';
import { count } from './questions';
import { defineScenario, S11_BASE } from './scenario';
import { eachLine, sameOrMore, versusPair } from './util';

const RULE = cite('ITS S11', msg('s.highly-classified.name'));
const MAINS = 4;

export const highlyClassified = defineScenario({
  ...S11_BASE,
  id: 'highly-classified',
  name: msg('s.highly-classified.name'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.common.deploymentStandard12'),
  specialRules: [
    msg('s.highly-classified.mainClassifieds'),
    msg('s.highly-classified.secondaryClassified'),
    msg('s.highly-classified.secureHvt'),
    msg('s.highly-classified.highDifficultyMode'),
    msg('s.common.extremeMode'),
  ],
  classified: { count: MAINS, op: 1, secondary: { count: 1, op: 2 } },
  classifiedDeck: 'main-and-secondary',
  extremeMode: true,
  hvt: 'neutral',
  secureHvt: 'secondary-only',
  intelcom: null,
  player: {
    mainClassifieds: count(
      msg('s.highly-classified.mainClassifiedsAccomplished'),
      cite(RULE, msg('s.highly-classified.mainClassifieds')),
      0,
      MAINS,
      {
        help: msg('s.highly-classified.mainClassifiedsHelp'),
      },
    ),
    secondary: replaceableClassified(
      msg('s.highly-classified.secondaryClassified'),
      cite(RULE, msg('s.highly-classified.secondaryClassified')),
      msg('s.highly-classified.accomplishedDrawnCard'),
      { value: 'secure-hvt', label: msg('s.highly-classified.accomplishedAsSecureHvt') },
      { help: msg('s.highly-classified.secureHvtReplacesSecondary') },
    ),
  },
  objectives(g, side) {
    const f = g.facts[side];
    const done = (x: typeof f) => withReplaceable(x.mainClassifieds, x.secondary);
    const main = cite(RULE, msg('s.common.mainObjectives'));
    return [
      ...sameOrMore(
        versusPair(side, (s) => done(g.facts[s])),
        {
          same: {
            objective: 'classifieds-same',
            label: msg('s.highly-classified.asManyClassifieds'),
            op: 2,
          },
          more: {
            objective: 'classifieds-more',
            label: msg('s.highly-classified.moreClassifieds'),
            op: 4,
          },
          rule: main,
          noun: msg('s.highly-classified.classifiedsAccomplished'),
        },
      ),
      eachLine('main-classifieds', msg('s.highly-classified.mainClassifiedsAccomplished'), f.mainClassifieds, main),
      replaceableClassifiedLine(
        'secondary-classified',
        msg('s.highly-classified.secondaryAccomplished'),
        f.secondary,
        { value: 'secure-hvt', detail: msg('s.highly-classified.asSecureHvt') },
        2,
        cite(RULE, msg('s.highly-classified.secondaryObjectives')),
      ),
    ];
  },
  guide: () => [
    { label: msg('s.highly-classified.moreClassifiedsGoal'), op: '4' },
    { label: msg('s.highly-classified.asManyClassifiedsGoal'), op: '2' },
    { label: msg('s.highly-classified.eachMainClassified'), op: msg('s.common.each', { n: 1 }) },
    { label: msg('s.highly-classified.secondaryClassifiedGoal'), op: '2' },
  ],
});
