/** The table list being edited: a count, and per table an optional name, terrain and fixed scenario. */
import type { TableDef } from '../../../../shared/model';
import { plainCopy } from '../../lib/draft';

export class TablesDraft {
  rows = $state<TableDef[]>([]);
  #saved = '';

  constructor(saved: readonly TableDef[]) {
    this.rebase(saved);
  }

  get count(): number {
    return this.rows.length;
  }

  /** Grows or shrinks the list, numbering new tables after the highest one. */
  setCount(count: number): void {
    const n = Math.max(0, Math.min(1000, Math.floor(count || 0)));
    const rows = this.rows.slice(0, n);
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

  rebase(saved: readonly TableDef[]): void {
    this.#saved = JSON.stringify(saved);
    this.rows = plainCopy([...saved]);
  }

  reset(): void {
    this.rows = JSON.parse(this.#saved) as TableDef[];
  }
}
