import { describe, expect, it } from 'vitest';
import { readPlayersSheet } from './playersTable';

describe('readPlayersSheet', () => {
  it('recognises the columns by heading, in any order and case, and ignores the others', () => {
    const sheet = readPlayersSheet(
      '\ufeffClub,NAME,Shirt size,ITS PIN,Faction / Sectorial\r\nHexa,Ana Núñez,M,1001,PanOceania\r\n',
    );
    expect(sheet.problem).toBeNull();
    expect(sheet.ignoredColumns).toEqual(['Shirt size']);
    expect(sheet.rows).toEqual([
      { line: 2, name: 'Ana Núñez', itsPin: '1001', faction: 'PanOceania', club: 'Hexa', armyCodes: [] },
    ]);
  });

  it('reads tab-separated and semicolon-separated sheets', () => {
    expect(readPlayersSheet('Name\tPIN\nBjörn\t7\n').rows[0]).toMatchObject({ name: 'Björn', itsPin: '7' });
    expect(readPlayersSheet('Name;Club\nChloé;Les Dés, Paris\n').rows[0]).toMatchObject({
      name: 'Chloé',
      club: 'Les Dés, Paris',
    });
  });

  it('keeps quoted commas, doubled quotes and line breaks inside a cell, counting lines for messages', () => {
    const sheet = readPlayersSheet('Name,Club\n"Doe, ""JD"" John","North\nSouth"\n\nEve,\n');
    expect(sheet.rows.map((r) => [r.line, r.name, r.club])).toEqual([
      [2, 'Doe, "JD" John', 'North\nSouth'],
      [5, 'Eve', ''],
    ]);
  });

  it('splits several army codes in one cell', () => {
    expect(readPlayersSheet('Name,Army codes\nAna,abc def\n').rows[0]?.armyCodes).toEqual(['abc', 'def']);
  });

  it('says what is wrong with a sheet without a Name column or without any row', () => {
    expect(readPlayersSheet('Player PIN,Faction\n1,x\n').problem?.message).toMatch(
      /No “Name” column.*"Player PIN", "Faction"/,
    );
    expect(readPlayersSheet('  \n').problem?.message).toMatch(/empty/);
  });

  it('reads the rows after a quote left open on one line', () => {
    const sheet = readPlayersSheet('Name,Club\n"Ana,Hexa\nBjörn,North\n');
    expect(sheet.rows.map((r) => [r.line, r.name, r.club])).toEqual([
      [2, 'Ana,Hexa', ''],
      [3, 'Björn', 'North'],
    ]);
  });
});
