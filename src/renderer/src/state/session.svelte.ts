/**
 * The open event as the screens see it, and the save status shown in the header.
 * Every change goes through `run`, which tracks Saving… / Saved / Failed from the real
 * acknowledgement (the API answers only after the file is fsynced).
 */
import type { Method, Params, Result } from '../../../shared/api';
import type { EventFile, EventSettingsPatch, EventSummary } from '../../../shared/model';
import { ApiCallError, call, callSafe, on } from '../lib/api';
import { auditSummary, setLanguage, t } from '../lib/i18n';
import { nowIso } from '../lib/time';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

interface PendingRetry {
  method: Method;
  params: unknown;
}

/** A stale edit refused by the event (issue 10 · Build 4): both versions, for the referee to choose. */
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

/** Whole-file operations and undo carry no screen revision. */
const WITHOUT_BASE = /^(events\.(create|open|close|saveAs|repair)|backups\.|audit\.|auth\.)/;

export class Session {
  #event = $state<EventFile | null>(null);
  #summary = $state<EventSummary | null>(null);
  #saveState = $state<SaveState>('idle');
  #savedAt = $state<string | null>(null);
  #failure = $state<string | null>(null);
  #error = $state<string | null>(null);
  #notice = $state<string | null>(null);
  /** On the venue network without the referee PIN: only public pages (pairings, standings). */
  #visitor = $state(false);
  #retry: PendingRetry | null = null;
  /** A player's phone page is shown: only the event's public summary is read (see enterPhone). */
  #phone = false;
  #inFlight = 0;
  #stale = $state<StaleEdit | null>(null);

  constructor() {
    on('event.changed', () => void this.refresh());
    on('save.status', (status) => {
      if (status.state === 'saved') this.markSaved(status.at);
    });
  }

  get event() {
    return this.#event;
  }
  get summary() {
    return this.#summary;
  }
  get saveState() {
    return this.#saveState;
  }
  get savedAt() {
    return this.#savedAt;
  }
  get failure() {
    return this.#failure;
  }
  get error() {
    return this.#error;
  }

  get visitor() {
    return this.#visitor;
  }

  /** An edit refused because someone else changed the same thing first. */
  get stale() {
    return this.#stale;
  }

  /** Keeps what is in the event (drops the refused edit). */
  keepCurrent(): void {
    this.#stale = null;
  }

  /** Saves the refused edit anyway, now that the referee has seen the other version. */
  async useMine(): Promise<void> {
    const stale = this.#stale;
    this.#stale = null;
    if (stale) await this.run(stale.method, stale.params as never, { baseRevision: stale.revision });
  }

  /** A short confirmation of what just happened (e.g. what an undo reverted). */
  get notice() {
    return this.#notice;
  }

  clearError(): void {
    this.#error = null;
  }

  clearNotice(): void {
    this.#notice = null;
  }

  showNotice(message: string): void {
    this.#notice = message;
  }

