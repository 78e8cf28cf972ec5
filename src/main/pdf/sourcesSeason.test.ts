/**
 * Printed sheets of an ITS S17 event: the event's season picks the scenario, so a
 * Season 17 Annihilation prints its own questions and guide, never Season 11's.
 */
import { describe, expect, it } from 'vitest';
import { printSources } from './sources';

describe('print sources by season', () => {
  it('prints Season 17’s Annihilation for an S17 event and Season 11’s otherwise', () => {
    const s17 = printSources.questions('annihilation', 'en', 'its-s17') ?? [];
    const s11 = printSources.questions('annihilation', 'en') ?? [];
    expect(s17.map((q) => q.label)).toContain('Killed the enemy Lieutenant');
    expect(s11.map((q) => q.label)).toContain('Killed the enemy DataTracker');
    expect(s11.map((q) => q.label)).not.toContain('Killed the enemy Lieutenant');
    const guide = printSources.scenario('annihilation', 'top', 'es', 'its-s17')?.guide.map((g) => g.label) ?? [];
    expect(guide).toContain('Matar al Teniente enemigo');
  });

  it('knows the S17-only scenarios only in their season', () => {
    expect(printSources.scenario('b-pong', 'mid', 'en', 'its-s17')?.name).toBe('B-Pong');
    expect(printSources.scenario('b-pong', 'mid', 'en')).toBeNull();
    expect(printSources.questions('hardlock', 'fr', 'its-s17')?.length).toBeGreaterThan(0);
  });
});
