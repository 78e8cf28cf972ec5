/**
 * The screens' side of the one message system (src/shared/i18n): every text is a key of the
 * catalogs, rendered in the display language by the one render function. English is in every
 * bundle; a translated language's folder (src/shared/i18n/<lang>/) is one chunk fetched by
 * `loadLanguage` the first time it is shown, so a phone downloads only its event's language. At
 * run time a key a catalog lacks falls back to English, so a string added on another branch never
 * shows as a raw key.
 *
 * `pseudo` is a test-only locale: every string is wrapped in ⟦…⟧ and made about 40 % longer
 * with accented letters, so an end-to-end test can find text that does not come from the
 * catalogs (hard-coded English) and text that overflows its box.
 */
import { auditSummaryIn, isMessageRef, localizeAnswer, renderMessage } from '../../../shared/messages';
import type { MessageParam, MessageRef, Renderer } from '../../../shared/messages';
import type { Catalog, TextKey } from '../../../shared/i18n/en';
import { addLanguage, hasLanguage, rendererIn } from '../../../shared/i18n/languages';
import { pseudoOf } from '../../../shared/pseudoLocale';
import { LOCALES, formatNumberIn } from '../../../shared/locales';
import type { Language } from '../../../shared/locales';

export type { Language };
export type DisplayLanguage = Language | 'pseudo';

/**
 * One chunk per translated language: its catalog folder (the scenario texts, `s.*`, are part of
 * it), found by its code; the folder's index exports its catalog under the code (`es`).
 */
const FOLDERS = import.meta.glob<Record<string, Catalog>>([
  '../../../shared/i18n/*/index.ts',
  '!../../../shared/i18n/en/index.ts',
]);

/** Loads `code`'s catalog folder; undefined for a language without one. */
export function catalogLoader(code: string): (() => Promise<Catalog>) | undefined {
  const load = FOLDERS[`../../../shared/i18n/${code}/index.ts`];
  return load && (() => load().then((folder) => folder[code] as Catalog));
}

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches a language's catalog once. Until it resolves, `t` falls back to English; the
 * pseudo-locale needs nothing.
 */
export function loadLanguage(lang: DisplayLanguage): Promise<void> {
  if (lang === 'pseudo' || hasLanguage(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  const load = catalogLoader(lang);
  // Every language of the table has its folder (loadLanguage.test.ts); without one, English shows.
  if (!pending && load) {
    pending = load().then(
      (catalog) => addLanguage(lang, catalog, LOCALES[lang]),
      (err: unknown) => {
        // A failed fetch (offline before the chunk was cached) may be tried again later.
        loading.delete(lang);
        throw err;
      },
    );
    loading.set(lang, pending);
  }
  return pending ?? Promise.resolve();
}

/** Whether a language's catalog is here (English and the pseudo-locale always are). */
export function languageLoaded(lang: DisplayLanguage): boolean {
  return hasLanguage(lang);
}

let language: DisplayLanguage = 'en';

export function setLanguage(next: DisplayLanguage): void {
  language = next;
  // The page says what language it is in (screen readers, hyphenation, the browser's translate offer).
  if (globalThis.document) document.documentElement.lang = next === 'pseudo' ? 'en-XA' : next;
}

/**
 * The language to show: the event's, unless this browser was switched to the pseudo-locale for
 * a layout check (localStorage `its-ref.pseudo-locale` = "1"; the end-to-end tests do this).
 */
export function displayLanguage(eventLanguage: Language): DisplayLanguage {
  try {
    if (globalThis.localStorage?.getItem('its-ref.pseudo-locale') === '1') return 'pseudo';
  } catch {
    // Storage may be unavailable (privacy settings): the event's language applies.
  }
  return eventLanguage;
}

export function currentLanguage(): DisplayLanguage {
  return language;
}

/** The locale dates, times and numbers are written in (day-first for every language). */
export function currentLocale(): string {
  return rendererIn(language).locale ?? LOCALES.en;
}

export { pseudoOf };

/**
 * Looks a text up in the display language, chooses its plural forms and fills its `{name}`
 * holes (numbers as the language writes them).
 */
export function t(key: TextKey, values: Record<string, MessageParam> = {}): string {
  return renderMessage({ key, params: values }, current);
}

/**
 * The display language's renderer, read at each use: a text localized before a change of
 * language (a getter `localizeMessages` installed) reads in the new one.
 */
const current: Renderer = {
  template: (key) => rendererIn(language).template(key),
  number: (value) => formatNumber(value),
  get locale() {
    return currentLocale();
  },
  mark: (template) => rendererIn(language).mark?.(template) ?? template,
  contract: (before, inner) => rendererIn(language).contract?.(before, inner) ?? before + inner,
};

/** The display language's renderer, for builders that write texts themselves (the statistics' charts). */
export function displayRenderer(): Renderer {
  return current;
}

/** A message main sent as data (an error, a warning), in the current language. */
export function tMessage(ref: MessageRef): string {
  return renderMessage(ref, current);
}

/** An audit entry's summary in the current language (older entries: the English they hold). */
export function auditSummary(entry: { summary: string; summaryI18n?: MessageRef | undefined }): string {
  return auditSummaryIn(entry, current);
}

/**
 * Every `{ message, i18n }` of an API answer (error bodies, warnings, list problems) reads in
 * the current language, also after a change of language; screens show `message` as always.
 */
export function localizeMessages(value: unknown): void {
  localizeAnswer(value, current);
}

/**
 * Like `localizeMessages`, for data the screens keep and change in place: the event the session
 * holds (a `$state` proxy, which reads a getter once and keeps the text) and the changes pushed
 * into it. Every `{ message, i18n }` inside `value` is written now, in the current language;
 * after a change of language it is run again.
 */
export function renderMessagesIn(value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) renderMessagesIn(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const ref = record.i18n;
  const renderer = current;
  if (typeof record.message === 'string' && isMessageRef(ref) && renderer.template(ref.key)) {
    const text = renderMessage(ref, renderer);
    if (record.message !== text) record.message = text;
  }
  for (const key in record) {
    const child = record[key];
    if (key !== 'i18n' && typeof child === 'object' && child !== null) renderMessagesIn(child, depth + 1);
  }
}

/** A number as the language writes it (1 234,5 in French; 1.234,5 in Spanish and Italian). */
export function formatNumber(value: number): string {
  return formatNumberIn(currentLocale(), value);
}

export type { TextKey };
