/**
 * `npm run serve`: the venue server under plain Node (no Electron needed). Its options are
 * `SERVE_USAGE` below (what `--help` prints).
 */
import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError } from '../shared/errors';
import { createAppCore } from './appCore';
import { loadPinRecord, pinFilePath, savePinRecord } from './auth/pinStore';
import { exportsFolder } from './io/exportsFolder';
import { createHttpServer, isLoopback, listen } from './transports/http';
import { openFileLimit } from './transports/http/limits';
import { newServerToken } from './store/lock';
import type { LockIdentity } from './store/lock';

/** What `serve --help` prints (like `its-ref help`): the options, one a line. */
export const SERVE_USAGE = `Usage: npm run serve -- [options]   (or: node bin/serve.js [options])

Serves ITS Referee Desk to the venue: referee screens, the projector and players' phones.

Options:
  --host <address>   where to listen: 127.0.0.1 (default, this computer only) or 0.0.0.0 for
                     the venue network
  --port <number>    port to listen on (default 4820; 0 picks a free one)
  --data <folder>    data folder (default: ~/ITS Referee Desk, or $ITS_REF_DATA)
  --pin <digits>     referee PIN for signing in from the venue network; without it, the PIN
                     last set in Settings, else a random one is printed ($ITS_REF_PIN also works)
  --event <file>     open this event file at start
  --help, -h         print this help and exit
`;

/** `--help` or `-h` anywhere on the line asks for the usage instead of a server. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.some((a) => a === '--help' || a === '-h');
}

interface ServeArgs {
  host: string;
  port: number;
  data?: string;
  pin?: string;
  event?: string;
}

function parseArgs(argv: string[]): ServeArgs {
  const args: ServeArgs = { host: '127.0.0.1', port: 4820 };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${flag} needs a value`);
      i++;
      return value;
    };
    if (flag === '--host') args.host = need();
    else if (flag === '--port') args.port = Number(need());
    else if (flag === '--data') args.data = need();
    else if (flag === '--pin') args.pin = need();
    else if (flag === '--event') args.event = need();
    else throw new Error(`Unknown option ${flag} (npm run serve -- --help lists the options)`);
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) throw new Error('--port must be 0-65535');
  return args;
}

function lanUrls(host: string, port: number): string[] {
  if (isLoopback(host)) return [`http://${host}:${port}/`];
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}/`];
  const urls: string[] = [];
  for (const addrs of Object.values(os.networkInterfaces())) {
    for (const a of addrs ?? []) {
      if (a.family === 'IPv4' && !a.internal) urls.push(`http://${a.address}:${port}/`);
    }
  }
  return urls.length ? urls : [`http://127.0.0.1:${port}/`];
}

/**
 * Opens `--event` (the command line is the user's own: it may name any path, the network may
 * not). When another program has it open for changes, opens it read-only and says so.
 */
async function openAtStart(core: ReturnType<typeof createAppCore>, event: string): Promise<void> {
  const file = path.resolve(event);
  try {
    await core.workspace.open(file);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    if (!(err instanceof ApiError) || !err.details || !('readOnlyPossible' in err.details)) return;
    await core.workspace.open(file, { readOnly: true }).then(
      () => console.error('The event is open here read-only: changes sent to this server are refused.'),
      (again: Error) => console.error(again.message),
    );
  }
}

export async function startServer(argv: string[]) {
  const args = parseArgs(argv);
  const lan = !isLoopback(args.host);
  const venue = { host: args.host, port: args.port, urls: [] as string[], lan, pinRequired: lan };
  // The event lock carries this server's port and a secret for the CLI (see store/lock.ts).
  const identity: LockIdentity = { program: 'serve', token: newServerToken() };
  const core = createAppCore({
    dataDir: args.data ? path.resolve(args.data) : undefined,
    runtime: { transport: 'http', venue, files: { kind: 'names' } },
    identity,
  });
  // The PIN: --pin (or ITS_REF_PIN) wins; else the one last set in Settings; else a new random one.
  const pinFile = pinFilePath(core.workspace.dataDir);
  const given = args.pin ?? (process.env.ITS_REF_PIN || undefined);
  const stored = lan && given === undefined ? loadPinRecord(pinFile) : null;
  const pin = lan ? (given ?? stored ?? String(randomInt(100000, 999999))) : null;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const staticDir = path.resolve(here, '../../out/renderer');
  const server = createHttpServer({
    core,
    host: args.host,
    port: args.port,
    pin,
    savePin: (record) => savePinRecord(pinFile, record),
    cliToken: identity.token,
    staticDir,
    // Generated PDFs and exports, downloadable by name by a signed-in referee.
    filesDir: () => exportsFolder(core.workspace.dataDir),
  });
  const address = await listen(server, args.host, args.port);
  venue.port = address.port;
  venue.urls = lanUrls(args.host, address.port);
  identity.port = address.port;
  if (args.event) await openAtStart(core, args.event);
  console.log(`ITS Referee Desk venue server listening on ${venue.urls.join(' ')}`);
  console.log(`Data folder: ${core.workspace.dataDir}`);
  const { connectionsTotal, streamsTotal, streamsRefereeReserve } = server.limits;
  console.log(
    `Open-file limit ${openFileLimit() ?? 'unknown (256 assumed)'}: at most ${connectionsTotal} connections and ` +
      `${streamsTotal} live screens (${streamsRefereeReserve} more for referees).`,
  );
  if (typeof pin === 'string') console.log(`Referee PIN for signing in from the LAN: ${pin}`);
  if (stored) {
    console.log(
      `Referee PIN: the one last set in Settings (kept hashed in ${pinFile}); start with --pin to use another.`,
    );
  }
  if (typeof pin === 'string' && pin.length < 6) {
    console.log('Warning: a PIN shorter than 6 digits is easy to guess; use 6 or more.');
  }
  return { server, core, url: venue.urls[0] ?? `http://127.0.0.1:${address.port}/` };
}

/**
 * The venue server must outlive any single failure: a fault that escapes a request (a bug in
 * a stream callback, say) is logged and the server keeps serving every other device.
 */
function keepServing(): void {
  process.on('uncaughtException', (err) => console.error('[venue] unexpected failure (still serving):', err));
  process.on('unhandledRejection', (err) => console.error('[venue] unexpected failure (still serving):', err));
}

/** Starts the server for a command line (bin/serve.js, or this module run directly). */
export function runServer(argv: string[]): void {
  if (wantsHelp(argv)) {
    process.stdout.write(SERVE_USAGE, () => process.exit(0));
    return;
  }
  keepServing();
  const started = startServer(argv);
  started.catch((err: unknown) => {
    console.error(`Cannot start the venue server: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
  // Stopping the server (Ctrl+C, a service manager) closes the event on the way out: the changes
  // still in its journal are folded into the event file (so a copy of that file alone is
  // complete) and its lock is released. A second signal, or a close that hangs, exits at once.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(0);
      stopping = true;
      setTimeout(() => process.exit(0), 10_000).unref();
      void started
        .then(({ core }) => core.workspace.close())
        .catch(() => undefined)
        .finally(() => process.exit(0));
    });
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) runServer(process.argv.slice(2));
