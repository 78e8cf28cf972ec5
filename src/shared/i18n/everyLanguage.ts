/**
 * Every language's catalog, for main: the venue server answers a phone in its language, PDFs and
 * CSV files are written in the event's. The screens never import this module (they load one
 * language's folder when they need it, ../../renderer/src/lib/i18n.ts).
 */
import { LANGUAGES } from '../languageTable';
import type { Language } from '../languageTable';
import * as catalogs from './catalogs';
import type { Catalog } from './en';
import { addLanguage } from './languages';

/** Typed by the table: a language listed there without its catalog in ./catalogs.ts is a compile error. */
const CATALOGS: Readonly<Record<Language, Catalog>> = catalogs;

for (const { code, locale } of LANGUAGES) {
  const catalog = CATALOGS[code] as Catalog | undefined;
  if (!catalog) throw new Error(`The language ${code} of the table has no catalog in src/shared/i18n/catalogs.ts.`);
  if (code !== 'en') addLanguage(code, catalog, locale);
}

export { rendererIn, textIn } from './languages';
