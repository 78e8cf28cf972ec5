/**
 * The one function that writes a text: a key of the catalogs (src/shared/i18n/<language>/) and
 * its values, in the reader's language. Screens, main's messages, PDFs, CSV headers and audit
 * summaries all go through `renderMessage`; there is no other interpolator.
 *
 * A template fills `{name}` holes with the values (numbers as the language writes them, moments
 * day-first, nested texts rendered in the same language) and chooses plural forms by
 * `Intl.PluralRules` of the language: `{n, plural, =0 {no rounds} one {# round} other {# rounds}}`
 * keeps an exact `=n` form first, then the language's category (one, few, many, other), then
 * `other`; `#` stands for n. A select chooses a form by a word instead:
 * `{direction, select, N {N} SW {SO} other {}}` writes the form named by the value, else `other`.
 */
import { formatMomentIn, formatNumberIn } from '../locales';
import type { TextKey } from './en';

/**
 * A value put into a text: data as typed (a name, a number), a moment, another text to render, or
 * a text given in several languages (a scenario pack's own words).
 */
export type MessageParam = string | number | MessageTime | MessageRef | MessageTexts | readonly MessageParam[];

/**
 * Words given per language (`en` always); a reader whose language is missing reads the English.
 * `params` fill the words' `{holes}` as a catalog text's are filled (a pack's breakdown detail).
 */
export interface MessageTexts {
  texts: Readonly<Record<string, string>>;
  params?: Record<string, MessageParam>;
}

/**
 * A moment inside a text (a lock's start, a change, a backup), sent as an ISO time and written
 * by whoever renders it, in the reader's language and day-first order — never in the main
 * process's locale.
 */
export interface MessageTime {
  at: string;
  show: 'time' | 'seconds' | 'dateTime';
}

/** A text as data: what crosses the API beside the English (`i18n`). */
export interface MessageRef {
  key: TextKey;
  params?: Record<string, MessageParam>;
}

/** A moment as a text value; a text that is not a time is kept as it is. */
export function when(at: string | number | Date, show: MessageTime['show']): MessageParam {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : { at: date.toISOString(), show };
}

function isMessageTime(value: unknown): value is MessageTime {
  return (
    typeof value === 'object' && value !== null && typeof (value as MessageTime).at === 'string' && 'show' in value
  );
}

function isMessageTexts(value: unknown): value is MessageTexts {
  return typeof value === 'object' && value !== null && typeof (value as MessageTexts).texts === 'object';
}

export function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' && (v.params === undefined || (typeof v.params === 'object' && v.params !== null));
}

/** Where a text's template comes from and how its values are written. */
export interface Renderer {
  /** The template for a key, or undefined when no catalog knows it. */
  template(key: string): string | undefined;
  number(value: number): string;
  /** The locale plurals are chosen and moments written in; British English when not given. */
  locale?: string;
  /** Applied to a template once its plural forms are chosen (the test-only pseudo-locale). */
  mark?(template: string): string;
  /**
   * Joins the text written so far and a nested text put into the next hole, contracting a
   * preposition and an article where the language does ("de" + "el Arsenal" → "del Arsenal").
   */
  contract?(before: string, inner: string): string;
}

/**
 * A renderer over a language's catalog: a key it lacks reads from `fallback` (English, so a key
 * added on another branch never shows raw), numbers and plurals as `locale` has them.
 */
export function catalogRenderer(
  catalog: Partial<Record<string, string>>,
  locale: string,
  options: {
    fallback?: Partial<Record<string, string>>;
    mark?: (template: string) => string;
    contract?: (before: string, inner: string) => string;
  } = {},
): Renderer {
  const { fallback, mark, contract } = options;
  return {
    template: (key) => catalog[key] ?? fallback?.[key],
    number: (value) => formatNumberIn(locale, value),
    locale,
    ...(mark ? { mark } : {}),
    ...(contract ? { contract } : {}),
  };
}

const MAX_DEPTH = 6;

/** Writes a text; unknown keys and holes are left visible rather than dropped. */
export function renderMessage(ref: MessageRef, renderer: Renderer, depth = 0): string {
  const template = renderer.template(ref.key);
  if (template === undefined) return ref.key;
  const params = ref.params ?? {};
  const chosen = choosePlurals(template, params, renderer.locale ?? 'en-GB');
  const marked = renderer.mark ? renderer.mark(chosen) : chosen;
  // Literal parts and hole names alternate; a nested text joins the words before it as the language joins them.
  const parts = marked.split(/\{(\w+)\}/);
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    const value = params[name];
    const text = value === undefined ? `{${name}}` : renderParam(value, renderer, depth + 1);
    out = renderer.contract && isMessageRef(value) ? renderer.contract(out, text) : out + text;
    out += parts[i + 1] ?? '';
  }
  return out;
}

