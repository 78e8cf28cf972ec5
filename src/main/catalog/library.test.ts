/**
 * The unit library end to end: downloads from a local stand-in for the data service (INVENTED
 * files in Infinity Army's layout), imports from a folder and a .zip, status JSON, and the
 * all-or-nothing promise when the service fails mid-way or a file is bad.
 */
import { mkdtempSync, promises as fs, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LibraryStatusView } from '../../shared/api/lists';
import { renderMessage } from '../../shared/messages';
import type { MessageRef, Renderer } from '../../shared/messages';
import { es } from '../../shared/i18n/es';
import { fr } from '../../shared/i18n/fr';
import { createTestContext } from '../api/testing';
import { unitLibrary } from './library';
import { runCli } from '../cli/testing';
import type { FakeDataService } from './testing';
import { inventedLibrary, savedFiles, serveLibrary, writeZip } from './testing';

const servers: FakeDataService[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(...args: Parameters<typeof serveLibrary>): Promise<FakeDataService> {
  const server = await serveLibrary(...args);
  servers.push(server);
  return server;
}

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

async function saveFolder(files = inventedLibrary()): Promise<string> {
  const dir = tempDir('its-ref-saved-');
  for (const f of savedFiles(files)) await fs.writeFile(path.join(dir, f.name), f.data);
  return dir;
}

describe('catalogs.update from the data service', () => {
  it('downloads the metadata and every army with the Origin header, pushing progress', async () => {
    const server = await serve(inventedLibrary());
    const t = createTestContext();
    const status = await t.ok('catalogs.update', { from: server.baseUrl, jobId: 'job-1' });

    expect(status.present).toBe(true);
    expect(status.kind).toBe('update');
    expect(status.source).toBe(server.baseUrl);
    expect(status.armies.map((a) => [a.id, a.name, a.units, a.version])).toEqual([
      [901, 'Invented Concord', 6, 'inv-1'],
      [902, 'Invented Concord Vanguard', 4, 'inv-1'],
      [911, 'Invented Syndicate', 2, 'inv-1'],
    ]);
    expect(server.requests.map((r) => r.path).sort()).toEqual([
      '/army/infinity/en/metadata',
      '/army/units/en/901',
      '/army/units/en/902',
      '/army/units/en/911',
    ]);
    expect(server.requests.every((r) => r.origin === 'https://infinityuniverse.com')).toBe(true);
    // The files the update writes are the names an import reads.
    expect(readdirSync(path.join(t.dir, 'catalog')).sort()).toEqual([
      '901.json',
      '902.json',
      '911.json',
      'library.json',
      'metadata.json',
    ]);
    const progress = t.pushes
      .filter((p) => p.name === 'job.progress')
      .map((p) => p.payload as { done: number; total: number; jobId: string });
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(progress.every((p) => p.jobId === 'job-1' && p.done <= p.total)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ done: progress.at(-1)?.total });
    // Each step in English for the CLI, and as a message the screen words in its language.
    const first = t.pushes.find((p) => p.name === 'job.progress')?.payload as { label: string; i18n: MessageRef };
    expect(first.label).toBe('Downloading the unit library: metadata');
    const french: Renderer = { template: (key) => (fr as Record<string, string>)[key], number: String };
    expect(renderMessage(first.i18n, french)).toBe('Téléchargement de la bibliothèque d’unités : métadonnées');
    for (let i = 1; i < progress.length; i++) {
      expect((progress[i]?.done ?? 0) / (progress[i]?.total ?? 1)).toBeGreaterThanOrEqual(
        (progress[i - 1]?.done ?? 0) / (progress[i - 1]?.total ?? 1),
      );
    }
  });

  it('a service failing mid-way leaves the previous library in place', async () => {
    const t = createTestContext();
    const first = await serve(inventedLibrary('inv-1'));
    await t.ok('catalogs.update', { from: first.baseUrl });

    const failing = await serve(inventedLibrary('inv-2'), { failAfterUnits: 1 });
    const res = await t.call('catalogs.update', { from: failing.baseUrl });
    expect('error' in res && res.error.code).toBe('IO_FAILURE');
    expect('error' in res && res.error.message).toMatch(/answered 500 .*library was not changed/);

    const status = await t.ok('catalogs.status', {});
    expect(status.source).toBe(first.baseUrl);
    expect(status.armies.every((a) => a.version === 'inv-1')).toBe(true);
    // No staging folder is left behind.
    expect(readdirSync(t.dir).filter((n) => n.startsWith('.catalog'))).toEqual([]);
  });

  it('sends the Origin the settings name (the service refuses any other)', async () => {
    const server = await serve(inventedLibrary(), { origin: 'https://builder.example' });
    const t = createTestContext();
    const refused = await t.call('catalogs.update', { from: server.baseUrl });
    expect('error' in refused && refused.error.message).toMatch(/answered 403/);

    await t.ok('catalogs.setSource', { origin: 'https://builder.example', baseUrl: server.baseUrl });
    const status = await t.ok('catalogs.update', {});
    expect(status.present).toBe(true);
    expect(status.settings).toEqual({ baseUrl: server.baseUrl, origin: 'https://builder.example', lang: 'en' });
  });

  it('an unreachable service is a message, not a crash', async () => {
    const server = await serve(inventedLibrary());
    const url = server.baseUrl;
    await server.close();
    servers.length = 0;
    const res = await createTestContext().call('catalogs.update', { from: url });
    expect('error' in res && res.error.code).toBe('IO_FAILURE');
    expect('error' in res && res.error.message).toBe(
      'Could not download the army list (metadata) (the connection was refused); the unit library was not changed.',
    );
    // fetch's own "fetch failed" and the errno text stay out of every language.
    const spanish: Renderer = { template: (key) => (es as Record<string, string>)[key], number: String };
    expect('error' in res && renderMessage(res.error.i18n!, spanish)).toBe(
      'No se pudo descargar la lista de ejércitos (metadatos) (se rechazó la conexión); la biblioteca de unidades no ha cambiado.',
    );
  });
});

