/**
 * Every user-visible string lives in ./strings/<language>.ts. English is the reference; Spanish,
 * French and Italian are complete (src/renderer/src/lib/strings/catalogs.test.ts names any key
 * missing from a catalog, any placeholder that differs, any value left in English). At run time
 * a key a catalog lacks falls back to English, so a string added on another branch never shows
 * as a raw key.
 *
 * `pseudo` is a test-only locale: every string is wrapped in ⟦…⟧ and made about 40 % longer
 * with accented letters, so an end-to-end test can find text that does not come from the
 * catalogs (hard-coded English) and text that overflows its box.
 */
import { auditSummaryIn, isMessageRef, localizeAnswer, renderMessage } from '../../../shared/messages';
import type { MessageRef, Renderer } from '../../../shared/messages';
import { en } from './strings/en';
import type { StringKey } from './strings/en';
import { pseudoOf } from '../../../shared/pseudoLocale';
import { useScenarioCatalog } from '../../../shared/scenarioTexts/lookup';
import { LOCALES, formatNumberIn } from '../../../shared/locales';
import type { Language } from '../../../shared/locales';

export type { Language };
export type DisplayLanguage = Language | 'pseudo';

export const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'it'];

type Catalog = Partial<Record<StringKey, string>>;

/**
 * The catalogs loaded so far. English is in every bundle; Spanish, French and Italian (the
 * screens' strings and the scenario texts) are separate chunks fetched by `loadLanguage` the
 * first time they are shown, so a phone downloads only the language of its event.
 */
export const catalogs: Partial<Record<Language, Catalog>> = { en };

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<[Catalog, Readonly<Record<string, string>>]>> = {
  es: () =>
    Promise.all([
      import('./strings/es').then((m) => m.es),
      import('../../../shared/scenarioTexts/es').then((m) => m.es),
    ]),
  fr: () =>
    Promise.all([
      import('./strings/fr').then((m) => m.fr),
      import('../../../shared/scenarioTexts/fr').then((m) => m.fr),
    ]),
  it: () =>
    Promise.all([
      import('./strings/it').then((m) => m.it),
      import('../../../shared/scenarioTexts/it').then((m) => m.it),
    ]),
};
const loading = new Map<Language, Promise<void>>();

/**
 * Fetches a language's catalogs once (the screens' strings and the scenario texts). Until it
 * resolves, `t` falls back to English; the pseudo-locale needs nothing.
 */
export function loadLanguage(lang: DisplayLanguage): Promise<void> {
  if (lang === 'en' || lang === 'pseudo' || catalogs[lang]) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then(
      ([strings, scenario]) => {
        catalogs[lang] = strings;
        useScenarioCatalog(lang, scenario);
      },
      (err: unknown) => {
        // A failed fetch (offline before the chunk was cached) may be tried again later.
        loading.delete(lang);
        throw err;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** Whether a language's catalogs are here (English and the pseudo-locale always are). */
export function languageLoaded(lang: DisplayLanguage): boolean {
  return lang === 'pseudo' || !!catalogs[lang];
}

let language: DisplayLanguage = 'en';

export function setLanguage(next: DisplayLanguage): void {
  language = next;
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
  return LOCALES[language === 'pseudo' ? 'en' : language];
}

/** Keys of `en` that `lang`'s catalog lacks, in catalog order. */
export function missingKeys(lang: Language): StringKey[] {
  const catalog = catalogs[lang] ?? {};
  return (Object.keys(en) as StringKey[]).filter((key) => catalog[key] === undefined);
}

export { pseudoOf };

/**
 * Chooses the plural forms of a template for its values: `{n, plural, one {# player} other {#
 * players}}` keeps the form `Intl.PluralRules` names for n in the language (one, few, many,
 * other…; an exact `=0 {…}` first), `#` standing for n. A form the language lacks falls back to
 * `other`, so "1 rounds" never shows where a catalog says how one round reads.
 */
export function choosePlurals(template: string, values: Record<string, string | number>, locale: string): string {
  const start = /\{(\w+), plural,/g;
  let out = '';
  let from = 0;
  for (let m = start.exec(template); m; m = start.exec(template)) {
    const name = m[1] as string;
    const forms: Record<string, string> = {};
    let i = m.index + m[0].length;
    // Forms: `selector {text}` pairs up to the closing brace; texts may hold `{placeholders}`.
    for (;;) {
      while (template[i] === ' ') i++;
      if (template[i] === '}' || i >= template.length) break;
      const open = template.indexOf('{', i);
      if (open < 0) break;
      const selector = template.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      for (; j < template.length && depth > 0; j++) {
        if (template[j] === '{') depth++;
        else if (template[j] === '}') depth--;
      }
      forms[selector] = template.slice(open + 1, j - 1);
      i = j;
    }
    const n = Number(values[name]);
    const rule = Number.isFinite(n) ? new Intl.PluralRules(locale).select(n) : 'other';
    const text = forms[`=${n}`] ?? forms[rule] ?? forms.other ?? '';
    out += template.slice(from, m.index) + text.replace(/#/g, `{${name}}`);
    from = i + 1;
    start.lastIndex = from;
  }
  return out + template.slice(from);
}

/** Looks a string up, chooses its plural forms and fills `{name}` placeholders. */
export function t(key: StringKey, values: Record<string, string | number> = {}): string {
  const raw = choosePlurals(
    language === 'pseudo' ? en[key] : (catalogs[language]?.[key] ?? en[key]),
    values,
    currentLocale(),
  );
  const template = language === 'pseudo' ? pseudoOf(raw) : raw;
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) return `{${name}}`;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** Messages main sends as data, looked up in the current language's catalog. */
const messageRenderer: Renderer = {
  template: (key) => {
    if (!(key in en)) return undefined;
    const k = key as StringKey;
    return language === 'pseudo' ? pseudoOf(en[k]) : (catalogs[language]?.[k] ?? en[k]);
  },
  number: (value) => formatNumber(value),
  get locale() {
    return currentLocale();
  },
};

/** A message main sent as data (an error, a warning), in the current language. */
export function tMessage(ref: MessageRef): string {
  return renderMessage(ref, messageRenderer);
}

/** An audit entry's summary in the current language (older entries: the English they hold). */
export function auditSummary(entry: { summary: string; summaryI18n?: MessageRef | undefined }): string {
  return auditSummaryIn(entry, messageRenderer);
}

/**
 * Every `{ message, i18n }` of an API answer (error bodies, warnings, list problems) reads in
 * the current language, also after a change of language; screens show `message` as always.
 */
export function localizeMessages(value: unknown): void {
  localizeAnswer(value, messageRenderer);
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
  if (typeof record.message === 'string' && isMessageRef(ref) && messageRenderer.template(ref.key)) {
    const text = renderMessage(ref, messageRenderer);
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

export type { StringKey };
