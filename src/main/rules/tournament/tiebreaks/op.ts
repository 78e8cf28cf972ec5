/**
 * Objective Points — first tiebreak.
 * Rule: ITS S11 · Final Scores (equal TP → accumulated OP); at the end of the event a player
 * who had a bye counts the adjusted OP of ITS S11 · Byes.
 */
import type { Tiebreak } from './types';

export const opTiebreak: Tiebreak = {
  id: 'op',
  label: 'Objective Points',
  rule: 'ITS S11 · Final Scores',
  description: 'Accumulated Objective Points (bye-adjusted once the event is over).',
  compute: (p) => p.op,
};
