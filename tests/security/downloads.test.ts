/**
 * Build 5 · generated files over the venue network: every PDF and export lands in
 * `<data>/exports/` under a free name (never over a file the app did not write), and a signed-in
 * referee downloads them by name from /files/<name>, the end-of-event report pack included.
 * Visitors, players' phones, path escapes, hidden files and symbolic links get nothing.
 */
import { existsSync, readFileSync, symlinkSync, writeFileSync, appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfGenerated } from '../../src/shared/api/pdf';
import type { ExportedFile } from '../../src/shared/api/finish';
import { stopPrintWorker } from '../../src/main/pdf/jobs';
import { api, closeAll, errorCode, request, signIn, startVenue, stillServing } from './testing';
import type { Answer, Venue } from './testing';

let venue: Venue;
let referee: Record<string, string>;
let exportsDir: string;

const asReferee = (method: string, params: unknown) => api(venue, method, params, { headers: referee });
const data = <T>(a: Answer): T => {
  if (a.status !== 200) throw new Error(`${a.status} ${a.text}`);
  return (a.body as { data: T }).data;
};
const download = (name: string, headers: Record<string, string> = referee, from?: string) =>
  request(venue, { path: `/files/${name}`, headers, from });

beforeAll(async () => {
  venue = await startVenue({ lan: true });
  referee = (await signIn(venue)).bearer;
  exportsDir = path.join(venue.dataDir, 'exports');
  data(await asReferee('events.create', { settings: { name: 'Download Cup', rounds: 3 } }));
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan']) data(await asReferee('players.add', { name, faction: 'Nomads' }));
  for (const round of [1, 2, 3]) {
    const made = data<{ round: { pairings: { table: number }[] } }>(await asReferee('rounds.generate', {}));
    data(await asReferee('rounds.lock', { round }));
    for (const p of made.round.pairings) {
      data(await asReferee('rounds.setResult', { round, table: p.table, op: [7, 3], vp: [220, 90] }));
    }
    data(await asReferee('rounds.close', { round }));
  }
});
afterAll(async () => {
  await closeAll();
  await stopPrintWorker();
});

describe('generated files go to the exports folder, never over a file the app did not write', () => {
  it('a PDF lands in exports/ with a download address, and no longer next to the event', async () => {
    const made = data<PdfGenerated>(await asReferee('pdf.generate', { kind: 'standings' }));
    expect(made.path).toBe(path.join(exportsDir, 'download-cup-standings-r3-a4.pdf'));
    expect(made.url).toBe('/files/download-cup-standings-r3-a4.pdf');
    expect(existsSync(path.join(venue.dataDir, 'events', 'prints'))).toBe(false);
  });

  it('the same document again replaces the app’s own file; a changed or foreign file is kept', async () => {
    const again = data<PdfGenerated>(await asReferee('pdf.generate', { kind: 'standings' }));
    expect(again.file).toBe('download-cup-standings-r3-a4.pdf');
    // The referee annotated the file: it is no longer the app's to overwrite.
    appendFileSync(again.path, '% the referee’s note\n');
    const edited = readFileSync(again.path);
    const third = data<PdfGenerated>(await asReferee('pdf.generate', { kind: 'standings' }));
    expect(third.file).toBe('download-cup-standings-r3-a4-2.pdf');
    expect(readFileSync(again.path).equals(edited)).toBe(true);
    // A file someone else put there under the asked-for name.
    writeFileSync(path.join(exportsDir, 'mine.pdf'), 'not written by the app');
    const named = data<PdfGenerated>(await asReferee('pdf.generate', { kind: 'standings', out: 'mine.pdf' }));
    expect(named.file).toBe('mine-2.pdf');
    expect(readFileSync(path.join(exportsDir, 'mine.pdf'), 'utf8')).toBe('not written by the app');
  });

  it('two requests for the same name at once get two files', async () => {
    const [a, b] = await Promise.all([
      asReferee('pdf.generate', { kind: 'control-sheets', out: 'both.pdf' }),
      asReferee('pdf.generate', { kind: 'control-sheets', out: 'both.pdf' }),
    ]);
    const names = [data<PdfGenerated>(a).file, data<PdfGenerated>(b).file].sort();
    expect(names).toEqual(['both-2.pdf', 'both.pdf']);
  });

  it.each([
    ['exports.standings', { format: 'csv', out: '../standings.csv' }],
    ['exports.standings', { format: 'pdf', out: '/tmp/standings.pdf' }],
    ['exports.itsReport', { format: 'csv', out: 'exports/../../x.csv' }],
    ['exports.itsReport', { format: 'csv', out: 'report.pdf' }],
    ['exports.eventReport', { out: '../report.pdf' }],
    ['exports.statistics', { out: '../stats' }],
    ['exports.lists', { out: '/tmp' }],
  ])('%s refuses the path %j', async (method, params) => {
    const res = await asReferee(method, params);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('INVALID_INPUT');
    expect(existsSync(path.resolve(venue.dataDir, '..', 'standings.csv'))).toBe(false);
    expect(await stillServing(venue)).toBe(true);
  });

  it('CSV exports by name land in exports/ with a download address', async () => {
    const csv = data<ExportedFile>(await asReferee('exports.standings', { format: 'csv', out: 'final.csv' }));
    expect(csv).toMatchObject({ file: 'final.csv', path: path.join(exportsDir, 'final.csv'), url: '/files/final.csv' });
    const its = data<ExportedFile>(await asReferee('exports.itsReport', { format: 'csv' }));
    expect(its.url).toBe('/files/download-cup-its-report.csv');
  });
});

