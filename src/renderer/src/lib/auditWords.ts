/**
 * The audit log's before/after in the referee's words and language: a data path such as
 * ['rounds', 0, 'pairings', 46, 'result', 'op'] reads "Round 1 › Table 47 › Result › OP" (in
 * Spanish "Ronda 1 › Mesa 47 › Resultado › PO"), and a
 * player's internal id inside a value reads as the player's name. Rounds and tables are looked up
 * in the event as it is now; an index that no longer exists is counted from 1.
 */
import type { EventFile } from '../../../shared/model';
import { en } from '../../../shared/i18n/en';
import type { TextKey } from '../../../shared/i18n/en';
import { t } from './i18n';

type Lookup = Pick<EventFile, 'rounds' | 'players' | 'tables' | 'lists'>;

/** A field of the event file and the text that names it (a field without one: `m.field.<name>`). */
const FIELD_WORDS: Record<string, TextKey> = {
  result: 'standings.outcome',
  op: 'standings.op',
  vp: 'standings.vp',
  tp: 'standings.tp',
  a: 'm.side.a',
  b: 'm.side.b',
  listA: 'audit.path.listA',
  listB: 'audit.path.listB',
  dispute: 'audit.path.dispute',
  confirmedByA: 'audit.path.confirmedByA',
  confirmedByB: 'audit.path.confirmedByB',
  committedAt: 'audit.path.committedAt',
  committedBy: 'audit.path.committedBy',
  rulings: 'audit.path.rulings',
  status: 'players.status',
  bye: 'standings.byeWord',
  warnings: 'rounds.warnings',
  timer: 'audit.path.timer',
  scenarioId: 'm.field.scenario',
  checkedIn: 'players.checkedIn',
  droppedAfterRound: 'audit.path.droppedAfterRound',
  rating: 'audit.path.rating',
  settings: 'audit.path.settings',
  rounds: 'nav.rounds',
  lists: 'audit.path.lists',
  tracker: 'audit.path.tracker',
  catalogs: 'catalogs.heading',
  fixedScenario: 'event.table.fixedScenario',
  terrain: 'event.table.terrain',
  pairings: 'phone.tab.pairings',
};

/** A field's name in the referee's language; a field no catalog names reads as its words. */
function words(key: string): string {
  const known = FIELD_WORDS[key] ?? (`m.field.${key}` in en ? (`m.field.${key}` as TextKey) : undefined);
  if (known) return t(known);
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

export function describePath(path: readonly (string | number)[], event: Lookup | null): string {
  const parts: string[] = [];
  let round: EventFile['rounds'][number] | undefined;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] as string | number;
    const next = path[i + 1];
    if (key === 'rounds' && typeof next === 'number') {
      round = event?.rounds[next];
      parts.push(t('rounds.roundN', { n: round?.number ?? next + 1 }));
      i++;
    } else if (key === 'pairings' && typeof next === 'number') {
      parts.push(t('common.tableN', { n: round?.pairings[next]?.table ?? next + 1 }));
      i++;
    } else if (key === 'players' && typeof next === 'number') {
      parts.push(event?.players[next]?.name ?? t('audit.path.player', { n: next + 1 }));
      i++;
    } else if (key === 'tables' && typeof next === 'number') {
      parts.push(t('common.tableN', { n: event?.tables[next]?.number ?? next + 1 }));
      i++;
    } else if (key === 'lists' && typeof next === 'number') {
      const list = event?.lists[next];
      parts.push(list?.name ? t('audit.path.listNamed', { name: list.name }) : t('audit.path.list', { n: next + 1 }));
      i++;
    } else if (key === 'tracker' && typeof next === 'string' && /^\d+:\d+$/.test(next)) {
      const [r, table] = next.split(':').map(Number);
      parts.push(t('audit.path.trackerOf', { round: r ?? 0, table: table ?? 0 }));
      i++;
    } else if ((key === 'op' || key === 'vp' || key === 'tp') && (next === 0 || next === 1)) {
      parts.push(t(next === 0 ? 'audit.path.ofA' : 'audit.path.ofB', { field: words(key) }));
      i++;
    } else if (typeof key === 'number') parts.push(t('audit.item', { n: key + 1 }));
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
