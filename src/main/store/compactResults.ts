/**
 * Format 1 → 2: results and player reports keep their facts and figures; the OP breakdowns they
 * stored (labels, details and rule citations the rules derive from the facts) go. The referee's
 * rulings, which format 1 kept inside the stored breakdown, move to the result's `rulings`
 * ("a" / "b" a player's total, "a.3" a line by its index), the same lines the derived breakdown
 * has. The audit log is converted the same way, so undo and redo of older changes still apply:
 * a value holding a result or a report loses its breakdowns, a change to a ruling inside a stored
 * breakdown becomes the change of that ruling, and other changes inside one (its copies of OP and
 * the lines' points) are dropped, since the result's own figures record them.
 */
type Json = unknown;
type Doc = Record<string, Json>;
type Path = readonly (string | number)[];

const isObject = (v: Json): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const SIDES = ['a', 'b'] as const;

/** Where a path points inside the event: a result, a report submission, or neither. */
function kindAt(path: Path): 'result' | 'submission' | null {
  if (path[0] !== 'rounds' || path[2] !== 'pairings') return null;
  if (path.length === 5 && path[4] === 'result') return 'result';
  if (path.length === 7 && path[4] === 'report' && path[5] === 'submissions') return 'submission';
  return null;
}

/** The rulings a format-1 breakdown carried, keyed as format 2 stores them. */
function rulingsIn(breakdown: Json): Doc {
  const out: Doc = {};
  const players = isObject(breakdown) && isObject(breakdown.players) ? breakdown.players : {};
  for (const side of SIDES) {
    const player = players[side];
    if (!isObject(player)) continue;
    const lines = Array.isArray(player.lines) ? player.lines : [];
    lines.forEach((line, i) => {
      if (isObject(line) && isObject(line.ruling)) out[`${side}.${i}`] = line.ruling;
    });
    if (isObject(player.ruling)) out[side] = player.ruling;
  }
  return out;
}

/** A value found at `path`, with every result and submission inside it in the compact form. */
function compactValue(path: Path, value: Json): Json {
  if (Array.isArray(value)) return value.map((item, i) => compactValue([...path, i], item));
  if (!isObject(value)) return value;
  const kind = kindAt(path);
  const out: Doc = {};
  for (const [key, child] of Object.entries(value)) {
    if (kind !== null && key === 'breakdown') continue;
    out[key] = compactValue([...path, key], child);
  }
  // A result that had a breakdown keeps its rulings (maybe none): later changes name them.
  if (kind === 'result' && value.breakdown !== undefined) out.rulings = rulingsIn(value.breakdown);
  return out;
}

interface Change {
  path: (string | number)[];
  before?: Json;
  after?: Json;
  splice?: number;
}

/** One audit change in the compact form: itself, converted, or nothing. */
function compactChange(change: Change): Change | null {
  const path = change.path;
  const at = path.findIndex((seg, i) => seg === 'breakdown' && kindAt(path.slice(0, i)) !== null);
  if (at < 0) {
    const out: Change = { ...change, path: [...path] };
    // A splice's values are the items inserted or removed at `path`, each one level down.
    const valuePath = (i: number) => (change.splice === undefined ? path : [...path, change.splice + i]);
    const convert = (v: Json) =>
      change.splice !== undefined && Array.isArray(v)
        ? v.map((item, i) => compactValue(valuePath(i), item))
        : compactValue(path, v);
    if ('before' in change) out.before = convert(change.before);
    if ('after' in change) out.after = convert(change.after);
    return out;
  }
  const owner = path.slice(0, at);
  if (kindAt(owner) !== 'result') return null;
  const rest = path.slice(at + 1);
  const rulingPath = (key: string): Change => {
    const out: Change = { path: [...owner, 'rulings', key] };
    if (change.before !== undefined) out.before = change.before;
    if (change.after !== undefined) out.after = change.after;
    return out;
  };
  // players.<side>.lines.<i>.ruling, players.<side>.ruling: the ruling itself.
  if (rest.length === 5 && rest[0] === 'players' && rest[2] === 'lines' && rest[4] === 'ruling') {
    return rulingPath(`${String(rest[1])}.${String(rest[3])}`);
  }
  if (rest.length === 3 && rest[0] === 'players' && rest[2] === 'ruling') return rulingPath(String(rest[1]));
  // The whole breakdown set or removed: the rulings it carried.
  if (rest.length === 0 && change.splice === undefined) {
    const before = change.before === undefined ? undefined : rulingsIn(change.before);
    const after = change.after === undefined ? undefined : rulingsIn(change.after);
    // compactValue gave each result that had a breakdown its rulings: mirror that exactly.
    if (before !== undefined && after !== undefined && JSON.stringify(before) === JSON.stringify(after)) return null;
    const out: Change = { path: [...owner, 'rulings'] };
    if (before !== undefined) out.before = before;
    if (after !== undefined) out.after = after;
    return out;
  }
  return null;
}

export function compactResults(doc: Doc): Doc {
  const out = compactValue([], { ...doc, audit: [] }) as Doc;
  const audit = Array.isArray(doc.audit) ? doc.audit : [];
  out.audit = audit.map((entry: Json) => {
    if (!isObject(entry) || !Array.isArray(entry.changes)) return entry;
    const changes = (entry.changes as Change[]).map(compactChange).filter((c): c is Change => c !== null);
    return { ...entry, changes };
  });
  return out;
}
