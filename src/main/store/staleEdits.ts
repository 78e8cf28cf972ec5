/**
 * Issue 10 · Build 4: an edit made from a screen showing revision `baseRevision` is refused if
 * someone else changed the same thing since — a table's result or pairing, a player, a setting,
 * a venue table, an army list — with both versions and who changed it, for the screen to offer.
 *
 * Things are named by what they are, not where they sit: a player by id, a pairing by its
 * round and table number, a setting by its field. Audit paths hold array positions, and
 * positions move (a player removed shifts every later one), so the check rebuilds the event as
 * it was at `baseRevision` from the audit log and replays each later change on it, naming
 * the things each change touched in the state it was made to. An edit of something else
 * (another table, another player, another field) never conflicts, whoever made it.
 */
import { ApiError } from '../../shared/errors';
import type { AuditChange, AuditEntry, EventFile } from '../../shared/model';
import { applyChanges } from './patch';

type Node = Record<string | number, unknown>;

/** Worked out again after every change, never edited from a screen: not a "thing". */
const DERIVED_ROUND_FIELDS = new Set(['warnings', 'timer']);

function at(state: unknown, path: readonly (string | number)[]): unknown {
  let node = state;
  for (const seg of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Node)[seg];
  }
  return node;
}

const idOf = (item: unknown): string => String((item as { id?: unknown } | undefined)?.id ?? '?');
const tableOf = (item: unknown): string => String((item as { table?: unknown } | undefined)?.table ?? '?');
const numberOf = (item: unknown): string => String((item as { number?: unknown } | undefined)?.number ?? '?');

/**
 * The things one change touches, named in `state` — the event as it was just before the
 * change (every path of one audit entry is valid there: a diff never nests under a splice).
 */
function thingsOf(change: AuditChange, state: unknown): string[] {
  const [top, a, b, c] = change.path;
  const items =
    change.splice !== undefined
      ? [...((change.before as unknown[]) ?? []), ...((change.after as unknown[]) ?? [])]
      : null;
  switch (top) {
    case 'players':
    case 'lists':
      if (a === undefined) return (items ?? []).map((item) => `${top}:${idOf(item)}`);
      return [`${top}:${idOf(at(state, [top, a]))}`];
    case 'tables':
      if (a === undefined) return (items ?? []).map((item) => `tables:${numberOf(item)}`);
      return [`tables:${numberOf(at(state, ['tables', a]))}`];
    case 'settings':
      return a === undefined ? ['settings'] : [`settings:${String(a)}`];
    case 'rounds': {
      if (a === undefined) return (items ?? []).map((item) => `rounds:${numberOf(item)}`);
      const round = `rounds:${numberOf(at(state, ['rounds', a]))}`;
      if (b === undefined) return [round];
      if (DERIVED_ROUND_FIELDS.has(String(b))) return [];
      if (b !== 'pairings') return [`${round}:${String(b)}`];
      if (c === undefined) return (items ?? []).map((item) => `${round}:table:${tableOf(item)}`);
      const pairing = at(state, ['rounds', a, 'pairings', c]);
      // A pairing moved to another table is a change of both tables.
      const moved = change.path[4] === 'table' ? [`${round}:table:${String(change.after)}`] : [];
      return [`${round}:table:${tableOf(pairing)}`, ...moved];
    }
    default:
      return [change.path.slice(0, 2).map(String).join(':')];
  }
}

function thingsOfChanges(changes: readonly AuditChange[], state: unknown): Set<string> {
  return new Set(changes.flatMap((change) => thingsOf(change, state)));
}

interface Found {
  thing: string;
  value: unknown;
}

