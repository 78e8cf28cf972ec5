/** What anyone on the venue network may read: the rounds' pairings and the standings. */
import type { StandingsResult } from '../../../../shared/api';
import type { Round } from '../../../../shared/model';
import { coalesced } from '../../lib/coalesce';
import { call } from '../../lib/api';
import { messageOf } from '../../lib/messageOf';

export class PublicView {
  #rounds = $state<Round[]>([]);
  #standings = $state<StandingsResult | null>(null);
  #error = $state<string | null>(null);

  get rounds() {
    return this.#rounds;
  }
  /** Standings of the closed rounds, or null before round 1 is closed (names stay available). */
  get standings() {
    return this.#standings && this.#standings.throughRound > 0 ? this.#standings : null;
  }
  get error() {
    return this.#error;
  }
  /** The latest round that is published (locked or closed). */
  get current(): Round | null {
    return [...this.#rounds].reverse().find((r) => r.status !== 'draft') ?? null;
  }

  /** Every player as the standings name them (with their club, to tell namesakes apart). */
  get players(): readonly { id: string; name: string; club: string }[] {
    return this.#standings?.rows ?? [];
  }

  /**
   * Reads the pairings and standings again. Every device asks after each change, and changes
   * come in bursts during a round: pushes arriving while a read is out coalesce into one more.
   */
  readonly load = coalesced(() => this.#read());

  async #read(): Promise<void> {
    try {
      const rounds = await call('rounds.list');
      // Public standings count closed rounds only: a round in play would rank players mid-game.
      const closed = rounds.filter((r) => r.status === 'closed').reduce((max, r) => Math.max(max, r.number), 0);
      this.#rounds = rounds;
      // Through round 0 it still names every player (for the pairings) with nothing counted.
      this.#standings = await call('standings.compute', { throughRound: closed });
      this.#error = null;
    } catch (err) {
      this.#error = messageOf(err);
    }
  }
}
