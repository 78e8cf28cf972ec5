/**
 * Which files a caller may name, decided by the transport and carried on `ctx.runtime.files`
 * (the handlers stay the same on every transport):
 *   - `paths`: the CLI runs as the user and may name any path (the default without a runtime);
 *   - `names`: the venue server takes file names only — events live in `<data>/events/`,
 *     generated files in the prints folder — so nobody on the Wi-Fi can read or write
 *     elsewhere on the referee's disk;
 *   - `granted`: the desktop app takes file names too, plus exactly the paths the referee picked
 *     in a native Open/Save dialog shown by main (a USB stick, say).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
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
 * Where a generated file asked for by name goes: inside `folder`, under a name no existing
 * file has (`report.pdf`, then `report-2.pdf`…), so nothing already on disk is overwritten.
 */
export async function outputFilePath(
  ctx: HandlerContext,
  given: string,
  folder: string,
  extension: string,
): Promise<string> {
  const access = accessOf(ctx);
  if (access.kind === 'paths') return path.resolve(given);
  if (access.kind === 'granted' && access.granted.has(path.resolve(given))) return path.resolve(given);
  const name = plainName(given, 'out', extension, 'm.file.output');
  const stem = name.slice(0, name.length - extension.length);
  for (let i = 1; i < 1000; i++) {
    const candidate = path.join(folder, i === 1 ? name : `${stem}-${i}${extension}`);
    const taken = await fs.lstat(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
  throw new ApiError('CONFLICT', msg('m.file.tooMany', { name }));
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
