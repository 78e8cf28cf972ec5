/**
 * How a stale edit's two versions read on screen: a table's result as OP and
 * VP, a pairing as its table and players' names, a player as their name and the fields that
 * differ between the two versions, a setting as its value — never ids or raw JSON.
 */
import { t } from './i18n';

interface ResultLike {
  op: [number, number];
  vp: [number, number];
}

type Fields = Record<string, unknown>;

function isResult(v: unknown): v is ResultLike {
  return (
    typeof v === 'object' && v !== null && Array.isArray((v as ResultLike).op) && Array.isArray((v as ResultLike).vp)
  );
}

const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

const HIDDEN = new Set(['id', 'committedAt', 'committedBy', 'facts', 'rulings', 'listA', 'listB', 'a', 'b']);

/** A player's fields in the referee's words (the main side sends a player without id or code). */
const PLAYER_FIELDS: Record<string, (v: unknown) => string> = {
  itsPin: (v) => `${t('players.pin')}: ${String(v)}`,
  faction: (v) => `${t('players.faction')}: ${String(v)}`,
  club: (v) => `${t('players.club')}: ${String(v)}`,
  checkedIn: (v) => `${t('players.checkedIn')}: ${v ? '✓' : '✗'}`,
  droppedAfterRound: (v) => (v === null ? t('players.active') : t('players.droppedAfter', { n: Number(v) })),
  joinedRound: (v) => t('players.joinsRound', { n: Number(v) }),
  rating: (v) => t('conflict.rating', { rating: String(v) }),
};

const isPlayer = (v: Fields): boolean => 'droppedAfterRound' in v && 'name' in v;

function describePlayer(player: Fields, other: unknown): string[] {
  const differs = (key: string) => !isRecord(other) || JSON.stringify(other[key]) !== JSON.stringify(player[key]);
  const lines = [String(player.name)];
  for (const [key, say] of Object.entries(PLAYER_FIELDS)) {
    if (key in player && differs(key) && player[key] !== '') lines.push(say(player[key]));
  }
  return lines;
}

/** Lines describing one version; `other` is the version it is shown beside. */
function describe(value: unknown, other: unknown): string[] {
  if (value === null || value === undefined || value === '') return [t('conflict.empty')];
  if (isResult(value)) return [t('conflict.result', { op: value.op.join('–'), vp: value.vp.join('–') })];
  if (typeof value === 'boolean') return [value ? '✓' : '✗'];
  if (!isRecord(value)) return [String(value)];
  if ('result' in value) {
    const seats = typeof value.table === 'number' && typeof value.a === 'string' && typeof value.b === 'string';
    const lines = seats
      ? [t('conflict.pairing', { table: value.table as number, a: value.a as string, b: value.b as string })]
      : [];
    // A draft pairing has no result yet: its seats say it all.
    if (!seats || value.result) lines.push(...describe(value.result, undefined));
    if (typeof value.dispute === 'string' && value.dispute) lines.push(value.dispute);
    return lines;
  }
  if (isPlayer(value)) return describePlayer(value, other);
  return Object.entries(value)
    .filter(([key, v]) => !HIDDEN.has(key) && v !== null && typeof v !== 'object')
    .map(([, v]) => (typeof v === 'boolean' ? (v ? '✓' : '✗') : String(v)));
}

/** The lines of the version now in the event and of the referee's own, side by side. */
export function describeVersions(current: unknown, yours: unknown): { current: string[]; yours: string[] } {
  return { current: describe(current, yours), yours: describe(yours, current) };
}
