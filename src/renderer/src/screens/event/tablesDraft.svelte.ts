/**
 * The table list being edited: a count, and per table an optional name, terrain and fixed
 * scenario. While the referee edits, a change saved elsewhere does not wipe the edits: the save
 * carries the revision the edits started from (`base`), and a table someone else changed
 * meanwhile is refused with both versions.
 */
import type { TableDef } from '../../../../shared/model';
import { plainCopy } from '../../lib/draft';

export class TablesDraft {
  rows = $state<TableDef[]>([]);
  /** Rows taken off by a smaller count, given back when it grows again (typing "12" passes "1"). */
  #removed: TableDef[] = [];
  #saved = '';
  #base: number | undefined;
  /** The list saved most recently, which `reset` shows. */
  #latest: { saved: readonly TableDef[]; revision: number | undefined } = { saved: [], revision: undefined };

  constructor(saved: readonly TableDef[], revision?: number) {
    // Taken as saved, never through `rebase`: the empty rows before it would count as edits.
    this.#follow(saved, revision);
  }

  /** The revision the edits started from: the last one shown while nothing was edited. */
  get base(): number | undefined {
    return this.#base;
  }

  get count(): number {
    return this.rows.length;
  }

  /**
   * Grows or shrinks the list, numbering new tables after the highest one. It follows the count
   * as it is typed, so the rows (and the Save button under them) are in place before a click.
   */
  setCount(count: number): void {
    const n = Math.max(0, Math.min(1000, Math.floor(count || 0)));
    const all = [...this.rows, ...this.#removed];
    const rows = all.slice(0, n);
    this.#removed = all.slice(n);
    let next = rows.reduce((max, r) => Math.max(max, r.number), 0) + 1;
    while (rows.length < n) rows.push({ number: next++, name: '', terrain: '', fixedScenario: null });
    this.rows = rows;
  }

  get dirty(): boolean {
    return JSON.stringify(this.rows) !== this.#saved;
  }

  get value(): TableDef[] {
    return plainCopy(this.rows);
  }

  /** The saved list changed (a save here or elsewhere): follow it unless there are edits. */
  rebase(saved: readonly TableDef[], revision?: number): void {
    if (this.dirty && JSON.stringify(this.rows) !== JSON.stringify(saved)) {
      this.#latest = { saved: plainCopy([...saved]), revision };
      return;
    }
    this.#follow(saved, revision);
  }

  /** Drops the edits and shows the list as it is saved now. */
  reset(): void {
    this.#follow(this.#latest.saved, this.#latest.revision);
  }

  /** Shows the list saved at `revision`, with no edits. */
  #follow(saved: readonly TableDef[], revision: number | undefined): void {
    this.#latest = { saved: plainCopy([...saved]), revision };
    this.#saved = JSON.stringify(saved);
    this.#base = revision;
    this.#removed = [];
    this.rows = plainCopy([...saved]);
  }
}
