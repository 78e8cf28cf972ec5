/**
 * The renderer's test kit: the one API client (lib/api.ts) stubbed for the specs of the state
 * classes (state/, phone/, screens/), and the small invented events, entries and pushes they read.
 *
 * The stub answers each method as the spec says (a value, or a function of the parameters), or
 * refuses it as main would; every call is recorded with the parameters as sent; the spec delivers
 * pushes and reconnects itself. Nothing opens a connection. A spec installs it before importing
 * its subject:
 *
 *   vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
 *   const { Session } = await import('./session.svelte');
 *
 * and reads and steers it through `api`. `api.reset()` forgets the answers, the calls and who
 * listens: a spec that builds its subject per test resets before each; a spec over the app's one
 * `session` (which listens once, on import) clears only `api.calls`.
 */
import type { ChangedPush } from '../../../shared/follow';
import type { Method, Params, PushEvents, PushName, Result } from '../../../shared/api';
import type { ApiErrorBody, ApiResult } from '../../../shared/errors';
import { CURRENT_SCHEMA_VERSION, EventFileSchema } from '../../../shared/model';
import type { AuditChange, AuditEntry, EventFile, EventSummary } from '../../../shared/model';
import type * as Client from './api';

type ClientModule = typeof Client;
type Handler = (params: unknown) => unknown;
type Answer<M extends Method> = (params: Params<M>) => Result<M> | Promise<Result<M>>;

class ApiStub {
  #answers = new Map<string, Handler>();
  #listeners = new Map<string, Set<(payload: unknown) => void>>();
  #reconnects = new Set<() => void>();
  #Refusal: ClientModule['ApiCallError'] | null = null;
  /** Every call made, in order, with the parameters as sent (envelope included). */
  calls: { method: string; params: unknown }[] = [];
  /** How many times the push stream was opened again. */
  restarts = 0;
  /** What `serverNow` answers. */
  now = Date.parse('2026-06-06T10:00:00Z');

  /** Forgets the answers, the calls, the counts and who listens (a spec makes its own listeners). */
  reset(): void {
    this.#answers.clear();
    this.#listeners.clear();
    this.#reconnects.clear();
    this.calls = [];
    this.restarts = 0;
  }

  /** `method` answers `answer` (a copy of it each time), or what `answer(params)` returns or throws. */
  answer<M extends Method>(method: M, answer: Result<M> | Answer<M>): void {
    this.#answers.set(method, typeof answer === 'function' ? (answer as Handler) : () => structuredClone(answer));
  }

  /** `method` is refused with `code` (details as the API sends them, e.g. a stale edit's). */
  refuse(method: Method, code: ApiErrorBody['code'], message: string = code, details?: ApiErrorBody['details']): void {
    this.#answers.set(method, () => {
      throw this.refusal({ code, message, ...(details === undefined ? {} : { details }) });
    });
  }

  refusal(body: ApiErrorBody): Error {
    if (!this.#Refusal) throw new Error('lib/testing: install the stub with vi.mock (see its comment)');
    return new this.#Refusal(body);
  }

  /** The methods called, in order. */
  get methods(): string[] {
    return this.calls.map((c) => c.method);
  }

  /** The parameters of every call of `method`, oldest first. */
  sent<M extends Method>(method: M): Params<M>[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.params as Params<M>);
  }

  /** How many times `method` was called. */
  count(method: Method): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  /** Delivers a push to whoever listens for it. */
  push<N extends PushName>(name: N, payload: PushEvents[N]): void {
    for (const listener of this.#listeners.get(name) ?? []) listener(payload);
  }

  /** The push stream comes back after dropping. */
  reconnect(): void {
    for (const listener of this.#reconnects) listener();
  }

  listening(name: PushName): number {
    return this.#listeners.get(name)?.size ?? 0;
  }

  /**
   * The session's reads of `event` (a referee's): its summary and the whole event, each a copy;
   * a catch-up answers `reset`, so a write's revision is reached by reading the event again.
   */
  holds(event: EventFile): void {
    this.answer('events.current', () => summaryOf(event));
    this.answer('events.get', () => structuredClone(event));
    this.answer('events.changesSince', () => ({ reset: true as const }));
  }

  install(client: ClientModule): Partial<ClientModule> {
    this.#Refusal = client.ApiCallError;
    const call = async (method: string, params?: unknown): Promise<unknown> => {
      // A copy, as a transport sends it: a later change by the caller does not alter the record.
      this.calls.push({ method, params: structuredClone(params) });
      // Answered on a later turn, as a real call is: what the caller does meanwhile shows.
      await Promise.resolve();
      const answer = this.#answers.get(method);
      if (!answer) throw this.refusal({ code: 'NOT_FOUND', message: `No answer for ${method} in this spec` });
      return answer(params);
    };
    const callSafe = async (method: string, params?: unknown): Promise<ApiResult<unknown>> => {
      try {
        return { data: await call(method, params) };
      } catch (err) {
        if (err instanceof client.ApiCallError) return { error: err.body };
        throw err;
      }
    };
    const on = (name: string, listener: (payload: unknown) => void): (() => void) => {
      let set = this.#listeners.get(name);
      if (!set) this.#listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    };
    const onReconnect = (listener: () => void): (() => void) => {
      this.#reconnects.add(listener);
      return () => this.#reconnects.delete(listener);
    };
    const onEveryChange = (read: () => void): (() => void) => {
      const off = on('event.changed', read);
      const offReconnect = onReconnect(read);
      return () => {
        off();
        offReconnect();
      };
    };
    return {
      call: call as ClientModule['call'],
      callSafe: callSafe as ClientModule['callSafe'],
      on: on as ClientModule['on'],
      onReconnect,
      onEveryChange,
      loadOnEveryChange: (load, retry) => {
        void load();
        const stop = onEveryChange(() => void load());
        return () => {
          stop();
          retry.stop();
        };
      },
      restartStream: () => {
        this.restarts++;
      },
      serverNow: () => this.now,
      transport: () => 'http',
    };
  }
}

export const api = new ApiStub();

/** The client module with its I/O replaced by `api` (ApiCallError and the types stay the real ones). */
export function stubbedApi(client: ClientModule): ClientModule {
  return { ...client, ...api.install(client) };
}

/** Lets the promises a class started without awaiting (a load on construction, a push) settle. */
export const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

// Invented data (nothing real): one event, its entries and their pushes.

export const EVENT_ID = 'ev-1';

type EventParts = Partial<Omit<EventFile, 'settings'>> & { settings?: Partial<EventFile['settings']> };

/** An event at `revision` (name "Spring Open", English by default), with the parts given. */
export function anEvent(revision = 1, parts: EventParts = {}): EventFile {
  return EventFileSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: EVENT_ID,
    revision,
    createdAt: '2026-06-06T09:00:00.000Z',
    updatedAt: savedAt(revision),
    ...parts,
    settings: { name: 'Spring Open', ...parts.settings },
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
