/** What anyone on the venue network may read: the rounds' pairings and the standings. */
import type { StandingsResult } from '../../../../shared/api';
import type { Round } from '../../../../shared/model';
import { call } from '../../lib/api';

export class PublicView {
  #rounds = $state<Round[]>([]);
  #standings = $state<StandingsResult | null>(null);
  #error = $state<string | null>(null);

  get rounds() {
    return this.#rounds;
  }
  get standings() {
    return this.#standings;
  }
  get error() {
    return this.#error;
  }
  /** The latest round that is published (locked or closed). */
  get current(): Round | null {
    return [...this.#rounds].reverse().find((r) => r.status !== 'draft') ?? null;
  }

  name(id: string): string {
    return this.#standings?.rows.find((r) => r.id === id)?.name ?? id;
  }

  async load(): Promise<void> {
    try {
      const [rounds, standings] = await Promise.all([call('rounds.list'), call('standings.compute')]);
      this.#rounds = rounds;
      this.#standings = standings;
      this.#error = null;
    } catch (err) {
      this.#error = (err as Error).message;
    }
  }
}
