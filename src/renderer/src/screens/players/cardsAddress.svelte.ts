/**
 * Where player cards' QR codes point: the venue server knows its own LAN address and prints it
 * by itself; the desktop app (and a server bound to this machine only) must be told which
 * address the players' phones open. The address typed is remembered on this machine.
 */
import { call } from '../../lib/api';

const KEY = 'its-ref.cards-address';
const ADDRESS = /^https?:\/\/[^\s/?#]+\/?$/i;

class CardsAddress {
  /** Null until known: whether the server printing the cards serves the venue network. */
  #serving = $state<boolean | null>(null);
  #typed = $state(globalThis.localStorage?.getItem(KEY) ?? '');

  /** Asks once whether this app is the venue server on the LAN. */
  load(): void {
    if (this.#serving !== null) return;
    call('app.info')
      .then((info) => (this.#serving = info.venue?.lan === true))
      .catch(() => (this.#serving = false));
  }

  /** An address must be typed here (the app cannot know the one phones reach). */
  get needed(): boolean {
    return this.#serving === false;
  }

  get typed(): string {
    return this.#typed;
  }

  set typed(value: string) {
    this.#typed = value;
    globalThis.localStorage?.setItem(KEY, value.trim());
  }

  /** Whether what was typed is a server's address (scheme, host and port, nothing more). */
  get valid(): boolean {
    return ADDRESS.test(this.#typed.trim());
  }

  /** The `url` parameter of pdf.generate: the typed address when one is needed, else none. */
  get params(): { url?: string } {
    return this.needed && this.valid ? { url: this.#typed.trim().replace(/\/+$/, '') } : {};
  }
}

export const cardsAddress = new CardsAddress();
