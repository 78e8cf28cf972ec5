/**
 * The list checks the referee reads (`lists.validate`): each list against its limits (ITS S11 ·
 * Army Lists), and each player's lists together (how many, which armies), cited in the event's season.
 */
import type { ListValidationView } from '../../shared/api/lists';
import type { EventFile } from '../../shared/model';
import { limitsFor, validateList, validatePlayerLists } from '../../core/rules/army/validate';
import { citedIn } from '../../core/rules/tournament/seasonCitations';
import { catalogsOf } from './catalogs';
import { findList, requirePlayer } from './lists';

type State = Readonly<EventFile>;

/**
 * Checks one list (`listId`), one player's lists (`playerId`) or all of them. `library` is the unit
 * library's army directory: with the event's own catalogs it tells which armies a player may field
 * together.
 */
export function listChecks(
  state: State,
  { listId, playerId }: { listId?: string | undefined; playerId?: string | undefined },
  library: readonly { id: number; slug: string; name: string }[],
): ListValidationView {
  const directory = [
    ...library.map((a) => ({ id: a.id, slug: a.slug, name: a.name })),
    ...catalogsOf(state).map((c) => ({ id: c.sectorialId, slug: c.slug, name: c.name })),
  ];
  if (listId !== undefined) findList(state, listId);
  if (playerId !== undefined) requirePlayer(state, playerId);
  const lists = state.lists.filter(
    (l) => (listId === undefined || l.id === listId) && (playerId === undefined || l.playerId === playerId),
  );
  const listReports = lists.map((l) => {
    const issues = validateList(l, limitsFor(l, state.settings), state.settings.extras);
    return { listId: l.id, playerId: l.playerId, valid: issues.every((i) => i.severity !== 'error'), issues };
  });
  const playerIds =
    listId !== undefined ? [] : playerId !== undefined ? [playerId] : [...new Set(state.players.map((p) => p.id))];
  const players = playerIds.map((id) => ({
    playerId: id,
    issues: validatePlayerLists(
      state.lists.filter((l) => l.playerId === id),
      state.settings.extras,
      directory,
    ),
  }));
  const valid =
    listReports.every((r) => r.valid) && players.every((p) => p.issues.every((i) => i.severity !== 'error'));
  return {
    lists: citedIn(state.settings.season, listReports),
    players: citedIn(state.settings.season, players),
    valid,
  };
}
