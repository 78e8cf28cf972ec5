/**
 * Shared argument handling for the CLI commands: `--name value` (or `--name=value`) options, and
 * for `standings`, `pair` and `pdf` a single `<file>` read as JSON; the usage and error lines
 * every command prints the same way; the one typed call a command makes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Method, Params, Result } from '../../../shared/api';
import { ApiError } from '../../../shared/errors';
import type { ApiErrorBody } from '../../../shared/errors';
import { english } from '../../../shared/messages';
import { osProblem } from '../../errors/describe';
import { readJsonFile } from '../../io/resultsFile';
import type { CliIO } from '../types';

/** A bad command line: its problems, one a line, then the usage; exit code 2. */
export function usageError(io: Pick<CliIO, 'stderr'>, problems: readonly string[], usage: string): number {
  io.stderr(`${problems.map((p) => `${p}\n`).join('')}${usage}`);
  return 2;
}

/**
 * Calls `method`; on an error prints it (as `say` writes it, by default its message) and answers
 * undefined, for the command to exit with code 1.
 */
export async function callOrSay<M extends Method>(
  io: CliIO,
  method: M,
  params: Params<M>,
  say: (error: ApiErrorBody) => string = (error) => error.message,
): Promise<Result<M> | undefined> {
  const result = await io.call(method, params);
  if (!('error' in result)) return result.data;
  io.stderr(`${say(result.error)}\n`);
  return undefined;
}

/**
 * Reads `<file>` (an event file or results JSON) and calls `method` with the parameters built
 * from it; an unreadable file or an error is printed (the error as `<file>: <message>`) and
 * answers undefined, for the command to exit with code 1.
 */
export async function callWithDocument<M extends Method>(
  io: CliIO,
  file: string,
  method: M,
  params: (document: unknown) => Params<M>,
): Promise<Result<M> | undefined> {
  const document = await readDocument(file, io);
  if (document === undefined) return undefined;
  return callOrSay(io, method, params(document), (error) => `${file}: ${error.message}`);
}

/** Prints `value` as indented JSON, a command's answer; exit code 0. */
export function printJson(io: Pick<CliIO, 'stdout'>, value: unknown): number {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
  return 0;
}

/** Reads a text file relative to the working directory; prints why not and answers undefined. */
export async function readText(file: string, io: CliIO): Promise<string | undefined> {
  try {
    return await readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (err) {
    io.stderr(`${file}: ${english(osProblem(err))}\n`);
    return undefined;
  }
}

/** A file's bytes, for a reader that decodes them itself (a registration sheet's encoding). */
export async function readBytes(file: string, io: CliIO): Promise<Uint8Array | undefined> {
  try {
    return await readFile(path.resolve(io.cwd, file));
  } catch (err) {
    io.stderr(`${file}: ${english(osProblem(err))}\n`);
    return undefined;
  }
}

export interface ParsedArgs {
  file: string | null;
  options: Map<string, string>;
  problems: string[];
}

export interface ParsedOptions {
  positional: string[];
  options: Map<string, string>;
  problems: string[];
}

/** Splits argv into positional words and the `known` options; anything else is a problem. */
export function parseOptions(args: readonly string[], known: readonly string[]): ParsedOptions {
  const options = new Map<string, string>();
  const problems: string[] = [];
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!known.includes(name)) {
      problems.push(`unknown option --${name}`);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined || value === '') problems.push(`--${name} needs a value`);
    else options.set(name, value);
  }
  return { positional, options, problems };
}

/** `<file>` plus the `known` options; more than one positional word is a problem. */
export function parseArgs(args: readonly string[], known: readonly string[]): ParsedArgs {
  const { positional, options, problems } = parseOptions(args, known);
  if (positional.length > 1) problems.push(`one file expected, got ${positional.length}`);
  return { file: positional[0] ?? null, options, problems };
}

/** Whether a word of the command line is one of `values` (a document kind, a tier, a page size). */
export function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly (string | undefined)[]).includes(value);
}

/** The round number (1, 2, …) option `name` gives, if any; any other value is a problem. */
export function roundOption(parsed: Pick<ParsedArgs, 'options' | 'problems'>, name: string): number | undefined {
  const value = parsed.options.get(name);
  if (value === undefined) return undefined;
  if (/^[1-9]\d*$/.test(value)) return Number(value);
  parsed.problems.push(`--${name} must be a round number (1, 2, …)`);
  return undefined;
}

/** Reads `<file>` relative to the working directory; prints the reason and returns null on failure. */
export async function readDocument(file: string, io: CliIO): Promise<unknown> {
  try {
    return await readJsonFile(path.resolve(io.cwd, file));
  } catch (err) {
    io.stderr(`${err instanceof ApiError ? err.message : String(err)}\n`);
    return undefined;
  }
}
