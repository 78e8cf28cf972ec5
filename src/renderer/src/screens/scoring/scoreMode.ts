/**
 * How the referee last chose to enter a result (the scoring wizard or the signed slip), kept on
 * this computer: a referee copying slips all afternoon does not pick the slip again each table.
 */
export type ScoreMode = 'wizard' | 'slip';

const KEY = 'its-ref.scoreMode';

export function lastScoreMode(): ScoreMode {
  return globalThis.localStorage?.getItem(KEY) === 'slip' ? 'slip' : 'wizard';
}

export function rememberScoreMode(mode: ScoreMode): void {
  globalThis.localStorage?.setItem(KEY, mode);
}
