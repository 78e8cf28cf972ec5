/**
 * ITS S11 · High Value Target (HVT) Model: where HVTs are Neutral, a player who leaves any HVT
 * in a Null state loses the scenario and every OP scored in it, and the opponent gains 2 OP
 * within the 10 OP maximum. Designated Target scenarios make the enemy HVT a hostile trooper
 * (no penalty); in Unmasking an HVT is Neutral until Revealed.
 *
 * Reading taken where the text is silent: when both players harm an HVT, both lose the
 * scenario, so neither keeps OP nor gains the compensation.
 */
import { bonusLine, total } from './caps';
import { yesNo } from './questions';
import type { HvtMode, PlayerScore, QuestionMap, Side } from './types';
import { opponent } from './types';
import { line } from './util';

export const HVT_RULE = 'ITS S11 · HVT Model';

export const hvtIsNeutral = (mode: HvtMode): boolean =>
  mode === 'neutral' || mode === 'neutral-multiple' || mode === 'neutral-until-revealed';

export function hvtQuestions(mode: HvtMode): QuestionMap {
  if (!hvtIsNeutral(mode)) return {};
  const which =
    mode === 'neutral-until-revealed' ? 'an HVT that was still Neutral (not yet Revealed)' : 'an HVT (either side’s)';
  return {
    harmedHvt: yesNo('Harmed a Neutral HVT', HVT_RULE, {
      help: `This player left ${which} in a Null state during the game.`,
    }),
  };
}

/** Applies the penalty and compensation to both players' scores (in place). */
export function applyHvtPenalty(scores: Record<Side, PlayerScore>, harmed: Record<Side, boolean>): void {
  for (const side of ['a', 'b'] as const) {
    const s = scores[side];
    if (harmed[side]) {
      const lost = total(s.lines);
      s.lines.push(line('hvt-penalty', 'Harmed a Neutral HVT: loses the scenario and all its OP', -lost, HVT_RULE));
    } else if (harmed[opponent(side)]) {
      s.lines.push(bonusLine('hvt-compensation', 'Opponent harmed a Neutral HVT', 2, total(s.lines), HVT_RULE));
    }
  }
}
