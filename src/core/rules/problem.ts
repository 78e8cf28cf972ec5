/**
 * What the rules engine says when it refuses: a problem as data, never an exception.
 *
 * The core runs in every process (main, the desk's screens, the phones), so it cannot throw the
 * API's error type: a phone previewing a score wants the refusal to show beside the answer, and
 * main wants it as the API's error. A function that can refuse returns `Ruled<T>`, either its
 * value or a `RulesProblem`; each caller decides what a refusal means where it stands (main maps
 * it to its error at the boundary, `src/main/api/fromRules.ts`). The type is a tagged union
 * checked by `ok`, so TypeScript makes the caller look before it reads the value.
 *
 * The kind says what is wrong, not which error code shows it:
 *   - `invalid`: the input is malformed or out of its range (an answer the question does not allow);
 *   - `unknown`: it names something that does not exist (a scenario, a player, a trooper, a line);
 *   - `violation`: it is well formed but the rules forbid it (facts that contradict each other, a
 *     move out of turn);
 *   - `conflict`: it does not fit the state it would change (confirming a report already accepted).
 * The message is a catalog key with its values, so whoever shows it words it in the reader's
 * language; `details` carries what a form marks (`fields`) or a caller reads.
 *
 * Faults (a bug, an impossible state) still throw a plain `Error`: they are not the rules saying no.
 */
import type { ErrorDetails } from '../../shared/errorDetails';
import type { MessageRef } from '../../shared/messages';

export type ProblemKind = 'invalid' | 'unknown' | 'violation' | 'conflict';

export interface RulesProblem {
  readonly kind: ProblemKind;
  readonly message: MessageRef;
  readonly details?: ErrorDetails;
}

/** A refusal, assignable to `Ruled<T>` of any `T`. */
export interface Refused {
  readonly ok: false;
  readonly problem: RulesProblem;
}

export type Ruled<T> = { readonly ok: true; readonly value: T } | Refused;

/** The value, accepted. */
export const ok = <T>(value: T): Ruled<T> => ({ ok: true, value });

/** A refusal of `kind`; `details` only when given, so a problem reads the same as the error it becomes. */
export function refuse(kind: ProblemKind, message: MessageRef, details?: ErrorDetails): Refused {
  return { ok: false, problem: details === undefined ? { kind, message } : { kind, message, details } };
}
