/**
 * How each language of the app writes dates, times and numbers: day first everywhere (never the
 * US month-first order), numbers grouped from 10 000 as the language does.
 */
export type Language = 'en' | 'es' | 'fr' | 'it';

export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
};

/** A number as `locale` writes it (1 234 in French; 1.234 in Spanish and Italian from 10 000). */
export function formatNumberIn(locale: string, value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 10000
    ? String(value)
    : value.toLocaleString(locale, { maximumFractionDigits: 2 });
}
