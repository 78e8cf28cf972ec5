/**
 * What a screen's call carries besides its own parameters, and whether the screen reads the
 * event again after it. Which methods are whole-file operations (open, restore, …) the API
 * contract says (`isFileOperation`, declared beside each domain's schemas); the screens keep no
 * list of their own.
 */
import { isFileOperation } from '../../../shared/api';
import type { Method } from '../../../shared/api';

/** Sessions, backups and the change history: calls that never change the event as a screen showed it. */
const SESSION_OR_HISTORY = /^(auth|backups|audit)\./;
/** Undo and redo: fenced to the event shown (`eventId`), whatever revision the screen held. */
const UNDO_OR_REDO = /^audit\.(undo|redo)$/;

/**
 * The parameters as sent: an edit takes the revision the screen was showing (stale-edit check)
 * and the event it was showing (a change meant for another event is refused, never misplaced);
 * undo and redo only the event; a whole-file operation neither.
 */
export function withEnvelope<P>(method: Method, params: P, base: number | undefined, eventId: string | undefined): P {
  // A call without parameters still carries its envelope (the server refuses a change naming no event).
  const fields = params ?? {};
  if (
    base !== undefined &&
    !isFileOperation(method) &&
    !SESSION_OR_HISTORY.test(method) &&
    typeof fields === 'object'
  ) {
    return { ...fields, baseRevision: base, eventId } as P;
  }
  if (UNDO_OR_REDO.test(method) && eventId) return { ...fields, eventId } as P;
  return params;
}

/**
 * A change sent outside `session.run` (it handles its own answer) still names the event shown,
 * without the stale-edit check.
 */
export function forEvent<P extends object>(params: P, eventId: string | undefined): P {
  return eventId ? { ...params, eventId } : params;
}

/** After a whole-file operation or a sign-in/out the event (or who looks at it) is another: read it whole. */
export function readsEventAgain(method: Method): boolean {
  return isFileOperation(method) || method.startsWith('auth.');
}
