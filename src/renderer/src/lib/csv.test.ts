import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  // Cells with commas, quotes, line breaks or edge spaces are quoted.
  it.each([
    ['Ana', 'Ana'],
    ['Smith, Jo', '"Smith, Jo"'],
    ['say "hi"', '"say ""hi"""'],
    [' x', '" x"'],
    [null, ''],
    [7, '7'],
  ])('writes %j as the cell %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n');
  });
});
