/**
 * Details from the system, JSON.parse and zod as keyed messages. Each mapping is
 * worked by hand, then rendered in Spanish, French and Italian through the shared catalogs,
 * with no English from Node left in the text.
 */
import { promises as fs } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shapeProblem } from '../../shared/issues';
import { english, renderMessage } from '../../shared/messages';
import type { MessageRef, Renderer } from '../../shared/messages';
import { es as MESSAGES_ES } from '../../shared/i18n/es';
import { fr as MESSAGES_FR } from '../../shared/i18n/fr';
import { it as MESSAGES_IT } from '../../shared/i18n/it';
import { toErrorBody } from '../api/registry';
import {
  codeProblem,
  firstJsonFault,
  jsonFault,
  lineAndColumn,
  networkProblem,
  osProblem,
  parseJson,
} from './describe';

const renderer = (catalog: Record<string, string>): Renderer => ({ template: (key) => catalog[key], number: String });
const LANGUAGES = { es: renderer(MESSAGES_ES), fr: renderer(MESSAGES_FR), it: renderer(MESSAGES_IT) };
/** Words of Node's own English messages that must never reach a translated text. */
const NODE_ENGLISH =
  /no such file|permission denied|not permitted|directory|Unexpected|position|token|valid JSON|open '/i;

describe('JSON faults by line and column', () => {
  it.each([
    // Offsets counted by hand: `{"a": 1,` is 8 characters and a newline; line 2 is `  "b": }`.
    ['{"a": 1,\n  "b": }', 16, 2, 8],
    // The text ends where a comma or a brace should come: the fault is the end itself.
    ['{"a": 1', 7, 1, 8],
    ['', 0, 1, 1],
    // Something after a complete value.
    ['[1,2]x', 5, 1, 6],
    // A trailing comma: the bracket where a value should be.
    ['[1,]', 3, 1, 4],
    // A raw control character inside a string (here U+0001 at offset 6).
    ['{"a":"\u0001"}', 6, 1, 7],
    // A misspelt literal: the first wrong letter (`tru` then a carriage return at 11); CRLF lines.
    ['{\r\n"a": tru\r\n}', 11, 2, 9],
    // A key that is not a string.
    ['{a: 1}', 1, 1, 2],
    // A bad escape: the character after the backslash.
    ['["a\\qb"]', 4, 1, 5],
    // Columns count characters: the emoji is one character (two UTF-16 units).
    ['["😀",x]', 6, 1, 6],
  ])('%j fails at offset %i: line %i, column %i', (text, offset, line, column) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(firstJsonFault(text)).toBe(offset);
    expect(lineAndColumn(text, offset)).toEqual({ line, column });
    expect(english(jsonFault(text))).toBe(`line ${line}, column ${column}`);
  });

  it('finds no fault in valid JSON of every kind', () => {
    const values: unknown[] = [
      { a: [1, -2.5e-3, 0, true, false, null], b: { c: 'é "quoted" \\ \n \t \u0001 😀' } },
      [],
      {},
      '',
      0,
      [[[[{}]]]],
    ];
    for (const value of values) {
      expect(firstJsonFault(JSON.stringify(value))).toBeNull();
      expect(firstJsonFault(JSON.stringify(value, null, 2))).toBeNull();
    }
    expect(firstJsonFault(' \n\t\r{"\\u00e9\\/": 1E+2}\n')).toBeNull();
  });

  it('agrees with JSON.parse on thousands of mutated texts', () => {
    // A seeded generator (no Math.random): each text is a valid document with one to three
    // characters replaced, inserted or removed.
    let seed = 15;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const base = JSON.stringify({ name: 'Ana', vp: [150, 0.5, -3e2], ok: true, none: null, note: 'a\\"b' }, null, 1);
    const alphabet = '{}[]",:.-+eE0123456789 \n\\tfrulnsa';
    let faults = 0;
    for (let i = 0; i < 3000; i += 1) {
      let text = base;
      for (let k = 0, edits = 1 + next(3); k < edits; k += 1) {
        const at = next(text.length + 1);
        const c = alphabet[next(alphabet.length)] ?? '';
        const op = next(3);
        text = text.slice(0, at) + (op === 2 ? '' : c) + text.slice(op === 0 ? at : at + 1);
      }
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      const fault = firstJsonFault(text);
      expect(fault === null, text).toBe(valid);
      if (fault !== null) faults += 1;
    }
    // Both kinds were met, so the comparison says something.
    expect(faults).toBeGreaterThan(1000);
    expect(faults).toBeLessThan(3000);
  });

  it('parseJson gives the value, or where the text goes wrong, never JSON.parse’s text', () => {
    expect(parseJson('{"a": [1]}')).toEqual({ ok: true, value: { a: [1] } });
    const bad = parseJson('{"secret": "do not quote me",\n  "b": }');
    expect(bad).toEqual({ ok: false, where: { key: 'm.json.at', params: { line: 2, column: 8 } } });
    if (bad.ok) return;
    expect(renderMessage(bad.where, LANGUAGES.es)).toBe('línea 2, columna 8');
    expect(renderMessage(bad.where, LANGUAGES.fr)).toBe('ligne 2, colonne 8');
    expect(renderMessage(bad.where, LANGUAGES.it)).toBe('riga 2, colonna 8');
  });
});

