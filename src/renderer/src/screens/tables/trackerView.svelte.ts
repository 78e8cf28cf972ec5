/** One table's game tracker: the view computed by the engine, and the events the referee records. */
import type { GameEffect, GameEventInput, TableSummary, TableView } from '../../../../shared/api';
import { ApiCallError, call } from '../../lib/api';
import { session } from '../../state/session.svelte';

export class TrackerView {
  #round: number;
  #table: number;
  #view = $state<TableView | null>(null);
  #missing = $state(false);
  #effects = $state<GameEffect[]>([]);

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
      } else session.showError((err as Error).message);
    }
  }

  /** Starts tracking; `lists` names the list each player chose when they registered several. */
  async start(lists: { listA?: string; listB?: string } = {}): Promise<void> {
    const started = await session.run('tables.start', { round: this.#round, table: this.#table, ...lists });
    if (started) {
      this.#view = started.view;
      this.#missing = false;
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
