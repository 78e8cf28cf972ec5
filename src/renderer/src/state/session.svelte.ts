/**
 * The referee's session: its parts, each holding one concern, wired together and to the push
 * stream. The screens use the few members below; the header's components use the parts.
 *
 * - `open` (openEvent.svelte.ts): the open event and its summary, followed by their changes;
 * - `writes` (eventWrites.ts): the screens' changes to it;
 * - `saves` (saveStatus.svelte.ts): the header's Saving… / Saved / Failed, and the retry;
 * - `stale` (staleEdit.svelte.ts): an edit refused because someone else changed the same thing;
 * - `banner` (banner.svelte.ts): the error and the notice shown over the screen;
 * - `access` (deviceAccess.svelte.ts): a referee's device or a visitor's, and signing out;
 * - `history` (undoHistory.ts): undo and redo.
 */
import type { Method, Params, Result } from '../../../shared/api';
import type { EventFile, EventSettingsPatch, EventSummary } from '../../../shared/model';
import type { ApiCallError } from '../lib/api';
import { on, onReconnect } from '../lib/api';
import { Banner } from './banner.svelte';
import { DeviceAccess } from './deviceAccess.svelte';
import { EventWrites } from './eventWrites';
import type { WriteOptions } from './eventWrites';
import { OpenEvent } from './openEvent.svelte';
import { SaveStatus } from './saveStatus.svelte';
import { StaleEdits } from './staleEdit.svelte';
import { UndoHistory } from './undoHistory';

export class Session {
  readonly banner = new Banner();
  readonly access = new DeviceAccess(() => this.refresh());
  readonly saves = new SaveStatus((pending) => this.run(pending.method, pending.params as never));
  readonly stale = new StaleEdits((edit) =>
    this.run(edit.method, edit.params as never, { baseRevision: edit.revision }),
  );
  readonly open = new OpenEvent({
    access: this.access,
    showError: (message) => this.banner.showError(message),
    opened: (updatedAt) => this.saves.opened(updatedAt),
  });
  readonly writes = new EventWrites({ open: this.open, saves: this.saves, banner: this.banner, stale: this.stale });
  readonly history = new UndoHistory({ open: this.open, banner: this.banner, writes: this.writes });

  constructor() {
    on('event.changed', (push) => this.open.onPush(push));
    onReconnect(() => this.open.onReconnect());
    on('save.status', (status) => {
      if (status.state === 'saved') this.saves.saved(status.at);
    });
  }

  get event(): EventFile | null {
    return this.open.event;
  }

  get summary(): EventSummary | null {
    return this.open.summary;
  }

  /** On the venue network without the referee PIN: only public pages (pairings, standings). */
  get visitor(): boolean {
    return this.access.visitor;
  }

  /** See EventWrites.run: the result, or null after showing the refusal. */
  run<M extends Method>(method: M, params?: Params<M>, options?: WriteOptions): Promise<Result<M> | null> {
    return this.writes.run(method, params, options);
  }

  /** See EventWrites.attempt: the refusal comes back to the form that shows it. */
  attempt<M extends Method>(method: M, params?: Params<M>, options?: WriteOptions): Promise<Result<M> | ApiCallError> {
    return this.writes.attempt(method, params, options);
  }

  updateSettings(changes: EventSettingsPatch, reason?: string, baseRevision?: number): Promise<boolean> {
    return this.writes.updateSettings(changes, reason, baseRevision);
  }

  /** Reads the summary and the whole event again (see OpenEvent.refresh). */
  refresh(): Promise<void> {
    return this.open.refresh();
  }

  /** Waits until the event shown has reached `revision` (a write made elsewhere in this window). */
  sync(revision: number): Promise<void> {
    return this.open.sync(revision);
  }

  showError(message: string): void {
    this.banner.showError(message);
  }

  /** A short confirmation of what just happened. */
  showNotice(message: string): void {
    this.banner.showNotice(message);
  }

  signOut(): Promise<void> {
    return this.access.signOut();
  }
}

export const session = new Session();
