import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells with commas, quotes, line breaks or edge spaces', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(' x')).toBe('" x"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
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
