/**
 * The language the screens show an event in, and the one the messages inside the held event
 * (main's warnings and refusals, rendered by the API client as they arrive) are written in. When
 * a change sets another language, every message the event holds is written again in it.
 */
import type { EventFile } from '../../../shared/model';
import { displayLanguage, renderMessagesIn, setLanguage } from '../lib/i18n';
import type { DisplayLanguage } from '../lib/i18n';

export class EventLanguage {
  #messagesIn: DisplayLanguage | null = null;

  /** The language the held event's messages are written in (null before one is read). */
  get messagesIn(): DisplayLanguage | null {
    return this.#messagesIn;
  }

  /** A whole event was read: its language is shown from now on. */
  read(event: EventFile): void {
    this.#messagesIn = displayLanguage(event.settings.language);
    setLanguage(this.#messagesIn);
  }

  /** A change was applied to the held event: a new language writes its messages again. */
  followed(event: EventFile): void {
    const shown = displayLanguage(event.settings.language);
    if (shown === this.#messagesIn) return;
    setLanguage(shown);
    this.#messagesIn = shown;
    renderMessagesIn(event);
  }
}
