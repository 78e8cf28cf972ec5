/**
 * The referee running the captains' picks of one team match from the desk (docs/TEAMS.md ·
 * Captains' picks): the roll, and a move for the side whose turn it is (a captain without a
 * phone tells the referee). The pick as it stands is read from the event (`pickProgress.ts`), so
 * a captain's move from a phone shows here with the screen's live update; main's refusal of a
 * roll or a move (the other captain moved first, a result came in) shows in the panel.
 */
import { ApiCallError } from '../../lib/api';
import { session } from '../../state/session.svelte';
import type { PickSide } from './pickProgress';

export class PicksPanel {
  readonly round: number;
  readonly match: number;
  #busy = $state(false);
  #problem = $state<string | null>(null);

  constructor(round: number, match: number) {
    this.round = round;
    this.match = match;
  }

  /** A roll or a move is on its way: the buttons wait for it. */
  get busy(): boolean {
    return this.#busy;
  }
  /** Why main refused the last roll or move, in the event's language. */
  get problem(): string | null {
    return this.#problem;
  }

  /** The app rolls a d20 for each captain (again while equal) and records them. */
  roll(): Promise<boolean> {
    return this.#send(() => session.attempt('matchups.roll', { round: this.round, match: this.match }));
  }

  /**
   * The move of `side` with `player` (put forward or answer, as the turn asks). The side is named,
   * so a click made on a screen a phone's move has overtaken is refused, not made for the other team.
   */
  pick(side: PickSide, player: string): Promise<boolean> {
    return this.#send(() => session.attempt('matchups.pick', { round: this.round, match: this.match, player, side }));
  }

  async #send(write: () => Promise<unknown>): Promise<boolean> {
    if (this.#busy) return false;
    this.#busy = true;
    try {
      const result = await write();
      this.#problem = result instanceof ApiCallError ? result.message : null;
      return this.#problem === null;
    } finally {
      this.#busy = false;
    }
  }
}
