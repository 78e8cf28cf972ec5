/**
 * Opponents' Objective Points — third tiebreak.
 * Rule: ITS S11 · Final Scores (still tied → the sum of the OP accumulated by every opponent
 * the player faced). A bye has no opponent and adds nothing. We sum each opponent's final OP,
 * i.e. the figure shown in their own standings row (bye-adjusted once the event is over).
 */
import { msg } from '../../../../shared/messages';
import { FINAL_SCORES_RULE } from './types';
import type { Tiebreak } from './types';

export const opponentsOpTiebreak: Tiebreak = {
  id: 'opponents-op',
  label: msg('s.tournament.opponentsObjectivePoints'),
  rule: FINAL_SCORES_RULE,
  description: 'Sum of the Objective Points accumulated by every opponent faced.',
  compute: (p, byId) => p.opponents.reduce((sum, id) => sum + (byId.get(id)?.op ?? 0), 0),
};
