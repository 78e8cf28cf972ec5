/**
 * Settings · Venue access (LAN mode): who this device is signed in as, the failed sign-ins the
 * server has seen (PINs and players' result codes), admitting a new device with a one-time
 * code, ending lockouts, signing every other device out, and changing the PIN.
 */
import type { AdmissionCode, AuthStatus, FailedSignInsView } from '../../../../shared/api';
import { callSafe } from '../../lib/api';
import { t } from '../../lib/i18n';
import { session } from '../../state/session.svelte';

export class VenueAccess {
  status = $state<AuthStatus | null>(null);
  failures = $state<FailedSignInsView | null>(null);
  /** The outcome of the last action, shown next to the controls. */
  message = $state<string | null>(null);
  error = $state<string | null>(null);
  /** The admission code to show large, until it expires. */
  admission = $state<AdmissionCode | null>(null);

  async load(): Promise<void> {
    const [status, failures] = await Promise.all([callSafe('auth.status', {}), callSafe('auth.failures', {})]);
    this.status = 'data' in status ? status.data : null;
    this.failures = 'data' in failures ? failures.data : null;
  }

  async signOutOthers(): Promise<void> {
    const result = await callSafe('auth.signOutAll', {});
    this.#report(result, (d) => t('auth.signedOutAll', { n: d.ended }));
  }

  /** The referee's session is the proof: no current PIN is asked (it works during an attack too). */
  async changePin(next: string): Promise<boolean> {
    const result = await callSafe('auth.changePin', { next });
    this.#report(result, (d) => t('auth.pinChanged', { n: d.ended }));
    await this.load();
    return 'data' in result;
  }

  async admit(): Promise<void> {
    const result = await callSafe('auth.admissionCode', {});
    if ('error' in result) {
      this.error = result.error.message;
      this.admission = null;
    } else {
      this.error = null;
      this.admission = result.data;
    }
  }

  async clearLockouts(): Promise<void> {
    const result = await callSafe('auth.clearLockouts', {});
    this.#report(result, () => t('auth.lockoutsCleared'));
    await this.load();
  }

  async signOut(): Promise<void> {
    await session.signOut();
  }

  #report<T>(result: { data: T } | { error: { message: string } }, done: (data: T) => string): void {
    if ('error' in result) {
      this.error = result.error.message;
      this.message = null;
    } else {
      this.error = null;
      this.message = done(result.data);
    }
  }
}
