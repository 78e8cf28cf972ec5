/**
 * The one way the app compares what people type with names: every search box, the players'
 * sign-in, the import's duplicate check and the army directory fold both sides with `fold`,
 * and file names and URL slugs are built from it with `slugOf`. A player who types
 * "ostergard" finds "Østergård", "lukasz" finds "Łukasz", "andres" finds "Andrés".
 *
 * Compatibility decomposition (NFKD) splits accented letters into a base letter and combining
 * marks, which are then dropped (so the marks never survive as separate characters, e.g. "ñ"
 * never becomes "n" plus a stray mark that a slug turns into "n-"). Letters that are not a base
 * letter plus a mark (ø, ł, æ, ß, đ, ð, þ, ı…) are spelled out with the Latin letters a
 * keyboard without them would use.
 */

/** Special letters (already lower case) and how they are typed on a plain Latin keyboard. */
const SPECIAL: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ẞ: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ĸ: 'k',
  ŋ: 'n',
  ſ: 's',
  ƒ: 'f',
  ɨ: 'i',
  ƶ: 'z',
  ǥ: 'g',
  ʉ: 'u',
};

const SPECIAL_LETTERS = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'gu');
const MARKS = /\p{M}/gu;
const ASCII_LOWER = /^[\x20-\x40\x5b-\x7e]*$/;

/**
 * Lower case, without accents or other marks, special letters spelled out, runs of white
 * space as one space, trimmed. "  Søren  ØSTERGÅRD " → "soren ostergard".
 */
export function fold(text: string): string {
  const plain = ASCII_LOWER.test(text)
    ? text
    : text
        .normalize('NFKD')
        .replace(MARKS, '')
        .toLowerCase()
        .replace(SPECIAL_LETTERS, (c) => SPECIAL[c] ?? c);
  return plain.replace(/\s+/g, ' ').trim();
}

/** Whether two names are the same once folded ("Andrés Núñez" and "andres nunez"). */
export function sameFolded(a: string, b: string): boolean {
  return fold(a) === fold(b);
}

/**
 * `fold` as ASCII for file names and URLs: letters and digits, other runs as one "-", at most
 * `max` characters. "Torneo Ñandú · 2026" → "torneo-nandu-2026". Empty when nothing is left.
 */
export function slugOf(text: string, max = 60): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max)
    .replace(/-$/, '');
}

/** Every word of `query` appears, folded, in one of `fields`: the search boxes' match. */
export function matchesWords(query: string, fields: readonly string[]): boolean {
  const haystack = fields.map(fold);
  return fold(query)
    .split(' ')
    .filter((w) => w !== '')
    .every((word) => haystack.some((f) => f.includes(word)));
}
