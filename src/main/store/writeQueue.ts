/**
 * The one queue every change to an open event goes through, in the order changes come. A step
 * runs after every step queued before it has been applied (not necessarily saved), so each
 * change is read, checked and made against the state all changes before it left. Once closed,
 * or when the event is read-only, every step is refused.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { ReadOnlyState } from './storeTypes';

export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly readOnly: ReadOnlyState | null) {}

  /** Whether steps are refused from now on. */
  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Runs `work` in the queue: `work` applies its change synchronously and returns the promise
   * of its acknowledgement, which the queue does not wait for — that is what lets changes group.
   */
  step<T>(work: () => Promise<T>): Promise<T> {
    const applied = this.tail.then(() => {
      if (this.closed) throw new ApiError('CONFLICT', msg('m.store.closed'), { reload: true });
      if (this.readOnly) {
        throw new ApiError('CONFLICT', msg('m.store.notSaved', { reason: this.readOnly.i18n }), { readOnly: true });
      }
      return { saved: work() };
    });
    this.tail = applied.catch(() => undefined);
    return applied.then((a) => a.saved);
  }

  /** Refuses every step queued after the ones queued so far, once those have been applied. */
  close(): Promise<void> {
    const closing = this.tail.then(() => {
      this.closed = true;
    });
    this.tail = closing;
    return closing;
  }

  /** Settles once every step queued so far has been applied or refused. */
  applied(): Promise<unknown> {
    return this.tail.catch(() => undefined);
  }
}
