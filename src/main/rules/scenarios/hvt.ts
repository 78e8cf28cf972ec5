/**
 * ITS S11 · High Value Target (HVT) Model: where HVTs are Neutral, a player who leaves any HVT
 * in a Null state loses the scenario and every OP scored in it, and the opponent gains 2 OP
 * within the 10 OP maximum. Designated Target scenarios make the enemy HVT a hostile trooper
 * (no penalty); in Unmasking an HVT is Neutral until Revealed.
 *
 * The rules are silent when both players harm an HVT in the same game: the wizard says so and
 * asks for the referee's ruling (`game.hvtRuling`) instead of choosing one itself.
 */
import { msg } from '../../../shared/messages';
import { bonusLine, total } from './caps';
import { pick, yesNo } from './questions';
import type { HvtMode, PlayerScore, Problem, QuestionMap, Side } from './types';
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

export type HvtRuling = 'unruled' | 'both-lose' | 'both-lose-compensated' | 'only-a' | 'only-b';

/** The referee's ruling, asked only when both players harmed a Neutral HVT. */
export function hvtRulingQuestions(mode: HvtMode): QuestionMap {
  if (!hvtIsNeutral(mode)) return {};
  return {
    hvtRuling: pick<HvtRuling>(
      'Referee’s ruling: both players harmed a Neutral HVT',
      HVT_RULE,
      [
        { value: 'unruled', label: 'Not ruled yet' },
        { value: 'both-lose', label: 'Both lose the scenario; nobody gains the 2 OP' },
        { value: 'both-lose-compensated', label: 'Both lose the scenario; each gains the 2 OP' },
        { value: 'only-a', label: 'Only Player A’s harm counts (Player B gains the 2 OP)' },
        { value: 'only-b', label: 'Only Player B’s harm counts (Player A gains the 2 OP)' },
      ],
      {
        help: 'The HVT rules say what happens when one player harms a Neutral HVT, not when both do: the referee decides.',
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
  const ruled = harmed.a && harmed.b ? ' (referee’s ruling)' : '';
  const result = outcome(harmed, ruling);
  for (const side of ['a', 'b'] as const) {
    const s = scores[side];
    const what = result[side];
    if (what === 'penalty' || what === 'both') {
      const lost = total(s.lines);
      s.lines.push(
        line('hvt-penalty', `Harmed a Neutral HVT: loses the scenario and all its OP${ruled}`, -lost, HVT_RULE),
      );
    }
    if (what === 'compensation' || what === 'both') {
      s.lines.push(bonusLine('hvt-compensation', `Opponent harmed a Neutral HVT${ruled}`, 2, total(s.lines), HVT_RULE));
    }
  }
}
