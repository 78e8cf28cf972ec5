/**
 * The open event as the screens see it, and its public summary (name, date, revision), which a
 * visitor reads too.
 *
 * The event is followed by its changes (src/shared/follow.ts): each `event.changed` push brings
 * the committed entry, applied in place to the event held here (the `$state` proxy, so only what
 * a change touched is redrawn); a missed revision or a reconnect is caught up with
 * `events.changesSince`; the whole event is read only at the start, after a whole-file operation
 * (open, restore, …) or when main says the screen is too far behind.
 */
import type { ChangedPush } from '../../../shared/follow';
import { EventFollower } from '../../../shared/follow';
import type { EventFile, EventSummary } from '../../../shared/model';
import { ApiCallError, call } from '../lib/api';
import { renderMessagesIn } from '../lib/i18n';
import type { DeviceAccess } from './deviceAccess.svelte';
import { EventLanguage } from './eventLanguage';

/** What the open event tells the rest of the session. */
export interface OpenEventNeeds {
  access: Pick<DeviceAccess, 'admitted' | 'refused'>;
  /** A read failed: said in the banner. */
  showError(message: string): void;
  /** The event was read again: written at `updatedAt`, or null with none open. */
  opened(updatedAt: string | null): void;
}

export class OpenEvent {
  #event = $state<EventFile | null>(null);
  #summary = $state<EventSummary | null>(null);
  readonly #needs: OpenEventNeeds;
  readonly #language = new EventLanguage();

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
        else this.#needs.showError((err as Error).message);
      },
    },
  );

  constructor(needs: OpenEventNeeds) {
    this.#needs = needs;
  }

  get event(): EventFile | null {
    return this.#event;
  }

  get summary(): EventSummary | null {
    return this.#summary;
  }

  /** An `event.changed` push from the stream. */
  onPush(push: ChangedPush): void {
    if (push.reset) {
      void this.refresh();
    } else if (this.#event) {
      // Another event than the one held, without its reset: read it whole.
      if (push.eventId !== this.#event.id) void this.refresh();
      else this.#follow(push);
    } else {
      // No event held yet, but a read of it may be out (the screen's first read, or after an
      // open) and may have been served before this change: the follower weighs the push
      // against what the read returns.
      if (this.#refreshing) this.#follow(push);
      if (this.#summary && push.eventId === this.#summary.id && push.method !== 'events.updateSettings') {
        // A visitor holds no event: the summary's revision is all that moved.
        this.#summary.revision = push.revision;
        this.#summary.updatedAt = push.savedAt;
      } else {
        void this.#refreshSummary();
      }
    }
  }

  #follow(push: ChangedPush): void {
    // Main's messages inside the change (a pairing warning) read in the screen's language.
    if (push.entry) renderMessagesIn(push.entry);
    void this.#follower.onPush(push);
  }

  /** The push stream came back: what was pushed meanwhile is fetched. */
  onReconnect(): void {
    void (this.#event ? this.#follower.onReconnect() : this.#refreshSummary());
  }

  /** After a change was applied to the event held: the summary says what the event says. */
  #followed(event: EventFile | null): void {
    if (event) this.#language.followed(event);
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
        this.#needs.showError((err as Error).message);
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
    try {
      if (!this.#summary) {
        // With no event open, a referee-only read tells a referee from a visitor.
        await call('events.recent');
        this.#needs.access.admitted();
        return null;
      }
      const event = await call('events.get');
      this.#needs.access.admitted();
      this.#language.read(event);
      return event;
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'UNAUTHORIZED') {
        this.#needs.access.refused();
        return null;
      }
      // Closed meanwhile: the close's own push reads again.
      if (err instanceof ApiCallError && err.code === 'NOT_FOUND') return null;
      throw err;
    }
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
      await this.#follower.reload();
      this.#needs.opened(summary?.updatedAt ?? null);
    } catch (err) {
      this.#needs.showError((err as Error).message);
    }
  }

  /**
   * Waits until the event shown has reached `revision` (a write made in this window): from the
   * push, or by catching up — never by reading it whole.
   */
  sync(revision: number): Promise<void> {
    return this.#follower.reach(revision);
  }
}