function renderParam(value: MessageParam, renderer: Renderer, depth: number): string {
  if (typeof value === 'number') return renderer.number(value);
  if (typeof value === 'string') return value;
  if (isMessageTime(value)) return formatMomentIn(renderer.locale ?? 'en-GB', value.at, timeParts(value));
  if (isMessageTexts(value)) {
    const language = (renderer.locale ?? 'en-GB').slice(0, 2);
    const words = value.texts[language] ?? value.texts.en ?? '';
    if (!value.params || depth > MAX_DEPTH) return words;
    // The words are the template: holes, plurals and nested texts as in any catalog text.
    return renderMessage({ key: 's.pack.text', params: value.params }, { ...renderer, template: () => words }, depth);
  }
  if (depth > MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const parts = (value as readonly MessageParam[]).map((v) => renderParam(v, renderer, depth + 1));
    return parts.join(value.some((v) => typeof v === 'object') ? '; ' : ', ');
  }
  return isMessageRef(value) ? renderMessage(value, renderer, depth) : String(value);
}

const timeParts = (value: MessageTime) => ({ date: value.show === 'dateTime', seconds: value.show === 'seconds' });

const CHOICE = /\{(\w+), (plural|select),/g;

/**
 * A template with its `{n, plural, …}` blocks replaced by the form `locale` uses for each value,
 * `#` written as `{n}` (filled with the number afterwards), and its `{word, select, …}` blocks by
 * the form the value names. A form may hold holes and choices of its own.
 */
export function choosePlurals(template: string, params: Readonly<Record<string, unknown>>, locale: string): string {
  if (!template.includes(', plural,') && !template.includes(', select,')) return template;
  let out = '';
  let from = 0;
  CHOICE.lastIndex = 0;
  for (let m = CHOICE.exec(template); m; m = CHOICE.exec(template)) {
    const name = m[1] as string;
    const forms: Record<string, string> = {};
    let i = m.index + m[0].length;
    // Forms: `selector {text}` pairs up to the block's closing brace; texts may hold braces.
    for (;;) {
      while (template[i] === ' ') i++;
      if (i >= template.length || template[i] === '}') break;
      const open = template.indexOf('{', i);
      if (open < 0) break;
      let depth = 1;
      let j = open + 1;
      for (; j < template.length && depth > 0; j++) {
        if (template[j] === '{') depth++;
        else if (template[j] === '}') depth--;
      }
      forms[template.slice(i, open).trim()] = template.slice(open + 1, j - 1);
      i = j;
    }
    const chosen = m[2] === 'select' ? selectForm(forms, params[name]) : pluralForm(forms, params[name], name, locale);
    out += template.slice(from, m.index) + choosePlurals(chosen, params, locale);
    from = i + 1;
    CHOICE.lastIndex = from;
  }
  return out + template.slice(from);
}

function pluralForm(forms: Record<string, string>, value: unknown, name: string, locale: string): string {
  const n = Number(value);
  const category = Number.isFinite(n) ? new Intl.PluralRules(locale).select(n) : 'other';
  return (forms[`=${n}`] ?? forms[category] ?? forms.other ?? '').replace(/#/g, `{${name}}`);
}

function selectForm(forms: Record<string, string>, value: unknown): string {
  return (typeof value === 'string' && Object.hasOwn(forms, value) ? forms[value] : undefined) ?? forms.other ?? '';
}

/**
 * Makes every `{ message, i18n }` found in an answer (error bodies, warnings, list problems)
 * read in the renderer's language: `message` becomes a getter that renders when it is read, so
 * a text fetched before a change of language (the event, with its rounds' warnings) is shown in
 * the new one. A key the renderer does not know keeps main's English; assigning `message`
 * replaces it with plain text.
 */
export function localizeAnswer(value: unknown, renderer: Renderer, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) localizeAnswer(item, renderer, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const ref = record.i18n;
  const lazy = typeof record.message === 'string' && isMessageRef(ref) && !!renderer.template(ref.key);
  if (lazy) {
    Object.defineProperty(record, 'message', {
      enumerable: true,
      configurable: true,
      get: () => renderMessage(ref, renderer),
      set: (text: unknown) =>
        Object.defineProperty(record, 'message', { value: text, writable: true, enumerable: true, configurable: true }),
    });
  }
  for (const key in record) {
    // The getter just made is not read here: an answer of 120 players' list problems is rendered
    // as the screen shows each, not all of it as it arrives.
    if (key === 'i18n' || (lazy && key === 'message')) continue;
    const child = record[key];
    if (typeof child === 'object' && child !== null) localizeAnswer(child, renderer, depth + 1);
  }
}
