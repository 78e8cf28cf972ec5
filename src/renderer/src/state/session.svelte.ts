/**
 * The open event as the screens see it, and the save status shown in the header.
 * Every change goes through `run`, which tracks Saving… / Saved / Failed from the real
 * acknowledgement (the API answers only after the file is fsynced).
 *
 * A referee's session follows the event by its changes (src/shared/follow.ts): each
 * `event.changed` push brings the committed entry, applied in place to the event held here (the
 * `$state` proxy, so only what a change touched is redrawn); a missed revision or a reconnect is
 * caught up with `events.changesSince`; the whole event is read only at the start, after a
 * whole-file operation (open, restore, …) or when main says the screen is too far behind.
 */
import type { ChangedPush } from '../../../shared/follow';
import { EventFollower } from '../../../shared/follow';
import type { Method, Params, Result } from '../../../shared/api';
import type { EventFile, EventSettingsPatch, EventSummary } from '../../../shared/model';
import { ApiCallError, call, callSafe, on, onReconnect, restartStream } from '../lib/api';
import { auditSummary, displayLanguage, renderMessagesIn, setLanguage, t } from '../lib/i18n';
import type { DisplayLanguage } from '../lib/i18n';
import { nowIso } from '../lib/time';
import { readsEventAgain, withEnvelope } from '../lib/callEnvelope';

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

  readonly #follower = new EventFollower(
    {
      get: () => this.#readEvent(),
      changesSince: (eventId, revision, at) => call('events.changesSince', { eventId, revision, at }),
    },
    {
      // The proxy `$state` makes of the event is what the patches change from then on.
      hold: (event) => {
        this.#event = event;
        return this.#event;
      },
      changed: (event) => this.#followed(event),
      failed: (err) => {
        // Signed out meanwhile (the session ended): the screens become a visitor's.
        if (err instanceof ApiCallError && err.code === 'UNAUTHORIZED') void this.refresh();
        else this.#error = (err as Error).message;
      },
    },
  );

  constructor() {
    on('event.changed', (push) => this.#onPush(push));
    onReconnect(() => void (this.#event ? this.#follower.onReconnect() : this.#refreshSummary()));
    on('save.status', (status) => {
      if (status.state === 'saved') this.markSaved(status.at);
    });
  }

  #onPush(push: ChangedPush): void {
    if (push.reset) {
      void this.refresh();
    } else if (this.#event) {
      // Another event than the one held, without its reset: read it whole.
      if (push.eventId !== this.#event.id) void this.refresh();
      else {
        // Main's messages inside the change (a pairing warning) read in the screen's language.
        if (push.entry) renderMessagesIn(push.entry);
        void this.#follower.onPush(push);
      }
    } else if (this.#summary && push.eventId === this.#summary.id && push.method !== 'events.updateSettings') {
      // A visitor or a phone holds no event: the summary's revision is all that moved.
      this.#summary.revision = push.revision;
      this.#summary.updatedAt = push.savedAt;
    } else {
      void this.#refreshSummary();
    }
  }

  /** The language the messages inside the event held are written in (see renderMessagesIn). */
  #messagesIn: DisplayLanguage | null = null;

  /** After a change was applied to the event held: the summary says what the event says. */
  #followed(event: EventFile | null): void {
    const shown = event ? displayLanguage(event.settings.language) : null;
    if (event && shown && shown !== this.#messagesIn) {
      // The event's language changed: every message it holds is written again in the new one.
      setLanguage(shown);
      this.#messagesIn = shown;
      renderMessagesIn(event);
    }
    const summary = this.#summary;
    if (!event || !summary || summary.id !== event.id) return;
    summary.revision = event.revision;
    summary.updatedAt = event.updatedAt;
    summary.name = event.settings.name;
    summary.date = event.settings.date;
    summary.players = event.players.length;
    summary.rounds = event.rounds.length;
    summary.language = event.settings.language;
  }

  #summaryRead: Promise<void> | null = null;
  #summaryAgain = false;

  /** Reads the public summary again; calls arriving meanwhile coalesce into one more read. */
  #refreshSummary(): Promise<void> {
    if (this.#summaryRead) {
      this.#summaryAgain = true;
      return this.#summaryRead;
    }
    this.#summaryRead = call('events.current')
      .then((summary) => {
        this.#summary = summary;
      })
      .catch((err: unknown) => {
        this.#error = (err as Error).message;
      })
      .finally(() => {
        this.#summaryRead = null;
        if (this.#summaryAgain) {
          this.#summaryAgain = false;
          void this.#refreshSummary();
        }
      });
    return this.#summaryRead;
  }

  /** The whole event for the follower: null with none open, or for a device not signed in. */
  async #readEvent(): Promise<EventFile | null> {
    if (this.#phone) return null;
    try {
      if (!this.#summary) {
        // With no event open, a referee-only read tells a referee from a visitor.
        await call('events.recent');
        this.#visitor = false;
        return null;
      }
      const event = await call('events.get');
      this.#visitor = false;
      this.#messagesIn = displayLanguage(event.settings.language);
      setLanguage(this.#messagesIn);
      return event;
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'UNAUTHORIZED') {
        this.#visitor = true;
        return null;
      }
      // Closed meanwhile: the close's own push reads again.
      if (err instanceof ApiCallError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
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

  #refreshing: Promise<void> | null = null;
  #refreshQueued: Promise<void> | null = null;

  /**
   * Reads the summary and the whole event again (at the start, after signing in or out, after a
   * whole-file operation). Calls arriving while a read is out share one more read after it (the
   * one out may have started before what they wait for), never one each.
   */
  refresh(): Promise<void> {
    if (!this.#refreshing) {
      this.#refreshing = this.#readAll().finally(() => {
        this.#refreshing = null;
      });
      return this.#refreshing;
    }
    this.#refreshQueued ??= this.#refreshing.then(() => {
      this.#refreshQueued = null;
      return this.refresh();
    });
    return this.#refreshQueued;
  }

  async #readAll(): Promise<void> {
    try {
      const summary = await call('events.current');
      this.#summary = summary;
      if (this.#phone) {
        this.#event = null;
        this.#visitor = true;
        return;
      }
      await this.#follower.reload();
      if (summary && this.#saveState === 'idle') this.markSaved(summary.updatedAt);
      if (!summary) this.#saveState = 'idle';
    } catch (err) {
      this.#error = (err as Error).message;
    }
  }

  /**
   * Waits until the event shown has reached `revision` (a write made elsewhere in this window,
   * e.g. a tracker's start): from the push, or by catching up — never by reading it whole.
   */
  async sync(revision: number): Promise<void> {
    await this.#follower.reach(revision);
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
    restartStream();
    await this.refresh();
    return null;
  }

  async signOut(): Promise<void> {
    await callSafe('auth.signOut', {});
    restartStream();
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
    const sent = withEnvelope(method, params, options.baseRevision ?? this.#event?.revision, this.#event?.id);
    try {
      const result = await call(method, sent);
      this.#inFlight--;
      const ack = result as { savedAt?: unknown };
      this.markSaved(typeof ack?.savedAt === 'string' ? ack.savedAt : nowIso());
      this.#retry = null;
      await this.#caughtUpWith(method, result);
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
   * After the screen's own call: the event shows its change before the caller goes on. A change
   * arrives as every other one does (its push, else the changes since); only a whole-file
   * operation or a new session reads everything again.
   */
  async #caughtUpWith(method: Method, result: unknown): Promise<void> {
    if (readsEventAgain(method) || !this.#event) {
      if (method.startsWith('auth.')) restartStream();
      await this.refresh();
      return;
    }
    const revision = (result as { revision?: unknown } | null)?.revision;
    if (typeof revision === 'number') await this.#follower.reach(revision);
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
