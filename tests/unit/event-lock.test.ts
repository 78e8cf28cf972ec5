/**
 * One writer per event file, across real processes. A running venue server
 * holds the event's lock; the CLI sends its calls to it (or refuses, naming the holder); a
 * second server opens the event read-only; nothing acknowledged is ever lost.
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { eventFileOnDisk as eventOnDisk } from '../../src/main/api/testing';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore } from '../../src/main/appCore';
import { lockPathFor, readLock } from '../../src/main/store/lock';
import type { LockInfo } from '../../src/main/store/lock';
import type { EventFile } from '../../src/shared/model';

const exec = promisify(execFile);
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

/** A fresh event file with four players, closed again so a server can take it. */
async function newEventFile(): Promise<{ dataDir: string; file: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-lock-'));
  const core = createAppCore({ dataDir, runtime: { transport: 'cli', venue: null } });
  const created = await core.call('events.create', { settings: { name: 'Lock Cup' } });
  if (!('data' in created)) throw new Error('create failed');
  for (const name of ['Ana', 'Bo', 'Cy', 'Di']) await core.call('players.add', { name });
  await core.workspace.close();
  return { dataDir, file: (created.data as { path: string }).path };
}

/** Starts `serve` on a free port with the event open; resolves with its base URL and output. */
function startServe(
  dataDir: string,
  file: string,
): Promise<{ base: string; child: ChildProcess; output: () => string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main/serve.ts', '--port', '0', '--data', dataDir, '--event', file],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening on (http:\/\/\S+)\//.exec(output);
      // The event is opened just after listening: wait for the lock (or the read-only notice).
      if (m?.[1] && (/read-only/.test(output) || /Data folder/.test(output))) {
        setTimeout(() => resolve({ base: m[1] as string, child, output: () => output }), 300);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve exited (${code}): ${output}`)));
  });
}

async function post(base: string, method: string, params: unknown) {
  const res = await fetch(`${base}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return (await res.json()) as { data?: Record<string, unknown>; error?: { code: string; message: string } };
}

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['bin/its-ref.js', ...args]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const onDisk = (file: string): EventFile => eventOnDisk(file);

describe('one writer per event file, across processes', () => {
  it('the CLI sends its write to the venue server holding the event: same answer, audited as "cli", nothing lost', async () => {
    const { dataDir, file } = await newEventFile();
    const server = await startServe(dataDir, file);
    const lock = (await readLock(file)) as LockInfo;
    expect(lock).toMatchObject({ pid: server.child.pid, hostname: os.hostname(), program: 'serve' });
    expect(lock.port).toBe(Number(new URL(server.base).port));
    expect(lock.token).toMatch(/^[\w-]{20,}$/);
    expect(statSync(lockPathFor(file)).mode & 0o777).toBe(0o600);

    const viaCli = await cli(['call', 'players.add', JSON.stringify({ name: 'Eve' }), '--event', file]);
    expect(viaCli.code).toBe(0);
    const answer = JSON.parse(viaCli.stdout) as { data: { player: { id: string }; revision: number } };
    // The server's next write must keep the CLI's player (it used to drop it).
    // A change over HTTP names its event; one naming none is refused.
    const eventId = onDisk(file).id;
    expect((await post(server.base, 'players.add', { name: 'Nameless' })).error?.code).toBe('INVALID_INPUT');
    const viaServer = await post(server.base, 'players.add', { name: 'Fay', eventId });
    expect(viaServer.data?.revision).toBe(answer.data.revision + 1);
    const saved = onDisk(file);
    expect(saved.players.map((p) => p.name)).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fay']);
    expect(saved.audit.find((e) => e.revision === answer.data.revision)?.actor).toBe('cli');
    // A wrong token is not the CLI: refused, nothing written.
    const forged = await fetch(`${server.base}/api/players.add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-the-token' },
      body: JSON.stringify({ name: 'Mallory' }),
    });
    expect(forged.status).toBe(401);
    expect(onDisk(file).players.map((p) => p.name)).not.toContain('Mallory');
  });

  it('the CLI refuses, naming the holder, when the holding server does not answer or the holder is the desktop app', async () => {
    const { file } = await newEventFile();
    const before = readFileSync(file, 'utf8');
    // A live process of this computer holds the lock: a "server" on a port nobody listens on.
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(sleeper);
    const holder: LockInfo = {
      pid: sleeper.pid as number,
      hostname: os.hostname(),
      program: 'serve',
      port: 9,
      since: new Date().toISOString(),
      token: 'secret',
    };
    writeFileSync(lockPathFor(file), JSON.stringify(holder), { mode: 0o600 });
    const unreachable = await cli(['call', 'players.add', JSON.stringify({ name: 'Eve' }), '--event', file]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /open for changes in the venue server on this computer, port 9, .* which does not answer; nothing was done/,
    );
    expect(unreachable.stderr).toContain(`process ${sleeper.pid}`);

    writeFileSync(
      lockPathFor(file),
      JSON.stringify({ ...holder, program: 'desktop', port: undefined, token: undefined }),
    );
    const desktop = await cli(['call', 'players.add', JSON.stringify({ name: 'Eve' }), '--event', file]);
    expect(desktop.code).toBe(1);
    expect(desktop.stderr).toMatch(/open for changes in the ITS Referee Desk app on this computer/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('two servers on one file: the second opens it read-only and says why; no acknowledged write is lost', async () => {
    const { dataDir, file } = await newEventFile();
    const first = await startServe(dataDir, file);
    const second = await startServe(mkdtempSync(path.join(os.tmpdir(), 'its-lock-2-')), file);
    expect(second.output()).toMatch(/open for changes in the venue server on this computer, port \d+/);
    expect(second.output()).toMatch(/read-only/);
    const current = await post(second.base, 'events.current', {});
    expect((current.data as { readOnly: { reason: string } }).readOnly.reason).toMatch(/read-only/);

    const eventId = onDisk(file).id;
    const writes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i % 2 ? first.base : second.base, 'players.add', { name: `N${i}`, eventId }),
      ),
    );
    const acked = writes.flatMap((w, i) => (w.data ? [`N${i}`] : []));
    const refused = writes.filter((w) => w.error);
    expect(acked).toHaveLength(20);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.error).toMatchObject({ code: 'CONFLICT' });
    expect(refused[0]?.error?.message).toMatch(/read-only.*not saved/);
    const saved = onDisk(file);
    for (const name of acked) expect(saved.players.map((p) => p.name)).toContain(name);
    const revisions = saved.audit.map((e) => e.revision);
    expect(new Set(revisions).size).toBe(revisions.length);
  });

  it('stopping the server gives the event back; a lock left by a killed process is taken over and audited', async () => {
    const { dataDir, file } = await newEventFile();
    const server = await startServe(dataDir, file);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    expect(await readLock(file)).toBeNull();

    const killed = await startServe(dataDir, file);
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    expect((await readLock(file))?.pid).toBe(killed.child.pid);
    const viaCli = await cli(['call', 'players.add', JSON.stringify({ name: 'Eve' }), '--event', file]);
    expect(viaCli.code).toBe(0);
    const saved = onDisk(file);
    const takeover = saved.audit.find((e) => e.method === 'events.takeover');
    expect(takeover?.actor).toBe('cli');
    expect(takeover?.summary).toMatch(
      new RegExp(`venue server on this computer, port \\d+, .*process ${killed.child.pid}`),
    );
    expect(saved.players.map((p) => p.name)).toContain('Eve');
    expect(await readLock(file)).toBeNull();
  });
});
