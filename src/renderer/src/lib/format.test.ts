import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPath, formatValue } from './format';
import { setLanguage, t } from './i18n';

describe('format', () => {
  it('joins a data path with separators', () => {
    expect(formatPath(['rounds', 0, 'pairings', 2, 'result'])).toBe('rounds › 0 › pairings › 2 › result');
  });
  it('renders values compactly and cuts long ones', () => {
    expect(formatValue(undefined)).toBe('—');
    expect(formatValue({ op: [7, 3] })).toBe('{"op":[7,3]}');
    expect(formatValue('x'.repeat(10), 5)).toBe('xxxx…');
  });
});

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
