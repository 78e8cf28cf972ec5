/**
 * A teams event's standings (docs/TEAMS.md · Team standings): the team table from
 * `standings.teams`, after every round or through the round the referee chose, and whether the
 * screen shows the teams or the players (the individual standings stay as in singles).
 */
import type { TeamStandings } from '../../../../shared/api';
import { call } from '../../lib/api';
import { messageOf } from '../../lib/messageOf';

export type StandingsOf = 'teams' | 'players';

export class TeamStandingsView {
  /** A teams event opens on its teams. */
  of = $state<StandingsOf>('teams');
  // Main's answer, replaced whole: raw, as the players' standings are.
  #result = $state.raw<TeamStandings | null>(null);
  #error = $state<string | null>(null);

  get result() {
    return this.#result;
  }
  get error() {
    return this.#error;
  }

  /** Reads the team standings through `through` (null: every round). */
  async load(through: number | null): Promise<void> {
    try {
      this.#result = await call('standings.teams', through === null ? {} : { through });
      this.#error = null;
    } catch (err) {
      this.#error = messageOf(err);
    }
  }
}
