/**
 * The app-level unit library as the screens see it: its status (source, date, armies), the army
 * directory the registration form searches, and the progress of an update or import.
 */
import type { LibraryArmyView, LibraryStatusView, Params } from '../../../shared/api';
import { call, on } from '../lib/api';
import { tMessage } from '../lib/i18n';
import { session } from './session.svelte';

export interface LibraryProgress {
  done: number;
  total: number;
  label: string;
}

/** Armies whose name (or faction's name, or slug) contains every word of the query. */
export function matchArmies(directory: readonly LibraryArmyView[], query: string, limit = 8): LibraryArmyView[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const parentName = (a: LibraryArmyView) => directory.find((d) => d.id === a.parent && d.id !== a.id)?.name ?? '';
  return directory
    .filter((a) => {
      const text = `${a.name} ${a.slug} ${parentName(a)}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .slice(0, limit);
}

export class UnitLibraryState {
  #status = $state<LibraryStatusView | null>(null);
  #progress = $state<LibraryProgress | null>(null);
  #busy = $state(false);
  #loaded = false;

  get status(): LibraryStatusView | null {
    return this.#status;
  }
  get directory(): LibraryArmyView[] {
    return this.#status?.directory ?? [];
  }
  get progress(): LibraryProgress | null {
    return this.#progress;
  }
  get busy(): boolean {
    return this.#busy;
  }

  /** Loads the status once (or again when `force`); a visitor without the PIN simply gets none. */
  async load(force = false): Promise<void> {
    if (this.#loaded && !force) return;
    this.#loaded = true;
    try {
      this.#status = await call('catalogs.status');
    } catch {
      this.#status = null;
    }
  }

  /** Runs an update or import with its progress bar; true when the new library is in place. */
  async install(
    method: 'catalogs.update' | 'catalogs.importLibrary',
    params: Params<'catalogs.update'> | Params<'catalogs.importLibrary'>,
  ): Promise<boolean> {
    const jobId = `library-${Date.now()}`;
    this.#busy = true;
    this.#progress = { done: 0, total: 1, label: '' };
    const off = on('job.progress', (p) => {
      if (p.jobId === jobId) {
        this.#progress = { done: p.done, total: p.total, label: p.i18n ? tMessage(p.i18n) : p.label };
      }
    });
    try {
      this.#status = await call(method, { ...params, jobId } as never);
      return true;
    } catch (err) {
      session.showError((err as Error).message);
      return false;
    } finally {
      off();
      this.#busy = false;
      this.#progress = null;
    }
  }

  async setSource(source: Params<'catalogs.setSource'>): Promise<void> {
    try {
      const settings = await call('catalogs.setSource', source);
      if (this.#status) this.#status = { ...this.#status, settings };
    } catch (err) {
      session.showError((err as Error).message);
    }
  }
}

export const unitLibrary = new UnitLibraryState();
