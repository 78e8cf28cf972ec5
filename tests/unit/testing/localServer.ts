/**
 * The real venue server on loopback (no PIN: the desktop's own network), for the tests that race
 * writes over HTTP. Calls come from `devices` addresses (127.0.0.2, .3, …), as at a venue, since
 * the server caps connections per device; each call is a fresh connection.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAppCore } from '../../../src/main/appCore';
import { createHttpServer, listen } from '../../../src/main/transports/http';
import { namingEvent } from '../../support/eventId';

export interface Answer {
  status: number;
  data?: Record<string, unknown>;
  error?: { code: string; message: string };
}

const servers: { close(): void }[] = [];

/** Closes every server started here (for afterEach / afterAll). */
export function closeServers(): void {
  for (const s of servers.splice(0)) s.close();
}

export async function startLocalServer(options: { tempPrefix: string; devices: number }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), options.tempPrefix));
  const core = createAppCore({ dataDir, runtime: { transport: 'http', venue: null } });
  const server = createHttpServer({ core, host: '127.0.0.1', port: 0, pin: null });
  servers.push(server);
  const address: AddressInfo = await listen(server, '127.0.0.1', 0);
  let device = 0;
  /** A call naming the event open now, as a screen showing it would (`bare`: the parameters alone). */
  const call = (method: string, params: unknown = {}, how: { bare?: boolean } = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const sent = how.bare ? params : namingEvent(method, params, core.workspace.peek()?.state.id);
      const body = JSON.stringify(sent);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: address.port,
          path: `/api/${method}`,
          method: 'POST',
          localAddress: `127.0.0.${2 + (device++ % options.devices)}`,
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(JSON.parse(text) as object) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  /** A call that must succeed: its data. */
  const ok = async (method: string, params: unknown = {}) => {
    const answer = await call(method, params);
    if (!answer.data) throw new Error(`${method}: ${answer.error?.message}`);
    return answer.data;
  };
  return { core, call, ok, dataDir };
}

export type LocalServer = Awaited<ReturnType<typeof startLocalServer>>;
