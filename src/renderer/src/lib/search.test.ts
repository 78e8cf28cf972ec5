import { describe, expect, it } from 'vitest';
import { matches } from './search';

describe('matches', () => {
  it('finds every word of the query in some field, ignoring case and accents', () => {
    expect(matches('nunez hexa', ['Ana Núñez', 'Hexa Club'])).toBe(true);
    expect(matches('ANA', ['Ana Núñez'])).toBe(true);
    expect(matches('ana north', ['Ana Núñez', 'Hexa Club'])).toBe(false);
    expect(matches('  ', ['anything'])).toBe(true);
  });

  it('finds names by their special letters typed plainly', () => {
    expect(matches('ostergard', ['Søren Østergård'])).toBe(true);
    expect(matches('lukasz', ['Łukasz Wójcik'])).toBe(true);
    expect(matches('strasse', ['Club Hauptstraße'])).toBe(true);
  });
});
