/**
 * Build 5 · Files only where the app keeps them. Over the venue network every method that takes
 * a file takes a name inside the app's folders; each escape below is refused, nothing is written
 * outside the data folder, no error quotes a file's contents, and the server keeps serving.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, closeAll, errorMessage, request, signIn, startVenue, stillServing } from './testing';
import type { Venue } from './testing';

let venue: Venue;
let referee: Record<string, string>;
const outside = path.join(os.tmpdir(), `its-outside-${process.pid}`);

beforeAll(async () => {
  venue = await startVenue({ lan: true });
  referee = (await signIn(venue)).bearer;
  mkdirSync(outside, { recursive: true });
  expect((await api(venue, 'events.create', { settings: { name: 'Files Cup' } }, { headers: referee })).status).toBe(
    200,
  );
});
afterAll(closeAll);

const ESCAPES = [
  '../escape.its.json',
  '../../escape.its.json',
  '/etc/passwd',
  path.join(outside, 'escape.its.json'),
  '..\\escape.its.json',
  'C:\\Windows\\escape.its.json',
  'backups/../../escape.its.json',
  '.hidden.its.json',
  'nul\u0000.its.json',
];

const asReferee = (method: string, params: unknown) => api(venue, method, params, { headers: referee });

describe('path escapes are refused in every method that takes a file name', () => {
  it.each(ESCAPES)('events.create / open / saveAs / recover with %j', async (escape) => {
    for (const [method, params] of [
      ['events.create', { settings: { name: 'Escape' }, path: escape }],
      ['events.open', { path: escape }],
      ['events.saveAs', { path: escape }],
      ['backups.recover', { path: escape, file: 'x.json' }],
    ] as const) {
      const res = await asReferee(method, params);
      expect(res.status, `${method} ${escape}`).toBe(400);
      expect(errorMessage(res)).toMatch(/Give the (event file|file to write) as a file name|must end in/);
    }
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(path.resolve(venue.dataDir, '..', 'escape.its.json'))).toBe(false);
    expect(await stillServing(venue)).toBe(true);
  });

  it.each(['../x.json', '/etc/passwd', 'a/b.json', '..'])('backups.restore with %j', async (escape) => {
    const res = await asReferee('backups.restore', { file: escape });
    expect(res.status).toBe(404);
    expect(await stillServing(venue)).toBe(true);
  });

  it.each(['../x.pdf', path.join(outside, 'x.pdf'), 'exports/../../x.pdf'])('pdf.generate out %j', async (escape) => {
    const res = await asReferee('pdf.generate', { kind: 'standings', out: escape });
    expect(res.status).toBe(400);
    expect(readdirSync(outside)).toEqual([]);
  });

  it.each(['/etc', outside, '../../..'])('catalogs.importLibrary from the folder %j', async (folder) => {
    const res = await asReferee('catalogs.importLibrary', { path: folder });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/Choose the files to send instead of naming a folder/);
    expect(await stillServing(venue)).toBe(true);
  });

  it.each(['/etc/passwd', path.join(outside, 'x.its-scenarios.json'), '../../x.its-scenarios.json'])(
    'packFile.check of the file %j',
    async (file) => {
      const res = await asReferee('packFile.check', { file });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/Choose the files to send instead of naming a folder/);
    },
  );

  it('pdf.preview is refused over the network', async () => {
    const res = await asReferee('pdf.preview', { path: '/etc/passwd.pdf' });
    expect(res.status).toBe(409);
  });

  it.each(['..%2f..%2fetc%2fpasswd', '%2e%2e/secret.pdf', '.secret.pdf', 'a%5cb.pdf'])(
    'GET /files/%s',
    async (escape) => {
      const res = await request(venue, { path: `/files/${escape}`, headers: referee });
      expect([400, 404]).toContain(res.status);
      expect(await stillServing(venue)).toBe(true);
    },
  );

  it('saveAs by name lands in the events folder and never replaces a file', async () => {
    const saved = await asReferee('events.saveAs', { path: 'files-cup-copy.its.json' });
    expect(saved.status).toBe(200);
    expect((saved.body as { data: { path: string } }).data.path).toBe(
      path.join(venue.dataDir, 'events', 'files-cup-copy.its.json'),
    );
    const again = await asReferee('events.saveAs', { path: 'files-cup-copy.its.json' });
    expect(again.status).toBe(409);
  });

  it('a PDF asked for by name gets a fresh name instead of overwriting a file', async () => {
    const exportsDir = path.join(venue.dataDir, 'exports');
    mkdirSync(exportsDir, { recursive: true });
    writeFileSync(path.join(exportsDir, 'mine.pdf'), 'not written by the app');
    const res = await asReferee('pdf.generate', { kind: 'standings', out: 'mine.pdf' });
    expect(res.status).toBe(200);
    expect((res.body as { data: { file: string } }).data.file).toBe('mine-2.pdf');
  });

  it('opening a file that is not an event never quotes its contents', async () => {
    writeFileSync(path.join(venue.dataDir, 'events', 'secret.json'), 'root:x:0:0:SECRET-TEXT:/root:/bin/bash');
    const res = await asReferee('events.open', { path: 'secret.json' });
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('SECRET');
    expect(res.text).not.toContain('root:x');
    expect(errorMessage(res)).toMatch(/cannot be opened: it is damaged/);
  });
});
