import { cite } from '../../../../shared/citation';
import { msg } from '../../../../shared/messages';
import type { MessageRef } from '../../../../shared/messages';

/** ITS S11 · Final Scores: the rule every tiebreak of the order comes from. */
export const FINAL_SCORES_RULE: MessageRef = cite('ITS S11', msg('s.tournament.finalScores'));

/** What a tiebreak strategy sees: one player's totals and everyone else's, by id. */
export interface PlayerTotals {
  id: string;
  name: string;
  club: string;
  tp: number;
  rawOp: number;
  rawVp: number;
  /** After the end-of-event bye adjustment (ITS S11 · Byes); equal to raw before the end. */
  op: number;
  vp: number;
  byeAdjusted: boolean;
  byeRounds: number[];
  played: number;
  /** Opponents faced in games with a result, one entry per game. */
  opponents: string[];
  dropped: boolean;
}

export interface Tiebreak {
  id: string;
  /** The tiebreak's name and its rule reference ("ITS S11 · Final Scores"), as catalog keys. */
  label: MessageRef;
  rule: MessageRef;
  /** One sentence, in our own words, of what is compared. Higher is better. */
  description: string;
  compute(player: PlayerTotals, byId: ReadonlyMap<string, PlayerTotals>): number;
}
