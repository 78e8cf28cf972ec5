/**
 * Build 7 · Exports are safe to open in a spreadsheet (OWASP "CSV Injection"): text cells
 * starting with =, +, -, @, tab or carriage return are neutralised with a leading quote, in
 * every CSV the app writes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/shared/csv';

describe('CSV formula cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ["+1+cmd|' /C calc'!A0", `"'+1+cmd|' /C calc'!A0"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises %j', (cell, expected) => {
    expect(csvCell(cell)).toBe(expected);
  });

  it('keeps ordinary names and numbers as they are (a negative number is a value)', () => {
    expect(csvCell('Ana Núñez')).toBe('Ana Núñez');
    expect(csvCell('Jean-Luc')).toBe('Jean-Luc');
    expect(csvCell(-3)).toBe('-3');
    expect(toCsv([['=1', -2, 'x']])).toBe(`"'=1",-2,x\r\n`);
  });

  it('every CSV the app writes goes through the shared writer', () => {
    // A file that produces CSV (text/csv, a .csv download or export) must import the shared writer.
    const root = path.resolve(__dirname, '../../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|svelte)$/.test(name) && !name.endsWith('.test.ts')) {
          const text = readFileSync(file, 'utf8');
          // Producing CSV: a .csv file name (not a string key), a CSV download, or CSV text.
          const writesCsv =
            /(?<!\bt\('[\w.]*)\.csv[`'"]\s*[,;)]|downloadText\(|toCsv\(|csvCell\(/.test(text) &&
            !file.includes(path.join('transports', 'http'));
          const usesShared =
            /shared\/csv'|lib\/csv'|from '\.\/csv'/.test(text) || file.endsWith(path.join('shared', 'csv.ts'));
          if (writesCsv && !usesShared && !file.endsWith(path.join('lib', 'csv.ts')))
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