describe('downloads from /files/<name>', () => {
  it('a signed-in referee gets the file as an attachment', async () => {
    const res = await download('download-cup-standings-r3-a4.pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="download-cup-standings-r3-a4.pdf"; filename*=UTF-8\'\'download-cup-standings-r3-a4.pdf',
    );
    expect(res.text.startsWith('%PDF-')).toBe(true);
  });

  it('the end-of-event report pack: every file downloadable by the address it was given', async () => {
    data(await asReferee('events.finish', { confirm: true }));
    const pack = data<{ files: ExportedFile[] }>(await asReferee('exports.pack', {}));
    // 6 documents and one CSV per statistics table.
    expect(pack.files).toHaveLength(12);
    for (const f of pack.files) {
      expect(f.url).toBe(`/files/${f.file}`);
      const res = await download(f.file);
      expect(res.status, f.file).toBe(200);
      expect(Buffer.from(res.text, 'utf8').length).toBeGreaterThan(0);
      expect(res.text).toBe(readFileSync(f.path, 'utf8'));
    }
    const csv = await download('download-cup-its-report.csv');
    expect(csv.text).toContain(',Ana,Nomads,');
    // Written again: the same names (the app's own, unchanged files are replaced).
    const again = data<{ files: ExportedFile[] }>(await asReferee('exports.pack', {}));
    expect(again.files.map((f) => f.file)).toEqual(pack.files.map((f) => f.file));
  });

  it('visitors and players’ phones are refused, and learn nothing', async () => {
    const visitor = await download('download-cup-its-report.csv', {});
    expect(visitor.status).toBe(401);
    expect(visitor.text).not.toContain('Ana');
    const forged = await download('download-cup-its-report.csv', { cookie: 'its_session=forged' });
    expect(forged.status).toBe(401);
    const wrongBearer = await download('download-cup-its-report.csv', { authorization: 'Bearer forged' }, '127.0.0.44');
    expect(wrongBearer.status).toBe(401);
    // The PIN itself is never a way in, in the URL or a header.
    const pinInUrl = await request(venue, { path: '/files/download-cup-its-report.csv?pin=739184' });
    expect(pinInUrl.status).toBe(401);
  });

  it.each([
    '..%2fevents%2fdownload-cup.its.json',
    '../events/download-cup.its.json',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '.written.json',
    'sub%2fx.pdf',
    'a%5c..%5cb.pdf',
    'x%00.pdf',
    '',
  ])('the escape %j', async (escape) => {
    const res = await download(escape);
    expect([400, 404]).toContain(res.status);
    expect(res.text).not.toContain('"size"');
    expect(res.text).not.toContain('Download Cup');
    expect(await stillServing(venue)).toBe(true);
  });

  it('a symbolic link placed in the folder is not followed', async () => {
    mkdirSync(exportsDir, { recursive: true });
    symlinkSync(path.join(venue.dataDir, 'recent.json'), path.join(exportsDir, 'link.csv'));
    const res = await download('link.csv');
    expect(res.status).toBe(404);
  });
});

describe('a player’s phone session', () => {
  it('downloads nothing, even from a server bound to 127.0.0.1 where every other caller is the referee', async () => {
    const local = await startVenue({ lan: false });
    const ok = async <T>(method: string, params: unknown): Promise<T> => data<T>(await api(local, method, params));
    await ok('events.create', {
      settings: { name: 'Phone Night', scenarios: ['acquisition'], playerReporting: 'referee-approves' },
    });
    for (const name of ['Ana', 'Bea']) await ok('players.add', { name });
    await ok('rounds.generate', {});
    await ok('rounds.lock', { round: 1 });
    const slips = await ok<PdfGenerated>('pdf.generate', { kind: 'pairing-slips' });
    expect((await request(local, { path: slips.url ?? '' })).status).toBe(200);
    const ana = (await ok<{ name: string; resultCode: string }[]>('players.list', {})).find((p) => p.name === 'Ana');
    const phone = await ok<{ token: string }>('players.signIn', { name: 'Ana', code: ana?.resultCode });
    const res = await request(local, { path: slips.url ?? '', headers: { authorization: `Bearer ${phone.token}` } });
    expect(res.status).toBe(401);
    expect(res.text.startsWith('%PDF')).toBe(false);
  });
});
