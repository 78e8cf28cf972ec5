/**
 * Main's messages in every language, for the places main itself must speak the caller's language
 * (the venue server's answers to a browser or phone that shows them as they come). Screens render
 * the same keys through the renderer's catalogs, which spread these.
 */
import { LOCALES, formatNumberIn } from '../locales';
import type { Language } from '../locales';
import { MESSAGES, renderMessage } from '../messages';
import type { MessageRef, Renderer } from '../messages';
import { MESSAGES_ES } from './es';
import { MESSAGES_FR } from './fr';
import { MESSAGES_IT } from './it';

const CATALOGS: Record<Language, Partial<Record<string, string>>> = {
  en: MESSAGES,
  es: MESSAGES_ES,
  fr: MESSAGES_FR,
  it: MESSAGES_IT,
};

/** A renderer for `language`: its catalog (English for a key it lacks), numbers and moments as it writes them. */
export function messageRenderer(language: Language): Renderer {
  const locale = LOCALES[language];
  return {
    template: (key) => CATALOGS[language][key] ?? CATALOGS.en[key],
    number: (value) => formatNumberIn(locale, value),
    locale,
  };
}

/** `ref` written in `language`. */
export function messageIn(language: Language, ref: MessageRef): string {
  return renderMessage(ref, messageRenderer(language));
}
