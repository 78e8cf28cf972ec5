/**
 * How each language of the app writes dates, times and numbers: day first everywhere (never the
 * US month-first order), numbers grouped from 10 000 as the language does. The languages and their
 * locales are the one table, ./languageTable.ts.
 */
import { LANGUAGES } from './languageTable';
import type { Language } from './languageTable';

export type { Language };

export const LOCALES = Object.fromEntries(LANGUAGES.map(({ code, locale }) => [code, locale])) as Record<
  Language,
  string
>;

/** Every language's code, in the table's order: the event settings' zod enum. */
export const LANGUAGE_CODES = LANGUAGES.map(({ code }) => code) as [Language, ...Language[]];

/** The languages translated from English, the reference: each one a catalog folder the screens load when shown. */
export const TRANSLATED_LANGUAGES: readonly Exclude<Language, 'en'>[] = LANGUAGE_CODES.filter(
  (code): code is Exclude<Language, 'en'> => code !== 'en',
);

/** A number as `locale` writes it (1 234 in French; 1.234 in Spanish and Italian from 10 000). */
export function formatNumberIn(locale: string, value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 10000
    ? String(value)
    : value.toLocaleString(locale, { maximumFractionDigits: 2 });
}

/**
 * A calendar day as typed in a date field ("2026-11-21") the way `locale` writes it: 21/11/2026,
 * day first. The day is taken as written (no time zone can move it); other text is kept as is.
 */
export function formatDayIn(locale: string, day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!parts) return day;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  if (date.getUTCDate() !== Number(parts[3])) return day;
  return date.toLocaleDateString(locale, { ...DAY_PARTS, timeZone: 'UTC' });
}

const DAY_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/**
 * A moment (an ISO time) as `locale` writes it, in this computer's time zone: "18:04", with
 * `seconds` "18:04:05", with `date` "23/11/2026 18:04" (day first). Text that is not a time is
 * kept as it is.
 */
export function formatMomentIn(locale: string, iso: string, parts: { date?: boolean; seconds?: boolean } = {}): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const time = moment.toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(parts.seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
  return parts.date ? `${moment.toLocaleDateString(locale, DAY_PARTS)} ${time}` : time;
}
