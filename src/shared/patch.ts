/**
 * Structural diffs between two JSON states, small enough to keep one per audit entry,
 * and their application in either direction (undo / redo).
 *
 * A change is either `set` (a value at a path replaced, added or removed) or `splice`
 * (items removed from / inserted into an array at an index), so adding a player to a
 * 256-player list records one player, not the list.
 */
import type { AuditChange } from './model';

type Json = unknown;
type Path = (string | number)[];

export function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  const ao = a as Record<string, Json>;
  const bo = b as Record<string, Json>;
  const ak = Object.keys(ao);
  if (ak.length !== Object.keys(bo).length) return false;
  for (const k of ak) {
    if (!Object.prototype.hasOwnProperty.call(bo, k) || !deepEqual(ao[k], bo[k])) return false;
  }
  return true;
}

/** Own properties only: a key such as "valueOf" must not reach the prototype. */
function own(obj: Record<string, Json>, key: string): Json {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

function isPlainObject(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function diff(before: Json, after: Json, path: Path = []): AuditChange[] {
  if (deepEqual(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) return diffArrays(before, after, path);
  if (isPlainObject(before) && isPlainObject(after)) {
    const changes: AuditChange[] = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changes.push(...diff(own(before, key), own(after, key), [...path, key]));
    }
    return changes;
  }
  return [setChange(path, before, after)];
}

function setChange(path: Path, before: Json, after: Json): AuditChange {
  const change: AuditChange = { path };
  if (before !== undefined) change.before = before;
  if (after !== undefined) change.after = after;
  return change;
}

function diffArrays(before: Json[], after: Json[], path: Path): AuditChange[] {
  if (before.length === after.length) {
    const changes: AuditChange[] = [];
    for (let i = 0; i < before.length; i++) changes.push(...diff(before[i], after[i], [...path, i]));
    return changes;
  }
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && deepEqual(before[prefix], after[prefix])) prefix++;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    deepEqual(before[before.length - 1 - suffix], after[after.length - 1 - suffix])
  ) {
    suffix++;
  }
  const removed = before.slice(prefix, before.length - suffix);
  const inserted = after.slice(prefix, after.length - suffix);
  return [{ path, splice: prefix, before: removed, after: inserted }];
}

function containerAt(root: Json, path: Path): Json {
  let node = root;
  for (const seg of path) {
    if (node === null || typeof node !== 'object') throw new Error(`Path not found: ${path.join('.')}`);
    node = Array.isArray(node) ? node[seg as number] : own(node as Record<string, Json>, String(seg));
  }
  return node;
}

/** The current value a change would overwrite, to detect conflicts before a selective undo. */
export function currentMatches(root: Json, change: AuditChange, side: 'before' | 'after'): boolean {
  const expected = change[side];
  const last = change.path[change.path.length - 1];
  try {
    if (change.splice !== undefined) {
      const arr = containerAt(root, change.path);
      if (!Array.isArray(arr)) return false;
      const items = (expected ?? []) as Json[];
      return deepEqual(arr.slice(change.splice, change.splice + items.length), items);
    }
    const parent = containerAt(root, change.path.slice(0, -1));
    const value =
      parent === null || typeof parent !== 'object'
        ? undefined
        : Array.isArray(parent)
          ? parent[last as number]
          : own(parent as Record<string, Json>, String(last));
    return deepEqual(value, expected);
  } catch {
    return false;
  }
}

/**
 * Applies changes in place, taking each change's `before` (undo) or `after` (redo) side.
 * `assign`: values are written by assignment (except a `__proto__` key), so a reactive proxy
 * (the screens' `$state` event) sees each write and makes the new value reactive too; a new
 * key defined on such a proxy would stay a plain object whose later changes nobody sees.
 */
export function applyChanges(
  root: Json,
  changes: readonly AuditChange[],
  side: 'before' | 'after',
  options: { assign?: boolean } = {},
): void {
  const other = side === 'before' ? 'after' : 'before';
  const ordered = side === 'before' ? [...changes].reverse() : changes;
  for (const change of ordered) {
    if (change.splice !== undefined) {
      const arr = containerAt(root, change.path);
      if (!Array.isArray(arr)) throw new Error('Splice target is not an array');
      const removeCount = ((change[other] ?? []) as Json[]).length;
      arr.splice(change.splice, removeCount, ...structuredClone((change[side] ?? []) as Json[]));
      continue;
    }
    const last = change.path[change.path.length - 1];
    const parent = containerAt(root, change.path.slice(0, -1));
    if (parent === null || typeof parent !== 'object') throw new Error('Change target missing');
    const value = change[side];
    if (value === undefined) delete (parent as Record<string, Json>)[last as string];
    else if (options.assign && last !== '__proto__')
      (parent as Record<string, Json>)[last as string] = structuredClone(value);
    else
      Object.defineProperty(parent, last as string, {
        value: structuredClone(value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
}

/**
 * Like `applyChanges`, but leaves `root` untouched: returns a new root that shares every part
 * the changes do not reach and copies only the containers on their paths.
 */
export function applyChangesCopy<T>(root: T, changes: readonly AuditChange[], side: 'before' | 'after'): T {
  const copies = new Set<object>();
  const copyOf = (node: Json): Json => {
    if (node === null || typeof node !== 'object') throw new Error('Change target missing');
    if (copies.has(node)) return node;
    const copy = Array.isArray(node) ? [...(node as Json[])] : { ...(node as Record<string, Json>) };
    copies.add(copy);
    return copy;
  };
  const top = copyOf(root as Json);
  /** The copy of the container at `path`, each container on the way copied once. */
  const writable = (path: Path): Json => {
    let node = top;
    for (const seg of path) {
      const parent = node as Record<string | number, Json>;
      const child = Array.isArray(parent) ? parent[seg as number] : own(parent as Record<string, Json>, String(seg));
      const copy = copyOf(child);
      if (copy !== child) setOwn(parent, seg, copy);
      node = copy;
    }
    return node;
  };
  const other = side === 'before' ? 'after' : 'before';
  const ordered = side === 'before' ? [...changes].reverse() : changes;
  for (const change of ordered) {
    if (change.splice !== undefined) {
      const arr = writable(change.path);
      if (!Array.isArray(arr)) throw new Error('Splice target is not an array');
      const removeCount = ((change[other] ?? []) as Json[]).length;
      arr.splice(change.splice, removeCount, ...structuredClone((change[side] ?? []) as Json[]));
      continue;
    }
    const last = change.path[change.path.length - 1];
    const parent = writable(change.path.slice(0, -1));
    const value = change[side];
    if (value === undefined) delete (parent as Record<string, Json>)[last as string];
    else setOwn(parent as Record<string, Json>, last as string, structuredClone(value));
  }
  return top as T;
}

/** An own, plain data property (a key such as "__proto__" stays data, never the prototype). */
function setOwn(parent: Json, key: string | number, value: Json): void {
  Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}
