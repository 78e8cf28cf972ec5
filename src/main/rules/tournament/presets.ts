/**
 * Scoring presets: the Tournament Points table, the bye's value and the tiebreak order,
 * as data, so an organizer can run another season's values without code changes.
 *
 * Rule references:
 *   ITS S11 · Keeping Score  — TP from the Objective Point difference (implemented)
 *   ITS S11 · Byes           — a bye is a Victory: 2 TP, 0 OP, 0 VP (implemented)
 *   ITS S11 · Final Scores   — TP, then OP, then VP, then opponents' OP (implemented)
 */

/** One band of the TP table: a margin of at least `minMargin` OP earns `tp` to the winner. */
export interface TpBand {
  outcome: string;
  minMargin: number;
  tp: number;
}

export interface ScoringPreset {
  id: string;
  name: string;
  rule: string;
  /** Winner's bands, from the largest margin down; the first band that fits applies. */
  winBands: TpBand[];
  tieTp: number;
  lossTp: number;
  bye: { tp: number; op: number; vp: number };
  /** Tiebreak strategy ids, in order (see ./tiebreaks). */
  tiebreaks: string[];
}

export const ITS_S11: ScoringPreset = {
  id: 'its-s11',
  name: 'ITS Season 11',
  rule: 'ITS S11 · Keeping Score',
  winBands: [
    { outcome: 'Total Victory', minMargin: 5, tp: 3 },
    { outcome: 'Victory', minMargin: 1, tp: 2 },
  ],
  tieTp: 1,
  lossTp: 0,
  bye: { tp: 2, op: 0, vp: 0 },
  tiebreaks: ['tp', 'op', 'vp', 'opponents-op'],
};

export const PRESETS: readonly ScoringPreset[] = [ITS_S11];

export function presetById(id: string): ScoringPreset | undefined {
  return PRESETS.find((p) => p.id === id);
}

export interface GameOutcome {
  outcome: string;
  tp: number;
}

/** TP for one player from their OP and their opponent's OP. */
export function outcomeFor(preset: ScoringPreset, ownOp: number, opponentOp: number): GameOutcome {
  const margin = ownOp - opponentOp;
  if (margin === 0) return { outcome: 'Tie', tp: preset.tieTp };
  if (margin < 0) return { outcome: 'Defeat', tp: preset.lossTp };
  const band = preset.winBands.find((b) => margin >= b.minMargin);
  return band ? { outcome: band.outcome, tp: band.tp } : { outcome: 'Defeat', tp: preset.lossTp };
}

/** Both players' TP for a game with OP [a, b]. */
export function tournamentPoints(preset: ScoringPreset, op: readonly [number, number]): [number, number] {
  return [outcomeFor(preset, op[0], op[1]).tp, outcomeFor(preset, op[1], op[0]).tp];
}
