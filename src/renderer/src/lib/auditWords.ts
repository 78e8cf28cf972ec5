/**
 * The audit log's before/after in a referee's words: a data path such as
 * ['rounds', 0, 'pairings', 46, 'result', 'op'] reads "Round 1 › Table 47 › Result › OP", and a
 * player's internal id inside a value reads as the player's name. Rounds and tables are looked up
 * in the event as it is now; an index that no longer exists is counted from 1.
 */
import type { EventFile } from '../../../shared/model';

type Lookup = Pick<EventFile, 'rounds' | 'players' | 'tables' | 'lists'>;

const FIELD_WORDS: Record<string, string> = {
  result: 'Result',
  op: 'OP',
  vp: 'VP',
  tp: 'TP',
  a: 'Player A',
  b: 'Player B',
  listA: 'List of player A',
  listB: 'List of player B',
  dispute: 'Dispute note',
  confirmedByA: 'Confirmed by player A',
  confirmedByB: 'Confirmed by player B',
  committedAt: 'Saved at',
  committedBy: 'Saved by',
  facts: 'Facts',
  rulings: 'Referee’s rulings',
  status: 'Status',
  bye: 'Bye',
  warnings: 'Warnings',
  timer: 'Round clock',
  scenarioId: 'Scenario',
  tier: 'Tier',
  seed: 'Seed',
  checkedIn: 'Checked in',
  droppedAfterRound: 'Dropped after round',
  joinedRound: 'Joins in round',
  itsPin: 'ITS PIN',
  faction: 'Faction',
  club: 'Club',
  name: 'Name',
  rating: 'Rating',
  settings: 'Event settings',
  tables: 'Tables',
  players: 'Players',
  rounds: 'Rounds',
  lists: 'Army lists',
  tracker: 'Game tracker',
  catalogs: 'Unit catalogs',
  fixedScenario: 'Fixed scenario',
  terrain: 'Terrain',
  pairings: 'Pairings',
};

function words(key: string): string {
  return FIELD_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

export function describePath(path: readonly (string | number)[], event: Lookup | null): string {
  const parts: string[] = [];
  let round: EventFile['rounds'][number] | undefined;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] as string | number;
    const next = path[i + 1];
    if (key === 'rounds' && typeof next === 'number') {
      round = event?.rounds[next];
      parts.push(`Round ${round?.number ?? next + 1}`);
      i++;
    } else if (key === 'pairings' && typeof next === 'number') {
      parts.push(`Table ${round?.pairings[next]?.table ?? next + 1}`);
      i++;
    } else if (key === 'players' && typeof next === 'number') {
      parts.push(event?.players[next]?.name ?? `Player ${next + 1}`);
      i++;
    } else if (key === 'tables' && typeof next === 'number') {
      parts.push(`Table ${event?.tables[next]?.number ?? next + 1}`);
      i++;
    } else if (key === 'lists' && typeof next === 'number') {
      const list = event?.lists[next];
      parts.push(list?.name ? `Army list “${list.name}”` : `Army list ${next + 1}`);
      i++;
    } else if (key === 'tracker' && typeof next === 'string' && /^\d+:\d+$/.test(next)) {
      const [r, t] = next.split(':');
      parts.push(`Game tracker of round ${r}, table ${t}`);
      i++;
    } else if ((key === 'op' || key === 'vp' || key === 'tp') && (next === 0 || next === 1)) {
      parts.push(`${words(key)} of player ${next === 0 ? 'A' : 'B'}`);
      i++;
    } else if (typeof key === 'number') parts.push(`item ${key + 1}`);
    else parts.push(words(key));
  }
  return parts.join(' › ');
}

/** A player's internal id anywhere in a value is replaced by the player's name. */
export function describeValue(value: unknown, event: Pick<EventFile, 'players'> | null, max = 240): string {
  if (value === undefined) return '—';
  const names = new Map((event?.players ?? []).map((p) => [p.id, p.name]));
  const text =
    typeof value === 'string'
      ? (names.get(value) ?? value)
      : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' ? (names.get(v) ?? v) : v));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
