/** Small display helpers (no rules here: numbers shown come from the API). Dates follow the language. */
import { formatDayIn } from '../../../shared/locales';
import { currentLocale } from './i18n';

export function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

/** Day, month, year and time in the language's order: 23/11/2026 18:04:05 (never month first). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${d.toLocaleDateString(currentLocale(), { year: 'numeric', month: '2-digit', day: '2-digit' })} ${formatTime(iso)}`;
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
