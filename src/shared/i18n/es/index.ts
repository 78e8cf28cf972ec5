/** Spanish: every text of the app. The screens load this folder as one chunk when an event is in Spanish. */
import type { Catalog } from '../en';
import { languageNames } from '../languageNames';
import { messages } from './messages';
import { packVocabulary } from './packVocabulary';
import { pdf } from './pdf';
import { scenarios } from './scenarios';
import { screens } from './screens';
import { stats } from './stats';

export const es: Catalog = {
  ...messages,
  ...screens,
  ...languageNames,
  ...pdf,
  ...scenarios,
  ...stats,
  ...packVocabulary,
};
