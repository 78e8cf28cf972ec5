/**
 * The checks every change passes inside the write queue, against the state it is made to,
 * whatever else was queued before it: it breaks none of the event's invariants, and a finished
 * event stays frozen.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { AuditChange, EventFile } from '../../shared/model';
import { introducedProblems } from './consistency';

/**
 * Refuses a change that would break one of the event's invariants (a closed round with a game
 * without result, a player paired twice, …).
 */
export function refuseNewProblems(
  current: EventFile,
  draft: EventFile,
  refusal: (problems: MessageRef) => MessageRef,
): void {
  const introduced = introducedProblems(current, draft);
  if (introduced.length === 0) return;
  // One after the other, as sentences: "Round 1 …. Round 2 …."
  const [first, ...rest] = introduced.map((p) => p.i18n);
  const problems = rest.reduce((all, next) => msg('m.check.then', { first: all, rest: next }), first as MessageRef);
  throw new ApiError('CONFLICT', refusal(problems), {
    problems: introduced.map((p) => p.message),
  });
}

/** Settings that change how the event is shown, not what it holds: a finished event takes them. */
const DISPLAY_SETTINGS = new Set(['language']);
const onlyDisplay = (changes: readonly AuditChange[]) =>
  changes.length > 0 &&
  changes.every((c) => c.path[0] === 'settings' && DISPLAY_SETTINGS.has(String(c.path[1])) && c.path.length === 2);

/**
 * A finished event is frozen, for every write (changes, undo, redo). The only changes let
 * through are those that end the freeze (reopening, or undoing the finish) and display settings
 * (the language its screens and documents are read in).
 */
export function assertNotFrozen(previous: EventFile, next: EventFile, changes: readonly AuditChange[]): void {
  if (previous.finish && next.finish && !onlyDisplay(changes)) {
    throw new ApiError('CONFLICT', msg('m.store.frozen'), { finished: previous.finish.at });
  }
}
