/**
 * Table assignment. Not an ITS rule (the rules leave tables to the organizer); what serious
 * pairing tools do, each part switchable:
 *   - the top pairing sits on the first table, the next on the second, and so on;
 *   - optionally nobody plays on a table they have already used (an assignment problem:
 *     cost 1000 per player who has used the table, plus the distance from the pair's slot,
 *     solved exactly with the Hungarian method);
 *   - a table built for one scenario only is used only in the round playing that scenario;
 *   - a player seated at a fixed table for the whole event (mobility needs, a streamed table)
 *     has their game put there (cost 1,000,000 per fixed player away from their table, above
 *     any repeat), with a warning naming them when it cannot be;
 *   - the round uses one table per game: fixed tables, then the lowest others, so a fixed
 *     player never leaves table 1 empty and the other games stay in order around them;
 *   - a draft paired again keeps each kept game at its table.
 * The event's table list is the only source of table numbers: when it is too short for a round,
 * the assignment answers `{ short }` (nothing is invented) and pairing refuses the round, so the
 * organizer can choose.
 */
import { said } from '../../../shared/messages';
import type { Said } from '../../../shared/messages';
import { pairKey } from './pairing/history';

export interface TableSpec {
  number: number;
  fixedScenario?: string | null;
}

export interface TableOptions {
  /** The event's tables; when empty, tables are numbered 1, 2, 3, … */
  tables?: readonly TableSpec[];
  /** The round's scenario, to honour tables fixed to a scenario. */
  scenarioId?: string;
  avoidRepeatTables?: boolean;
  /** player → table → rounds already played there. */
  history: ReadonlyMap<string, ReadonlyMap<number, readonly number[]>>;
  /** player → the table they keep for the whole event. */
  fixed?: ReadonlyMap<string, number>;
  /** A draft paired again: its kept games (pair key → table) stay at their tables. */
  previous?: ReadonlyMap<string, number>;
}

export interface TableAssignment {
  tables: number[];
  warnings: Said[];
}

const REPEAT_COST = 1000;
const FIXED_COST = 1_000_000;
const KEEP_COST = 100_000;
const SPARE_COST = 500;

/** The event's tables cannot seat every game of the round. */
export interface TablesShort {
  needed: number;
  /** Tables able to host the round's scenario. */
  usable: number;
  /** Tables of the event built for another scenario (usable only if the organizer agrees). */
  fixedElsewhere: readonly number[];
}

/** The tables this round may use, in order; `short` when there are too few for `needed` games. */
export function availableTables(
  options: Pick<TableOptions, 'tables' | 'scenarioId'>,
  needed: number,
): {
  numbers: number[];
  warnings: Said[];
  short?: TablesShort;
} {
  const defined = options.tables ?? [];
  if (defined.length === 0) return { numbers: Array.from({ length: needed }, (_, i) => i + 1), warnings: [] };
  const scenario = options.scenarioId ?? '';
  const hosts = (t: TableSpec) => !t.fixedScenario || t.fixedScenario === scenario;
  const numbers = defined
    .filter(hosts)
    .map((t) => t.number)
    .sort((x, y) => x - y);
  if (numbers.length < needed) {
    const elsewhere = defined
      .filter((t) => !hosts(t))
      .map((t) => t.number)
      .sort((x, y) => x - y);
    return { numbers, warnings: [], short: { needed, usable: numbers.length, fixedElsewhere: elsewhere } };
  }
  return { numbers, warnings: [] };
}

function repeats(history: TableOptions['history'], ids: readonly string[], table: number): number {
  let count = 0;
  for (const id of ids) if (history.get(id)?.has(table)) count++;
  return count;
}

/** Fixed players of a pair away from their table `table`. */
function awayFromFixed(fixed: TableOptions['fixed'], ids: readonly string[], table: number): number {
  let count = 0;
  for (const id of ids) {
    const keep = fixed?.get(id);
    if (keep !== undefined && keep !== table) count++;
  }
  return count;
}

/**
 * The tables a round uses: exactly one per game. The tables players are fixed to and, when a
 * draft is paired again, the tables its kept games sat at come first; then the lowest others, so
 * no table is left empty below a used one for nothing.
 */
function tablesOfRound(
  numbers: readonly number[],
  pairs: readonly { a: string; b: string }[],
  options: TableOptions,
): number[] {
  const usable = new Set(numbers);
  const chosen = new Set<number>();
  const want = (table: number | undefined) => {
    if (table !== undefined && usable.has(table) && chosen.size < pairs.length) chosen.add(table);
  };
  for (const p of pairs) for (const id of [p.a, p.b]) want(options.fixed?.get(id));
  for (const p of pairs) want(options.previous?.get(pairKey(p.a, p.b)));
  for (const n of numbers) want(n);
  return [...chosen].sort((x, y) => x - y);
}

/**
 * Seats fixed players at their table, kept games at theirs, and every other game in order on
 * the lowest tables left (the top pairing first).
 */
