import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../shared/messages';
import type { Renderer } from '../../../shared/messages';
import { es as MESSAGES_ES } from '../../../shared/i18n/es';
import { groupRows, parseTrooperRows } from './csv';
import type { LineMessage } from './csv';

/** A line's problem without its key, as the CLI and the event's English read it. */
const plain = ({ line, message }: LineMessage) => ({ line, message });
const spanish: Renderer = { template: (key) => (MESSAGES_ES as Record<string, string>)[key], number: String };

describe('parseTrooperRows', () => {
  it('reads tab-separated rows pasted from a spreadsheet, without a header', () => {
    const text = [
      'Harrow\t13\t0\t1\tLieutenant',
      'Kestrel\t28\t0,5\t1\tHacker; Hidden Deployment',
      'Brute\t9\t\t2\tLI; Irregular; Impetuous',
    ].join('\n');
    const { rows, errors, warnings } = parseTrooperRows(text);
    expect(errors).toEqual([]);
    expect(warnings.map(plain)).toEqual([]);
    expect(rows.map((r) => [r.line, r.trooper.id, r.trooper.name, r.trooper.cost, r.trooper.swc, r.group])).toEqual([
      [1, 't1', 'Harrow', 13, 0, 1],
      [2, 't2', 'Kestrel', 28, 0.5, 1],
      [3, 't3', 'Brute', 9, 0, 2],
    ]);
    expect(rows[0]?.trooper.skills.lieutenant).toBe(true);
    expect(rows[1]?.trooper.skills).toMatchObject({ hacker: true, hiddenDeployment: true, lieutenant: false });
    expect(rows[2]?.trooper).toMatchObject({ troopType: 'LI', training: 'irregular', impetuous: 'impetuous' });
  });

  it('reads a comma CSV with a header in another order and quoted skills', () => {
    const text = [
      'Group,Name,SWC,Cost,Skills,Type',
      '1,Signal Officer,0,18,"Commlink (+2), V: Courage",MI',
      'R1,"Lancer (Reinf.), heavy",1,32,,MI',
      '',
      '# a comment line',
      '1,Old Hand,0,30,"Character; Martial Arts",LI',
    ].join('\r\n');
    const { rows, errors } = parseTrooperRows(text);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.trooper.name, r.trooper.cost, r.group, r.reinforcement])).toEqual([
      [2, 'Signal Officer', 18, 1, false],
      [3, 'Lancer (Reinf.), heavy', 32, 1, true],
      [6, 'Old Hand', 30, 1, false],
    ]);
    expect(rows[0]?.trooper.skills).toMatchObject({ commlink: 2, courage: true });
    expect(rows[0]?.trooper.troopType).toBe('MI');
    expect(rows[1]?.trooper.skills.reinforcement).toBe(true);
    expect(rows[2]?.trooper.skills).toMatchObject({ character: true, courage: true });
  });

  it('counts a row as Reinforcements by its name (N4 · Reinforcements), never by a "Reinf." skill', () => {
    // The text: a Reinforcements Section holds only troopers "whose Unit Profile name includes Reinf.".
    const { rows, warnings } = parseTrooperRows(
      ['Drop Lancer (Reinf.),25,0,R1,', 'Gate Guard,12,0,1,Reinf.', 'Storm Reinforcements,20,0,R1,'].join('\n'),
    );
    expect(rows.map((r) => [r.trooper.name, r.trooper.skills.reinforcement])).toEqual([
      ['Drop Lancer (Reinf.)', true],
      ['Gate Guard', false],
      ['Storm Reinforcements', true],
    ]);
    expect(warnings.map(plain)).toEqual([
      {
        line: 2,
        message:
          '"Reinf." in the skills is not read: a trooper is a Reinforcements unit when its name says "Reinf." (N4 · Reinforcements).',
      },
    ]);
  });

  it('reports each bad row with its line number, and ignored words as warnings', () => {
    const text = [
      'Good;10;0;1;Lt',
      ';10;0;1;', // line 2: no name
      'Bad cost;ten;0;1;', // line 3
      'Bad swc;10;0.3;1;', // line 4: not a multiple of 0.5
      'Bad group;10;0;X;', // line 5
      'Odd;10;0;1;Mimetism, Camouflage', // line 6: warning only
      '"Open quote;10;0;1;', // line 7
    ].join('\n');
    const { rows, errors, warnings } = parseTrooperRows(text);
    expect(rows.map((r) => r.trooper.name)).toEqual(['Good', 'Odd']);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 7]);
    expect(errors[0]?.message).toBe('the name is empty.');
    expect(errors[1]?.message).toBe('cost "ten" is not a whole number of points.');
    expect(errors[2]?.message).toBe('SWC "0.3" is not a number in steps of 0.5.');
    expect(errors[3]?.message).toContain('group "X"');
    expect(errors[4]?.message).toContain('never closed');
    // Each problem carries its key, so a screen words it in the referee's language.
    expect(renderMessage(errors[1]!.i18n, spanish)).toBe('el coste "ten" no es un número entero de puntos.');
    const two = parseTrooperRows(';x;0;1;').errors[0]!;
    expect(two.message).toBe('the name is empty; cost "x" is not a whole number of points.');
    expect(renderMessage(two.i18n, spanish)).toBe(
      'el nombre está vacío; el coste "x" no es un número entero de puntos.',
    );
    expect(warnings.map(plain)).toEqual([
      { line: 6, message: 'not read by the rules, ignored: Mimetism, Camouflage.' },
    ]);
  });

  it('says so when nothing was pasted', () => {
    expect(parseTrooperRows('  \n\n').errors.map(plain)).toEqual([
      { line: 1, message: 'Nothing to import: the pasted text is empty.' },
    ]);
  });
});

describe('groupRows', () => {
  it('keeps Main group numbers and numbers Reinforcement groups after them', () => {
    // Main groups 1 and 2; R1 → 3, R2 → 4 (numbers stay unique in the list).
    const { rows } = parseTrooperRows(
      ['A\t1\t0\t2', 'B\t1\t0\tR1', 'C\t1\t0\t1', 'D\t1\t0\tR2', 'E\t1\t0\tR1'].join('\n'),
    );
    expect(groupRows(rows).map((g) => [g.number, g.reinforcement, g.troopers.map((t) => t.name)])).toEqual([
      [1, false, ['C']],
      [2, false, ['A']],
      [3, true, ['B', 'E']],
      [4, true, ['D']],
    ]);
  });
});

describe('parseTrooperRows on the shared CSV reader', () => {
  it('keeps a line break inside a quoted skills cell and numbers later rows by their own line', () => {
    const { rows, errors } = parseTrooperRows('Harrow,13,0,1,"Lieutenant,\nHacker"\nKestrel,28,0,1,\n');
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.trooper.name])).toEqual([
      [1, 'Harrow'],
      [3, 'Kestrel'],
    ]);
    expect(rows[0]?.trooper.skills).toMatchObject({ lieutenant: true, hacker: true });
  });

  it('reports a quote never closed on its line and still reads the rows after it', () => {
    const { rows, errors } = parseTrooperRows('"Open;10;0;1;\nGood;10;0;1;Lt\n');
    expect(errors.map((e) => [e.line, e.message])).toEqual([[1, expect.stringContaining('never closed')]]);
    expect(rows.map((r) => [r.line, r.trooper.name])).toEqual([[2, 'Good']]);
  });
});
