/** The audit log as the Disputes screen shows it: filtered by table or player, newest first. */
import type { AuditEntry } from '../../../../shared/model';
import { call } from '../../lib/api';

export class AuditView {
  table = $state<number | null>(null);
  player = $state<string | null>(null);
  #entries = $state<AuditEntry[]>([]);
  #error = $state<string | null>(null);

  get entries(): readonly AuditEntry[] {
    return this.#entries;
  }

  get error(): string | null {
    return this.#error;
  }

  async load(): Promise<void> {
    try {
      const entries = await call('audit.list', {
        ...(this.table !== null ? { table: this.table } : {}),
        ...(this.player !== null ? { player: this.player } : {}),
      });
      this.#entries = [...entries].reverse();
      this.#error = null;
    } catch (err) {
      this.#error = (err as Error).message;
    }
  }
}
