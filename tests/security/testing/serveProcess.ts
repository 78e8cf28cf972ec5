/**
 * The real venue server as its own process: `node bin/serve.js` from the sources (tsx) or the
 * build, on the loopback venue address 127.0.0.5 and a free port, optionally under a lowered
 * open-file limit (`ulimit -n`, POSIX shells only). Used where a test needs a restart or process limits.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Target } from '.';

export const PROCESS_HOST = '127.0.0.5';
const running = new Set<ChildProcess>();

export interface ServerProcess extends Target {
  readonly output: string;
  pid: number;
  stop(): Promise<void>;
}

export async function serveProcess(
  dataDir: string,
  options: {
    args?: string[];
    /** `ulimit -n` (hard and soft) or, with `softOnly`, `ulimit -Sn` before the server starts. */
    openFiles?: number;
    softOnly?: boolean;
    /**
     * The built bundle (out/main, rebuilt first when a source is newer), as a venue runs it: a
     * benchmark's figures. Tests run the sources (tsx), which need no build.
     */
    built?: boolean;
    /** The checkout whose server runs (a benchmark's "before" figures); this one by default. */
    root?: string;
    /** How long it may take to start (a benchmark on a busy machine waits longer). */
    startMs?: number;
    /** How long `stop` waits after SIGTERM before SIGKILL. */
    stopMs?: number;
    /** Node's own flags, e.g. `--cpu-prof` (which NODE_OPTIONS refuses) to profile a benchmark's server. */
    nodeArgs?: string[];
  } = {},
): Promise<ServerProcess> {
  const root = path.resolve(options.root ?? '.');
  const argv = [
    ...(options.nodeArgs ?? []),
    path.join(root, 'bin/serve.js'),
    ...['--host', PROCESS_HOST, '--port', '0', '--data', dataDir, ...(options.args ?? [])],
  ];
  const env = { ...process.env, ITS_REF_FROM_SOURCES: options.built ? '' : '1', ITS_REF_PIN: '' };
  const spawnOptions = { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'] };
  const child =
    options.openFiles === undefined
      ? spawn(process.execPath, argv, spawnOptions)
      : // `exec` keeps one process (the server itself) under the lowered limit.
        spawn(
          '/bin/sh',
          [
            '-c',
            `ulimit ${options.softOnly ? '-Sn' : '-n'} ${options.openFiles} && exec "$0" "$@"`,
            process.execPath,
            ...argv,
          ],
          spawnOptions,
        );
  running.add(child);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start:\n${output}`)),
      options.startMs ?? 30_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.5:(\d+)\//.exec(output);
      // The PIN line is the last one printed at start.
      if (match?.[1] && /Referee PIN/.test(output)) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return {
    host: PROCESS_HOST,
    port,
    hostHeader: `${PROCESS_HOST}:${port}`,
    pid: child.pid!,
    get output() {
      return output;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        running.delete(child);
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), options.stopMs ?? 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Ends every server process a test left running (afterAll). */
export function killAllProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}
