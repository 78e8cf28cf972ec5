/**
 * The printed documents' catalogs (./strings.ts): complete by type; here, every translation keeps
 * the English placeholders, and a value equal to the English one is a word the language shares
 * (listed by hand), never a string left untranslated.
 */
import { describe, expect, it } from 'vitest';
import { PDF_KEYS, pdfNumber, pdfText, pdfUpper, tierText } from './strings';
import type { PdfKey } from './strings';

/** Words Spanish, French or Italian print as English does (Bye, Club, DataTracker, Tier, …). */
const SHARED: Record<'es' | 'fr' | 'it', PdfKey[]> = {
  es: [
    'col.bye',
    'roundShort',
    'report.bye',
    'byeMark',
    'cs.club',
    'cs.total',
    'cs.dataTracker',
    'slip.tier',
    'rs.vs',
    'rs.bye',
  ],
  fr: [
    'col.bye',
    'col.table',
    'roundShort',
    'report.bye',
    'signature',
    'byeMark',
    'cs.club',
    'cs.total',
    'cs.lieutenant',
    'cs.dataTracker',
    'slip.tier',
    'ss.question',
  ],
  it: ['col.bye', 'report.bye', 'byeMark', 'cs.club', 'cs.scenario', 'cs.dataTracker', 'slip.tier', 'rs.bye'],
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('the PDF catalogs', () => {
  for (const lang of ['es', 'fr', 'it'] as const) {
    it(`${lang}: every string translated, with the English placeholders`, () => {
      const raw = (key: PdfKey) => pdfText(lang, key, {});
      expect(PDF_KEYS.filter((key) => raw(key) === pdfText('en', key))).toEqual(SHARED[lang]);
      for (const key of PDF_KEYS)
        expect(placeholders(raw(key)), `${lang} ${key}`).toEqual(placeholders(pdfText('en', key)));
    });
  }

  it('writes tiers, numbers and capitals as each language does', () => {
    const mid = { tier: 'mid' as const, points: [300, 250], swc: [6, 5] };
    expect(tierText('en', mid)).toBe('Mid tier · 300/250 pts · 6/5 SWC');
    expect(tierText('es', mid)).toBe('Mid-Tier · 300/250 ptos · 6/5 CAP');
    expect(tierText('fr', mid)).toBe('Mid-Tier · 300/250 pts · 6/5 CAP');
    expect(pdfNumber('es', 12345)).toBe('12.345');
    expect(pdfNumber('it', 12345)).toBe('12.345');
    expect(pdfNumber('fr', 12345)).toBe('12\u202f345');
    expect(pdfNumber('en', 12345)).toBe('12,345');
    expect(pdfNumber('fr', 300)).toBe('300');
    expect(pdfText('fr', 'page', { n: 2, of: 3 })).toBe('Page 2 sur 3');
    expect(pdfUpper('es', pdfText('es', 'cs.refereeSignature'))).toBe('REVISIÓN Y FIRMA DEL ÁRBITRO');
  });

  it('marks every string in the pseudo-locale, placeholders filled', () => {
    expect(pdfText('pseudo', 'roundOf', { n: 2, of: 3 })).toBe('⟦Röüñd 2 öf 3····⟧');
    expect(pdfText('pseudo', 'cs.title').startsWith('⟦')).toBe(true);
  });
});
