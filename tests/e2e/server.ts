/**
 * Starts the real venue server (the built `out/main/serve.js` from `src/main/serve.ts`, what
 * `npm run serve` runs) as a child process on a free port with its own data folder. The app
 * must have been built (`npm run build`, part of `npm test`).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir?: string;
  args?: string[];
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'its-e2e-'));
  const child = spawn(
    process.execPath,
    ['out/main/serve.js', '--port', '0', '--data', dataDir, ...(options.args ?? [])],
    { cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A phone's screen, as the players' and visitors' phones are tested. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Starts servers and opens browser contexts for the test running now; all closed after it. */
export interface PerTest {
  startServer(options?: ServerOptions): Promise<RunningServer>;
  newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * For a spec whose tests each run their own venue server with phones and laptops: registers the
 * spec's afterEach that closes the contexts and then stops the servers the test opened.
 */
export function closedAfterEachTest(): PerTest {
  const servers: RunningServer[] = [];
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
    for (const s of servers.splice(0)) await s.stop();
  });
  return {
    async startServer(options) {
      const server = await startServer(options);
      servers.push(server);
      return server;
    },
    async newContext(browser, options) {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
