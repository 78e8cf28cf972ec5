/**
 * Writing a new version of an object into a draft field by field: only what differs is
 * assigned, so the change (and its audit entry, and the patch screens receive) names the fields
 * that moved — a confirm changes a report's state and time, not the whole report again.
 */
import { deepEqual } from '../../shared/patch';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Makes `target` equal to `next`, in place, touching only the keys whose values differ. */
export function editInPlace<T extends object>(target: T, next: T): void {
  const from = target as Record<string, unknown>;
  const to = next as Record<string, unknown>;
  for (const key of Object.keys(from)) {
    if (!Object.prototype.hasOwnProperty.call(to, key)) delete from[key];
  }
  for (const [key, value] of Object.entries(to)) {
    const current = from[key];
    if (deepEqual(current, value)) continue;
    if (isPlainObject(current) && isPlainObject(value)) editInPlace(current, value);
    else from[key] = value;
  }
}
