/**
 * The words of the printed documents, in the event's language (the event's language drives its
 * PDFs), from the one catalog of that language (src/shared/i18n/<lang>/, keys `pdf.*` and the
 * screen and message keys a document shares). What the organizer typed is data and is printed as
 * it is.
 */
import { formatDayIn, formatNumberIn, LOCALES } from '../../shared/locales';
import type { Language } from '../../shared/locales';
import type { TextKey } from '../../shared/i18n/en';
import { rendererIn, textIn } from '../../shared/i18n/everyLanguage';
import type { MessageParam } from '../../shared/i18n/render';

/** The languages documents print in: every language of the table (src/shared/languageTable.ts). */
export type PdfLanguage = Language;

/**
 * The language a document is printed in: the event's, or the test-only pseudo-locale
 * (src/shared/pseudoLocale.ts), in which every catalog string is marked so a test can find
 * printed text that does not come from a catalog.
 */
export type PdfDisplayLanguage = PdfLanguage | 'pseudo';

/** A key a document prints. */
export type PdfKey = TextKey;

/** The locale numbers and capitals are written in. */
const localeOf = (language: PdfDisplayLanguage | undefined): string =>
  rendererIn(language ?? 'en').locale ?? LOCALES.en;

/** A number as the language writes it (1 234 in French; 1.234 in Spanish and Italian from 10 000). */
export function pdfNumber(language: PdfDisplayLanguage | undefined, value: number): string {
  return formatNumberIn(localeOf(language), value);
}

/** The event's day ("2026-11-21") as the language writes it: 21/11/2026, never month first. */
export function pdfDay(language: PdfDisplayLanguage | undefined, day: string): string {
  return formatDayIn(localeOf(language), day);
}

/** A printed text in `language` (English when none is given), through the one render function. */
export function pdfText(
  language: PdfDisplayLanguage | undefined,
  key: TextKey,
  values: Record<string, MessageParam> = {},
): string {
  return textIn(language ?? 'en', { key, params: values });
}

/** `text` in capitals, as the language writes them (for the small labels of the forms). */
export function pdfUpper(language: PdfDisplayLanguage | undefined, text: string): string {
  return text.toLocaleUpperCase(localeOf(language));
}

/** "Mid tier · 300 pts · 6 SWC": a round's tier with the preset's army points and SWC. */
export function tierText(
  language: PdfDisplayLanguage | undefined,
  tier: { tier: 'low' | 'mid' | 'top'; points: readonly number[]; swc: readonly number[] },
): string {
  return pdfText(language, 'pdf.tier.label', {
    tier: pdfText(language, `pdf.tier.${tier.tier}`),
    points: tier.points.map((n) => pdfNumber(language, n)).join('/'),
    swc: tier.swc.map((n) => pdfNumber(language, n)).join('/'),
  });
}
