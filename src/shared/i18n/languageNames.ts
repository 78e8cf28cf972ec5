/**
 * Each language's name (`lang.<code>`), as the picker shows it: in its own words and the same in
 * every catalog, so a reader finds their language whatever the event is in. Taken from the table
 * (../languageTable.ts), so a new language is named in every catalog by its line there.
 */
import { LANGUAGES } from '../languageTable';
import type { Language } from '../languageTable';

export const languageNames = Object.fromEntries(LANGUAGES.map(({ code, name }) => [`lang.${code}`, name])) as Record<
  `lang.${Language}`,
  string
>;
