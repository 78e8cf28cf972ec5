/**
 * The referee's ruling on a scored game (ITS S11 · Referees: once requested, the referee's
 * rulings are final). A ruling replaces the points of one breakdown line, or a player's total
 * OP; the result stores the ruling by what it rules on, and the derived breakdown shows it
 * beside the computed value (breakdown.ts). The player's OP becomes the ruled total, or the sum
 * of the lines with their rulings — and must stay within 0..10 (ITS S11 · Objective Points:
 * maximum of 10): a ruling that would leave it outside is refused rather than clipped.
 */
import { sideName } from '../../../shared/bounds';
import { msg } from '../../../shared/messages';
import type { PlayerScore, Ruling, ScoringSide } from '../../../shared/api/scoring';
import { OP_CEILING } from './caps';
import { ok, refuse } from '../problem';
import type { Ruled } from '../problem';

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

/** Where a result stores a ruling: "a" / "b" for a player's total, "a.3" for line 3 (from 0). */
export function rulingKey(side: ScoringSide, line?: number): string {
  return line === undefined ? side : `${side}.${line}`;
}

/**
 * Records a ruling in a stored result's rulings, in place (the caller passes a draft), and
 * returns the player's new OP. `computed` is the result's breakdown derived from its facts
 * (`deriveBreakdown`, rulings applied). Refuses an unknown line (unknown) and a total outside
 * 0..10 (a violation), leaving the result as it was; only the one ruling changes (the audit records that ruling, not the result again).
 */
export function applyRuling(
  result: { rulings?: Record<string, Ruling> },
  computed: Readonly<Record<ScoringSide, PlayerScore>>,
  req: RulingRequest,
): Ruled<number> {
  const player = computed[req.side];
  const who = sideName(req.side);
  if (req.line !== undefined && !player.lines[req.line]) {
    return refuse('unknown', msg('m.ruling.noLine', { name: who, n: player.lines.length, line: req.line + 1 }), {
      fields: ['line'],
    });
  }
  const ruling: Ruling | undefined = req.points === null ? undefined : { ...req.ruling, points: req.points };
  const after: PlayerScore = { ...player };
  if (req.line === undefined) {
    if (ruling) after.ruling = ruling;
    else delete after.ruling;
  } else {
    after.lines = player.lines.map((l, i) => {
      if (i !== req.line) return l;
      const { ruling: _old, ...line } = l;
      return ruling ? { ...line, ruling } : line;
    });
  }
  const op = ruledOp(after);
  if (op < 0 || op > OP_CEILING) {
    return refuse('violation', msg('m.ruling.range', { name: who, op, max: OP_CEILING }), { fields: ['points'] });
  }
  const key = rulingKey(req.side, req.line);
  if (ruling) {
    result.rulings ??= {};
    result.rulings[key] = ruling;
  } else if (result.rulings) {
    delete result.rulings[key];
  }
  return ok(op);
}
