/**
 * Objective Points — first tiebreak.
 * Rule: ITS S11 · Final Scores (equal TP → accumulated OP); at the end of the event a player
 * who had a bye counts the adjusted OP of ITS S11 · Byes.
 */
import { msg } from '../../../../shared/messages';
import { FINAL_SCORES_RULE } from './types';
import type { Tiebreak } from './types';

export const opTiebreak: Tiebreak = {
  id: 'op',
  label: msg('s.tournament.objectivePoints'),
  rule: FINAL_SCORES_RULE,
  description: 'Accumulated Objective Points (bye-adjusted once the event is over).',
  compute: (p) => p.op,
};
