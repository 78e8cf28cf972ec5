/**
 * One API call as a browser on the venue's network makes it, shared by the benchmarks that
 * drive the venue server over HTTP: a JSON POST to `/api/<method>` from one device's connection.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Posted {
  status: number;
  /** The answer's body as it came, for the caller to parse (and count). */
  body: Buffer;
  /** The session cookie the answer set (`name=value`), if any. */
  cookie: string | null;
  /** From sending to the last byte of the answer. */
  ms: number;
}

export function postApi(
  server: { host: string; port: number },
  device: { agent: http.Agent; localAddress?: string },
  method: string,
  params: unknown,
  cookie: string | null,
): Promise<Posted> {
  const body = JSON.stringify(params);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: server.host,
        port: server.port,
        path: `/api/${method}`,
        method: 'POST',
        ...device,
        headers: {
          host: `${server.host}:${server.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const set = res.headers['set-cookie']?.[0];
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            cookie: set ? (set.split(';')[0] ?? null) : null,
            ms: performance.now() - start,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
