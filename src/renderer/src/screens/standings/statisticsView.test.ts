/**
 * The Statistics sub-screen's state: it reads `standings.statistics`, draws no chart before a
 * game has a result, draws the four charts and the tables in the display language after, and
 * lists the files an export wrote.
 */
import { describe, expect, it, vi } from 'vitest';
import { eventStatistics } from '../../../../core/stats/eventStatistics';
import { smallEvent } from '../../../../core/stats/testing/smallEvent';
import { rendererIn } from '../../../../shared/i18n/everyLanguage';

const api = vi.hoisted(() => ({ stats: null as unknown, calls: [] as string[] }));
vi.mock('../../lib/api', () => ({
  call: vi.fn(async (method: string) => {
    api.calls.push(method);
    if (method === 'standings.statistics') return api.stats;
    if (method === 'exports.eventReport') return { file: 'open-event-report.pdf', path: '/x', url: '/files/x' };
    return { files: [{ file: 'a.csv', path: '/a', url: null }] };
  }),
}));

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal(
  '$state',
  Object.assign(<T>(value: T) => value, { raw: <T>(value: T) => value }),
);
const { StatisticsView } = await import('./statisticsView.svelte');

describe('StatisticsView', () => {
  const event = smallEvent();

  it('draws nothing before a result, the charts and tables after', async () => {
    const view = new StatisticsView();
    api.stats = eventStatistics({ ...event, rounds: [] });
    await view.load();
    expect(view.charts(rendererIn('en'))).toEqual([]);
    expect(view.tables(event.settings, rendererIn('en'))).toEqual([]);

    api.stats = eventStatistics(event);
    await view.load();
    expect(view.charts(rendererIn('fr')).map((c) => c.title)).toEqual([
      'Joueurs par faction',
      'Résultats par faction',
      'Points d’Objectif par ronde',
      'Points de Tournoi au fil des rondes (les 16 premiers)',
    ]);
    const tables = view.tables(event.settings, rendererIn('en'));
    expect(tables.map((x) => x.id)).toEqual(['factions', 'sectorials', 'rounds', 'scenarios', 'units']);
    expect(tables[0]?.rows[0]).toEqual(['Nomads', '2', '3', '1', '2', '0', '1 of 3', '6', '200', '3.5', '1']);
  });

  it('lists the files an export wrote', async () => {
    const view = new StatisticsView();
    await view.export('report');
    expect(view.written).toEqual([{ file: 'open-event-report.pdf', path: '/x', url: '/files/x' }]);
    await view.export('lists');
    expect(view.written).toEqual([{ file: 'a.csv', path: '/a', url: null }]);
    expect(api.calls.slice(-2)).toEqual(['exports.eventReport', 'exports.lists']);
    expect(view.busy).toBe(null);
  });
});
