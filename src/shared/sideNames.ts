/**
 * The rules engine names players by side (“Player A”): it knows no names. Where the caller knows
 * the pairing (main's API, the desk's and phone's wizards), a refusal names the players instead.
 */
import { ApiError } from './errors';
import { isMessageRef } from './messages';
import type { MessageParam, MessageRef } from './messages';

export type Names = { a: MessageParam; b: MessageParam };

/** The message with “Player A” and “Player B” replaced by the players' names, at any depth. */
function namedSides(value: MessageRef, names: Names): MessageRef;
function namedSides(value: MessageParam, names: Names): MessageParam;
function namedSides(value: MessageParam, names: Names): MessageParam {
  if (Array.isArray(value)) return value.map((v: MessageParam) => namedSides(v, names));
  if (!isMessageRef(value)) return value;
  if (value.key === 'm.side.a') return names.a;
  if (value.key === 'm.side.b') return names.b;
  if (!value.params) return value;
  return {
    key: value.key,
    params: Object.fromEntries(Object.entries(value.params).map(([k, v]) => [k, namedSides(v, names)])),
  };
}

/** Runs `fn`; a refusal it throws names the players. */
export function withNames<T>(names: Names | undefined, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (!names || !(err instanceof ApiError) || !err.i18n) throw err;
    throw new ApiError(err.code, namedSides(err.i18n, names), err.details);
  }
}
