/**
 * Build 4 · connection caps well below the process's open-file limit. Node itself raises the
 * soft limit to the hard limit when it starts (on Linux and macOS; JavaScript has no setrlimit),
 * and the server then reads the limit it really has (/proc/self/limits on Linux) and sizes its
 * caps from it: at most half the descriptors go to connections, the rest stays for the event
 * file, backups, PDFs and the log. Checked on the real server process: a low soft limit is
 * raised; under a low hard limit the caps shrink and hold against a flood of idle connections.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLimits, openFileLimit } from '../../src/main/transports/http/limits';
import { killAllProcesses, serveProcess } from './testing/serveProcess';
import { api, closeAll } from './testing';

afterAll(async () => {
  await closeAll();
  killAllProcesses();
});

const linux = process.platform === 'linux';

describe('caps from the open-file limit', () => {
  it.each([
    // [soft limit, connections, visitors' live screens]
    [1024, 512, 256],
    [256, 128, 64],
    [300, 150, 75],
    [100, 64, 32],
    [20_000, 1000, 500],
    [Infinity, 1000, 500],
    [null, 512, 256],
  ])('soft limit %s → %i connections, %i live screens', (fd, connections, screens) => {
    const limits = defaultLimits(fd);
    expect(limits.connectionsTotal).toBe(connections);
    expect(limits.streamsTotal).toBe(screens);
    // Live screens, referees' reserve included, fit inside the connections.
    expect(limits.streamsTotal + limits.streamsRefereeReserve).toBeLessThan(limits.connectionsTotal);
  });

  it.runIf(linux)('reads the soft limit the process really has', () => {
    const soft = spawnSync('/bin/sh', ['-c', 'ulimit -Sn'], { encoding: 'utf8' }).stdout.trim();
    expect(openFileLimit()).toBe(soft === 'unlimited' ? Infinity : Number(soft));
  });
});

describe.runIf(linux)('the real server process', () => {
  it('starts with its soft limit raised to the hard limit', async () => {
    const hard = spawnSync('/bin/sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
    if (hard === 'unlimited' || Number(hard) <= 300) return;
    const server = await serveProcess(mkdtempSync(path.join(os.tmpdir(), 'its-fd-')), {
      openFiles: 300,
      softOnly: true,
    });
    const raised = Number(hard);
    const expected = Math.max(64, Math.min(1000, Math.floor(Math.min(raised, 65_536) / 2)));
    expect(server.output).toContain(`Open-file limit ${raised}: at most ${expected} connections`);
    await server.stop();
  });

  it('under a hard limit of 300: says so, holds at most 150 connections under a flood, still answers', async () => {
    const server = await serveProcess(mkdtempSync(path.join(os.tmpdir(), 'its-fd-')), { openFiles: 300 });
    expect(server.output).toContain('Open-file limit 300: at most 150 connections and 75 live screens');
    // 200 silent connections from 10 addresses (20 each, under the per-address cap of 24).
    const sockets: net.Socket[] = [];
    let closedByServer = 0;
    await Promise.all(
      Array.from(
        { length: 200 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = net.connect({
              host: server.host,
              port: server.port,
              localAddress: `127.0.3.${(i % 10) + 1}`,
            });
            sockets.push(socket);
            socket.on('error', () => resolve());
            socket.on('connect', () => resolve());
            socket.on('close', () => {
              closedByServer++;
              resolve();
            });
          }),
      ),
    );
    // Bounded wait for the server's closes to arrive.
    for (let i = 0; i < 20 && closedByServer < 50; i++) await new Promise((r) => setTimeout(r, 100));
    const open = sockets.filter((s) => !s.destroyed && s.readyState === 'open').length;
    console.log(`fd-limit flood: hard limit 300, 200 idle sockets → ${open} held, ${closedByServer} closed`);
    expect(open).toBeLessThanOrEqual(150);
    expect(closedByServer).toBeGreaterThanOrEqual(50);
    const info = await api(server, 'app.info', {}, { from: '127.0.0.1' });
    expect(info.status).toBe(200);
    for (const s of sockets) s.destroy();
    await server.stop();
  });
});
