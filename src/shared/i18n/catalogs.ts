/**
 * Every language's catalog by its code, for main, which speaks them all at once (./everyLanguage.ts).
 * One line per language of the table (../languageTable.ts); a language of the table without its
 * line here does not compile. The screens never import this module: they load one folder when a
 * language is shown (../../renderer/src/lib/i18n.ts).
 */
export { en } from './en';
export { es } from './es';
export { fr } from './fr';
export { it } from './it';