describe('catalogs.importLibrary from saved files', () => {
  it('reads a folder', async () => {
    const t = createTestContext();
    const status = await t.ok('catalogs.importLibrary', { path: await saveFolder() });
    expect(status.kind).toBe('import');
    expect(status.armies.map((a) => a.id)).toEqual([901, 902, 911]);
    expect(status.directory.find((d) => d.id === 902)).toMatchObject({ parent: 901, held: true });
  });

  it.each([
    ['stored', false],
    ['deflated', true],
  ])('reads a .zip (%s), files inside a folder of the archive', async (_label, deflate) => {
    const dir = tempDir('its-ref-zip-');
    const zip = path.join(dir, 'library.zip');
    const files = savedFiles(inventedLibrary()).map((f) => ({ ...f, name: `saved/${f.name}` }));
    await fs.writeFile(zip, writeZip(files, { deflate }));
    const status = await createTestContext().ok('catalogs.importLibrary', { path: zip });
    expect(status.source).toBe('library.zip');
    expect(status.armies.map((a) => a.units)).toEqual([6, 4, 2]);
  });

  it('reads files picked in the browser', async () => {
    const files = savedFiles(inventedLibrary()).map((f) => ({ name: f.name, text: f.data.toString('utf8') }));
    const status = await createTestContext().ok('catalogs.importLibrary', { files, label: 'USB stick' });
    expect(status.source).toBe('USB stick');
    expect(status.armies).toHaveLength(3);
  });

  it('a bad unit file refuses the whole import and keeps the previous library', async () => {
    const t = createTestContext();
    await t.ok('catalogs.importLibrary', { path: await saveFolder() });
    const broken = await saveFolder(inventedLibrary('inv-2'));
    await fs.writeFile(path.join(broken, '911.json'), '{"units": [{"id": "x"}]}');
    const res = await t.call('catalogs.importLibrary', { path: broken });
    expect('error' in res && res.error.code).toBe('INVALID_INPUT');
    expect('error' in res && res.error.message).toMatch(/Invented Syndicate \(911\.json\)/);
    const status = await t.ok('catalogs.status', {});
    expect(status.armies.every((a) => a.version === 'inv-1')).toBe(true);
  });

  it('over the venue network a folder on the server cannot be named, only files sent', async () => {
    const t = createTestContext();
    t.ctx.runtime = { transport: 'http', venue: null, files: { kind: 'names' } };
    const res = await t.call('catalogs.importLibrary', { path: await saveFolder() });
    expect('error' in res && res.error.code).toBe('INVALID_INPUT');
    const zip = writeZip(savedFiles(inventedLibrary()), { deflate: true }).toString('base64');
    const status = await t.ok('catalogs.importLibrary', { zipBase64: zip, label: 'library.zip' });
    expect(status.armies).toHaveLength(3);
  });

  it('refuses a folder without metadata, and a file that is not a zip', async () => {
    const t = createTestContext();
    const empty = tempDir('its-ref-empty-');
    const noMeta = await t.call('catalogs.importLibrary', { path: empty });
    expect('error' in noMeta && noMeta.error.message).toMatch(/has no metadata\.json/);
    const notZip = path.join(empty, 'notes.zip');
    await fs.writeFile(notZip, 'hello');
    const bad = await t.call('catalogs.importLibrary', { path: notZip });
    expect('error' in bad && bad.error).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await t.ok('catalogs.status', {})).present).toBe(false);
  });
});

