/**
 * Victory Points (surviving Army Points) — second tiebreak.
 * Rule: ITS S11 · Keeping Score and Final Scores (equal TP and OP → accumulated VP); bye
 * holders' VP are adjusted at the end like their OP (ITS S11 · Byes).
 */
import type { Tiebreak } from './types';

export const vpTiebreak: Tiebreak = {
  id: 'vp',
  label: 'Victory Points',
  rule: 'ITS S11 · Final Scores',
  description: 'Accumulated Victory Points, i.e. surviving Army Points (bye-adjusted at the end).',
  compute: (p) => p.vp,
};
