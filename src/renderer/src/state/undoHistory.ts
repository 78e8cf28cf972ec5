/**
 * Undo and redo of the newest change (the header's buttons, Ctrl+Z / Ctrl+Y), saying afterwards
 * what was undone or redone in the event's own words (its audit summary).
 */
import { auditSummary, t } from '../lib/i18n';
import type { Banner } from './banner.svelte';
import type { EventWrites } from './eventWrites';
import type { OpenEvent } from './openEvent.svelte';

export interface UndoHistoryParts {
  open: Pick<OpenEvent, 'event' | 'summary'>;
  banner: Pick<Banner, 'showNotice'>;
  writes: Pick<EventWrites, 'run'>;
}

export class UndoHistory {
  readonly #parts: UndoHistoryParts;

  constructor(parts: UndoHistoryParts) {
    this.#parts = parts;
  }

  /** Undoes the newest change, then says what was undone. */
  async undo(): Promise<void> {
    if (!this.#parts.open.summary) return;
    const done = await this.#parts.writes.run('audit.undo', {});
    if (done) this.#parts.banner.showNotice(t('undo.done', { summary: this.#summaryOf(done.undone) }));
  }

  /** Redoes the newest undone change, then says what was redone. */
  async redo(): Promise<void> {
    if (!this.#parts.open.summary) return;
    const done = await this.#parts.writes.run('audit.redo', {});
    if (done) this.#parts.banner.showNotice(t('redo.done', { summary: this.#summaryOf(done.redone) }));
  }

  #summaryOf(revision: number): string {
    const entry = this.#parts.open.event?.audit.find((e) => e.revision === revision);
    return entry ? auditSummary(entry) : `#${revision}`;
  }
}
