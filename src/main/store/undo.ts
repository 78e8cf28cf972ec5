/**
 * Undo and redo, worked out from the audit log: which change an actor may take back or make
 * again, and the state that results — refused when a later change touched the same things or
 * when the result would break one of the event's invariants. The store commits what this
 * returns like any other change.
 */
import { ApiError } from '../../shared/errors';
import { msg, when } from '../../shared/messages';
import type { AuditChange, AuditEntry, EventFile } from '../../shared/model';
import { applyChangesCopy, currentMatches, diff } from '../../shared/patch';
import { refuseNewProblems } from './changeChecks';
import { contentOf } from './draftEdit';
import type { MutationMeta, UndoLink } from './storeTypes';

/**
 * Replays the audit log into the undo and redo stacks: a normal change clears the redo stack;
 * an undo moves its target to the redo stack; a redo makes itself undoable again. Given an
 * actor, the stacks are that actor's: the changes they made, the undos they did, and only
 * their own new changes clear their redo stack.
 */
export function undoRedoStacks(audit: readonly AuditEntry[], actor?: string): { undo: number[]; redo: number[] } {
  const mine = (who: string) => actor === undefined || who === actor;
  const owner = new Map(audit.map((e) => [e.revision, e.actor]));
  let undo: number[] = [];
  let redo: number[] = [];
  for (const e of audit) {
    if (e.undoOf !== null) {
      undo = undo.filter((r) => r !== e.undoOf);
      if (mine(e.actor)) redo.push(e.undoOf);
      else redo = redo.filter((r) => r !== e.undoOf);
    } else if (e.redoOf !== null) {
      redo = redo.filter((r) => r !== e.redoOf);
      undo.push(e.redoOf);
    } else if (e.changes.length > 0) {
      undo.push(e.revision);
      if (mine(e.actor)) redo = [];
    }
  }
  return { undo: undo.filter((r) => mine(owner.get(r) ?? '')), redo };
}

/**
 * The change an undo takes back: `actor`'s newest, or the one with `revision` if nothing since
 * depends on it. Someone else's change is taken back only with `confirm` (the screen shows
 * whose it is).
 */
export function undoTarget(
  working: EventFile,
  actor: string,
  revision: number | undefined,
  confirm: boolean,
): AuditEntry {
  const { undo } = undoRedoStacks(working.audit, revision === undefined ? actor : undefined);
  const target = revision ?? undo[undo.length - 1];
  if (target === undefined) throw new ApiError('CONFLICT', msg('m.undo.none'));
  if (!undo.includes(target)) {
    throw new ApiError('CONFLICT', msg('m.undo.unknown', { revision: target }));
  }
  const entry = entryAt(working, target);
  if (entry.actor !== actor && !confirm) {
    throw new ApiError(
      'CONFLICT',
      msg('m.undo.someoneElse', {
        revision: target,
        summary: entry.summaryI18n ?? entry.summary,
        actor: entry.actor,
        time: when(entry.at, 'seconds'),
      }),
      { needsConfirm: true, revision: target, actor: entry.actor, at: entry.at, summary: entry.summary },
    );
  }
  return entry;
}

/** The change a redo makes again: the one `actor` undid most recently. */
export function redoTarget(working: EventFile, actor: string): AuditEntry {
  const { redo } = undoRedoStacks(working.audit, actor);
  const target = redo[redo.length - 1];
  if (target === undefined) throw new ApiError('CONFLICT', msg('m.redo.none'));
  return entryAt(working, target);
}

function entryAt(working: EventFile, revision: number): AuditEntry {
  const entry = working.audit.find((e) => e.revision === revision);
  if (!entry) throw new ApiError('NOT_FOUND', msg('m.undo.noRevision', { revision }));
  return entry;
}

/** An undo or redo ready to commit: its audit facts, the state it leaves and its patches. */
export interface Reapplied {
  meta: MutationMeta;
  next: EventFile;
  changes: AuditChange[];
  link: UndoLink;
}

/**
 * Puts the things `entry` changed back to their values `before` it (an undo) or `after` it (a
 * redo), provided each still holds the value the other side left.
 */
export function reapplied(
  current: EventFile,
  actor: string,
  entry: AuditEntry,
  side: 'before' | 'after',
  reason: string | undefined,
  link: UndoLink,
): Reapplied {
  const expected = side === 'before' ? 'after' : 'before';
  const blocked = entry.changes.find((c) => !currentMatches(current, c, expected));
  if (blocked) {
    const later = current.audit.find(
      (e) => e.revision > entry.revision && e.undoneBy === null && e.changes.some((c) => overlaps(c, blocked)),
    );
    const undoing = side === 'before';
    const values = { revision: entry.revision, summary: entry.summaryI18n ?? entry.summary };
    throw new ApiError(
      'CONFLICT',
      later
        ? msg(undoing ? 'm.undo.blockedBy' : 'm.redo.blockedBy', {
            ...values,
            later: later.revision,
            laterSummary: later.summaryI18n ?? later.summary,
          })
        : msg(undoing ? 'm.undo.blocked' : 'm.redo.blocked', values),
      { blockedBy: later?.revision ?? null },
    );
  }
  const next = applyChangesCopy(current, entry.changes, side);
  const changes = diff(contentOf(current), contentOf(next));
  const verb = side === 'before' ? 'Undo' : 'Redo';
  refuseNewProblems(current, next, (problems) =>
    msg(verb === 'Undo' ? 'm.check.undoWouldBreak' : 'm.check.redoWouldBreak', {
      summary: entry.summaryI18n ?? entry.summary,
      problems,
    }),
  );
  return {
    meta: {
      actor,
      method: side === 'before' ? 'audit.undo' : 'audit.redo',
      summary: entry.summaryI18n
        ? msg(verb === 'Undo' ? 'm.audit.undo' : 'm.audit.redo', { summary: entry.summaryI18n })
        : `${verb}: ${entry.summary}`,
      reason: reason ?? '',
      tables: entry.tables,
      players: entry.players,
    },
    next,
    changes,
    link,
  };
}

function overlaps(a: AuditChange, b: AuditChange): boolean {
  const n = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < n; i++) if (a.path[i] !== b.path[i]) return false;
  return true;
}
