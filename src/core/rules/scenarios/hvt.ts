/**
 * ITS S11 · High Value Target (HVT) Model: where HVTs are Neutral, a player who leaves any HVT
 * in a Null state loses the scenario and every OP scored in it, and the opponent gains 2 OP
 * within the 10 OP maximum. Designated Target scenarios make the enemy HVT a hostile trooper
 * (no penalty); in Unmasking an HVT is Neutral until Revealed.
 *
 * The rules are silent when both players harm an HVT in the same game: the wizard says so and
 * asks for the referee's ruling (`game.hvtRuling`) instead of choosing one itself.
 */
import { cite } from '../../../shared/citation';
import { msg } from '../../../shared/messages';
import { bonusLine, total } from './caps';
import { pick, yesNo } from './questions';
import type { HvtMode, PlayerScore, Problem, QuestionMap, Side } from './types';
import { opponent } from './types';
import { line } from './util';

export const HVT_RULE = cite('ITS S11', msg('s.hvt.hvtModel'));

export const hvtIsNeutral = (mode: HvtMode): boolean =>
  mode === 'neutral' || mode === 'neutral-multiple' || mode === 'neutral-until-revealed';

export function hvtQuestions(mode: HvtMode): QuestionMap {
  if (!hvtIsNeutral(mode)) return {};
  return {
    harmedHvt: yesNo(msg('s.hvt.harmedNeutral'), HVT_RULE, {
      help: msg(mode === 'neutral-until-revealed' ? 's.hvt.harmedNeutralHelp' : 's.hvt.harmedAnyHelp'),
    }),
  };
}

export type HvtRuling = 'unruled' | 'both-lose' | 'both-lose-compensated' | 'only-a' | 'only-b';

/** The referee's ruling, asked only when both players harmed a Neutral HVT. */
export function hvtRulingQuestions(mode: HvtMode): QuestionMap {
  if (!hvtIsNeutral(mode)) return {};
  return {
    hvtRuling: pick<HvtRuling>(
      msg('s.hvt.bothHarmedRuling'),
      HVT_RULE,
      [
        { value: 'unruled', label: msg('s.hvt.notRuledYet') },
        { value: 'both-lose', label: msg('s.hvt.bothLoseNobodyGains') },
        { value: 'both-lose-compensated', label: msg('s.hvt.bothLoseEachGains') },
        { value: 'only-a', label: msg('s.hvt.onlyAHarmCounts') },
        { value: 'only-b', label: msg('s.hvt.onlyBHarmCounts') },
      ],
      {
        help: msg('s.hvt.bothHarmedHelp'),
        showIf: { key: 'a.harmedHvt', equals: true, also: { key: 'b.harmedHvt', equals: true } },
      },
    ),
  };
}

/** Both harmed and no ruling given: the wizard must ask the referee, never choose. */
export function checkHvtRuling(harmed: Record<Side, boolean>, ruling: HvtRuling): Problem[] {
  if (!harmed.a || !harmed.b || ruling !== 'unruled') return [];
  return [
    {
      fields: ['a.harmedHvt', 'b.harmedHvt', 'game.hvtRuling'],
      message: msg('m.c.hvtBoth', { rule: HVT_RULE }),
    },
  ];
}

/** Who is penalised, and who gains the compensation, after the ruling. */
function outcome(
  harmed: Record<Side, boolean>,
  ruling: HvtRuling,
): Record<Side, 'penalty' | 'compensation' | 'both' | null> {
  if (harmed.a && harmed.b) {
    if (ruling === 'only-a') return { a: 'penalty', b: 'compensation' };
    if (ruling === 'only-b') return { a: 'compensation', b: 'penalty' };
    const each = ruling === 'both-lose-compensated' ? 'both' : 'penalty';
    return { a: each, b: each };
  }
  const one = (side: Side) => (harmed[side] ? 'penalty' : harmed[opponent(side)] ? 'compensation' : null);
  return { a: one('a'), b: one('b') };
}

/** Applies the penalty and compensation to both players' scores (in place). */
export function applyHvtPenalty(
  scores: Record<Side, PlayerScore>,
  harmed: Record<Side, boolean>,
  ruling: HvtRuling = 'unruled',
): void {
  const ruled = harmed.a && harmed.b;
  const result = outcome(harmed, ruling);
  for (const side of ['a', 'b'] as const) {
    const s = scores[side];
    const what = result[side];
    if (what === 'penalty' || what === 'both') {
      const lost = total(s.lines);
      s.lines.push(
        line(
          'hvt-penalty',
          msg(ruled ? 's.hvt.harmedNeutralLosesRuling' : 's.hvt.harmedNeutralLoses'),
          -lost,
          HVT_RULE,
        ),
      );
    }
    if (what === 'compensation' || what === 'both') {
      s.lines.push(
        bonusLine(
          'hvt-compensation',
          msg(ruled ? 's.hvt.opponentHarmedNeutralRuling' : 's.hvt.opponentHarmedNeutral'),
          2,
          total(s.lines),
          HVT_RULE,
        ),
      );
    }
  }
}
