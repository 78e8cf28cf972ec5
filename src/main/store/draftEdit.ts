/**
 * A change made to a draft of the event: the handler edits an immer draft sharing structure
 * with the state it changes (no deep clone of the event per change), and what leaves the
 * draft — its result, its audit facts, a refusal's details — is copied out as plain values.
 */
import { Immer, current as currentOf, isDraft } from 'immer';
import { ApiError } from '../../shared/errors';
import type { EventFile } from '../../shared/model';
import type { Edit } from './storeTypes';

/** Drafts share every part a handler does not change; nothing freezes them. */
const immer = new Immer({ autoFreeze: false });

/** Everything but the audit log and bookkeeping: what undo diffs and patches. */
export type Content = Omit<EventFile, 'audit' | 'revision' | 'updatedAt'>;

export function contentOf(event: EventFile): Content {
  const { audit: _audit, revision: _revision, updatedAt: _updatedAt, ...content } = event;
  return content;
}

/**
 * Runs `apply` on a draft of `current`: the state it leaves and what it returned. If it throws,
 * nothing changes and its refusal goes on, its details free of drafts.
 */
export function applyEdit<T>(
  current: EventFile,
  apply: (draft: EventFile) => Edit<T>,
): { next: EventFile; edit: Edit<T> } {
  let edit: Edit<T> | undefined;
  const next = immer.produce(current, (draft) => {
    // What leaves the draft (the result, the audit facts, a refusal's details) may hold
    // parts of it, which end with it: keep their values.
    try {
      edit = undrafted(apply(draft as EventFile));
    } catch (err) {
      throw err instanceof ApiError && err.details !== undefined ? withPlainDetails(err) : err;
    }
  }) as EventFile;
  return { next, edit: edit as Edit<T> };
}

/** The same refusal, its details free of drafts. */
function withPlainDetails(err: ApiError): ApiError {
  const plain = new ApiError(err.code, err.i18n ? undrafted(err.i18n) : err.message, undrafted(err.details));
  plain.stack = err.stack;
  return plain;
}

/** A value with every immer draft in it replaced by its current plain value. */
function undrafted<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (isDraft(value)) return currentOf(value as never) as T;
  if (Array.isArray(value)) return value.map(undrafted) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = undrafted(v);
  return out as T;
}
