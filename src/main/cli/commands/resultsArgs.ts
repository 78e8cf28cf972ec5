/**
 * Shared argument handling for the CLI commands: `--name value` (or `--name=value`) options, and
 * for `standings`, `pair` and `pdf` a single `<file>` read as JSON.
 */
import path from 'node:path';
import { ApiError } from '../../../shared/errors';
import { readJsonFile } from '../../io/resultsFile';
import type { CliIO } from '../types';

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

/** Reads `<file>` relative to the working directory; prints the reason and returns null on failure. */
export async function readDocument(file: string, io: CliIO): Promise<unknown> {
  try {
    return await readJsonFile(path.resolve(io.cwd, file));
  } catch (err) {
    io.stderr(`${err instanceof ApiError ? err.message : String(err)}\n`);
    return undefined;
  }
}
