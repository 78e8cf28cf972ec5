/**
 * The languages the app speaks: one line each, in the order the language picker lists them.
 * Everything that names the languages is derived from this table: the `Language` type, the event
 * settings' zod enum (./model.ts), the locales dates and numbers are written in (./locales.ts),
 * each language's name in the catalogs (./i18n/languageNames.ts), main's registration
 * (./i18n/everyLanguage.ts), the screens' lazy loaders (renderer lib/i18n.ts), the languages the
 * PDFs print in and the picker. Adding a language is its catalog folder (./i18n/<code>/), this
 * line and its line in ./i18n/catalogs.ts (CONTRIBUTING.md, "Add a language").
 *
 * It lives in src/shared, apart from the catalogs: the event file's contract (./model.ts) checks
 * an event's language against it and may import only from src/shared, and a phone that imports
 * the contract must not download every catalog with it.
 */
export interface LanguageEntry {
  /** The code the event file stores and the catalog folder is named after. */
  readonly code: string;
  /** How dates, times and numbers are written: day first everywhere, never the US month-first order. */
  readonly locale: string;
  /** The language's name in its own words, the same in every catalog, so a reader finds theirs. */
  readonly name: string;
}

export const LANGUAGES = [
  { code: 'en', locale: 'en-GB', name: 'English' },
  { code: 'es', locale: 'es-ES', name: 'Español' },
  { code: 'fr', locale: 'fr-FR', name: 'Français' },
  { code: 'it', locale: 'it-IT', name: 'Italiano' },
] as const satisfies readonly LanguageEntry[];

export type Language = (typeof LANGUAGES)[number]['code'];
