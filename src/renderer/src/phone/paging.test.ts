import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pages of a long list', () => {
  const tables = Array.from({ length: 60 }, (_, i) => i + 1);

  it('cuts 60 tables into three pages of 20', () => {
    expect(pageOf(tables, 0, 20)).toEqual({ items: tables.slice(0, 20), page: 0, pages: 3 });
    expect(pageOf(tables, 2, 20).items).toEqual(tables.slice(40, 60));
  });

  it('keeps a page number that no longer exists inside the list (the list got shorter)', () => {
    expect(pageOf(tables.slice(0, 5), 2, 20)).toEqual({ items: tables.slice(0, 5), page: 0, pages: 1 });
    expect(pageOf([], 0, 20)).toEqual({ items: [], page: 0, pages: 1 });
  });
});
