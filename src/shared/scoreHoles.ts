/**
 * The holes a score text fills (`{opA}–{opB} OP`, `{tpA}–{tpB} TP`, …): players A's and B's
 * Objective Points beside their Victory Points or their Tournament Points.
 */
type Both = readonly [number, number];

/** `{ opA, opB, vpA, vpB }` of a result. */
export function opVpHoles(score: { op: Both; vp: Both }): { opA: number; opB: number; vpA: number; vpB: number } {
  return { opA: score.op[0], opB: score.op[1], vpA: score.vp[0], vpB: score.vp[1] };
}

/** `{ opA, opB, tpA, tpB }` of a result or a player's report. */
export function opTpHoles(score: { op: Both; tp: Both }): { opA: number; opB: number; tpA: number; tpB: number } {
  return { opA: score.op[0], opB: score.op[1], tpA: score.tp[0], tpB: score.tp[1] };
}
