/**
 * An edit made from a screen showing revision `baseRevision` is refused if
 * someone else changed the same thing since — a table's result or pairing, a player, a setting,
 * a venue table, an army list — with both versions and who changed it, for the screen to offer.
 *
 * Things are named by what they are, not where they sit: a player by id, a pairing by its
 * round and table number, a setting by its field. Audit paths hold array positions, and
 * positions move (a player removed shifts every later one), so the check follows where each
 * thing sat back to `baseRevision` along the audit log and forward again, naming the things
 * each change touched where they were when it was made. An edit of something else
 * (another table, another player, another field) never conflicts, whoever made it.
 */
import { ApiError } from '../../shared/errors';
import { english, msg, when } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { AuditChange, AuditEntry, EventFile } from '../../shared/model';
type Node = Record<string | number, unknown>;

/** Worked out again after every change, never edited from a screen: not a "thing". */
const DERIVED_ROUND_FIELDS = new Set(['warnings', 'timer']);

const idOf = (item: unknown): string => String((item as { id?: unknown } | undefined)?.id ?? '?');
const tableOf = (item: unknown): string => String((item as { table?: unknown } | undefined)?.table ?? '?');
const numberOf = (item: unknown): string => String((item as { number?: unknown } | undefined)?.number ?? '?');
const itemsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface RoundPlace {
  number: string;
  /** The table number of each pairing, in order. */
  tables: string[];
}

const roundPlace = (round: unknown): RoundPlace => ({
  number: numberOf(round),
  tables: itemsOf((round as { pairings?: unknown } | undefined)?.pairings).map(tableOf),
});

/**
 * Who sits where: the identity of each item of the arrays things live in (players and lists by
 * id, venue tables and rounds by number, pairings by table). Moved back and forth along the
 * audit log instead of the whole event, so looking back costs little however big the event.
 */
class Places {
  players: string[];
  lists: string[];
  tables: string[];
  rounds: RoundPlace[];

  constructor(state: EventFile) {
    this.players = state.players.map(idOf);
    this.lists = state.lists.map(idOf);
    this.tables = state.tables.map(numberOf);
    this.rounds = state.rounds.map(roundPlace);
  }

  /** Moves the places as `change` does, to its `side` (back: 'before'; forward: 'after'). */
  apply(change: AuditChange, side: 'before' | 'after'): void {
    const [top, a, b, c, d] = change.path;
    const value = change[side];
    if (change.splice !== undefined) {
      const removed = itemsOf(change[side === 'before' ? 'after' : 'before']).length;
      const put = itemsOf(value);
      const at = change.splice;
      if (top === 'players' && a === undefined) this.players.splice(at, removed, ...put.map(idOf));
      else if (top === 'lists' && a === undefined) this.lists.splice(at, removed, ...put.map(idOf));
      else if (top === 'tables' && a === undefined) this.tables.splice(at, removed, ...put.map(numberOf));
      else if (top === 'rounds' && a === undefined) this.rounds.splice(at, removed, ...put.map(roundPlace));
      else if (top === 'rounds' && b === 'pairings' && c === undefined) {
        this.rounds[a as number]?.tables.splice(at, removed, ...put.map(tableOf));
      }
      return;
    }
    if (a === undefined) return;
    const i = a as number;
    if (top === 'players' || top === 'lists') {
      if (b === undefined) this[top][i] = idOf(value);
      else if (b === 'id' && c === undefined) this[top][i] = String(value);
    } else if (top === 'tables') {
      if (b === undefined) this.tables[i] = numberOf(value);
      else if (b === 'number' && c === undefined) this.tables[i] = String(value);
    } else if (top === 'rounds') {
      const round = this.rounds[i];
      if (b === undefined) this.rounds[i] = roundPlace(value);
      else if (!round) return;
      else if (b === 'number' && c === undefined) round.number = String(value);
      else if (b === 'pairings' && c === undefined) round.tables = itemsOf(value).map(tableOf);
      else if (b === 'pairings' && d === undefined) round.tables[c as number] = tableOf(value);
      else if (b === 'pairings' && d === 'table' && change.path.length === 5) round.tables[c as number] = String(value);
    }
  }
}

/**
 * The things one change touches, named where they sat just before it (every path of one audit
 * entry is valid in the state before it: a diff never nests a change under a splice).
 */
function thingsOf(change: AuditChange, places: Places): string[] {
  const [top, a, b, c] = change.path;
  const items = change.splice !== undefined ? [...itemsOf(change.before), ...itemsOf(change.after)] : [];
  const i = a as number;
  switch (top) {
    case 'players':
    case 'lists':
      if (a === undefined) return items.map((item) => `${top}:${idOf(item)}`);
      return [`${top}:${places[top][i] ?? '?'}`];
    case 'tables':
      if (a === undefined) return items.map((item) => `tables:${numberOf(item)}`);
      return [`tables:${places.tables[i] ?? '?'}`];
    case 'settings':
      return a === undefined ? ['settings'] : [`settings:${String(a)}`];
    case 'rounds': {
      if (a === undefined) return items.map((item) => `rounds:${numberOf(item)}`);
      const place = places.rounds[i];
      const round = `rounds:${place?.number ?? '?'}`;
      if (b === undefined) return [round];
      if (DERIVED_ROUND_FIELDS.has(String(b))) return [];
      if (b !== 'pairings') return [`${round}:${String(b)}`];
      if (c === undefined) return items.map((item) => `${round}:table:${tableOf(item)}`);
      // A pairing moved to another table is a change of both tables.
      const moved = change.path[4] === 'table' ? [`${round}:table:${String(change.after)}`] : [];
      return [`${round}:table:${place?.tables[c as number] ?? '?'}`, ...moved];
    }
    default:
      return [change.path.slice(0, 2).map(String).join(':')];
  }
}

