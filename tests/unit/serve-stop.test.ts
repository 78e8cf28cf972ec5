/**
 * Stopping the venue server (SIGTERM, as Ctrl+C or a service manager sends) closes the open
 * event on the way out: the changes still in its journal are folded into the event file, so a
 * copy of that file alone (a USB stick) is complete, and its lock is released.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { journalPathFor } from '../../src/main/store/journal';
import type { EventFile } from '../../src/shared/model';
import { killAllProcesses, serveProcess } from '../security/testing/serveProcess';
import { api, closeAll } from '../security/testing';

afterAll(async () => {
  await closeAll();
  killAllProcesses();
});

describe('stopping the venue server', () => {
  it('folds the journal into the event file and releases the lock', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'its-stop-'));
    const server = await serveProcess(dataDir, { args: ['--pin', '582914'] });
    const signedIn = await api(server, 'auth.signIn', { pin: '582914' }, { from: '127.0.0.3' });
    expect(signedIn.status, signedIn.text).toBe(200);
    const headers = { authorization: `Bearer ${(signedIn.body as { data: { token: string } }).data.token}` };
    const call = async (method: string, params: unknown) => {
      const answer = await api(server, method, params, { headers, from: '127.0.0.3' });
      expect(answer.status, answer.text).toBe(200);
      return (answer.body as { data: { id?: string } }).data;
    };
    const { id: eventId } = await call('events.create', { settings: { name: 'Stop Cup' } });
    const names = ['Ana', 'Bea', 'Cai', 'Dan', 'Eva'];
    for (const name of names) await call('players.add', { name, eventId });
    await server.stop();

    const eventsDir = path.join(dataDir, 'events');
    const file = path.join(
      eventsDir,
      readdirSync(eventsDir).find((n) => n.endsWith('.its.json'))!,
    );
    // The file alone holds every change; nothing is left for a journal to replay.
    const event = JSON.parse(readFileSync(file, 'utf8')) as EventFile;
    expect(event.players.map((p) => p.name)).toEqual(names);
    const journal = journalPathFor(file);
    expect(existsSync(journal) ? readFileSync(journal).length : 0).toBe(0);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
