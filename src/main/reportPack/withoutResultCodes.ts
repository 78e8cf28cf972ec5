/**
 * The report pack's copy of the event leaves the players' result codes out: the pack is sent to
 * the organizer and ITS, and a code still signs its player in while the event file is open at the
 * venue. The codes are dropped from the players and from every audit change that carried one
 * (a registration's player, a new code issued), so nothing in the copy holds one.
 */
import type { AuditChange, EventFile } from '../../shared/model';

/** `value` with every `resultCode` property removed, at any depth (new objects; the event is untouched). */
function stripped(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripped);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'resultCode')
      .map(([key, inner]) => [key, stripped(inner)]),
  );
}

const setsACode = (change: AuditChange): boolean => change.path.at(-1) === 'resultCode';

export function withoutResultCodes(event: Readonly<EventFile>): EventFile {
  return {
    ...event,
    players: event.players.map((p) => stripped(p) as EventFile['players'][number]),
    audit: event.audit.map((entry) => ({
      ...entry,
      changes: entry.changes.filter((c) => !setsACode(c)).map((c) => stripped(c) as AuditChange),
    })),
  };
}
