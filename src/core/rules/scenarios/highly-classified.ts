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

const RULE = cite('ITS S11', msg('s.highlyClassified'));
const MAINS = 4;

export const highlyClassified = defineScenario({
  ...S11_BASE,
  id: 'highly-classified',
  name: msg('s.highlyClassified'),
  rule: RULE,
  tableConfiguration: 'A',
  deployment: msg('s.oppositeSidesStandardDeploymentZones12Inches'),
  specialRules: [
    msg('s.mainClassifiedObjectives'),
    msg('s.secondaryClassifiedObjective'),
    msg('s.secureHVT'),
    msg('s.highDifficultyMode'),
    msg('s.extremeMode'),
  ],
  classified: { count: MAINS, op: 1, secondary: { count: 1, op: 2 } },
  classifiedDeck: 'main-and-secondary',
  extremeMode: true,
  hvt: 'neutral',
  secureHvt: 'secondary-only',
  intelcom: null,
  player: {
    mainClassifieds: count(
      msg('s.mainClassifiedObjectivesAccomplished'),
      cite(RULE, msg('s.mainClassifiedObjectives')),
      0,
      MAINS,
      {
        help: msg('s.theFourOpenMain'),
      },
    ),
    secondary: replaceableClassified(
      msg('s.secondaryClassifiedObjective'),
      cite(RULE, msg('s.secondaryClassifiedObjective')),
      msg('s.accomplishedCardDrawn'),
      { value: 'secure-hvt', label: msg('s.accomplishedSecureHVTWhich') },
      { help: msg('s.secureHVTMayReplaceOnly') },
    ),
  },
  objectives(g, side) {
    const f = g.facts[side];
    const done = (x: typeof f) => withReplaceable(x.mainClassifieds, x.secondary);
    const main = cite(RULE, msg('s.mainObjectives'));
    return [
      ...sameOrMore(
        versusPair(side, (s) => done(g.facts[s])),
        {
          same: {
            objective: 'classifieds-same',
            label: msg('s.asManyClassifiedsMain'),
            op: 2,
          },
          more: {
            objective: 'classifieds-more',
            label: msg('s.moreClassifiedsMainSecondary'),
            op: 4,
          },
          rule: main,
          noun: msg('s.classifiedsAccomplished'),
        },
      ),
      eachLine('main-classifieds', msg('s.mainClassifiedObjectivesAccomplished'), f.mainClassifieds, main),
      replaceableClassifiedLine(
        'secondary-classified',
        msg('s.secondaryClassifiedObjectiveAccomplished'),
        f.secondary,
        { value: 'secure-hvt', detail: msg('s.asSecureHVT') },
        2,
        cite(RULE, msg('s.secondaryObjectives')),
      ),
    ];
  },
  guide: () => [
    { label: msg('s.accomplishMoreClassifiedsMain'), op: '4' },
    { label: msg('s.accomplishManyClassifiedsOpponent'), op: '2' },
    { label: msg('s.eachMainClassifiedObjective'), op: msg('s.each', { n: 1 }) },
    { label: msg('s.yourSecondaryClassifiedObjective'), op: '2' },
  ],
});
