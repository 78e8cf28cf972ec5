/**
 * The teams' names for the projector. The referee's own device has the event and its teams; a
 * projector that is a visitor's device reads them from the public team standings, which name
 * every team (docs/TEAMS.md), so it shows names, never ids.
 */
import type { EventFile } from '../../../../shared/model';
import { call } from '../../lib/api';
import { coalesced } from '../../lib/coalesce';

export class ProjectorTeams {
  #read = $state.raw<Readonly<Record<string, string>>>({});

  /** The team's name, from the event when there is one, else from the public standings. */
  name(event: EventFile | null, id: string): string {
    const read = Object.hasOwn(this.#read, id) ? this.#read[id] : undefined;
    return event?.teams?.find((team) => team.id === id)?.name ?? read ?? id;
  }

  /** Reads the teams' names from the public team standings (a visitor's projector). */
  readonly load = coalesced(async () => {
    try {
      const standings = await call('standings.teams', {});
      this.#read = Object.fromEntries(standings.rows.map((row) => [row.id, row.name]));
    } catch {
      // Not a teams event after all, or the venue is gone: the names stay as they were.
    }
  });
}
