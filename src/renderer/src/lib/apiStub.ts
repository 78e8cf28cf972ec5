/**
 * The one API client (lib/api.ts) stubbed for the specs of the screens' state classes: each
 * method answers what the spec says (or is refused as the API would refuse it), every call is
 * recorded, and the spec delivers pushes and reconnects itself. A spec installs it with
 *
 *   vi.mock('../lib/api', async (original) => stubbedApi(await original()));
 *
 * and reads and steers it through `api`. Nothing here opens a connection.
 */
import type { ApiErrorBody, ApiResult } from '../../../shared/errors';
import type * as Client from './api';

type ClientModule = typeof Client;
type Answer = (params: unknown) => unknown;

class ApiStub {
  #answers = new Map<string, Answer>();
  #listeners = new Map<string, Set<(payload: unknown) => void>>();
  #reconnects = new Set<() => void>();
  #Refusal: ClientModule['ApiCallError'] | null = null;
  /** Every call made, in order, with the parameters as sent. */
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

  /** `method` answers with what `answer` returns (or throws) for its parameters. */
  answer(method: string, answer: Answer): void {
    this.#answers.set(method, answer);
  }

  /** `method` is refused with `code` (details as the API sends them, e.g. a stale edit's). */
  refuse(method: string, code: ApiErrorBody['code'], message: string = code, details?: ApiErrorBody['details']): void {
    this.answer(method, () => {
      throw this.refusal({ code, message, ...(details === undefined ? {} : { details }) });
    });
  }

  refusal(body: ApiErrorBody): Error {
    if (!this.#Refusal) throw new Error('apiStub: install it with vi.mock (see its comment)');
    return new this.#Refusal(body);
  }

  /** The methods called, in order. */
  get methods(): string[] {
    return this.calls.map((c) => c.method);
  }

  /** Delivers a push to whoever listens for it. */
  push(name: string, payload: unknown): void {
    for (const listener of this.#listeners.get(name) ?? []) listener(payload);
  }

  /** The push stream comes back after dropping. */
  reconnect(): void {
    for (const listener of this.#reconnects) listener();
  }

  listening(name: string): number {
    return this.#listeners.get(name)?.size ?? 0;
  }

  install(client: ClientModule): Partial<ClientModule> {
    this.#Refusal = client.ApiCallError;
    const call = async (method: string, params?: unknown): Promise<unknown> => {
      this.calls.push({ method, params });
      // Answered on a later turn, as a real call is: what the caller does meanwhile shows.
      await Promise.resolve();
      const answer = this.#answers.get(method);
      if (!answer) throw this.refusal({ code: 'NOT_FOUND', message: `No answer for ${method}` });
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
