import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findDraft, readOnly } from './drafts';

interface Table {
  n: number;
  note: string;
}
const base = { tables: [1, 2, 3].map((n) => ({ n, note: '' })) as Table[] };

describe('findDraft', () => {
  it('gives the draft of the one element asked for, leaving the others undrafted', () => {
    const next = produce(base, (draft) => {
      const two = findDraft(draft.tables, (t) => t.n === 2);
      if (two) two.note = 'changed';
      expect(readOnly(draft.tables)).toBe(base.tables);
    });
    expect(next.tables[1]).toEqual({ n: 2, note: 'changed' });
    // Untouched elements stay the very same objects.
    expect(next.tables[0]).toBe(base.tables[0]);
    expect(next.tables[2]).toBe(base.tables[2]);
  });

  it('finds an element the edit added or moved before looking', () => {
    produce(base, (draft) => {
      draft.tables.unshift({ n: 9, note: 'new' });
      expect(findDraft(draft.tables, (t) => t.n === 9)?.note).toBe('new');
      expect(findDraft(draft.tables, (t) => t.n === 1)?.n).toBe(1);
      expect(findDraft(draft.tables, (t) => t.n === 7)).toBeUndefined();
    });
  });

  it('reads a value that is not a draft as it is', () => {
    expect(findDraft(base.tables, (t) => t.n === 3)).toBe(base.tables[2]);
    expect(readOnly(base)).toBe(base);
  });
});