describe('a broken library in the referee’s language', () => {
  const spanish: Renderer = { template: (key) => (es as Record<string, string>)[key], number: String };
  const french: Renderer = { template: (key) => (fr as Record<string, string>)[key], number: String };
  const refusal = async (params: unknown) => {
    const res = await createTestContext().call('catalogs.importLibrary', params);
    if (!('error' in res)) throw new Error('expected a refusal');
    expect(res.error.code).toBe('INVALID_INPUT');
    return res.error as { message: string; i18n: MessageRef };
  };
  /** Words of JSON.parse's, zlib's and zod's own English. */
  const FOREIGN = /Unexpected|token|position|invalid|expected|received|stored block|block type/i;

  it('a metadata file that is not JSON: the line and column, no JSON.parse text', async () => {
    // Line 2 is `  {"id": 1,}`: two spaces, `{"id": 1,` (9 characters), then the brace in column 12.
    const error = await refusal({
      files: [{ name: 'metadata.json', text: '{"factions": [\n  {"id": 1,}\n]}' }],
      label: 'USB',
    });
    expect(error.message).toBe('The metadata file is not JSON (line 2, column 12).');
    expect(renderMessage(error.i18n, spanish)).toBe('El archivo de metadatos no es JSON (línea 2, columna 12).');
    expect(renderMessage(error.i18n, french)).toBe(
      'Le fichier de métadonnées n’est pas du JSON (ligne 2, colonne 12).',
    );
  });

  it('an entry whose compressed data is damaged: the zip reader’s message, keyed', async () => {
    const zip = writeZip([{ name: 'metadata.json', data: Buffer.from('{"factions": []}') }], { deflate: true });
    // The entry's data starts after its 30-byte local header and its 13-byte name; 0xff opens a
    // deflate block of the reserved type, which zlib refuses (Z_DATA_ERROR).
    zip[30 + 'metadata.json'.length] = 0xff;
    const error = await refusal({ zipBase64: zip.toString('base64'), label: 'library.zip' });
    expect(error.message).toBe(
      'library.zip: metadata.json cannot be unpacked: its compressed data is damaged (Z_DATA_ERROR).',
    );
    expect(renderMessage(error.i18n, spanish)).toBe(
      'library.zip: metadata.json no se puede descomprimir: sus datos comprimidos están dañados (Z_DATA_ERROR).',
    );
    expect(renderMessage(error.i18n, french)).not.toMatch(FOREIGN);
  });

  it('a file too short to be a zip, and a unit file of the wrong shape, in Spanish', async () => {
    const short = await refusal({ zipBase64: Buffer.from('hello').toString('base64'), label: 'notes.zip' });
    expect(short.message).toBe('notes.zip: the file is too short to be a .zip archive.');
    expect(renderMessage(short.i18n, spanish)).toBe(
      'notes.zip: el archivo es demasiado corto para ser un archivo .zip.',
    );

    const files = savedFiles(inventedLibrary()).map((f) => ({ name: f.name, text: f.data.toString('utf8') }));
    const unit = files.find((f) => f.name === '911.json')!;
    unit.text = '{"units": [{"id": "x"}]}';
    const shape = await refusal({ files, label: 'USB' });
    expect(shape.message).toBe(
      "The unit file of Invented Syndicate (911.json) is not in the army builder's layout: “units.0.id” is not a valid value.",
    );
    const spanishShape = renderMessage(shape.i18n, spanish);
    expect(spanishShape).toBe(
      'El archivo de unidades de Invented Syndicate (911.json) no tiene la estructura del creador de listas: «units.0.id» no es un valor válido.',
    );
    expect(spanishShape).not.toMatch(FOREIGN);
  });
});

