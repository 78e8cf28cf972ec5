/**
 * The save status in the header: Saving… while a change is out, Saved (with the time the file
 * was fsynced, as the API's acknowledgement or main's `save.status` push says), or Failed with
 * the change kept for the referee to send again.
 */
import type { Method } from '../../../shared/api';
import type { ApiErrorBody } from '../../../shared/errors';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** A change whose write failed on disk, kept so the header's button can send it again. */
export interface PendingRetry {
  method: Method;
  params: unknown;
}

export class SaveStatus {
  #state = $state<SaveState>('idle');
  #savedAt = $state<string | null>(null);
  #failure = $state<string | null>(null);
  #retry: PendingRetry | null = null;
  /** Changes sent and not answered: a "saved" arriving meanwhile is not yet about them. */
  #inFlight = 0;
  readonly #resend: (pending: PendingRetry) => Promise<unknown>;

  /** `resend` sends a failed change again (the session's `run`). */
  constructor(resend: (pending: PendingRetry) => Promise<unknown>) {
    this.#resend = resend;
  }

  get state(): SaveState {
    return this.#state;
  }
  get savedAt(): string | null {
    return this.#savedAt;
  }
  /** Why the last write failed (the button's title). */
  get failure(): string | null {
    return this.#failure;
  }

  /** A change goes out. */
  sending(): void {
    this.#inFlight++;
    this.#state = 'saving';
  }

  /** The change was acknowledged: it is on disk since `at`. */
  sent(at: string): void {
    this.#inFlight--;
    this.#retry = null;
    this.saved(at);
  }

  /**
   * The change was refused. A failure to write (IO_FAILURE) keeps it for a retry; any other
   * refusal changed nothing on disk, so the status goes back to what it was.
   */
  refused(pending: PendingRetry, error: ApiErrorBody | null): void {
    this.#inFlight--;
    if (error?.code === 'IO_FAILURE') {
      this.#state = 'failed';
      this.#failure = error.message;
      this.#retry = pending;
    } else {
      this.#state = this.#savedAt ? 'saved' : 'idle';
    }
  }

  /** The event is on disk as of `at` (an acknowledgement or a push), unless a change is still out. */
  saved(at: string): void {
    if (this.#inFlight > 0) return;
    this.#state = 'saved';
    this.#savedAt = at;
    this.#failure = null;
  }

  /** After reading the open event again: saved when it was written, nothing to say without one. */
  opened(updatedAt: string | null): void {
    if (updatedAt === null) this.#state = 'idle';
    else if (this.#state === 'idle') this.saved(updatedAt);
  }

  /** Sends the failed change again. */
  async retry(): Promise<void> {
    const pending = this.#retry;
    if (pending) await this.#resend(pending);
  }
}
