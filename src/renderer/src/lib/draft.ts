/** Helpers for edit-then-save forms: only the fields that changed are sent to the API. */

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The top-level keys of `draft` whose values differ from `saved`, with the draft's values. */
export function changedFields<T extends object>(saved: T, draft: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (!same(saved[key], draft[key])) out[key] = draft[key];
  }
  return out;
}

/** A plain deep copy of JSON data (state proxies included). */
export function plainCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
