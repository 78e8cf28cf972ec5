/**
 * Build 2 · a PIN changed in Settings survives a restart of the real server process
 * (`bin/serve.js`, run from the sources), stored only as a salted scrypt hash in a file the
 * user alone may read; `--pin` on the command line still wins for its run.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPin, loadPinRecord, savePinRecord, verifyPin } from '../../src/main/auth/pinStore';
import type { PinRecord } from '../../src/main/auth/pinStore';
import { killAllProcesses, serveProcess } from './testing/serveProcess';
import { api, closeAll, errorMessage } from './testing';
import type { Target } from './testing';

const serve = (dataDir: string, args: string[] = []) => serveProcess(dataDir, { args });

afterAll(async () => {
  await closeAll();
  killAllProcesses();
});

const signInStatus = async (server: Target, pin: string, from: string) =>
  (await api(server, 'auth.signIn', { pin }, { from })).status;

describe('a changed PIN survives a restart', () => {
  it('is stored hashed (0600), used after a restart, and --pin still wins', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-pin-'));
    const pinFile = path.join(dataDir, 'referee-pin.json');

    // 1. No PIN given, none stored: a random one is printed.
    const first = await serve(dataDir);
    const printed = /Referee PIN for signing in from the LAN: (\d{6})/.exec(first.output)?.[1] ?? '';
    expect(printed).toMatch(/^\d{6}$/);
    const signedIn = await api(first, 'auth.signIn', { pin: printed }, { from: '127.0.0.3' });
    expect(signedIn.status).toBe(200);
    const bearer = { authorization: `Bearer ${(signedIn.body as { data: { token: string } }).data.token}` };
    const changed = await api(
      first,
      'auth.changePin',
      { current: printed, next: '582914' },
      { headers: bearer, from: '127.0.0.3' },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(await signInStatus(first, '582914', '127.0.0.4')).toBe(200);

    // Stored: for the user alone, a salted scrypt hash, never the PIN itself.
    if (process.platform !== 'win32') expect(statSync(pinFile).mode & 0o777).toBe(0o600);
    const stored = readFileSync(pinFile, 'utf8');
    expect(stored).not.toContain('582914');
    expect(stored).not.toContain(printed);
    const record = JSON.parse(stored) as { algorithm: string; salt: string; hash: string; N: number };
    expect(record.algorithm).toBe('scrypt');
    expect(Buffer.from(record.salt, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(record.N).toBeGreaterThanOrEqual(2 ** 14);
    await first.stop();

    // 2. Restarted without --pin: the changed PIN opens, the old one and no new random one.
    const second = await serve(dataDir);
    expect(second.output).not.toMatch(/Referee PIN for signing in from the LAN: \d/);
    expect(second.output).toContain('the one last set in Settings');
    expect(await signInStatus(second, printed, '127.0.0.6')).toBe(401);
    expect(await signInStatus(second, '582914', '127.0.0.7')).toBe(200);
    await second.stop();

    // 3. --pin on the command line wins for its run…
    const third = await serve(dataDir, ['--pin', '135790']);
    expect(await signInStatus(third, '582914', '127.0.0.8')).toBe(401);
    expect(await signInStatus(third, '135790', '127.0.0.9')).toBe(200);
    await third.stop();

    // 4. …and the stored PIN is still there for the next start without it.
    const fourth = await serve(dataDir);
    expect(await signInStatus(fourth, '582914', '127.0.0.10')).toBe(200);
    const wrong = await api(fourth, 'auth.signIn', { pin: '135790' }, { from: '127.0.0.11' });
    expect(errorMessage(wrong)).toBe('That PIN was not accepted.');
    await fourth.stop();
  });
});

describe('the stored PIN file', () => {
  it('checks the PIN against the hash, and ignores a damaged or tampered file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'its-pinfile-'));
    const file = path.join(dir, 'referee-pin.json');
    const record = hashPin('582914', new Date('2026-11-21T09:00:00Z'));
    savePinRecord(file, record);
    expect(verifyPin(loadPinRecord(file) as PinRecord, '582914')).toBe(true);
    expect(verifyPin(record, '582915')).toBe(false);
    // The same PIN hashes differently each time (salted).
    expect(hashPin('582914').hash).not.toBe(record.hash);
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(loadPinRecord(path.join(dir, 'absent.json'), warn)).toBeNull();
    expect(warnings).toEqual([]);
    // A cost that would make every sign-in take gigabytes is refused, as is nonsense.
    writeFileSync(file, JSON.stringify({ ...record, N: 2 ** 30 }));
    expect(loadPinRecord(file, warn)).toBeNull();
    writeFileSync(file, 'not json');
    expect(loadPinRecord(file, warn)).toBeNull();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/is damaged and is not used/);
  });
});