describe('an installed unit file damaged afterwards', () => {
  it('reads as a damaged library, not as JSON.parse’s text', async () => {
    const t = createTestContext();
    await t.ok('catalogs.importLibrary', { path: await saveFolder() });
    const library = unitLibrary(t.dir);
    expect((await library.army(911))?.entries.length).toBeGreaterThan(0);
    await fs.writeFile(path.join(library.dir, '902.json'), '{"units": [');
    const err = await library.army(902).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'IO_FAILURE',
      message: 'The unit library is damaged; update or import it again.',
    });
  });
});

describe('its-ref catalog', () => {
  it('update, status and import through the command line; failures exit non-zero', async () => {
    const data = tempDir('its-ref-cli-');
    const server = await serve(inventedLibrary());
    const updated = await runCli(['catalog', 'update', '--from', server.baseUrl, '--data', data]);
    expect(updated.code).toBe(0);
    expect(updated.err).toMatch(/^\[ +\d+%\] Downloading the unit library: /m);
    expect(updated.err).toMatch(/^\[100%\] Installing the unit library: /m);

    const status = await runCli(['catalog', 'status', '--data', data]);
    expect(status.code).toBe(0);
    const printed = JSON.parse(status.out) as ReturnType<typeof JSON.parse> & LibraryStatusView & { date: string };
    expect(printed.source).toBe(server.baseUrl);
    expect(Date.parse(printed.date)).not.toBeNaN();
    expect(printed.armies[0]).toEqual({
      id: 901,
      slug: 'invented-concord',
      name: 'Invented Concord',
      units: 6,
      version: 'inv-1',
    });

    const failed = await runCli(['catalog', 'import', path.join(data, 'nowhere'), '--data', data]);
    expect(failed.code).not.toBe(0);
    expect(failed.err).toMatch(/no folder or \.zip file named "nowhere"/);

    const failing = await serve(inventedLibrary(), { failAfterUnits: 0 });
    const broken = await runCli(['catalog', 'update', '--from', failing.baseUrl, '--data', data]);
    expect(broken.code).not.toBe(0);
    expect(broken.err).toMatch(/library was not changed/);

    const imported = await runCli(['catalog', 'import', await saveFolder(), '--data', data]);
    expect(imported.code).toBe(0);
    expect((JSON.parse(imported.out) as { kind: string }).kind).toBe('import');
  });
});
