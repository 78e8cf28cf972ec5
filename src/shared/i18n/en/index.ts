/**
 * English: every text of the app in one catalog, the reference every other language translates.
 * `TextKey` is the one key space (main's messages `m.*`, the screens, the printed documents
 * `pdf.*`); `Catalog` is what a language must provide, so a key missing from a translation is a
 * compile error (and src/shared/i18n/catalogs.test.ts names it).
 */
import { languageNames } from '../languageNames';
import { messages } from './messages';
import { packVocabulary } from './packVocabulary';
import { pdf } from './pdf';
import { scenarios } from './scenarios';
import { screens } from './screens';
import { stats } from './stats';

export const en = {
  ...messages,
  ...screens,
  ...languageNames,
  ...pdf,
  ...scenarios,
  ...stats,
  ...packVocabulary,
} as const;

export type TextKey = keyof typeof en;
export type Catalog = Readonly<Record<TextKey, string>>;
