/**
 * The screens' changes to the event. Each goes out with the revision and the event the screen
 * showed (`withEnvelope`), moves the save status from the real acknowledgement (the API answers
 * only after the file is fsynced), and returns once the event shown holds the change.
 */
import type { Method, Params, Result } from '../../../shared/api';
import type { EventSettingsPatch } from '../../../shared/model';
import { ApiCallError, call, restartStream } from '../lib/api';
import { readsEventAgain, withEnvelope } from '../lib/callEnvelope';
import { nowIso } from '../lib/time';
import type { Banner } from './banner.svelte';
import type { OpenEvent } from './openEvent.svelte';
import type { SaveStatus } from './saveStatus.svelte';
import type { StaleEdits } from './staleEdit.svelte';
import { staleEditOf } from './staleEdit.svelte';

export interface WriteOptions {
  /** The revision a long-lived form started from (default: the one shown now). */
  baseRevision?: number;
}

export interface EventWritesParts {
  open: Pick<OpenEvent, 'event' | 'refresh' | 'sync'>;
  saves: Pick<SaveStatus, 'sending' | 'sent' | 'refused'>;
  banner: Pick<Banner, 'clear' | 'showError'>;
  stale: Pick<StaleEdits, 'offer'>;
}

export class EventWrites {
  readonly #parts: EventWritesParts;

  constructor(parts: EventWritesParts) {
    this.#parts = parts;
  }

  /**
   * Runs a call that changes the event. Resolves with its result, or null after showing the
   * error (nothing is lost: a failed save can be retried from the header) or offering the
   * referee the choice a stale edit needs.
   */
  async run<M extends Method>(method: M, params?: Params<M>, options: WriteOptions = {}): Promise<Result<M> | null> {
    const outcome = await this.attempt(method, params, options);
    if (!(outcome instanceof ApiCallError)) return outcome;
    const stale = staleEditOf(method, params, outcome.body);
    if (stale) this.#parts.stale.offer(stale);
    else this.#parts.banner.showError(outcome.message);
    return null;
  }

  /**
   * Like `run`, for a form that shows its own problem next to itself: the error comes back
   * instead of going to the banner at the top of the screen.
   */
  async attempt<M extends Method>(
    method: M,
    params?: Params<M>,
    options: WriteOptions = {},
  ): Promise<Result<M> | ApiCallError> {
    const { open, saves, banner } = this.#parts;
    saves.sending();
    banner.clear();
    const event = open.event;
    const sent = withEnvelope(method, params, options.baseRevision ?? event?.revision, event?.id);
    let result: Result<M>;
    try {
      result = await call(method, sent);
    } catch (err) {
      const refusal =
        err instanceof ApiCallError ? err : new ApiCallError({ code: 'INTERNAL', message: (err as Error).message });
      saves.refused({ method, params }, err instanceof ApiCallError ? err.body : null);
      return refusal;
    }
    const ack = result as { savedAt?: unknown };
    saves.sent(typeof ack?.savedAt === 'string' ? ack.savedAt : nowIso());
    await this.#caughtUpWith(method, result);
    return result;
  }

  /**
   * After the screen's own call: the event shows its change before the caller goes on. A change
   * arrives as every other one does (its push, else the changes since); only a whole-file
   * operation or a new session reads everything again.
   */
  async #caughtUpWith(method: Method, result: unknown): Promise<void> {
    const { open } = this.#parts;
    if (readsEventAgain(method) || !open.event) {
      if (method.startsWith('auth.')) restartStream();
      await open.refresh();
      return;
    }
    const revision = (result as { revision?: unknown } | null)?.revision;
    if (typeof revision === 'number') await open.sync(revision);
  }

  /** Changes some event settings: only the given fields are sent, and only they change. */
  async updateSettings(changes: EventSettingsPatch, reason?: string, baseRevision?: number): Promise<boolean> {
    if (!this.#parts.open.event) return false;
    const params = { settings: changes, ...(reason ? { reason } : {}) };
    return (await this.run('events.updateSettings', params, { baseRevision })) !== null;
  }
}
