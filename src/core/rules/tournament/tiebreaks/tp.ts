/**
 * Tournament Points — the ranking itself.
 * Rule: ITS S11 · Keeping Score / Final Scores (players are ranked by their TP total).
 */
import { msg } from '../../../../shared/messages';
import { FINAL_SCORES_RULE } from './types';
import type { Tiebreak } from './types';

export const tpTiebreak: Tiebreak = {
  id: 'tp',
  label: msg('s.tournament.tournamentPoints'),
  rule: FINAL_SCORES_RULE,
  description: 'Total Tournament Points from every game and bye.',
  compute: (p) => p.tp,
};
