/**
 * The Players table's search: every word of the query in the player's name, ITS PIN, faction or
 * club, or (a teams event) the name of the player's team, so typing a team shows its members.
 */
import type { Player } from '../../../../shared/model';
import { matches } from '../../lib/search';

export function playersMatching<P extends Pick<Player, 'id' | 'name' | 'itsPin' | 'faction' | 'club'>>(
  players: readonly P[],
  query: string,
  teamOf: ReadonlyMap<string, string> = new Map(),
): readonly P[] {
  if (query.trim() === '') return players;
  return players.filter((p) => matches(query, [p.name, p.itsPin, p.faction, p.club, teamOf.get(p.id) ?? '']));
}
