/**
 * A signed-in player's team match on the phone (docs/TEAMS.md): the two teams and each game of
 * the match and, for a captain, the pick: the roll for first pick, then their moves in turn. It
 * is read with `matchups.mine`; while the player has a match, every change pushed (the other
 * captain's move) reads it again, so both captains' phones follow the pick. A singles event, or
 * a player without a match, answers null: the phone then asks again only when told to (a round
 * published, a sign-in), not on every change of the event.
 */
import type { MatchupPerson, MatchupState } from '../../../shared/api/matchups';
import { ApiCallError, call, callSafe, onEveryChange } from '../lib/api';
import { coalesced } from '../lib/coalesce';
import { Retry } from './store';

export type MoveRole = 'defend' | 'attack';

export class TeamMatchView {
  #match = $state<MatchupState | null>(null);
  #busy = $state(false);
  #error = $state<string | null>(null);
  readonly #retry = new Retry(() => void this.load());

  /** The player's team match as last read; null without one. */
  get match() {
    return this.#match;
  }
  get busy() {
    return this.#busy;
  }
  /** Why the last roll or pick was refused, in the event's language. */
  get error() {
    return this.#error;
  }

  /** The player is a captain of the match: the pick is theirs to make. */
  get captain(): boolean {
    return this.#match?.you?.captain === true;
  }

  /** The captain's move now (put a player forward, or answer one); null while it is not theirs. */
  get myMove(): MoveRole | null {
    const m = this.#match;
    if (!m?.you?.captain || !m.toMove || m.toMove.side !== m.you.side) return null;
    return m.toMove.role;
  }

  /** The players of the captain's team free to put forward or answer with now. */
  get choices(): MatchupPerson[] {
    const m = this.#match;
    if (!m?.you || !this.myMove) return [];
    const side = m.you.side;
    const used = [...m.games.map((g) => g[side].id), ...(m.pending?.side === side ? [m.pending.player.id] : [])];
    return m.teams[side].players.filter((p) => !used.includes(p.id));
  }

  /** Follows the other captain's moves while there is a match; returns the function that stops. */
  attach(): () => void {
    const stop = onEveryChange(() => {
      if (this.#match) void this.load();
    });
    return () => {
      stop();
      this.#retry.stop();
    };
  }

  /** Reads the match again; asks arriving meanwhile coalesce into one more read. */
  readonly load = coalesced(() => this.#fetch());

  async #fetch(): Promise<void> {
    const answer = await callSafe('matchups.mine', {});
    if ('data' in answer) {
      this.#retry.reset();
      this.#match = answer.data;
      return;
    }
    // The Wi-Fi dropped: what is shown stays, and the read is tried again quietly.
    if (answer.error.code === 'IO_FAILURE') this.#retry.later();
    // Signed out, or the session ended: no match to show.
    else this.#match = null;
  }

  /** Rolls for first pick (the server rolls both dice and records them). */
  roll(): Promise<void> {
    const m = this.#match;
    return m ? this.#act(() => call('matchups.roll', { round: m.round, match: m.match })) : Promise.resolve();
  }

  /** The captain's move with `player`: put forward or answer, as the turn asks. */
  pick(player: string): Promise<void> {
    const m = this.#match;
    return m ? this.#act(() => call('matchups.pick', { round: m.round, match: m.match, player })) : Promise.resolve();
  }

  /** The phone signed out: nothing of this player's match stays on it. */
  clear(): void {
    this.#match = null;
    this.#error = null;
  }

  async #act(send: () => Promise<{ state: MatchupState }>): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    this.#error = null;
    try {
      this.#match = (await send()).state;
    } catch (err) {
      this.#error = err instanceof ApiCallError ? err.message : String(err);
      // Refused because the match moved on (the other captain, the referee): show it as it is.
      void this.load();
    } finally {
      this.#busy = false;
    }
  }
}
