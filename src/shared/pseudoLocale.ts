/**
 * The test-only pseudo-locale: the one render function (src/shared/i18n/render.ts) writes every
 * catalog text of the screens, main's messages and the printed documents wrapped in ⟦…⟧, accented
 * and about 40 % longer, so a test can find text that does not come from a catalog (hard-coded
 * English) and text that overflows its box.
 */

const ACCENTED: Record<string, string> = {
  a: 'à',
  e: 'é',
  i: 'î',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
};

/** ⟦Ŝàvéd {time}·····⟧: accented, ~40 % longer, placeholders kept. */
export function pseudoOf(template: string): string {
  const accented = template.replace(/\{\w+\}|./g, (m) => (m.length > 1 ? m : (ACCENTED[m] ?? m)));
  const pad = '·'.repeat(Math.ceil(template.replace(/\{\w+\}/g, '').length * 0.4));
  return `⟦${accented}${pad}⟧`;
}
