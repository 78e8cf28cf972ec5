/**
 * Victory Points (surviving Army Points) — second tiebreak.
 * Rule: ITS S11 · Keeping Score and Final Scores (equal TP and OP → accumulated VP); bye
 * holders' VP are adjusted at the end like their OP (ITS S11 · Byes).
 */
import { msg } from '../../../../shared/messages';
import { FINAL_SCORES_RULE } from './types';
import type { Tiebreak } from './types';

export const vpTiebreak: Tiebreak = {
  id: 'vp',
  label: msg('s.tournament.victoryPoints'),
  rule: FINAL_SCORES_RULE,
  description: 'Accumulated Victory Points, i.e. surviving Army Points (bye-adjusted at the end).',
  compute: (p) => p.vp,
};
