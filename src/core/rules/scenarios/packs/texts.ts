/**
 * A pack's texts as the app's texts: a key of the app's catalogs stays a key; a key of the pack's
 * own `texts` becomes `s.pack.text` holding the words per language (English when the reader's
 * language is missing); `{ literal }` is written as it is. Values in a text's holes (a figure of
 * the game, for a breakdown's detail) are filled when the game is scored.
 */
import type { MessageParam, MessageRef } from '../../../../shared/messages';
import { en } from '../../../../shared/i18n/en';
import type { PackParam, PackText, PackValue } from '../../../../shared/scenarioPack';

/** The pack's own words, by key then language. */
export type PackWords = ReadonlyMap<string, Readonly<Record<string, string>>>;

export function packWords(texts: Readonly<Record<string, Readonly<Record<string, string>>>>): PackWords {
  const words = new Map<string, Record<string, string>>();
  for (const [language, byKey] of Object.entries(texts)) {
    for (const [key, text] of Object.entries(byKey)) {
      const entry = words.get(key) ?? {};
      entry[language] = text;
      words.set(key, entry);
    }
  }
  return words;
}

export const isAppKey = (key: string): boolean => Object.hasOwn(en, key);

export function isValue(p: PackParam): p is PackValue {
  if (typeof p === 'number') return true;
  return typeof p === 'object' && !('key' in p) && !('literal' in p);
}

/** Figures a text's holes read, worked out for one game and player. */
export type FillValue = (value: PackValue) => number | string | boolean;

/**
 * The text as the app's; `fill` works out the values its holes hold (absent: a text without values,
 * such as a question's label). Keys were checked when the pack was loaded.
 */
export function textOf(t: PackText, words: PackWords, fill?: FillValue): MessageRef {
  if (typeof t === 'string') return keyText(t, words);
  if ('literal' in t) return { key: 's.pack.text', params: { text: { texts: { en: t.literal } } } };
  const base = keyText(t.key, words);
  if (!t.params) return base;
  const params: Record<string, MessageParam> = {};
  for (const [name, p] of Object.entries(t.params)) params[name] = paramOf(p, words, fill);
  // The pack's own words take their holes' values with them.
  const own = words.get(t.key);
  if (own) return { key: 's.pack.text', params: { text: { texts: own, params } } };
  return { key: base.key, params };
}

function keyText(key: string, words: PackWords): MessageRef {
  const own = words.get(key);
  if (own) return { key: 's.pack.text', params: { text: { texts: own } } };
  return { key: key as MessageRef['key'] };
}

function paramOf(p: PackParam, words: PackWords, fill?: FillValue): MessageParam {
  if (isValue(p)) {
    if (typeof p === 'number') return p;
    const v = fill ? fill(p) : 0;
    return typeof v === 'boolean' ? String(v) : v;
  }
  return textOf(p, words, fill);
}
