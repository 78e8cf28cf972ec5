/**
 * Where a text puts another inside it after a preposition and the inner text starts with an
 * article, the language contracts them: "dentro de {zone}" + "el Arsenal" → "dentro del Arsenal",
 * "de {zone}" + "le Secteur" → "du Secteur", "in {zone}" + "il Quadrante" → "nel Quadrante". Only
 * the junction of a hole and its nested text is contracted (render.ts calls this there), never a
 * catalog string's own words, which are written contracted already.
 */
const NOT_LETTER_BEFORE = "(?<![\\p{L}'’])";
const NOT_LETTER_AFTER = "(?![\\p{L}'’])";
const FRENCH: Record<string, string> = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' };
const ITALIAN_STEM: Record<string, string> = { a: 'a', da: 'da', di: 'de', in: 'ne', su: 'su' };
const ITALIAN_ENDING: Record<string, string> = { il: 'l', lo: 'llo', la: 'lla', i: 'i', gli: 'gli', le: 'lle' };

type Rule = [RegExp, (match: string, ...groups: string[]) => string];

const RULES: Record<string, Rule[]> = {
  es: [[new RegExp(`${NOT_LETTER_BEFORE}(de|a) el${NOT_LETTER_AFTER}`, 'gu'), (_m, p) => (p === 'de' ? 'del' : 'al')]],
  fr: [[new RegExp(`${NOT_LETTER_BEFORE}(?:de|à) les?${NOT_LETTER_AFTER}`, 'gu'), (m) => FRENCH[m] ?? m]],
  it: [
    [
      new RegExp(`${NOT_LETTER_BEFORE}(a|da|di|in|su) (il|lo|la|i|gli|le)${NOT_LETTER_AFTER}`, 'gu'),
      (_m, p, article) => `${ITALIAN_STEM[p as string]}${ITALIAN_ENDING[article as string]}`,
    ],
    [
      new RegExp(`${NOT_LETTER_BEFORE}(a|da|di|in|su) l(['’])(?=\\p{L})`, 'gu'),
      (_m, p, apostrophe) => `${ITALIAN_STEM[p as string]}ll${apostrophe}`,
    ],
  ],
};

/** The contraction of a language, or undefined for one that has none (English). */
export function contractionOf(language: string): ((before: string, inner: string) => string) | undefined {
  const rules = RULES[language];
  if (!rules) return undefined;
  return (before, inner) => {
    let text = before + inner;
    let junction = before.length;
    for (const [regex, to] of rules) {
      text = text.replace(regex, (match: string, ...rest: unknown[]) => {
        const offset = rest[rest.length - 2] as number;
        if (offset >= junction || offset + match.length <= junction) return match;
        const contracted = to(match, ...(rest.slice(0, -2) as string[]));
        junction += contracted.length - match.length;
        return contracted;
      });
    }
    return text;
  };
}
