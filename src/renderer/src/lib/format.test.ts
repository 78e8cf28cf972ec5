import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, parseDay } from './format';
import { loadLanguage, setLanguage, t } from './i18n';

beforeAll(() => Promise.all([loadLanguage('es'), loadLanguage('fr'), loadLanguage('it')]));

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

describe('the event’s day typed in a field', () => {
  it.each([
    ['21/11/2026', '2026-11-21'],
    ['21.11.26', '2026-11-21'],
    [' 1-2-2027 ', '2027-02-01'],
    ['2026-11-21', '2026-11-21'],
    ['', ''],
  ])('"%s" is read day first as %s', (typed, day) => {
    expect(parseDay(typed)).toBe(day);
  });

  it.each(['11/21/2026', '30/02/2026', 'next Saturday', '21/11'])('"%s" is not a calendar day', (typed) => {
    expect(parseDay(typed)).toBeNull();
  });

  it('shows in each language’s order', () => {
    setLanguage('it');
    expect(formatDay('2026-11-21')).toBe('21/11/2026');
    setLanguage('en');
    expect(formatDay('1 May 2026')).toBe('1 May 2026');
  });
});
