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
 *     any repeat), with a warning naming them when it cannot be.
 * The event's table list is the only source of table numbers: when it is too short for a round,
 * pairing stops with TablesShortError (nothing is invented) so the organizer can choose.
 */
import { said } from '../../../shared/messages';
import type { Said } from '../../../shared/messages';

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
}

export interface TableAssignment {
  tables: number[];
  warnings: Said[];
}

const REPEAT_COST = 1000;
const FIXED_COST = 1_000_000;

/** The event's tables cannot seat every game of the round. */
export class TablesShortError extends Error {
  constructor(
    readonly needed: number,
    /** Tables able to host the round's scenario. */
    readonly usable: number,
    /** Tables of the event built for another scenario (usable only if the organizer agrees). */
    readonly fixedElsewhere: readonly number[],
  ) {
    super(`${needed} tables needed, ${usable} can host the round`);
    this.name = 'TablesShortError';
  }
}

/** The tables this round may use, in order; throws TablesShortError when there are too few. */
export function availableTables(
  options: Pick<TableOptions, 'tables' | 'scenarioId'>,
  needed: number,
): {
  numbers: number[];
  warnings: Said[];
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
    throw new TablesShortError(needed, numbers.length, elsewhere);
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

/** Tables for pairs given top pairing first. */
export function assignTables(pairs: readonly { a: string; b: string }[], options: TableOptions): TableAssignment {
  const { numbers, warnings } = availableTables(options, pairs.length);
  const fixedHere = pairs.some((p) => options.fixed?.has(p.a) || options.fixed?.has(p.b));
  if (!options.avoidRepeatTables && !fixedHere) return { tables: numbers.slice(0, pairs.length), warnings };

  const cost = (i: number, j: number): number => {
    const p = pairs[i] as { a: string; b: string };
    const table = numbers[j] as number;
    const repeat = options.avoidRepeatTables ? REPEAT_COST * repeats(options.history, [p.a, p.b], table) : 0;
    return FIXED_COST * awayFromFixed(options.fixed, [p.a, p.b], table) + repeat + Math.abs(i - j);
  };
  let conflict = false;
  for (let i = 0; i < pairs.length && !conflict; i++) if (cost(i, i) >= REPEAT_COST) conflict = true;
  const columns = conflict ? hungarian(pairs.length, numbers.length, cost) : pairs.map((_, i) => i);
  const tables = columns.map((j) => numbers[j] as number);
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
