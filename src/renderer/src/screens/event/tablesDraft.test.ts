import { describe, expect, it } from 'vitest';
import type { TableDef } from '../../../../shared/model';
import { TablesDraft } from './tablesDraft.svelte';

const table = (number: number, name = ''): TableDef => ({ number, name, terrain: '', fixedScenario: null });

describe('the table list being edited', () => {
  it('numbers new tables after the highest one, and typing "12" through "1" keeps the tables named', () => {
    const draft = new TablesDraft([table(1, 'Fountain'), table(2), table(5, 'Bunker')], 4);
    draft.setCount(5);
    expect(draft.rows.map((r) => r.number)).toEqual([1, 2, 5, 6, 7]);
    draft.setCount(1);
    expect(draft.rows.map((r) => r.number)).toEqual([1]);
    draft.setCount(12);
    expect(draft.count).toBe(12);
    expect(draft.rows[2]).toEqual(table(5, 'Bunker'));
    expect(draft.rows.map((r) => r.number).slice(0, 6)).toEqual([1, 2, 5, 6, 7, 8]);
  });

  it('keeps the count between 0 and 1000 whatever is typed', () => {
    const draft = new TablesDraft([table(1)]);
    draft.setCount(-3);
    expect(draft.count).toBe(0);
    draft.setCount(Number.NaN);
    expect(draft.count).toBe(0);
    draft.setCount(5000);
    expect(draft.count).toBe(1000);
  });

  it('a save elsewhere does not wipe the edits, and the save still names the revision they started from', () => {
    const draft = new TablesDraft([table(1), table(2)], 4);
    expect(draft.dirty).toBe(false);
    draft.rows[0] = table(1, 'Fountain');
    expect(draft.dirty).toBe(true);
    draft.rebase([table(1), table(2), table(3)], 6);
    expect(draft.rows.map((r) => r.name)).toEqual(['Fountain', '']);
    expect(draft.base).toBe(4);
    // Dropping the edits shows the list as saved now, and the next save starts from there.
    draft.reset();
    expect(draft.value).toEqual([table(1), table(2), table(3)]);
    expect(draft.base).toBe(6);
    expect(draft.dirty).toBe(false);
  });

  it('without edits, follows the saved list and its revision', () => {
    const draft = new TablesDraft([table(1)], 4);
    draft.rebase([table(1, 'Fountain')], 5);
    expect(draft.rows).toEqual([table(1, 'Fountain')]);
    expect(draft.base).toBe(5);
    expect(draft.dirty).toBe(false);
  });

  it('the value sent is a copy: later edits do not change what was sent', () => {
    const draft = new TablesDraft([table(1)], 4);
    const sent = draft.value;
    draft.rows[0] = table(1, 'Fountain');
    expect(sent).toEqual([table(1)]);
  });
});
