/**
 * The renderer's one API client. Inside Electron it uses `window.api` (IPC through the preload);
 * in a browser (venue mode, tests) it uses HTTP on the same origin. Same screens, same code.
 */
import type { Method, Params, PushEvents, PushName, Result } from '../../../shared/api';
import type { ApiErrorBody, ApiResult } from '../../../shared/errors';
import { localizeMessages, t } from './i18n';
import { narrowOffset, offsetOf } from './timer';
import type { OffsetBounds } from './timer';

export class ApiCallError extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiCallError';
  }
  get code() {
    return this.body.code;
  }
}

type Listener = (payload: unknown) => void;

class HttpTransport {
  private source: EventSource | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly reconnectListeners = new Set<() => void>();
  /** Set once a stream has been open: every later `open` is a reconnect (pushes may be missed). */
  private opened = false;

  async call(method: string, params: unknown): Promise<ApiResult<unknown>> {
    // The referee's session travels as an HttpOnly cookie set by auth.signIn; the page never
    // holds the PIN or the token.
    try {
      const sentAt = Date.now();
      const response = await fetch(`/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: params === undefined ? '' : JSON.stringify(params),
      });
      this.noteServerDate(response.headers.get('date'), sentAt, Date.now());
      return (await response.json()) as ApiResult<unknown>;
    } catch {
      return { error: { code: 'IO_FAILURE', message: t('report.unreachable') } };
    }
  }

  on(name: string, listener: Listener): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
      this.source?.addEventListener(name, (event) => this.deliver(name, event));
    }
    this.ensureSource();
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Called when the stream comes back after dropping (pushes sent meanwhile never arrive). */
  onReconnect(listener: () => void): () => void {
    this.ensureSource();
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /**
   * Opens the stream again, with the session the device has now (after signing in or out: a
   * referee's stream carries the changes themselves, a visitor's only that something changed).
   */
  restart(): void {
    if (!this.source) return;
    this.source.close();
    this.source = null;
    this.ensureSource();
  }

  private deliver(name: string, event: Event): void {
    const payload = JSON.parse((event as MessageEvent<string>).data) as unknown;
    for (const l of this.listeners.get(name) ?? []) l(payload);
  }

  /** What is known of the venue server's clock (the round timer is read on it). */
  offset: OffsetBounds | null = null;

  private noteServerDate(header: string | null, sentAt: number, receivedAt: number): void {
    const serverDate = header ? Date.parse(header) : NaN;
    if (Number.isFinite(serverDate)) this.offset = narrowOffset(this.offset, { sentAt, receivedAt, serverDate });
  }

  /** Seconds until the next try after a refused stream: 1, 2, 4… up to 30, with jitter. */
  private retryDelay = 1;

  private ensureSource(): void {
    if (this.source) return;
    const source = new EventSource('/events');
    this.source = source;
    for (const name of this.listeners.keys()) source.addEventListener(name, (event) => this.deliver(name, event));
    source.addEventListener('open', () => {
      this.retryDelay = 1;
      if (this.opened) for (const l of this.reconnectListeners) l();
      this.opened = true;
    });
    // A refused stream (the server full: 503) is closed for good by the browser; try again later
    // rather than leave the phone or the projector without live updates.
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return;
      source.close();
      if (this.source === source) this.source = null;
      const wait = this.retryDelay * (0.75 + Math.random() / 2);
      this.retryDelay = Math.min(30, this.retryDelay * 2);
      setTimeout(() => this.ensureSource(), wait * 1000);
    });
  }
}

const http = new HttpTransport();

/**
 * Raw call: `{ data }` or `{ error }`, never throws. Messages main sent as data (`i18n`) arrive
 * rendered in the referee's language, whatever the transport.
 */
export async function callSafe<M extends Method>(method: M, params?: Params<M>): Promise<ApiResult<Result<M>>> {
  const result =
    typeof window !== 'undefined' && window.api
      ? await window.api.call(method, params)
      : ((await http.call(method, params)) as ApiResult<Result<M>>);
  localizeMessages(result);
  return result;
}

/** Typed call that throws ApiCallError on `{ error }`. */
export async function call<M extends Method>(method: M, params?: Params<M>): Promise<Result<M>> {
  const result = await callSafe(method, params);
  if ('error' in result) throw new ApiCallError(result.error);
  return result.data;
}

export function on<N extends PushName>(name: N, listener: (payload: PushEvents[N]) => void): () => void {
  if (typeof window !== 'undefined' && window.api) return window.api.on(name, listener);
  return http.on(name, listener as Listener);
}

/** The push stream came back after dropping (venue mode; the desktop window's pushes never drop). */
export function onReconnect(listener: () => void): () => void {
  if (typeof window !== 'undefined' && window.api) return () => undefined;
  return http.onReconnect(listener);
}

/**
 * Calls `read` on every change the server pushes, and when the push stream comes back (changes
 * pushed while it was down are read then); returns the function that stops it.
 */
export function onEveryChange(read: () => void): () => void {
  const off = on('event.changed', read);
  const offReconnect = onReconnect(read);
  return () => {
    off();
    offReconnect();
  };
}

/**
 * Loads now, and again on every change (`onEveryChange`); the function returned stops that and
 * any attempt `retry` still has pending.
 */
export function loadOnEveryChange(load: () => Promise<void>, retry: { stop(): void }): () => void {
  void load();
  const stop = onEveryChange(() => void load());
  return () => {
    stop();
    retry.stop();
  };
}

/** After signing in or out: the stream is opened again with the device's new session. */
export function restartStream(): void {
  if (typeof window !== 'undefined' && window.api) return;
  http.restart();
}

export const transport = (): 'ipc' | 'http' => (typeof window !== 'undefined' && window.api ? 'ipc' : 'http');

/**
 * The current time on the clock of the process that stores the event: this device's clock in the
 * desktop app; in venue mode, corrected by what the server's answers said its time was.
 */
export function serverNow(): number {
  return transport() === 'ipc' ? Date.now() : Date.now() + offsetOf(http.offset);
}
