import { describe, expect, it } from 'vitest';
import { factionChoices } from './factions';

describe('factionChoices', () => {
  it('offers the general armies, the catalogs and the registered factions once each, sorted', () => {
    const choices = factionChoices(['Test Vanguard'], ['nomads', ' Bakunin ', '']);
    expect(choices).toContain('Test Vanguard');
    expect(choices).toContain('Bakunin');
    expect(choices.filter((c) => c.toLowerCase() === 'nomads')).toEqual(['Nomads']);
    expect(choices).toEqual([...choices].sort((a, b) => a.localeCompare(b)));
  });
});
