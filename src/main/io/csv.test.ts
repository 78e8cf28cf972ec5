import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('neutralises %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves ordinary text and numbers alone, quoting only what needs it', () => {
    expect(csvCell('Ana López')).toBe('Ana López');
    expect(csvCell('Panoceania, Military Orders')).toBe('"Panoceania, Military Orders"');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [[1, '=x']])).toBe("\uFEFFa,b\r\n1,'=x\r\n");
  });
});
