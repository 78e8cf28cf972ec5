/** Small display helpers (no rules here: numbers shown come from the API). Dates follow the language. */
import { formatDayIn, formatMomentIn } from '../../../shared/locales';
import { currentLocale } from './i18n';

/** A time of day with seconds in the language's order: 18:04:05. */
export function formatTime(iso: string): string {
  return formatMomentIn(currentLocale(), iso, { seconds: true });
}

/** Day, month, year and time in the language's order: 23/11/2026 18:04:05 (never month first). */
export function formatDateTime(iso: string): string {
  return formatMomentIn(currentLocale(), iso, { date: true, seconds: true });
}

/** The event's day as typed ("2026-11-21"), in the language's order: 21/11/2026. */
export function formatDay(day: string): string {
  return formatDayIn(currentLocale(), day);
}

/**
 * A day typed day first (21/11/2026, 21.11.26, 21-11-2026) or as "2026-11-21", as the event file
 * keeps it ("2026-11-21"); '' for nothing typed; null when it is not a calendar day.
 */
export function parseDay(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(typed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dayFirst
      ? [Number(dayFirst[3]) + (dayFirst[3]!.length === 2 ? 2000 : 0), Number(dayFirst[2]), Number(dayFirst[1])]
      : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day || date.getUTCMonth() !== month! - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Today on this computer's calendar, as the event file keeps a day. */
export function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}