describe('system errors by their code', () => {
  it('a real ENOENT names the file by its name only, in every language', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'its-ref-describe-'));
    const err = await fs.readFile(path.join(dir, 'missing.json')).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/no such file or directory/);
    const problem = osProblem(err);
    expect(english(problem)).toBe('the file or folder does not exist (missing.json)');
    expect(renderMessage(problem, LANGUAGES.es)).toBe('el archivo o la carpeta no existe (missing.json)');
    expect(renderMessage(problem, LANGUAGES.fr)).toBe('le fichier ou le dossier n’existe pas (missing.json)');
    expect(renderMessage(problem, LANGUAGES.it)).toBe('il file o la cartella non esiste (missing.json)');

    // Through the registry's fallback, as a handler's unforeseen failure reaches a caller.
    const body = toErrorBody(err);
    expect(body).toMatchObject({ code: 'IO_FAILURE' });
    expect(body.message).toBe('File operation failed (ENOENT): the file or folder does not exist (missing.json)');
    expect(body.message).not.toContain(dir);
    const es = renderMessage(body.i18n as MessageRef, LANGUAGES.es);
    expect(es).toBe('Falló una operación con archivos (ENOENT): el archivo o la carpeta no existe (missing.json)');
    for (const lang of Object.values(LANGUAGES)) {
      expect(renderMessage(body.i18n as MessageRef, lang)).not.toMatch(NODE_ENGLISH);
    }
  });

  it('EACCES, as Node words it, reads in each language without its English', () => {
    const err = Object.assign(new Error("EACCES: permission denied, open '/srv/its/events/cup.json'"), {
      code: 'EACCES',
      errno: -13,
      syscall: 'open',
      path: '/srv/its/events/cup.json',
    });
    const body = toErrorBody(err);
    expect(body.message).toBe('File operation failed (EACCES): permission denied (cup.json)');
    expect(renderMessage(body.i18n as MessageRef, LANGUAGES.es)).toBe(
      'Falló una operación con archivos (EACCES): permiso denegado (cup.json)',
    );
    expect(renderMessage(body.i18n as MessageRef, LANGUAGES.fr)).toBe(
      'Une opération sur un fichier a échoué (EACCES) : permission refusée (cup.json)',
    );
    expect(renderMessage(body.i18n as MessageRef, LANGUAGES.it)).toBe(
      'Un’operazione sui file non è riuscita (EACCES): permesso negato (cup.json)',
    );
    for (const lang of Object.values(LANGUAGES)) {
      expect(renderMessage(body.i18n as MessageRef, lang)).not.toMatch(NODE_ENGLISH);
    }
  });

  it('each listed code has its words; others keep the code; ENFILE reads as EMFILE', () => {
    expect(english(codeProblem('ENOSPC'))).toBe('no space left on the disk');
    expect(english(codeProblem('EROFS'))).toBe('the disk is read-only');
    expect(english(codeProblem('ENFILE'))).toBe('too many files are open');
    expect(english(codeProblem('EWHATEVER'))).toBe('system error EWHATEVER');
    expect(renderMessage(codeProblem('EWHATEVER'), LANGUAGES.fr)).toBe('erreur système EWHATEVER');
    // Not a system error: neither the English text nor an IO_FAILURE.
    expect(english(osProblem(new TypeError('x is not a function')))).toBe('system error TypeError');
    expect(toErrorBody(Object.assign(new Error('bad arg'), { code: 'ERR_INVALID_ARG_TYPE' })).code).toBe('INTERNAL');
  });

  it('a refused connection and a timeout, as fetch reports them', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const refused = await fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(english(networkProblem(refused))).toBe('the connection was refused');
    expect(renderMessage(networkProblem(refused), LANGUAGES.es)).toBe('se rechazó la conexión');
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(english(networkProblem(timeout))).toBe('no answer in time');
    expect(english(networkProblem(new TypeError('terminated')))).toBe('the connection failed');
  });
});

describe('a file’s shape refused by zod', () => {
  const Schema = z.object({ units: z.array(z.object({ id: z.number(), name: z.string() })) });

  it('names the place in the file and the problem in the words of the API’s forms', () => {
    const missing = Schema.safeParse({ units: [{ id: 1, name: 'A' }, { id: 2 }] });
    expect(missing.success).toBe(false);
    if (missing.success) return;
    expect(english(shapeProblem(missing.error))).toBe('“units.1.name” is required');
    expect(renderMessage(shapeProblem(missing.error), LANGUAGES.es)).toBe('«units.1.name» es obligatorio');
    const top = Schema.safeParse([1]);
    if (top.success) return;
    expect(english(shapeProblem(top.error))).toBe('the file is not a valid value');
    expect(renderMessage(shapeProblem(top.error), LANGUAGES.it)).toBe('il file non è un valore valido');
  });
});
