/**
 * The referee's ruling on a scored game (ITS S11 · Referees: once requested, the referee's
 * rulings are final). A ruling replaces the points of one breakdown line, or a player's total
 * OP; the computed value stays beside it. The player's OP becomes the ruled total, or the sum
 * of the lines with their rulings — and must stay within 0..10 (ITS S11 · Objective Points:
 * maximum of 10): a ruling that would leave it outside is refused rather than clipped.
 */
import { sideName } from '../../../shared/bounds';
import { msg } from '../../../shared/messages';
import { ApiError } from '../../../shared/errors';
import type { PlayerScore, Ruling, ScoringSide, StoredBreakdown } from '../../../shared/api/scoring';
import { OP_CEILING } from './caps';

export const RULING_RULE = 'ITS S11 · Referees';

/** The OP a player ends with once rulings apply. */
export function ruledOp(player: PlayerScore): number {
  if (player.ruling) return player.ruling.points;
  return player.lines.reduce((sum, l) => sum + (l.ruling ? l.ruling.points : l.points), 0);
}

export interface RulingRequest {
  side: ScoringSide;
  /** Index in the player's lines; undefined: the player's total. */
  line?: number;
  /** null withdraws the ruling. */
  points: number | null;
  ruling: Omit<Ruling, 'points'>;
}

/**
 * Applies a ruling to a stored breakdown in place (the caller passes a draft) and returns the
 * player's new OP. Refuses unknown lines and totals outside 0..10.
 */
export function applyRuling(breakdown: StoredBreakdown, req: RulingRequest): number {
  const player = breakdown.players[req.side];
  const who = sideName(req.side);
  if (req.line === undefined) {
    if (req.points === null) delete player.ruling;
    else player.ruling = { ...req.ruling, points: req.points };
  } else {
    const line = player.lines[req.line];
    if (!line) {
      throw new ApiError(
        'NOT_FOUND',
        msg('m.ruling.noLine', { name: who, n: player.lines.length, line: req.line + 1 }),
        { fields: ['line'] },
      );
    }
    if (req.points === null) delete line.ruling;
    else line.ruling = { ...req.ruling, points: req.points };
  }
  const after = ruledOp(player);
  if (after < 0 || after > OP_CEILING) {
    throw new ApiError('RULES_VIOLATION', msg('m.ruling.range', { name: who, op: after, max: OP_CEILING }), {
      fields: ['points'],
    });
  }
  player.op = after;
  return after;
}
