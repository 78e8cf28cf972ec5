/**
 * The match-ups of one team match being edited (docs/TEAMS.md · Pairing): for each of the
 * match's tables, which player of the first team meets which of the second. Main checks them
 * (every player once, each of their own team) and refuses once a game of the match has a result;
 * its refusal is shown beside the editor.
 */
import { ApiCallError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { session } from '../../state/session.svelte';
import { pickedTwice } from './teamMatches';

export interface MatchupOption {
  id: string;
  name: string;
}

export class MatchupEditor {
  readonly round: number;
  readonly match: number;
  readonly tables: readonly number[];
  /** Per table (in the order of `tables`): the first team's player and the second's. */
  picks = $state<[string, string][]>([]);
  #saved: [string, string][];
  #problem = $state<string | null>(null);
  #done = $state<string | null>(null);

  /** `games`: the match's games as paired now, in table order. */
  constructor(round: number, match: number, games: readonly { table: number; a: string; b: string }[]) {
    this.round = round;
    this.match = match;
    this.tables = games.map((g) => g.table);
    this.#saved = games.map((g) => [g.a, g.b]);
    this.picks = games.map((g) => [g.a, g.b]);
  }

  get problem(): string | null {
    return this.#problem;
  }
  get done(): string | null {
    return this.#done;
  }
  get changed(): boolean {
    return JSON.stringify(this.picks) !== JSON.stringify(this.#saved);
  }

  /** Players picked at more than one table (main would refuse them): marked before saving. */
  get twice(): ReadonlySet<string> {
    return pickedTwice(this.picks);
  }

  pick(index: number, side: 0 | 1, player: string): void {
    const pair = this.picks[index];
    if (!pair) return;
    const next: [string, string] = [pair[0], pair[1]];
    next[side] = player;
    this.picks = this.picks.map((p, i) => (i === index ? next : p));
  }

  /** Saves the match-ups with rounds.setMatchups; true when main took them. */
  async save(): Promise<boolean> {
    const result = await session.attempt('rounds.setMatchups', {
      round: this.round,
      match: this.match,
      pairs: this.picks.map(([a, b]) => [a, b] as [string, string]),
    });
    if (result instanceof ApiCallError) {
      this.#problem = result.message;
      this.#done = null;
      return false;
    }
    this.#saved = this.picks.map(([a, b]) => [a, b]);
    this.#problem = null;
    this.#done = t('teamRound.saved', { n: this.match });
    return true;
  }

  /** Back to the match-ups as saved. */
  reset(): void {
    this.picks = this.#saved.map(([a, b]) => [a, b]);
    this.#problem = null;
  }
}
