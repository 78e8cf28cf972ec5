/**
 * Which files a caller may name, decided by the transport and carried on `ctx.runtime.files`
 * (the handlers stay the same on every transport):
 *   - `paths`: the CLI runs as the user and may name any path (the default without a runtime);
 *   - `names`: the venue server takes file names only — events live in `<data>/events/`,
 *     generated files (PDFs, exports) in `<data>/exports/` — so nobody on the Wi-Fi can read or
 *     write elsewhere on the referee's disk;
 *   - `granted`: the desktop app takes file names too, plus exactly the paths the referee picked
 *     in a native Open/Save dialog shown by main (a USB stick, say).
 */
import path from 'node:path';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { exportsFolder, writeExport } from '../io/exportsFolder';
import type { HandlerContext } from './context';

export type FileAccess = { kind: 'paths' } | { kind: 'names' } | { kind: 'granted'; granted: ReadonlySet<string> };

/** A plain file name: no folders, no dot files, no control characters. */
export function isPlainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 200 &&
    !name.startsWith('.') &&
    // eslint-disable-next-line no-control-regex
    !/[/\\:\u0000-\u001f\u007f]/.test(name)
  );
}

const accessOf = (ctx: HandlerContext): FileAccess => ctx.runtime?.files ?? { kind: 'paths' };

function plainName(given: string, field: string, extension: string, what: 'm.file.event' | 'm.file.output'): string {
  if (!isPlainFileName(given)) {
    throw new ApiError('INVALID_INPUT', msg('m.file.plain', { what: msg(what), example: `spring-open${extension}` }), {
      fields: [field],
    });
  }
  if (!given.toLowerCase().endsWith(extension)) {
    throw new ApiError('INVALID_INPUT', msg('m.file.extension', { extension }), { fields: [field] });
  }
  return given;
}

/** Where an event file named by the caller lives. */
export function eventFilePath(ctx: HandlerContext, given: string, field = 'path'): string {
  const access = accessOf(ctx);
  if (access.kind === 'paths') return path.resolve(given);
  if (access.kind === 'granted' && access.granted.has(path.resolve(given))) return path.resolve(given);
  // A full path into the events folder is the same as its name (the recent list gives those).
  if (path.isAbsolute(given) && path.dirname(path.normalize(given)) === path.resolve(ctx.workspace.eventsDir)) {
    return path.join(ctx.workspace.eventsDir, plainName(path.basename(given), field, '.json', 'm.file.event'));
  }
  return path.join(ctx.workspace.eventsDir, plainName(given, field, '.json', 'm.file.event'));
}

/**
 * Writes a generated file (a PDF, an export) through `write(file)` and returns where it went:
 *   - `out` a path the caller may name (the CLI; a path granted by a desktop dialog): there;
 *   - otherwise into the exports folder (`<data>/exports/`, served at /files/<name>) as `out`
 *     when it is a plain file name ending in `extension`, else as `defaultName`, under that name
 *     or the next free variant: never over a file the app did not write (io/exportsFolder.ts).
 */
export async function writeOutput(
  ctx: HandlerContext,
  out: string | undefined,
  defaultName: string,
  extension: string,
  write: (file: string) => Promise<void>,
): Promise<string> {
  const access = accessOf(ctx);
  if (out !== undefined) {
    const resolved = path.resolve(out);
    if (access.kind === 'paths' || (access.kind === 'granted' && access.granted.has(resolved))) {
      await write(resolved);
      return resolved;
    }
  }
  const name = out === undefined ? defaultName : plainName(out, 'out', extension, 'm.file.output');
  return writeExport(exportsFolder(ctx.workspace.dataDir), name, write);
}

/** A file the caller wants shown (desktop preview): only the app's own folders or a granted path. */
export function readableFilePath(ctx: HandlerContext, given: string, allowedFolders: string[]): string {
  const resolved = path.resolve(given);
  const access = accessOf(ctx);
  if (access.kind === 'paths') return resolved;
  if (access.kind === 'granted' && access.granted.has(resolved)) return resolved;
  const inside = allowedFolders.some((dir) => path.dirname(resolved) === path.resolve(dir));
  if (!inside) throw new ApiError('UNAUTHORIZED', msg('m.file.notGranted'));
  return resolved;
}

/**
 * A folder or file on this machine to read from (e.g. a unit library to import): the CLI may
 * name any, the desktop only one granted by a dialog; over the network, send the files instead.
 */
export function localReadPath(ctx: HandlerContext, given: string, field = 'path'): string {
  const resolved = path.resolve(given);
  const access = accessOf(ctx);
  if (access.kind === 'paths') return resolved;
  if (access.kind === 'granted' && access.granted.has(resolved)) return resolved;
  throw new ApiError('INVALID_INPUT', msg('m.file.sendFiles'), {
    fields: [field],
  });
}