  /** Undo the newest change (audit.undo), then say what was undone. */
  async undo(): Promise<void> {
    if (!this.#summary) return;
    const done = await this.run('audit.undo', {});
    if (done) this.#notice = t('undo.done', { summary: this.#summaryOf(done.undone) });
  }

  async redo(): Promise<void> {
    if (!this.#summary) return;
    const done = await this.run('audit.redo', {});
    if (done) this.#notice = t('redo.done', { summary: this.#summaryOf(done.redone) });
  }

  #summaryOf(revision: number): string {
    const entry = this.#event?.audit.find((e) => e.revision === revision);
    return entry ? auditSummary(entry) : `#${revision}`;
  }

  showError(message: string): void {
    this.#error = message;
  }

  /**
   * The players' phone page (`#/report`) reads the public summary (the event's name and
   * language) and nothing of the referee's: a player session is refused everything else, and
   * each live update on every phone would ask again. Returns the function that leaves it.
   */
  enterPhone(): () => void {
    this.#phone = true;
    return () => {
      this.#phone = false;
      void this.refresh();
    };
  }

  async refresh(): Promise<void> {
    try {
      const summary = await call('events.current');
      this.#summary = summary;
      if (this.#phone) {
        this.#event = null;
        this.#visitor = true;
        return;
      }
      try {
        if (summary) {
          this.#event = await call('events.get');
          setLanguage(this.#event.settings.language);
        } else {
          // With no event open, a referee-only read tells a referee from a visitor.
          await call('events.recent');
          this.#event = null;
        }
        this.#visitor = false;
      } catch (err) {
        if (!(err instanceof ApiCallError && err.code === 'UNAUTHORIZED')) throw err;
        this.#event = null;
        this.#visitor = true;
      }
      if (summary && this.#saveState === 'idle') this.markSaved(summary.updatedAt);
      if (!summary) this.#saveState = 'idle';
    } catch (err) {
      this.#error = (err as Error).message;
    }
  }

  /**
   * Venue network: signs this device in with the referee PIN (the server keeps the session in
   * an HttpOnly cookie), with an admission code while the network's PIN budget is spent, and the
   * name the referee gives the device. Resolves with the refusal to show, or null once signed in.
   */
  async signIn(pin: string, extra: { admission?: string; device?: string } = {}): Promise<string | null> {
    const admission = extra.admission?.trim() || undefined;
    const device = extra.device?.trim() || undefined;
    const result = await callSafe('auth.signIn', { pin, admission, device });
    if ('error' in result) return result.error.message;
    await this.refresh();
    return null;
  }

  async signOut(): Promise<void> {
    await callSafe('auth.signOut', {});
    await this.refresh();
  }

  /**
   * Runs a call that changes the event. Resolves with its result, or null after showing
   * the error (nothing is lost: a failed save can be retried from the header).
   */
  async run<M extends Method>(
    method: M,
    params?: Params<M>,
    options: { baseRevision?: number } = {},
  ): Promise<Result<M> | null> {
    const outcome = await this.attempt(method, params, options);
    if (!(outcome instanceof ApiCallError)) return outcome;
    const details = outcome.body.details as Partial<StaleEdit> & { stale?: boolean };
    if (details?.stale) {
      this.#stale = {
        method,
        params,
        message: outcome.message,
        what: details.what ?? '',
        current: details.current,
        yours: details.yours,
        revision: details.revision ?? 0,
      };
      return null;
    }
    this.#error = outcome.message;
    return null;
  }

  /**
   * Like `run`, for a form that shows its own problem next to itself: the error comes back
   * instead of going to the banner at the top of the screen.
   */
  async attempt<M extends Method>(
    method: M,
    params?: Params<M>,
    options: { baseRevision?: number } = {},
  ): Promise<Result<M> | ApiCallError> {
    this.#inFlight++;
    this.#saveState = 'saving';
    this.#error = null;
    this.#notice = null;
    // The revision the screen was showing travels with the edit (stale-edit check).
    const base = options.baseRevision ?? this.#event?.revision;
    const sent =
      base !== undefined && !WITHOUT_BASE.test(method) && params && typeof params === 'object'
        ? ({ ...params, baseRevision: base } as Params<M>)
        : params;
    try {
      const result = await call(method, sent);
      this.#inFlight--;
      const ack = result as { savedAt?: unknown };
      this.markSaved(typeof ack?.savedAt === 'string' ? ack.savedAt : nowIso());
      this.#retry = null;
      await this.refresh();
      return result;
    } catch (err) {
      this.#inFlight--;
      const body = err instanceof ApiCallError ? err.body : null;
      if (body?.code === 'IO_FAILURE') {
        this.#saveState = 'failed';
        this.#failure = body.message;
        this.#retry = { method, params };
      } else {
        this.#saveState = this.#savedAt ? 'saved' : 'idle';
      }
      return err instanceof ApiCallError
        ? err
        : new ApiCallError({ code: 'INTERNAL', message: (err as Error).message });
    }
  }

  /**
   * Changes some event settings: only the given fields are sent, and only they change.
   * `baseRevision`: the revision a long-lived form started from (default: the one shown now).
   */
  async updateSettings(changes: EventSettingsPatch, reason?: string, baseRevision?: number): Promise<boolean> {
    if (!this.#event) return false;
    const params = { settings: changes, ...(reason ? { reason } : {}) };
    return (await this.run('events.updateSettings', params, { baseRevision })) !== null;
  }

  async retry(): Promise<void> {
    const pending = this.#retry;
    if (pending) await this.run(pending.method, pending.params as never);
  }

  private markSaved(at: string): void {
    if (this.#inFlight > 0) return;
    this.#saveState = 'saved';
    this.#savedAt = at;
    this.#failure = null;
  }
}

export const session = new Session();
