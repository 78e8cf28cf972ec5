/**
 * `its-ref` / `npm run cli --`: the registry from the command line, for headless use and scripts.
 *   its-ref call <method> ['<json>'] [--event <file>] [--data <folder>]
 *   its-ref <friendly command> ...   (see `its-ref help`)
 * Output is JSON on stdout; errors go to stderr with a non-zero exit code.
 */
import path from 'node:path';
import { createAppCore } from '../appCore';
import type { AppCore } from '../appCore';
import { routeFor, typedCall } from './forward';
import type { Call } from './forward';
import { commands } from './commands';
import { changesOpenEvent } from '../transports/http/eventFence';
import type { CliIO, JobProgress } from './types';

export const EXIT_USAGE = 2;
export const EXIT_FAILURE = 1;

interface GlobalOptions {
  event?: string;
  data?: string;
  force?: boolean;
  rest: string[];
}

function takeGlobalOptions(argv: string[]): GlobalOptions {
  const rest: string[] = [];
  const options: GlobalOptions = { rest };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if ((arg === '--event' || arg === '--data') && argv[i + 1] !== undefined) {
      options[arg === '--event' ? 'event' : 'data'] = argv[++i];
    } else if (arg === '--force-open') options.force = true;
    else rest.push(arg);
  }
  return options;
}

function helpText(): string {
  const lines = [
    'its-ref — ITS Referee Desk from the command line',
    '',
    "  its-ref call <method> ['<json params>'] [--event <file>]   call any API method",
    '  its-ref methods                                            list API methods',
  ];
  for (const c of commands) lines.push(`  its-ref ${c.usage.padEnd(55)}${c.summary}`);
  lines.push(
    '',
    'Global options: --event <file> opens an event file first (or sends the calls to the venue server',
    'that has it open on this computer); --data <folder> sets the data folder; --force-open takes over an',
    'event left open by another computer.',
  );
  return lines.join('\n');
}

export async function main(argv: string[], out: Pick<CliIO, 'stdout' | 'stderr'> = defaultStreams()): Promise<number> {
  const { event, data, force, rest } = takeGlobalOptions(argv);
  const core = createAppCore({
    dataDir: data ? path.resolve(data) : undefined,
    runtime: { transport: 'cli', venue: null },
  });
  try {
    return await run(core, { event, force, rest }, out);
  } finally {
    // Give the event (and its lock) back before the process ends.
    await core.workspace.close();
  }
}

async function run(
  core: AppCore,
  { event, force, rest }: Omit<GlobalOptions, 'data'>,
  out: Pick<CliIO, 'stdout' | 'stderr'>,
): Promise<number> {
  const [name, ...args] = rest;
  let call: Call = (method, params) => core.call(method, params, { actor: 'cli' });
  if (event) {
    const file = path.resolve(event);
    const route = await routeFor(file, (method) => {
      const info = core.registry.info(method);
      return info !== null && changesOpenEvent(info);
    });
    if (route.kind === 'refuse') {
      out.stderr(`${route.message}\n`);
      return EXIT_FAILURE;
    }
    if (route.kind === 'forward') call = route.call;
    else {
      const opened = await core.call('events.open', { path: file, force });
      if ('error' in opened) {
        out.stderr(`${opened.error.message}\n`);
        return EXIT_FAILURE;
      }
    }
  }
  const io: CliIO = {
    ...out,
    call: typedCall(call),
    cwd: process.cwd(),
    onProgress: (listener) =>
      core.onPush((pushed, payload) => {
        if (pushed === 'job.progress') listener(payload as JobProgress);
      }),
  };
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    out.stdout(helpText() + '\n');
    return name ? 0 : EXIT_USAGE;
  }
  if (name === 'methods') {
    out.stdout(JSON.stringify(core.registry.methods(), null, 2) + '\n');
    return 0;
  }
  if (name === 'call') {
    const [method, json] = args;
    if (!method) {
      out.stderr("Usage: its-ref call <method> ['<json params>']\n");
      return EXIT_USAGE;
    }
    let params: unknown;
    try {
      params = json === undefined ? undefined : JSON.parse(json);
    } catch {
      out.stderr(`The parameters are not valid JSON: ${json}\n`);
      return EXIT_USAGE;
    }
    const result = await call(method, params);
    if ('error' in result) {
      out.stderr(`${result.error.code}: ${result.error.message}\n`);
      out.stdout(JSON.stringify(result, null, 2) + '\n');
      return EXIT_FAILURE;
    }
    out.stdout(JSON.stringify(result, null, 2) + '\n');
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    out.stderr(`Unknown command "${name}".\n\n${helpText()}\n`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(args, io);
  } catch (err) {
    out.stderr(`${(err as Error).message}\n`);
    return EXIT_FAILURE;
  }
}

function defaultStreams(): Pick<CliIO, 'stdout' | 'stderr'> {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
}
