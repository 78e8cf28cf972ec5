/** Small events, summaries and pushes for the session's specs (invented data, nothing real). */
import type { ChangedPush } from '../../../shared/follow';
import { EventFileSchema } from '../../../shared/model';
import type { AuditChange, AuditEntry, EventFile, EventSummary } from '../../../shared/model';

export const EVENT_ID = 'ev-1';

/** An event at `revision`, its settings as given (name "Spring Open", English by default). */
export function anEvent(revision = 1, settings: Partial<EventFile['settings']> = {}): EventFile {
  return EventFileSchema.parse({
    schemaVersion: 2,
    id: EVENT_ID,
    revision,
    createdAt: '2026-06-06T09:00:00.000Z',
    updatedAt: savedAt(revision),
    settings: { name: 'Spring Open', ...settings },
  });
}

/** When revision `n` was saved in these specs. */
export function savedAt(revision: number): string {
  return `2026-06-06T09:${String(revision).padStart(2, '0')}:00.000Z`;
}

export function summaryOf(event: EventFile): EventSummary {
  return {
    id: event.id,
    name: event.settings.name,
    date: event.settings.date,
    path: '/events/spring-open.json',
    revision: event.revision,
    updatedAt: event.updatedAt,
    players: event.players.length,
    rounds: event.rounds.length,
    language: event.settings.language,
  };
}

/** The committed entry of revision `n`, with its changes. */
export function anEntry(revision: number, changes: AuditChange[], method = 'events.updateSettings'): AuditEntry {
  return {
    revision,
    at: savedAt(revision),
    actor: 'desktop 1',
    method,
    summary: `Change ${revision}`,
    reason: '',
    tables: [],
    players: [],
    changes,
    undoneBy: null,
    undoOf: null,
    redoOf: null,
  };
}

/** The push of revision `n` as a referee's stream carries it (with its entry). */
export function aPush(entry: AuditEntry, eventId = EVENT_ID): ChangedPush {
  return {
    eventId,
    revision: entry.revision,
    savedAt: entry.at,
    method: entry.method,
    entry,
    baseAt: savedAt(entry.revision - 1),
  };
}

/** A change of the event's venue (a setting every spec can read back). */
export function venueChange(before: string, after: string): AuditChange {
  return { path: ['settings', 'venue'], before, after };
}