function inOrder(
  pairs: readonly { a: string; b: string }[],
  numbers: readonly number[],
  options: TableOptions,
): number[] {
  const out: (number | undefined)[] = Array.from({ length: pairs.length }, () => undefined);
  const taken = new Set<number>();
  const usable = new Set(numbers);
  const seat = (i: number, table: number | undefined) => {
    if (out[i] !== undefined || table === undefined || !usable.has(table) || taken.has(table)) return;
    out[i] = table;
    taken.add(table);
  };
  pairs.forEach((p, i) => [p.a, p.b].forEach((id) => seat(i, options.fixed?.get(id))));
  pairs.forEach((p, i) => seat(i, options.previous?.get(pairKey(p.a, p.b))));
  const free = numbers.filter((n) => !taken.has(n));
  let next = 0;
  return out.map((table) => table ?? (free[next++] as number));
}

/** Tables for pairs given top pairing first, or `{ short }` when the event's tables are too few. */
export function assignTables(
  pairs: readonly { a: string; b: string }[],
  options: TableOptions,
): TableAssignment | { short: TablesShort } {
  const { numbers: available, warnings, short } = availableTables(options, pairs.length);
  if (short) return { short };
  const all = extendedFor(available, options);
  const numbers = tablesOfRound(all, pairs, options);
  let tables = inOrder(pairs, numbers, options);
  const repeatAt = (i: number, table: number) => {
    const p = pairs[i] as { a: string; b: string };
    return options.avoidRepeatTables ? repeats(options.history, [p.a, p.b], table) : 0;
  };
  if (tables.some((table, i) => repeatAt(i, table) > 0)) {
    // A spare table (beyond the round's own) is used only to avoid a repeat.
    const own = new Set(numbers);
    const cost = (i: number, j: number): number => {
      const p = pairs[i] as { a: string; b: string };
      const table = all[j] as number;
      const was = options.previous?.get(pairKey(p.a, p.b));
      const moved = was !== undefined && was !== table ? KEEP_COST : 0;
      const spare = own.has(table) ? 0 : SPARE_COST;
      const away = FIXED_COST * awayFromFixed(options.fixed, [p.a, p.b], table);
      return away + moved + REPEAT_COST * repeatAt(i, table) + spare + Math.abs(i - j);
    };
    tables = hungarian(pairs.length, all.length, cost).map((j) => all[j] as number);
  }
  pairs.forEach((p, i) => {
    const table = tables[i] as number;
    for (const id of [p.a, p.b]) {
      const keep = options.fixed?.get(id);
      if (keep !== undefined && keep !== table) {
        const key = numbers.includes(keep) ? 'm.warn.fixedTableTaken' : 'm.warn.fixedTableUnavailable';
        warnings.push(said(key, { player: id, table: keep, at: table }));
      }
      const rounds = options.avoidRepeatTables ? options.history.get(id)?.get(table) : undefined;
      if (rounds) {
        warnings.push(said('m.warn.repeatTableForced', { player: id, table, rounds }));
      }
    }
  });
  return { tables, warnings };
}

/** Without an event table list, tables are numbered on: far enough for the kept games' tables. */
function extendedFor(numbers: readonly number[], options: TableOptions): readonly number[] {
  if ((options.tables ?? []).length > 0 || !options.previous) return numbers;
  const highest = Math.max(numbers.length, ...options.previous.values());
  return Array.from({ length: highest }, (_, i) => i + 1);
}

/**
 * Minimum-cost assignment of `rows` rows to distinct columns (rows ≤ cols), Hungarian method
 * with potentials, O(rows² · cols). Returns the column of each row.
 */
export function hungarian(rows: number, cols: number, cost: (row: number, col: number) => number): number[] {
  if (rows > cols) throw new Error('hungarian: more rows than columns');
  const INF = Number.POSITIVE_INFINITY;
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(cols + 1);
  const p = new Int32Array(cols + 1); // p[j] = row (1-based) assigned to column j
  const way = new Int32Array(cols + 1);
  const minv = new Float64Array(cols + 1);
  const used = new Uint8Array(cols + 1);
  for (let i = 1; i <= rows; i++) {
    p[0] = i;
    let j0 = 0;
    minv.fill(INF);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = p[j0] as number;
      let delta = INF;
      let j1 = 0;
      for (let j = 1; j <= cols; j++) {
        if (used[j]) continue;
        const cur = cost(i0 - 1, j - 1) - (u[i0] as number) - (v[j] as number);
        if (cur < (minv[j] as number)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if ((minv[j] as number) < delta) {
          delta = minv[j] as number;
          j1 = j;
        }
      }
      for (let j = 0; j <= cols; j++) {
        if (used[j]) {
          u[p[j] as number] = (u[p[j] as number] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else minv[j] = (minv[j] as number) - delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0] as number;
      p[j0] = p[j1] as number;
      j0 = j1;
    } while (j0 !== 0);
  }
  const out = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= cols; j++) if ((p[j] as number) > 0) out[(p[j] as number) - 1] = j - 1;
  return out;
}
