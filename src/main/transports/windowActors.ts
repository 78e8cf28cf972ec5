/**
 * Each desktop window is its own actor in the audit ("desktop 1",
 * "desktop 2", …), so Ctrl+Z in one window undoes that window's changes only, and an edit
 * from one window's out-of-date screen is caught as stale against another window's change.
 *
 * Windows are told apart by their web contents' id (Electron never reuses one while the app
 * runs). Numbers are handed out in the order windows first call, and never reused while the
 * app runs: a new window never inherits a closed window's undo history. A reload keeps its
 * window's web contents, so it keeps its label. After a restart the first window is
 * "desktop 1" again, so a referee working in one window can still undo yesterday's change.
 */
export class WindowActors {
  private readonly labels = new Map<number, string>();
  private next = 1;

  /** The audit label for calls from the window whose web contents has this id. */
  actorFor(senderId: number): string {
    let label = this.labels.get(senderId);
    if (label === undefined) {
      label = `desktop ${this.next++}`;
      this.labels.set(senderId, label);
    }
    return label;
  }
}
