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

  /**
   * The last round with a team match decided (or a team bye) among those read: main counts
   * "every round" as through the event's last, so the heading names what was really played.
   */
  get countedThrough(): number {
    const result = this.#result;
    if (!result) return 0;
    const decided = result.matches.filter((m) => m.outcome !== null).map((m) => m.round);
    const byes = result.rows.flatMap((row) => row.byeRounds).filter((n) => n <= result.throughRound);
    return Math.max(0, ...decided, ...byes);
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
