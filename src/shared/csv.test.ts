import { describe, expect, it } from 'vitest';
import { decodeSheet, readCsv, sniffDelimiter } from './csv';

const cells = (text: string, options = {}) => readCsv(text, options).records.map((r) => r.cells);

// Every case the two former readers (io/playersTable.ts and rules/army/csv.ts) passed.
describe('readCsv', () => {
  it('drops a byte-order mark and reads CRLF, LF and CR line ends', () => {
    expect(cells('\ufeffa,b\r\nc,d\re,f\ng,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('honours doubled quotes inside quotes, and the delimiter inside quotes', () => {
    expect(cells('"say ""hi""",2')).toEqual([['say "hi"', '2']]);
    expect(cells('"Doe, ""JD"" John",x')).toEqual([['Doe, "JD" John', 'x']]);
    expect(cells('1,"Character; Martial Arts",LI')).toEqual([['1', 'Character; Martial Arts', 'LI']]);
  });

  it('keeps line breaks inside a quoted cell and gives each record the line it starts on', () => {
    const { records } = readCsv('Name,Club\n"Doe","North\nSouth"\n\nEve,\n');
    expect(records.map((r) => [r.line, r.cells])).toEqual([
      [1, ['Name', 'Club']],
      [2, ['Doe', 'North\nSouth']],
      [5, ['Eve', '']],
    ]);
  });

  it('passes over blank lines always, and # comment lines when asked', () => {
    expect(cells('a,b\n  \n# note,x\nc,d\n', { comments: true })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(cells('a,b\n# note,x\n')).toEqual([
      ['a', 'b'],
      ['# note', 'x'],
    ]);
    expect(readCsv('  \n').records).toEqual([]);
  });

  it('marks a quote never closed, keeps its line, and reads on after it', () => {
    const { records } = readCsv('"open,2\nnext,3\n');
    expect(records).toEqual([
      { line: 1, cells: ['open,2'], unclosedQuote: true },
      { line: 2, cells: ['next', '3'], unclosedQuote: false },
    ]);
  });

  it('leaves cells untrimmed for the caller', () => {
    expect(cells(' a , b ')).toEqual([[' a ', ' b ']]);
  });
});

describe('sniffDelimiter', () => {
  it('picks tab for a spreadsheet paste, even with decimal commas', () => {
    expect(sniffDelimiter('Kestrel\t28\t0,5\t1\tHacker; Hidden Deployment')).toBe('\t');
    expect(readCsv('Name\tPIN\nBjörn\t7\n').delimiter).toBe('\t');
  });

  it('picks semicolon when it separates, keeping commas inside cells', () => {
    expect(sniffDelimiter('Name;Club')).toBe(';');
    expect(sniffDelimiter('Fusilier;10;0,5;1')).toBe(';');
    expect(cells('Name;Club\nChloé;Les Dés, Paris\n')).toEqual([
      ['Name', 'Club'],
      ['Chloé', 'Les Dés, Paris'],
    ]);
  });

  it('picks comma by default, and does not count delimiters inside quotes', () => {
    expect(sniffDelimiter('Club,NAME,Shirt size,ITS PIN,Faction / Sectorial')).toBe(',');
    expect(sniffDelimiter('1,Signal Officer,"Commlink (+2); V: Courage; Lt",MI')).toBe(',');
    expect(sniffDelimiter('Name')).toBe(',');
  });
});

describe('decodeSheet', () => {
  const bytes = (text: string, encoding: 'latin1' | 'utf8' | 'utf16le') => new Uint8Array(Buffer.from(text, encoding));

  it('reads UTF-8 with or without its mark, and UTF-16 with its mark', () => {
    expect(decodeSheet(bytes('Mads Østergård', 'utf8'))).toEqual({ text: 'Mads Østergård', encoding: 'utf-8' });
    expect(decodeSheet(bytes('\ufeffŁukasz', 'utf8')).text).toBe('Łukasz');
    expect(decodeSheet(bytes('\ufeffMüller', 'utf16le'))).toEqual({ text: 'Müller', encoding: 'utf-16' });
  });

  it('reads a Windows-1252 sheet (Excel in Spain and France) with its accents', () => {
    // "Œ" and "€" are where Windows-1252 differs from Latin-1.
    const sheet = Buffer.concat([
      Buffer.from('Mads \xd8sterg\xe5rd;Fran\xe7ois ', 'latin1'),
      Buffer.from([0x8c, 0x80]),
    ]);
    expect(decodeSheet(new Uint8Array(sheet))).toEqual({
      text: 'Mads Østergård;François Œ€',
      encoding: 'windows-1252',
    });
  });
});
