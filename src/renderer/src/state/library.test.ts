import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/testing';
import type { LibraryArmyView, LibraryStatusView } from '../../../shared/api';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { matchArmies, UnitLibraryState } = await import('./library.svelte');
const { session } = await import('./session.svelte');

// Invented armies: a faction and two of its sectorials, and another faction.
const directory: LibraryArmyView[] = [
  { id: 100, parent: 100, name: 'Northern Guard', slug: 'northern-guard', held: true },
  { id: 101, parent: 100, name: 'Frost Lancers', slug: 'frost-lancers', held: true },
  { id: 102, parent: 100, name: 'Harbour Watch', slug: 'harbour-watch', held: false },
  { id: 200, parent: 200, name: 'Sunward League', slug: 'sunward-league', held: true },
];

function aStatus(source = 'https://units.example/'): LibraryStatusView {
  return {
    present: true,
    kind: 'update',
    source,
    at: '2026-06-01T12:00:00.000Z',
    armies: [],
    directory,
    settings: { baseUrl: source, origin: source, lang: 'en' },
  };
}

beforeEach(() => {
  api.reset();
  session.banner.clearError();
});

describe('finding an army in the directory', () => {
  it('matches every word against the name, the slug and the faction’s name', () => {
    expect(matchArmies(directory, 'frost').map((a) => a.id)).toEqual([101]);
    expect(matchArmies(directory, 'northern watch').map((a) => a.id)).toEqual([102]);
    expect(matchArmies(directory, 'NORTHERN').map((a) => a.id)).toEqual([100, 101, 102]);
    expect(matchArmies(directory, 'sunward-league').map((a) => a.id)).toEqual([200]);
  });

  it('finds nothing for an empty query, and at most the limit', () => {
    expect(matchArmies(directory, '   ')).toEqual([]);
    expect(matchArmies(directory, 'northern', 2)).toHaveLength(2);
  });
});

describe('the unit library', () => {
  it('reads its status once, and again when asked to', async () => {
    api.answer('catalogs.status', () => aStatus());
    const library = new UnitLibraryState();
    await library.load();
    await library.load();
    expect(library.directory).toHaveLength(4);
    expect(api.methods).toEqual(['catalogs.status']);
    await library.load(true);
    expect(api.methods).toEqual(['catalogs.status', 'catalogs.status']);
  });

  it('a visitor without the PIN simply gets none', async () => {
    api.refuse('catalogs.status', 'UNAUTHORIZED');
    const library = new UnitLibraryState();
    await library.load();
    expect(library.status).toBeNull();
    expect(library.directory).toEqual([]);
    expect(session.banner.error).toBeNull();
  });

  it('shows the progress of its own update only, and the new library once in place', async () => {
    const library = new UnitLibraryState();
    const seen: unknown[] = [];
    api.answer('catalogs.update', (params) => {
      const { jobId } = params as { jobId: string };
      seen.push(library.progress, library.busy);
      api.push('job.progress', { jobId, done: 1, total: 3, label: 'Frost Lancers' });
      api.push('job.progress', { jobId: 'another-job', done: 9, total: 9, label: 'Other' });
      seen.push(library.progress);
      return { ...aStatus('https://mirror.example/'), jobId };
    });
    expect(await library.install('catalogs.update', {})).toBe(true);
    expect(seen).toEqual([{ done: 0, total: 1, label: '' }, true, { done: 1, total: 3, label: 'Frost Lancers' }]);
    expect(library.status?.source).toBe('https://mirror.example/');
    expect(library).toMatchObject({ busy: false, progress: null });
    expect(api.listening('job.progress')).toBe(0);
  });

  it('a failed update keeps the library it had and says why in the banner', async () => {
    api.answer('catalogs.status', () => aStatus());
    api.refuse('catalogs.update', 'IO_FAILURE', 'The data service did not answer.');
    const library = new UnitLibraryState();
    await library.load();
    expect(await library.install('catalogs.update', {})).toBe(false);
    expect(library.status?.source).toBe('https://units.example/');
    expect(library.busy).toBe(false);
    expect(session.banner.error).toBe('The data service did not answer.');
  });

  it('a new source changes the settings shown; a refused one says why', async () => {
    api.answer('catalogs.status', () => aStatus());
    api.answer('catalogs.setSource', () => ({
      baseUrl: 'https://mirror.example/',
      origin: 'https://mirror.example/',
      lang: 'es',
    }));
    const library = new UnitLibraryState();
    await library.load();
    await library.setSource({ baseUrl: 'https://mirror.example/', lang: 'es' });
    expect(library.status?.settings.lang).toBe('es');

    api.refuse('catalogs.setSource', 'INVALID_INPUT', 'Not a web address.');
    await library.setSource({ baseUrl: 'nowhere' });
    expect(session.banner.error).toBe('Not a web address.');
    expect(library.status?.settings.lang).toBe('es');
  });
});
