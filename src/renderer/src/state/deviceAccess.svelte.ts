/**
 * Who this device reads the event as. On the venue network a device without the referee PIN is a
 * visitor: the event is refused to it and it gets the public pages only (App.svelte sends it to
 * the phone app). The desktop window is always the referee's.
 */
import { callSafe, restartStream } from '../lib/api';

export class DeviceAccess {
  #visitor = $state(false);
  readonly #refresh: () => Promise<void>;

  /** `refresh` reads the event again, as the device's new session may see it. */
  constructor(refresh: () => Promise<void>) {
    this.#refresh = refresh;
  }

  get visitor(): boolean {
    return this.#visitor;
  }

  /** A referee-only read was answered. */
  admitted(): void {
    this.#visitor = false;
  }

  /** A referee-only read was refused (no session, or it ended). */
  refused(): void {
    this.#visitor = true;
  }

  /** Ends this device's referee session; the push stream and the event are read again without it. */
  async signOut(): Promise<void> {
    await callSafe('auth.signOut', {});
    restartStream();
    await this.#refresh();
  }
}