function thingsOfChanges(changes: readonly AuditChange[], places: Places): Set<string> {
  return new Set(changes.flatMap((change) => thingsOf(change, places)));
}

function at(state: unknown, path: readonly (string | number)[]): unknown {
  let node = state;
  for (const seg of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Node)[seg];
  }
  return node;
}

interface Found {
  thing: string;
  value: unknown;
}

/** The thing named `thing` in `state`, with the words that say what it is. */
function find(state: EventFile, thing: string): Found & { what: MessageRef } {
  const [top, key, sub, table] = thing.split(':');
  const nameOf = (id: unknown) => state.players.find((p) => p.id === id)?.name ?? '';
  if (top === 'players') {
    const player = state.players.find((p) => p.id === key);
    // What the screen shows of a player: not the id, not the player's secret result code.
    const { id: _id, resultCode: _code, ...shown } = player ?? { id: '' };
    return {
      thing,
      what: player?.name ? msg('m.stale.player', { name: player.name }) : msg('m.stale.playerGone'),
      value: player ? shown : null,
    };
  }
  if (top === 'rounds') {
    const round = state.rounds.find((r) => String(r.number) === key);
    if (sub === 'table') {
      const pairing = round?.pairings.find((p) => String(p.table) === table);
      // Names, not ids: the screen shows this version as it is.
      const value = pairing ? { ...pairing, a: nameOf(pairing.a), b: nameOf(pairing.b) } : null;
      return { thing, what: msg('m.stale.table', { table: table ?? '', round: key ?? '' }), value };
    }
    if (sub === 'bye')
      return { thing, what: msg('m.stale.round', { round: key ?? '' }), value: round?.bye ? nameOf(round.bye) : null };
    return {
      thing,
      what: msg('m.stale.round', { round: key ?? '' }),
      value: sub ? ((round as Node | undefined)?.[sub] ?? null) : (round ?? null),
    };
  }
  if (top === 'settings') {
    return {
      thing,
      what: msg('m.stale.settings'),
      value: key ? ((state.settings as Node)[key] ?? null) : state.settings,
    };
  }
  if (top === 'tables') {
    return {
      thing,
      what: msg('m.stale.venueTable', { table: key ?? '' }),
      value: state.tables.find((t) => String(t.number) === key) ?? null,
    };
  }
  if (top === 'lists') {
    return { thing, what: msg('m.stale.list'), value: state.lists.find((l) => l.id === key) ?? null };
  }
  return { thing, what: msg('m.stale.other'), value: key === undefined ? null : at(state, [top ?? '', key]) };
}

/** The audit entries after `base`, oldest first (the log is kept in revision order). */
function entriesAfter(audit: readonly AuditEntry[], base: number): AuditEntry[] {
  let i = audit.length;
  while (i > 0 && (audit[i - 1] as AuditEntry).revision > base) i--;
  return audit.slice(i);
}

/**
 * The newest change by someone other than `actor`, after `base`, of one of `mine`; null if none.
 * Moves the places back to `base`, then forward change by change, so each change is named
 * where it was made.
 */
function newestOtherChange(
  places: Places,
  later: readonly AuditEntry[],
  mine: ReadonlySet<string>,
  actor: string,
): { entry: AuditEntry; thing: string } | null {
  for (let i = later.length - 1; i >= 0; i--) {
    const changes = (later[i] as AuditEntry).changes;
    for (let j = changes.length - 1; j >= 0; j--) places.apply(changes[j] as AuditChange, 'before');
  }
  let hit: { entry: AuditEntry; thing: string } | null = null;
  for (const entry of later) {
    if (entry.actor !== actor) {
      const thing = [...thingsOfChanges(entry.changes, places)].find((t) => mine.has(t));
      if (thing) hit = { entry, thing };
    }
    for (const change of entry.changes) places.apply(change, 'after');
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
  const places = new Places(current);
  const mine = thingsOfChanges(changes, places);
  if (mine.size === 0) return;
  const hit = newestOtherChange(places, later, mine, author.actor);
  if (!hit) return;
  const { entry, thing } = hit;
  const now = find(current, thing);
  throw new ApiError(
    'CONFLICT',
    msg('m.stale.changed', {
      what: english(now.what),
      actor: entry.actor,
      time: when(entry.at, 'seconds'),
      summary: entry.summaryI18n ?? entry.summary,
    }),
    {
      stale: true,
      what: english(now.what),
      changedBy: entry.actor,
      changedAt: entry.at,
      summary: entry.summary,
      revision: current.revision,
      current: now.value,
      yours: find(draft, thing).value,
    },
  );
}
