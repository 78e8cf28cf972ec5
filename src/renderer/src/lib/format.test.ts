import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { setLanguage, t } from './i18n';

describe('dates, times and numbers per language', () => {
  const noon = new Date(2026, 10, 23, 12, 4, 5).toISOString();
  it.each([
    ['en', '23/11/2026 12:04:05'],
    ['es', '23/11/2026 12:04:05'],
    ['fr', '23/11/2026 12:04:05'],
    ['it', '23/11/2026 12:04:05'],
  ] as const)('%s writes the day first, never the US month-first order', (lang, expected) => {
    setLanguage(lang);
    expect(formatDateTime(noon)).toBe(expected);
    setLanguage('en');
  });

  it('writes large numbers with the language’s separators', () => {
    setLanguage('fr');
    expect(t('tracker.points', { n: 12345 })).toMatch(/^12\s345 points$/u);
    setLanguage('es');
    expect(t('tracker.points', { n: 12345.5 })).toBe('12.345,5 puntos');
    setLanguage('en');
    expect(t('tracker.points', { n: 12345 })).toBe('12,345 points');
  });
});
