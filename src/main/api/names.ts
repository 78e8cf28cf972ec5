/**
 * The rules engine names players by side (“Player A”): it knows no names. Where the API knows
 * the pairing, a refusal names the players instead.
 */
import { ApiError } from '../../shared/errors';
import { isMessageRef, msg } from '../../shared/messages';
import type { MessageParam } from '../../shared/messages';

export type Names = { a: MessageParam; b: MessageParam };

/** A player's name inside a message: one no longer registered is said in the reader's language. */
export const nameIn = (state: { players: readonly { id: string; name: string }[] }, id: string): MessageParam =>
  state.players.find((p) => p.id === id)?.name ?? msg('m.audit.removedPlayer');

/** The engine says “Player A”; the referee reads the players' names where the API knows them. */
function named(value: MessageParam, names: Names): MessageParam {
  if (Array.isArray(value)) return value.map((v: MessageParam) => named(v, names));
  if (!isMessageRef(value)) return value;
  if (value.key === 'm.side.a') return names.a;
  if (value.key === 'm.side.b') return names.b;
  if (!value.params) return value;
  return {
    key: value.key,
    params: Object.fromEntries(Object.entries(value.params).map(([k, v]) => [k, named(v, names)])),
  };
}

export function withNames<T>(names: Names | undefined, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (!names || !(err instanceof ApiError) || !err.i18n) throw err;
    throw new ApiError(err.code, named(err.i18n, names) as typeof err.i18n, err.details);
  }
}
