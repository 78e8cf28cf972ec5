/** Dates and numbers in each language's order: day first everywhere, never month first. */
import { describe, expect, it } from 'vitest';
import { LOCALES, formatDayIn, formatNumberIn } from './locales';

describe('the event’s day', () => {
  it.each([
    ['en', '21/11/2026'],
    ['es', '21/11/2026'],
    ['fr', '21/11/2026'],
    ['it', '21/11/2026'],
  ] as const)('in %s is %s', (language, expected) => {
    expect(formatDayIn(LOCALES[language], '2026-11-21')).toBe(expected);
  });

  it('is the day typed, whatever the time zone (1 January stays 1 January)', () => {
    expect(formatDayIn('en-GB', '2027-01-01')).toBe('01/01/2027');
  });

  it('keeps text that is not a calendar day as typed', () => {
    expect(formatDayIn('en-GB', '2026-02-30')).toBe('2026-02-30');
    expect(formatDayIn('en-GB', '')).toBe('');
    expect(formatDayIn('en-GB', 'next Saturday')).toBe('next Saturday');
  });
});

describe('numbers', () => {
  it('are grouped from 10 000 as the language does', () => {
    expect(formatNumberIn('en-GB', 9999)).toBe('9999');
    expect(formatNumberIn('en-GB', 12345)).toBe('12,345');
    expect(formatNumberIn('es-ES', 12345)).toBe('12.345');
    expect(formatNumberIn('it-IT', 12345.5)).toBe('12.345,5');
    expect(formatNumberIn('fr-FR', 12345)).toBe('12\u202f345');
  });
});
