/**
 * A stand-in for the one API client (`lib/api.ts`) in the screens' state specs: each method
 * answers what the spec says (or refuses as main would), every call is recorded with the
 * parameters sent, and pushes reach the listeners the session registered. Nothing is sent
 * anywhere, so a spec runs in Node in a few milliseconds.
 *
 *   const api = new FakeApi();
 *   vi.mock('../../lib/api', async (actual) => api.module(await actual()));
 *   const { ListsView } = await import('./listsView.svelte');   // after the mock
 *
 * The subject is imported after the mock, so `api` exists when the session first calls it.
 */
import type { Method, Params, PushEvents, PushName, Result } from '../../../shared/api';
import type { ApiErrorBody, ApiResult } from '../../../shared/errors';
import { CURRENT_SCHEMA_VERSION, EventFileSchema, EventSettingsSchema } from '../../../shared/model';
import type { EventFile, EventSummary } from '../../../shared/model';

type Answer<M extends Method> = (params: Params<M>) => Result<M> | Promise<Result<M>>;
type Handler = (params: unknown) => unknown;

/** What a refusal is made of: the code, the message shown, and any details main adds. */
export type Refusal = Pick<ApiErrorBody, 'code' | 'message' | 'details'>;

class Refused {
  constructor(readonly body: ApiErrorBody) {}
}

/** The parts of `lib/api.ts` the fake replaces; the rest (ApiCallError…) stays the real one. */
interface ApiModule {
  ApiCallError: new (body: ApiErrorBody) => Error;
}

/** A small open event, for specs that need the session to hold one (settings by default). */
export function eventFile(parts: Partial<Omit<EventFile, 'settings'>> & { settings?: object } = {}): EventFile {
  return EventFileSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'ev-1',
    revision: 7,
    createdAt: '2026-11-28T09:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...parts,
    settings: EventSettingsSchema.parse({ name: 'Winter Open', ...parts.settings }),
  });
}

export class FakeApi {
  /** Every call, in order, with the parameters as sent (envelope included). */
  readonly calls: { method: Method; params: unknown }[] = [];
  readonly #answers = new Map<Method, Handler>();
  readonly #listeners = new Map<string, Set<(payload: unknown) => void>>();

  /** `method` answers with `answer` (a value, or a function of the parameters). */
  answer<M extends Method>(method: M, answer: Result<M> | Answer<M>): this {
    this.#answers.set(method, typeof answer === 'function' ? (answer as Handler) : () => structuredClone(answer));
    return this;
  }

  /** `method` is refused as main refuses it. */
  refuse(method: Method, refusal: Refusal): this {
    this.#answers.set(method, () => new Refused({ ...refusal }));
    return this;
  }

  /** The parameters of every call of `method`, oldest first. */
  sent<M extends Method>(method: M): Params<M>[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.params as Params<M>);
  }

  /** The calls made of `method`. */
  count(method: Method): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  /** Delivers a push as main sends it. */
  push<N extends PushName>(name: N, payload: PushEvents[N]): void {
    for (const listener of this.#listeners.get(name) ?? []) listener(payload);
  }

  /**
   * The session's reads of `event` (a referee's): its summary and the whole event; a catch-up
   * answers `reset`, so a write's revision is reached by reading the event again.
   */
  holds(event: EventFile): this {
    const summary = (): EventSummary => ({
      id: event.id,
      name: event.settings.name,
      date: event.settings.date,
      path: `/events/${event.id}.json`,
      revision: event.revision,
      updatedAt: event.updatedAt,
      players: event.players.length,
      rounds: event.rounds.length,
    });
    this.answer('events.current', () => summary());
    this.answer('events.get', () => structuredClone(event));
    this.answer('events.changesSince', () => ({ reset: true as const }));
    return this;
  }

  async #result(method: Method, params: unknown): Promise<ApiResult<unknown>> {
    this.calls.push({ method, params: structuredClone(params) });
    const handler = this.#answers.get(method);
    if (!handler) return { error: { code: 'NOT_FOUND', message: `No answer for ${method} in this spec` } };
    const answer = await handler(params);
    return answer instanceof Refused ? { error: answer.body } : { data: answer };
  }

  /** The module `vi.mock` installs: the real one with its transport replaced by this fake. */
  module<T extends ApiModule>(actual: T): T {
    const callSafe = (method: Method, params?: unknown) => this.#result(method, params);
    const call = async (method: Method, params?: unknown) => {
      const result = await callSafe(method, params);
      if ('error' in result) throw new actual.ApiCallError(result.error);
      return result.data;
    };
    const on = (name: string, listener: (payload: unknown) => void) => {
      const set = this.#listeners.get(name) ?? new Set();
      this.#listeners.set(name, set);
      set.add(listener);
      return () => set.delete(listener);
    };
    return {
      ...actual,
      call,
      callSafe,
      on,
      onReconnect: () => () => undefined,
      restartStream: () => undefined,
      serverNow: () => Date.parse('2026-11-28T10:30:00.000Z'),
      transport: () => 'http' as const,
    };
  }
}

/** Lets the promises a class started without awaiting (a load on construction) settle. */
export const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
