/**
 * The audit log as the Disputes screen shows it: filtered by table or player, newest first.
 * Read from the event the session holds, which follows every change as it is pushed (its
 * entries included), so nothing is fetched again after each change.
 */
import type { AuditEntry } from '../../../../shared/model';
import { session } from '../../state/session.svelte';

export class AuditView {
  table = $state<number | null>(null);
  player = $state<string | null>(null);

  readonly #entries = $derived.by((): AuditEntry[] => {
    const { table, player } = this;
    return (session.event?.audit ?? [])
      .filter((e) => (table === null || e.tables.includes(table)) && (player === null || e.players.includes(player)))
      .reverse();
  });

  get entries(): readonly AuditEntry[] {
    return this.#entries;
  }
}
