/**
 * What the system, JSON.parse and zod say, as messages with keys. Their own texts are English
 * (and JSON.parse's quotes the file's contents), so a translated message must never carry them
 * as a value: an errno error becomes its code's wording (`m.os.ENOENT`), a JSON text that does
 * not parse becomes the line and column of its first fault. A file's shape refused by zod is
 * `shapeProblem` (src/shared/issues.ts); the .zip reader's failures carry their key
 * (src/main/catalog/zip.ts).
 */
import path from 'node:path';
import { en } from '../../shared/i18n/en';
import { msg } from '../../shared/messages';
import type { TextKey, MessageRef } from '../../shared/messages';

/** The error code of a Node system error (`ENOENT`), or null for anything else (`ERR_…` is Node's own). */
export function errnoCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E(?!RR_)[A-Z0-9_]+$/.test(code) ? code : null;
}

/** An error code in words: its own key, or "system error {code}" keeping the code as data. */
export function codeProblem(code: string): MessageRef {
  const key = `m.os.${code === 'ENFILE' ? 'EMFILE' : code}`;
  return key in en ? { key: key as TextKey } : msg('m.os.other', { code });
}

/**
 * A Node system error in words, naming the file it concerns by its name only (a visitor never
 * sees a folder of the machine). Anything without an errno code is "system error" plus its
 * class name, never its English text.
 */
export function osProblem(err: unknown): MessageRef {
  const code = errnoCode(err);
  const problem = code ? codeProblem(code) : msg('m.os.other', { code: (err as Error | null)?.name ?? 'Error' });
  const file = (err as { path?: unknown } | null)?.path;
  return typeof file === 'string' && file !== '' ? msg('m.os.onFile', { problem, file: path.basename(file) }) : problem;
}

/** Why a download failed: no answer in time, or the network's error code in words. */
export function networkProblem(err: unknown): MessageRef {
  const e = err as { name?: unknown; cause?: { code?: unknown; name?: unknown } } | null;
  if (e?.name === 'TimeoutError' || e?.cause?.name === 'TimeoutError') return msg('m.net.timeout');
  const code = errnoCode(e?.cause) ?? errnoCode(e);
  if (code) return codeProblem(code);
  const other = e?.cause?.code;
  return typeof other === 'string' ? msg('m.os.other', { code: other }) : msg('m.net.failed');
}

/** Offset of the first fault of a JSON text, or null when it is valid (RFC 8259 grammar). */
export function firstJsonFault(text: string): number | null {
  const n = text.length;
  let i = 0;
  const stack: ('[' | '{')[] = [];
  type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'commaOrClose' | 'done';
  const after = (): Expect => (stack.length > 0 ? 'commaOrClose' : 'done');
  const skipSpace = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i += 1;
  };
  const string = (): boolean => {
    i += 1;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i += 1;
        return true;
      }
      if (c < 0x20) return false;
      if (c === 0x5c) {
        const next = text[i + 1] ?? '';
        if (next === 'u') {
          for (let k = 2; k < 6; k += 1) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k;
              return false;
            }
          }
          i += 6;
        } else if (next !== '' && '"\\/bfnrt'.includes(next)) i += 2;
        else {
          i += 1;
          return false;
        }
      } else i += 1;
    }
    return false;
  };
  const scalar = (): boolean => {
    const c = text[i] ?? '';
    if (c === '"') return string();
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = i;
    const found = number.exec(text);
    if (found && found[0] !== '-') {
      i += found[0].length;
      return true;
    }
    for (const word of ['true', 'false', 'null']) {
      if (word[0] !== c) continue;
      for (let k = 0; k < word.length; k += 1) {
        if (text[i + k] !== word[k]) {
          i += k;
          return false;
        }
      }
      i += word.length;
      return true;
    }
    if (c === '-') i += 1;
    return false;
  };
  let expect: Expect = 'value';
  for (;;) {
    skipSpace();
    if (i >= n) return expect === 'done' ? null : n;
    const c = text[i];
    switch (expect) {
      case 'done':
        return i;
      case 'commaOrClose': {
        const top = stack[stack.length - 1];
        if (c === ',') {
          i += 1;
          expect = top === '[' ? 'value' : 'key';
        } else if (c === (top === '[' ? ']' : '}')) {
          stack.pop();
          i += 1;
          expect = after();
        } else return i;
        break;
      }
      case 'key':
      case 'keyOrClose':
        if (expect === 'keyOrClose' && c === '}') {
          stack.pop();
          i += 1;
          expect = after();
          break;
        }
        if (c !== '"' || !string()) return i;
        skipSpace();
        if (text[i] !== ':') return i;
        i += 1;
        expect = 'value';
        break;
      default:
        if (expect === 'valueOrClose' && c === ']') {
          stack.pop();
          i += 1;
          expect = after();
        } else if (c === '[' || c === '{') {
          stack.push(c);
          i += 1;
          expect = c === '[' ? 'valueOrClose' : 'keyOrClose';
        } else if (scalar()) expect = after();
        else return i;
    }
  }
}

/** Line and column (both from 1, columns in characters) of an offset of a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: [...before.slice(lineStart)].length + 1 };
}

/** Where a JSON text stops being JSON: "line 2, column 8" (keyed). */
export function jsonFault(text: string): MessageRef {
  const offset = firstJsonFault(text);
  // JSON.parse refused a text the grammar accepts: only nesting too deep for its stack does that.
  return offset === null ? msg('m.json.tooDeep') : msg('m.json.at', lineAndColumn(text, offset));
}

/** JSON.parse, with a refusal that says where the text goes wrong instead of quoting it. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; where: MessageRef } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, where: jsonFault(text) };
  }
}
