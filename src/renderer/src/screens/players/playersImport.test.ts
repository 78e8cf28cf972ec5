import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportRowProblem, ImportRowView, PlayersImportPlan } from '../../../../shared/api/players';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { PlayersImport } = await import('./playersImport.svelte');
const { session } = await import('../../state/session.svelte');

const row = (name: string, problems: ImportRowProblem['severity'][] = [], accepted = true) =>
  ({ name, problems: problems.map((severity) => ({ severity, message: severity })), accepted }) as ImportRowView;
const plan = (rows: ImportRowView[]): PlayersImportPlan => ({ rows, ignoredColumns: [], problem: null });

beforeEach(async () => {
  api.calls = [];
  api.holds(anEvent(7));
  await session.refresh();
});

describe('registering players from a sheet', () => {
  it('counts what would be registered with the options chosen: a repeated ITS PIN only once allowed', async () => {
    api.answer('players.importPreview', plan([row('Ana'), row('Bruno', ['duplicatePin']), row('', ['error'])]));
    const sheet = new PlayersImport();
    sheet.text = 'Name,ITS PIN\nAna,1\nBruno,1\n,';
    await sheet.preview();
    expect(sheet.accepted).toBe(1);
    expect(sheet.duplicatePins).toBe(1);
    sheet.allowDuplicatePins = true;
    expect(sheet.accepted).toBe(2);
  });

  it('a sheet that cannot be read shows why, with no preview left from before', async () => {
    api.answer('players.importPreview', plan([row('Ana')]));
    const sheet = new PlayersImport();
    await sheet.preview();
    api.answer('players.importPreview', {
      ...plan([]),
      problem: { message: 'The sheet has no Name column.', i18n: { key: 'm.import.noName' } } as never,
    });
    await sheet.preview();
    expect(sheet.plan).toBeNull();
    expect(sheet.problem).toBe('The sheet has no Name column.');
  });

  it('reads a sheet saved by Excel in Spain (Windows-1252) with its accents', async () => {
    api.answer('players.importPreview', plan([]));
    const sheet = new PlayersImport();
    const bytes = new Uint8Array([...new TextEncoder().encode('Name\nJos'), 0xe9, 0x20, 0x4e, 0xfa, 0xf1, 0x65, 0x7a]);
    await sheet.readFile(new File([bytes], 'inscritos.csv'));
    expect(sheet.text).toBe('Name\nJosé Núñez');
    expect(sheet.source).toBe('inscritos.csv');
    expect(api.sent('players.importPreview')).toEqual([{ text: 'Name\nJosé Núñez' }]);
  });

  it('imports with the options chosen, then lists the rows refused with the count of each', async () => {
    api.answer('players.importPreview', plan([row('Ana'), row('Bruno', ['duplicatePin'])]));
    api.answer('players.import', () => ({
      ...plan([row('Ana'), row('Bruno', ['duplicatePin'], false)]),
      added: [],
      revision: 7,
      savedAt: '2026-11-28T10:00:01.000Z',
    }));
    const sheet = new PlayersImport();
    sheet.text = 'Name,ITS PIN\nAna,1\nBruno,1';
    await sheet.preview();
    sheet.checkedIn = false;
    await sheet.save();
    expect(api.sent('players.import')[0]).toMatchObject({
      allowDuplicatePins: false,
      checkedIn: false,
      eventId: 'ev-1',
    });
    expect(sheet.outcome?.refused.map((r) => r.name)).toEqual(['Bruno']);
    expect(sheet.outcome?.message).toBe('0 players registered, 1 row refused.');
    expect(sheet.plan).toBeNull();
    expect(sheet.text).toBe('');
  });

  it('a refused import keeps the sheet and its preview, with the refusal beside them', async () => {
    api.answer('players.importPreview', plan([row('Ana')]));
    api.refuse('players.import', 'CONFLICT', 'The event is finished.');
    const sheet = new PlayersImport();
    sheet.text = 'Name\nAna';
    await sheet.preview();
    await sheet.save();
    expect(sheet.problem).toBe('The event is finished.');
    expect(sheet.plan?.rows).toHaveLength(1);
    expect(sheet.text).toBe('Name\nAna');
  });
});
