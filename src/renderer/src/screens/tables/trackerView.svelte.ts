/** One table's game tracker: the view computed by the engine, and the events the referee records. */
import type { GameEffect, GameEventInput, TableSummary, TableView } from '../../../../shared/api';
import { ApiCallError, call } from '../../lib/api';
import { forEvent } from '../../lib/callEnvelope';
import { session } from '../../state/session.svelte';
import { messageOf } from '../../lib/messageOf';

export class TrackerView {
  #round: number;
  #table: number;
  #view = $state<TableView | null>(null);
  #missing = $state(false);
  #effects = $state<GameEffect[]>([]);
  #confirm = $state<{ message: string; lists: { listA?: string; listB?: string } } | null>(null);

  constructor(round: number, table: number) {
    this.#round = round;
    this.#table = table;
  }

  get round() {
    return this.#round;
  }
  get table() {
    return this.#table;
  }
  get view() {
    return this.#view;
  }
  /** No tracker was started for this table yet. */
  get missing() {
    return this.#missing;
  }
  /** What the last recorded event changed, for the live announcement. */
  get effects(): readonly GameEffect[] {
    return this.#effects;
  }

  async load(): Promise<void> {
    try {
      this.#view = await call('tables.get', { round: this.#round, table: this.#table });
      this.#missing = false;
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'NOT_FOUND') {
        this.#view = null;
        this.#missing = true;
      } else session.showError(messageOf(err));
    }
  }

  /** A start waiting for the referee: a list has troopers whose cost is unknown. */
  get confirm() {
    return this.#confirm;
  }

  cancelStart(): void {
    this.#confirm = null;
  }

  /**
   * Starts tracking; `lists` names the list each player chose when they registered several. A
   * list with troopers of unknown cost is only tracked once the referee confirms (the server
   * refuses with CONFLICT and details.confirm = 'unknown-cost' until then).
   */
  async start(lists: { listA?: string; listB?: string } = {}, confirmUnknownCost = false): Promise<void> {
    this.#confirm = null;
    const params = { round: this.#round, table: this.#table, ...lists, confirmUnknownCost };
    try {
      const started = await call('tables.start', forEvent(params, session.event?.id));
      this.#view = started.view;
      this.#missing = false;
      await session.sync(started.revision);
    } catch (err) {
      const refusal = err instanceof ApiCallError ? err.body : null;
      if (refusal?.code === 'CONFLICT' && refusal.details && 'confirm' in refusal.details) {
        this.#confirm = { message: refusal.message, lists };
      } else session.showError(messageOf(err));
    }
  }

  async dispatch(event: GameEventInput): Promise<void> {
    const done = await session.run('tables.dispatch', { round: this.#round, table: this.#table, event });
    if (done) {
      this.#view = done.view;
      this.#effects = done.effects;
    }
  }
}

export async function listTables(round: number): Promise<TableSummary[]> {
  return call('tables.list', { round });
}
