/**
 * Tournament Points — the ranking itself.
 * Rule: ITS S11 · Keeping Score / Final Scores (players are ranked by their TP total).
 */
import type { Tiebreak } from './types';

export const tpTiebreak: Tiebreak = {
  id: 'tp',
  label: 'Tournament Points',
  rule: 'ITS S11 · Final Scores',
  description: 'Total Tournament Points from every game and bye.',
  compute: (p) => p.tp,
};