/** The thing named `thing` in `state`, with the words that say what it is. */
function find(state: EventFile, thing: string): Found & { what: string } {
  const [top, key, sub, table] = thing.split(':');
  const nameOf = (id: unknown) => state.players.find((p) => p.id === id)?.name ?? '';
  if (top === 'players') {
    const player = state.players.find((p) => p.id === key);
    // What the screen shows of a player: not the id, not the player's secret result code.
    const { id: _id, resultCode: _code, ...shown } = player ?? { id: '' };
    return { thing, what: `Player ${player?.name ?? ''}`.trim(), value: player ? shown : null };
  }
  if (top === 'rounds') {
    const round = state.rounds.find((r) => String(r.number) === key);
    if (sub === 'table') {
      const pairing = round?.pairings.find((p) => String(p.table) === table);
      // Names, not ids: the screen shows this version as it is.
      const value = pairing ? { ...pairing, a: nameOf(pairing.a), b: nameOf(pairing.b) } : null;
      return { thing, what: `Table ${table} of round ${key}`, value };
    }
    if (sub === 'bye') return { thing, what: `Round ${key}`, value: round?.bye ? nameOf(round.bye) : null };
    return { thing, what: `Round ${key}`, value: sub ? ((round as Node | undefined)?.[sub] ?? null) : (round ?? null) };
  }
  if (top === 'settings') {
    return { thing, what: 'The event setup', value: key ? ((state.settings as Node)[key] ?? null) : state.settings };
  }
  if (top === 'tables') {
    return { thing, what: `Table ${key}`, value: state.tables.find((t) => String(t.number) === key) ?? null };
  }
  if (top === 'lists') {
    return { thing, what: 'This army list', value: state.lists.find((l) => l.id === key) ?? null };
  }
  return { thing, what: 'This part of the event', value: key === undefined ? null : at(state, [top ?? '', key]) };
}

/** The audit entries after `base`, oldest first (the log is kept in revision order). */
function entriesAfter(audit: readonly AuditEntry[], base: number): AuditEntry[] {
  let i = audit.length;
  while (i > 0 && (audit[i - 1] as AuditEntry).revision > base) i--;
  return audit.slice(i);
}

/**
 * The newest change by someone other than `actor`, after `base`, of one of `mine`; null if none.
 * Replays the log from the state at `base`, so each change is named where it was made.
 */
function newestOtherChange(
  current: EventFile,
  later: readonly AuditEntry[],
  mine: ReadonlySet<string>,
  actor: string,
): { entry: AuditEntry; thing: string } | null {
  let hit: { entry: AuditEntry; thing: string } | null = null;
  const work = structuredClone({ ...current, audit: [] }) as EventFile;
  try {
    for (let i = later.length - 1; i >= 0; i--) applyChanges(work, (later[i] as AuditEntry).changes, 'before');
  } catch {
    // A history that does not replay (the consistency check reports it): name things as they are now.
    for (const entry of later) {
      const thing = [...thingsOfChanges(entry.changes, current)].find((t) => mine.has(t));
      if (entry.actor !== actor && thing) hit = { entry, thing };
    }
    return hit;
  }
  for (const entry of later) {
    if (entry.actor !== actor) {
      const thing = [...thingsOfChanges(entry.changes, work)].find((t) => mine.has(t));
      if (thing) hit = { entry, thing };
    }
    applyChanges(work, entry.changes, 'after');
  }
  return hit;
}

/**
 * Refuses (CONFLICT, `details.stale`) a change `changes` (current → draft) made by
 * `author.actor` from a screen that showed revision `base`, if someone else changed one of
 * the same things since.
 */
export function refuseStaleEdit(
  current: EventFile,
  draft: EventFile,
  changes: readonly AuditChange[],
  author: { actor: string; baseRevision: number },
): void {
  if (author.baseRevision >= current.revision) return;
  const later = entriesAfter(current.audit, author.baseRevision);
  // The common case: nobody else changed anything since the screen was drawn.
  if (!later.some((e) => e.actor !== author.actor && e.changes.length > 0)) return;
  const mine = thingsOfChanges(changes, current);
  if (mine.size === 0) return;
  const hit = newestOtherChange(current, later, mine, author.actor);
  if (!hit) return;
  const { entry, thing } = hit;
  const now = find(current, thing);
  throw new ApiError(
    'CONFLICT',
    `${now.what} was changed by ${entry.actor} at ${new Date(entry.at).toLocaleTimeString()} (${entry.summary}) after your screen showed it. Nothing was saved: choose which version to keep.`,
    {
      stale: true,
      what: now.what,
      changedBy: entry.actor,
      changedAt: entry.at,
      summary: entry.summary,
      revision: current.revision,
      current: now.value,
      yours: find(draft, thing).value,
    },
  );
}
