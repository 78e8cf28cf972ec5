/**
 * The most Objective Points a pack scenario could give one player, worked out from the data before
 * the pack is accepted (ITS · a scenario gives at most 10 OP): every objective at its best, except
 * that objectives which cannot score together count only once — the Attacker's and the Defender's,
 * "as many as" and "more than" on one figure, objectives whose conditions need different answers
 * to the same question, and those a `not-together` check keeps apart.
 */
import type { PackCheck, PackCondition, PackObjective, PackScenario, PackValue } from '../../../../shared/scenarioPack';
import { GAME_ROUNDS } from '../scenario';

/** One objective at one Game Round (or at the end), with what it needs to score. */
interface Scoring {
  op: number;
  /** Alternatives of one objective (`any` in its condition) never score together. */
  objective: number;
  role?: 'attacker' | 'defender';
  round?: number;
  /** Answers it needs: "fact:key" → value (`!value`: anything but). */
  needs: Map<string, string>;
  figure?: string;
  kind: PackObjective['kind'];
}

const literalOf = (c: PackCondition, round: number | undefined): [string, string][] => {
  const where = round === undefined ? '' : `@${round}`;
  if ('fact' in c)
    return [[`own:${c.fact}${where}`, c.isNot !== undefined ? `!${String(c.isNot)}` : String(c.is ?? true)]];
  if ('opponent' in c)
    return [[`opp:${c.opponent}${where}`, c.isNot !== undefined ? `!${String(c.isNot)}` : String(c.is ?? true)]];
  if ('game' in c) return [[`game:${c.game}`, c.isNot !== undefined ? `!${String(c.isNot)}` : String(c.is ?? true)]];
  if ('all' in c) return c.all.flatMap((x) => literalOf(x, round));
  return [];
};

/** Two needs of one answer that cannot both hold. */
function clash(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.startsWith('!') && b.startsWith('!')) return false;
  if (a.startsWith('!')) return a.slice(1) === b;
  if (b.startsWith('!')) return b.slice(1) === a;
  return true;
}

function needsClash(a: Map<string, string>, b: Map<string, string>): boolean {
  for (const [key, value] of a) {
    const other = b.get(key);
    if (other !== undefined && clash(value, other)) return true;
  }
  return false;
}

function satisfies(
  needs: Map<string, string>,
  c: PackCondition,
  round: number | undefined,
  mirrored: boolean,
): boolean {
  const literals = literalOf(c, round).map(([key, value]): [string, string] => [mirrored ? mirror(key) : key, value]);
  return literals.length > 0 && literals.every(([key, value]) => needs.get(key) === value);
}

/** A check holds for both players: seen from the opponent, "own" answers are the opponent's. */
const mirror = (key: string): string =>
  key.startsWith('own:') ? `opp:${key.slice(4)}` : key.startsWith('opp:') ? `own:${key.slice(4)}` : key;

/** "The same as the adversary" written as a condition: an equality of one answer of both players. */
function sameFigureOf(c: PackCondition | undefined): string | undefined {
  if (!c || !('compare' in c)) return undefined;
  const [left, op, right] = c.compare;
  if (op !== 'eq' || typeof left !== 'object' || typeof right !== 'object') return undefined;
  return 'fact' in left && 'opponent' in right && left.fact === right.opponent ? JSON.stringify(left) : undefined;
}

function maxOfValue(v: PackValue, s: PackScenario): number {
  if (typeof v === 'number') return v;
  if ('fact' in v || 'opponent' in v) {
    const key = 'fact' in v ? v.fact : v.opponent;
    const q = s.player[key] ?? s.round?.[key];
    if (!q) return 0;
    if (q.kind === 'count') return q.max;
    if (q.kind === 'army-points') return 1000;
    return 1;
  }
  if ('sum' in v) return v.sum.reduce<number>((t, x) => t + maxOfValue(x, s), 0);
  if ('min' in v) return Math.min(...v.min.map((x) => maxOfValue(x, s)));
  if ('count' in v) return v.count.length;
  if ('byArmy' in v) return Math.max(0, ...Object.values(v.byArmy));
  return 1000;
}

let objectiveCount = 0;

function scorings(o: PackObjective, s: PackScenario, round?: number): Scoring[] {
  if (o.kind === 'each-round') {
    return Array.from({ length: GAME_ROUNDS }, (_, i) => o.objectives.flatMap((inner) => scorings(inner, s, i))).flat();
  }
  const objective = objectiveCount++;
  const when = o.kind === 'points' ? o.when : undefined;
  // An objective scored on any of several conditions: each alternative at its own needs.
  const branches = when && 'any' in when ? when.any : [when];
  return branches.map((branch) => scoring(o, s, objective, branch, round));
}

function scoring(
  o: Exclude<PackObjective, { kind: 'each-round' }>,
  s: PackScenario,
  objective: number,
  when: PackCondition | undefined,
  round: number | undefined,
): Scoring {
  const needs = new Map<string, string>();
  if (when) for (const [key, value] of literalOf(when, round)) needs.set(key, value);
  if (o.kind === 'classified') needs.set(`own:${o.question}`, '!none');
  const op =
    o.kind === 'each'
      ? (o.cap ?? maxOfValue(o.count, s)) * o.op
      : o.kind === 'bands'
        ? Math.max(...o.ops)
        : o.kind === 'value'
          ? Math.min(o.max, maxOfValue(o.figure, s))
          : o.op;
  const same = o.kind === 'points' ? sameFigureOf(when) : undefined;
  const figure =
    o.kind === 'more' || o.kind === 'same' ? JSON.stringify(o.figure) : same !== undefined ? same : undefined;
  return {
    op,
    objective,
    kind: same !== undefined ? 'same' : o.kind,
    needs,
    ...(o.role ? { role: o.role } : {}),
    ...(round !== undefined ? { round } : {}),
    ...(figure ? { figure: `${figure}@${round ?? ''}` } : {}),
  };
}

function exclusive(a: Scoring, b: Scoring, checks: readonly PackCheck[]): boolean {
  if (a.objective === b.objective) return true;
  if (a.role && b.role && a.role !== b.role) return true;
  if (a.figure && a.figure === b.figure && a.kind !== b.kind) return true;
  if (needsClash(a.needs, b.needs)) return true;
  return checks.some(
    (c) =>
      c.kind === 'not-together' &&
      [false, true].some(
        (mirrored) =>
          (satisfies(a.needs, c.first, a.round, mirrored) && satisfies(b.needs, c.second, b.round, mirrored)) ||
          (satisfies(b.needs, c.first, b.round, mirrored) && satisfies(a.needs, c.second, a.round, mirrored)),
      ),
  );
}

/** The scenario's own objectives at their best together, plus its Classified Objectives. */
export function maximumOp(s: PackScenario): number {
  objectiveCount = 0;
  const all = s.objectives.flatMap((o) => scorings(o, s)).filter((x) => x.op > 0);
  let best = 0;
  const pick = (i: number, chosen: Scoring[], total: number, rest: number): void => {
    if (total + rest <= best) return;
    if (i === all.length) {
      best = total;
      return;
    }
    const x = all[i] as Scoring;
    if (!chosen.some((y) => exclusive(x, y, s.checks))) pick(i + 1, [...chosen, x], total + x.op, rest - x.op);
    pick(i + 1, chosen, total, rest - x.op);
  };
  pick(
    0,
    [],
    0,
    all.reduce((t, x) => t + x.op, 0),
  );
  const classified = s.classifiedDeck === 'own-deck' ? s.classified.count * s.classified.op : 0;
  return best + classified;
}
