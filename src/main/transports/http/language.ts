/**
 * The language a venue-server answer is written in for a caller that shows it as it comes (a
 * phone's browser opening a download link, a page that cannot render the message key): the
 * first of the app's languages the browser's Accept-Language asks for, by its weights; English
 * otherwise. Screens of the app re-render the key in the event's language either way.
 */
import { LOCALES } from '../../../shared/locales';
import type { Language } from '../../../shared/locales';

const spoken = (tag: string): tag is Language => Object.hasOwn(LOCALES, tag);
/** A browser sends a handful; a longer list is cut rather than parsed without end. */
const MAX_RANGES = 16;

export function preferredLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { language: Language; weight: number } | null = null;
  for (const range of header.split(',', MAX_RANGES)) {
    const [tag = '', ...options] = range.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!spoken(language)) continue;
    const q = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? 'en';
}
