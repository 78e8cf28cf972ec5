/**
 * Texts as data: `msg('m.round.notPaired', { round: 3 })` is a key of the catalogs
 * (src/shared/i18n/<language>/) with its values, typed so the key must exist and every `{hole}` of
 * its English text must be given. The English is what the CLI, the logs and the event file keep;
 * every reader sees the same key rendered in their language (src/shared/i18n/render.ts). Values
 * are people's words: player names, table numbers, rounds counted from 1, and other texts
 * (`MessageRef`) for parts that need translating too.
 */
import { en } from './i18n/en';
import type { TextKey } from './i18n/en';
import { renderMessage } from './i18n/render';
import type { MessageParam, MessageRef, Renderer } from './i18n/render';

export { isMessageRef, localizeAnswer, renderMessage, when } from './i18n/render';
import { isMessageRef } from './i18n/render';
export type { MessageParam, MessageRef, MessageTime, Renderer } from './i18n/render';

/** Any key of the one key space (main's messages, screens, PDFs); `MessageKey` is its older name. */
export type MessageKey = TextKey;
export type { TextKey };

/**
 * The `{names}` a template uses, as a union of string literals; a plural block
 * (`{n, plural, one {# round} other {# rounds}}`) names its number and the holes of its forms; a
 * select block (`{direction, select, N {N} other {}}`, forms of plain words) names its value only.
 */
type Holes<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P extends `${infer N}, select,${string}`
    ? N | Holes<AfterSelect<Rest>>
    : Hole<P> | Holes<Rest>
  : never;
/** The template after a select block whose first form was just read: its forms end at `}}`. */
type AfterSelect<Rest extends string> = Rest extends `${string}}}${infer After}` ? After : '';
type Hole<P extends string> = P extends `${infer N}, plural,${infer Forms}`
  ? N | Hole<Forms>
  : P extends `${string}{${infer Q}`
    ? Hole<Q>
    : P extends `${string} ${string}` | `#${string}` | ''
      ? never
      : P;

/** A text a person reads, with the key that renders it in another language. */
export interface Said {
  message: string;
  i18n?: MessageRef;
}

export type ParamsOf<K extends TextKey> = [Holes<(typeof en)[K]>] extends [never]
  ? []
  : [params: Record<Holes<(typeof en)[K]>, MessageParam>];

/** A typed text: the key must exist and every `{hole}` of its English must be given. */
export function msg<K extends TextKey>(key: K, ...params: ParamsOf<K>): MessageRef {
  return params[0] ? { key, params: params[0] as Record<string, MessageParam> } : { key };
}

const ENGLISH: Renderer = {
  template: (key) => (en as Record<string, string>)[key],
  number: (value) => String(value),
};

/** The English text of a message (the CLI, the logs, the event file). */
export function english(ref: MessageRef): string {
  return renderMessage(ref, ENGLISH);
}

/** Words as one message, "a, b, c" in every language; nested by halves so it stays shallow. */
export function wordList(
  words: readonly MessageRef[],
  joiner: 'm.audit.words' | 'm.audit.repairs' = 'm.audit.words',
): MessageParam {
  if (words.length <= 1) return words[0] ?? '';
  const half = Math.ceil(words.length / 2);
  return msg(joiner, { first: wordList(words.slice(0, half), joiner), rest: wordList(words.slice(half), joiner) });
}

/**
 * An audit entry's summary as `renderer` writes it; an entry saved before summaries had keys (or
 * whose key the catalog lacks) keeps the English the file holds.
 */
export function auditSummaryIn(
  entry: { summary: string; summaryI18n?: MessageRef | undefined },
  renderer: Renderer,
): string {
  const ref = entry.summaryI18n;
  return ref && renderer.template(ref.key) !== undefined ? renderMessage(ref, renderer) : entry.summary;
}

/** A text with its key: `{ message: English, i18n }`. */
export function said<K extends TextKey>(key: K, ...params: ParamsOf<K>): Required<Said> {
  const ref = msg(key, ...params);
  return { message: english(ref), i18n: ref };
}

/** The readable name of a parameter path (`settings.rounds` → "Number of rounds"). */
export function fieldLabel(path: readonly PropertyKey[]): MessageRef {
  const names = path.filter((p): p is string => typeof p === 'string');
  const [parent, last] = [names[names.length - 2], names[names.length - 1]];
  for (const key of [`m.field.${parent}.${last}`, `m.field.${last ?? 'request'}`]) {
    if (key in en) return { key: key as TextKey };
  }
  return msg('m.field.request');
}

/**
 * `value` with every scenario text (`s.*`, src/shared/i18n/en/scenarios.ts) written in English:
 * the CLI prints answers as JSON for people and scripts, in the shape they had when the engine
 * sent English sentences. Anything else is copied as it is.
 */
export function scenarioTextsInEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scenarioTextsInEnglish);
  if (typeof value !== 'object' || value === null) return value;
  if (isMessageRef(value) && value.key.startsWith('s.')) return english(value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scenarioTextsInEnglish(v)]));
}
