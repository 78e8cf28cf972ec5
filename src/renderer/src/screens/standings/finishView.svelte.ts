/** Finishing the event: what blocks it, the ITS PIN warning, the report pack, reopening. */
import type { ExportedFile, FinishCheck } from '../../../../shared/api';
import { call } from '../../lib/api';

export class FinishView {
  #check = $state<FinishCheck | null>(null);
  #files = $state<ExportedFile[]>([]);
  #error = $state<string | null>(null);
  #busy = $state(false);
  confirming = $state(false);
  reopenReason = $state('');

  get check() {
    return this.#check;
  }
  get files() {
    return this.#files;
  }
  get error() {
    return this.#error;
  }
  get busy() {
    return this.#busy;
  }

  async load(): Promise<void> {
    try {
      this.#check = await call('events.finishCheck', {});
      this.#error = null;
    } catch (err) {
      this.#error = (err as Error).message;
    }
  }

  async #run(work: () => Promise<void>): Promise<void> {
    this.#busy = true;
    try {
      await work();
      this.#error = null;
    } catch (err) {
      this.#error = (err as Error).message;
    } finally {
      this.#busy = false;
      await this.load();
    }
  }

  finish(): Promise<void> {
    this.confirming = false;
    return this.#run(async () => {
      await call('events.finish', { confirm: true });
      this.#files = (await call('exports.pack', {})).files;
    });
  }

  remakePack(): Promise<void> {
    return this.#run(async () => {
      this.#files = (await call('exports.pack', {})).files;
    });
  }

  reopen(): Promise<void> {
    return this.#run(async () => {
      await call('events.reopen', { reason: this.reopenReason });
      this.reopenReason = '';
      this.#files = [];
    });
  }
}
