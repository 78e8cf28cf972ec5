/** Live standings of the open event, and the explanations the referee asks for. */
import type { PairExplanation, PlayerExplanation, StandingsResult } from '../../../../shared/api';
import { call } from '../../lib/api';
import { messageOf } from '../../lib/messageOf';

export class StandingsView {
  /** Standings after this round; null = every round with results. */
  throughRound = $state<number | null>(null);
  // Answers of main, replaced whole and never changed here: raw, so drawing 120 rows reads plain
  // objects instead of making every field of every row a tracked signal.
  #result = $state.raw<StandingsResult | null>(null);
  #pair = $state.raw<PairExplanation | null>(null);
  #player = $state.raw<PlayerExplanation | null>(null);
  #error = $state<string | null>(null);

  get result() {
    return this.#result;
  }
  get pair() {
    return this.#pair;
  }
  get player() {
    return this.#player;
  }
  get error() {
    return this.#error;
  }

  #through() {
    return this.throughRound === null ? {} : { throughRound: this.throughRound };
  }

  async load(): Promise<void> {
    try {
      this.#result = await call('standings.compute', this.#through());
      this.#error = null;
      // Explanations follow the numbers they explain.
      if (this.#pair) await this.explainPair(this.#pair.higher.id, this.#pair.lower.id);
      if (this.#player) await this.explainPlayer(this.#player.row.id);
    } catch (err) {
      this.#error = messageOf(err);
    }
  }

  async explainPair(a: string, b: string): Promise<void> {
    try {
      this.#pair = await call('standings.explainPair', { a, b, ...this.#through() });
    } catch (err) {
      this.#error = messageOf(err);
    }
  }

  async explainPlayer(player: string): Promise<void> {
    try {
      this.#player = await call('standings.explainPlayer', { player, ...this.#through() });
    } catch (err) {
      this.#error = messageOf(err);
    }
  }

  closePair(): void {
    this.#pair = null;
  }

  closePlayer(): void {
    this.#player = null;
  }
}
