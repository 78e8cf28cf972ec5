/** One player's army lists, Complete views from the API (validation included). */
import type { CompleteListView, ImportResult } from '../../../../shared/api';
import { call } from '../../lib/api';
import { session } from '../../state/session.svelte';
import { messageOf } from '../../lib/messageOf';

export class ListsView {
  #playerId: string;
  #lists = $state<CompleteListView[]>([]);
  /** What the last import reported (unresolved ids, notes), shown until the next one. */
  #lastImport = $state<ImportResult | null>(null);

  constructor(playerId: string) {
    this.#playerId = playerId;
  }

  get playerId() {
    return this.#playerId;
  }
  get lists(): readonly CompleteListView[] {
    return this.#lists;
  }
  get lastImport() {
    return this.#lastImport;
  }

  async load(): Promise<void> {
    try {
      this.#lists = await call('lists.list', { playerId: this.#playerId });
    } catch (err) {
      session.showError(messageOf(err));
    }
  }

  async importCode(code: string, name: string): Promise<boolean> {
    const done = await session.run('lists.importCode', {
      playerId: this.#playerId,
      code: code.trim(),
      ...(name.trim() ? { name: name.trim() } : {}),
    });
    this.#lastImport = done;
    return done !== null;
  }

  async importCsv(text: string, name: string): Promise<boolean> {
    const done = await session.run('lists.importCsv', {
      playerId: this.#playerId,
      text,
      ...(name.trim() ? { name: name.trim() } : {}),
    });
    this.#lastImport = done;
    return done !== null;
  }

  async addEmpty(name: string): Promise<boolean> {
    return (
      (await session.run('lists.add', { playerId: this.#playerId, ...(name.trim() ? { name: name.trim() } : {}) })) !==
      null
    );
  }

  dismissImport(): void {
    this.#lastImport = null;
  }
}
