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
