import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore } from '../../src/main/appCore';
import { Registry } from '../../src/main/api/registry';
import { eventsHandlers } from '../../src/main/api/events';
import { createHttpServer, listen } from '../../src/main/transports/http';
import { registerIpc, trustedUrlChecker } from '../../src/main/transports/ipc';
import type { IpcMainLike, InvokeEventLike } from '../../src/main/transports/ipc';
import { IPC_CALL_CHANNEL } from '../../src/shared/ipc';

const run = promisify(execFile);
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'its-transports-'));

/** A stand-in for ipcMain: records the handler and lets the test invoke it like Electron does. */
class FakeIpcMain implements IpcMainLike {
  handlers = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>>();
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>) {
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  invoke(frameUrl: string | null, ...args: unknown[]) {
    const handler = this.handlers.get(IPC_CALL_CHANNEL);
    if (!handler) throw new Error('no handler');
    return handler({ senderFrame: frameUrl === null ? null : { url: frameUrl }, sender: { id: 1 } }, ...args);
  }
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function httpCall(base: string, method: string, params: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(params),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function startHttp(dataDir: string, host = '127.0.0.1', pin: string | null = null) {
  const core = createAppCore({ dataDir, runtime: { transport: 'http', venue: null } });
  const server = createHttpServer({ core, host, port: 0, pin });
  servers.push(server);
  const address: AddressInfo = await listen(server, host, 0);
  return { core, base: `http://${host}:${address.port}` };
}

describe('one registry, three transports', () => {
  it('IPC, HTTP and CLI reach the same handler and give the same answer', async () => {
    // The same event file is opened through each transport and its summary compared.
    const dataDir = tempDir();
    const core = createAppCore({ dataDir, runtime: { transport: 'cli', venue: null } });
    const created = await core.call('events.create', { settings: { name: 'Parity Cup', date: '2026-11-21' } });
    if (!('data' in created)) throw new Error('create failed');
    const file = (created.data as { path: string }).path;
    // One writer per event file: each transport closes the event before the next opens it.
    await core.workspace.close();

    const ipc = new FakeIpcMain();
    const ipcCore = createAppCore({ dataDir, runtime: { transport: 'ipc', venue: null } });
    registerIpc(ipc, ipcCore, trustedUrlChecker());
    const viaIpc = await ipc.invoke('app://renderer/index.html', 'events.open', { path: file });
    await ipcCore.workspace.close();

    const { base, core: httpCore } = await startHttp(dataDir);
    const viaHttp = await httpCall(base, 'events.open', { path: file });
    await httpCore.workspace.close();

    const cli = await run(process.execPath, [
      'bin/its-ref.js',
      'call',
      'events.open',
      JSON.stringify({ path: file }),
      '--data',
      dataDir,
    ]);
    const viaCli = JSON.parse(cli.stdout) as unknown;

    expect(viaHttp.status).toBe(200);
    expect(viaIpc).toEqual(viaHttp.body);
    expect(viaCli).toEqual(viaHttp.body);
    expect((viaIpc as { data: { name: string } }).data.name).toBe('Parity Cup');
  });

  it('names the failing field with INVALID_INPUT, on every transport', async () => {
    const dataDir = tempDir();
    const bad = { settings: { name: 'X', rounds: 2 } };
    const ipc = new FakeIpcMain();
    registerIpc(ipc, createAppCore({ dataDir, runtime: { transport: 'ipc', venue: null } }), trustedUrlChecker());
    const viaIpc = (await ipc.invoke('app://renderer/index.html', 'events.create', bad)) as {
      error: { code: string; message: string };
    };
    const { base } = await startHttp(dataDir);
    const viaHttp = await httpCall(base, 'events.create', bad);
    const cli = await run(process.execPath, [
      'bin/its-ref.js',
      'call',
      'events.create',
      JSON.stringify(bad),
      '--data',
      dataDir,
    ]).catch((e: { code: number; stdout: string; stderr: string }) => e);

    expect(viaIpc.error.code).toBe('INVALID_INPUT');
    // The message names the field by its label; the path stays in the details for programs.
    expect(viaIpc.error.message).toContain('Number of rounds: must be at least 3');
    expect(viaIpc.error.message).not.toContain('settings.rounds');
    expect(viaHttp.status).toBe(400);
    expect(viaHttp.body).toEqual(viaIpc);
    expect((cli as { code: number }).code).toBe(1);
    expect((cli as { stderr: string }).stderr).toContain('Number of rounds: must be at least 3');
  });

  it('answers NOT_FOUND for an unknown method', async () => {
    const { base } = await startHttp(tempDir());
    const res = await httpCall(base, 'rounds.teleport', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'NOT_FOUND', i18n: { key: 'm.http.unknownMethod' } } });
  });

  it('refuses an IPC message from a foreign frame or a missing frame', async () => {
    const ipc = new FakeIpcMain();
    registerIpc(
      ipc,
      createAppCore({ dataDir: tempDir(), runtime: { transport: 'ipc', venue: null } }),
      trustedUrlChecker(),
    );
    for (const url of ['https://evil.example/', 'file:///app/out/renderer/index.html', 'app://evil/index.html', null]) {
      const res = (await ipc.invoke(url, 'app.info', {})) as { error?: { code: string } };
      expect(res.error?.code).toBe('UNAUTHORIZED');
    }
    const ok = (await ipc.invoke('app://renderer/index.html#/rounds', 'app.info', {})) as { data?: unknown };
    expect(ok.data).toBeDefined();
  });

  it('on the venue LAN, writes and private reads need a referee session; public reads do not', async () => {
    const { base } = await startHttp(tempDir(), '0.0.0.0', '424242');
    const local = base.replace('0.0.0.0', '127.0.0.1');
    const denied = await httpCall(local, 'events.create', { settings: { name: 'LAN Cup' } });
    expect(denied.status).toBe(401);
    expect((await httpCall(local, 'auth.signIn', { pin: '000000' })).status).toBe(401);
    const signedIn = await httpCall(local, 'auth.signIn', { pin: '424242' });
    expect(signedIn.status).toBe(200);
    const { token, actor } = (signedIn.body as { data: { token: string; actor: string } }).data;
    expect(actor).toBe('Referee 1 · computer');
    const session = { authorization: `Bearer ${token}` };
    const created = await httpCall(local, 'events.create', { settings: { name: 'LAN Cup' } }, session);
    expect(created.status).toBe(200);
    expect((await httpCall(local, 'events.current', {})).status).toBe(200);
    expect((await httpCall(local, 'events.get', {})).status).toBe(401);
    const eventId = (created.body as { data: { id: string } }).data.id;
    const settings = { settings: { venue: 'Hall B' }, eventId };
    expect((await httpCall(local, 'events.updateSettings', settings, session)).status).toBe(200);
    const audit = await httpCall(local, 'audit.list', {}, session);
    expect((audit.body as { data: { actor: string }[] }).data.at(-1)?.actor).toBe('Referee 1 · computer');
    expect((await httpCall(local, 'auth.signOut', {}, session)).status).toBe(200);
    expect((await httpCall(local, 'events.get', {}, session)).status).toBe(401);
  });

  it('rejects a body that is not JSON without crashing', async () => {
    const { base } = await startHttp(tempDir());
    const res = await fetch(`${base}/api/events.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    // Keyed like any message from main, so a browser's screen shows it in the referee's language.
    expect(((await res.json()) as { error: unknown }).error).toEqual({
      code: 'INVALID_INPUT',
      message: 'The request body is not valid JSON.',
      i18n: { key: 'm.http.badJson' },
    });
  });
});

describe('registry', () => {
  it('refuses a duplicate method name', () => {
    const registry = new Registry().register(eventsHandlers);
    expect(() => registry.register(eventsHandlers)).toThrow('API method registered twice: events.create');
  });

  it('turns an unexpected exception into INTERNAL data, never a crash', async () => {
    const core = createAppCore({ dataDir: tempDir(), runtime: { transport: 'cli', venue: null } });
    const res = await core.call('events.get', {});
    expect(res).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'No event is open. Create or open an event first.',
        i18n: { key: 'm.store.noEvent' },
      },
    });
  });
});
