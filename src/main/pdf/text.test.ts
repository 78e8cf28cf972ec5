/**
 * The printed documents' words (./text.ts) come from the one catalog of each language
 * (src/shared/i18n; its completeness test covers the `pdf.*` keys too): tiers, numbers and
 * capitals as each language writes them, and the pseudo-locale's marks.
 */
import { describe, expect, it } from 'vitest';
import { pdfNumber, pdfText, pdfUpper, tierText } from './text';

describe('the printed documents’ words', () => {
  it('writes tiers, numbers and capitals as each language does', () => {
    const mid = { tier: 'mid' as const, points: [300, 250], swc: [6, 5] };
    expect(tierText('en', mid)).toBe('Mid tier · 300/250 pts · 6/5 SWC');
    expect(tierText('es', mid)).toBe('Nivel medio · 300/250 ptos · 6/5 CAP');
    expect(tierText('fr', mid)).toBe('Format moyen · 300/250 pts · 6/5 CAP');
    expect(pdfNumber('es', 12345)).toBe('12.345');
    expect(pdfNumber('it', 12345)).toBe('12.345');
    expect(pdfNumber('fr', 12345)).toBe('12\u202f345');
    expect(pdfNumber('en', 12345)).toBe('12,345');
    expect(pdfNumber('fr', 300)).toBe('300');
    expect(pdfText('fr', 'pdf.page', { n: 2, of: 3 })).toBe('Page 2 sur 3');
    expect(pdfUpper('es', pdfText('es', 'pdf.cs.refereeSignature'))).toBe('REVISIÓN Y FIRMA DEL ÁRBITRO');
  });

  it('marks every string in the pseudo-locale, placeholders filled', () => {
    expect(pdfText('pseudo', 'pdf.roundOf', { n: 2, of: 3 })).toBe('⟦Röüñd 2 öf 3····⟧');
    expect(pdfText('pseudo', 'pdf.cs.title').startsWith('⟦')).toBe(true);
  });
});
