/**
 * An edit the event refused because someone else changed the same thing after this screen showed
 * it: both versions are kept for the referee to choose (StaleEditDialog), keeping the event's or
 * saving their own from the revision it was refused at.
 */
import type { Method } from '../../../shared/api';
import type { ApiErrorBody } from '../../../shared/errors';

export interface StaleEdit {
  method: Method;
  params: unknown;
  message: string;
  what: string;
  current: unknown;
  yours: unknown;
  /** The event's revision when it was refused: saving "mine" resends from it. */
  revision: number;
}

/** The refused edit a refusal describes, or null when it is not a stale edit. */
export function staleEditOf(method: Method, params: unknown, error: ApiErrorBody): StaleEdit | null {
  const details = error.details;
  if (!details || !('stale' in details) || !details.stale) return null;
  return {
    method,
    params,
    message: error.message,
    what: details.what,
    current: details.current,
    yours: details.yours,
    revision: details.revision,
  };
}

export class StaleEdits {
  #edit = $state<StaleEdit | null>(null);
  readonly #resend: (edit: StaleEdit) => Promise<unknown>;

  /** `resend` sends the edit again from its revision (the session's `run` with `baseRevision`). */
  constructor(resend: (edit: StaleEdit) => Promise<unknown>) {
    this.#resend = resend;
  }

  /** The edit waiting for the referee's choice, if any. */
  get edit(): StaleEdit | null {
    return this.#edit;
  }

  offer(edit: StaleEdit): void {
    this.#edit = edit;
  }

  /** Keeps what is in the event (drops the refused edit). */
  keepCurrent(): void {
    this.#edit = null;
  }

  /** Saves the refused edit anyway, now that the referee has seen the other version. */
  async useMine(): Promise<void> {
    const edit = this.#edit;
    this.#edit = null;
    if (edit) await this.#resend(edit);
  }
}
