/**
 * The CLI and a running venue server on the same event: the server holds the event's lock, so
 * the CLI must not write the file itself. When the holder is a venue server of this computer,
 * the CLI sends each call to it (same answer, same audit entry, actor "cli"), authenticated by
 * the token the server keeps in the lock file. Any other live holder is named and refused.
 *
 * Each forwarded change names the event of the file the CLI was given (`eventId`, read from the
 * file): the server refuses a change without it, and one meant for another event than the one it
 * has open (it may have opened another since the CLI looked at the lock).
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Method, Params, Result } from '../../shared/api';
import type { ApiResult } from '../../shared/errors';
import { describeHolder, isAlive, readLock } from '../store/lock';
import type { LockInfo } from '../store/lock';

/** A call as the transports take it: any method name, any payload (the registry validates both). */
export type Call = (method: string, params: unknown) => Promise<ApiResult<unknown>>;

/** The same call typed by the contract, for the commands: the registry answers a method's `Result`. */
export function typedCall(call: Call) {
  return <M extends Method>(method: M, params: Params<M>) => call(method, params) as Promise<ApiResult<Result<M>>>;
}

export type Route =
  { kind: 'local' } | { kind: 'forward'; call: Call; holder: LockInfo } | { kind: 'refuse'; message: string };

/**
 * Decides where calls on `eventFile` go; `changesOpenEvent` says which methods change the open
 * event (the registry knows), so that their forwarded calls name it.
 */
export async function routeFor(eventFile: string, changesOpenEvent: (method: string) => boolean): Promise<Route> {
  const holder = await readLock(eventFile);
  if (!holder || holder.hostname !== os.hostname() || holder.pid === process.pid || !isAlive(holder.pid)) {
    // No holder, a dead one (taken over when the event opens), or another computer's (refused there).
    return { kind: 'local' };
  }
  if (holder.program === 'serve' && holder.port && holder.token) {
    const eventId = await eventIdOf(eventFile);
    if (eventId === null) {
      return {
        kind: 'refuse',
        message: `The event file ${path.basename(eventFile)} could not be read to tell which event it holds; nothing was done.`,
      };
    }
    return { kind: 'forward', call: forwarder(holder, eventFile, eventId, changesOpenEvent), holder };
  }
  return {
    kind: 'refuse',
    message: `The event file ${path.basename(eventFile)} is open for changes in ${describeHolder(holder)}; nothing was done. Make the change there, or close the event there first.`,
  };
}

/** The id of the event stored in `eventFile` (it never changes), or null if it cannot be read. */
async function eventIdOf(eventFile: string): Promise<string | null> {
  try {
    const id = (JSON.parse(await fs.readFile(eventFile, 'utf8')) as { id?: unknown }).id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** The parameters of a change, naming the event it is meant for (an `eventId` already given stays). */
export function namingEvent(params: unknown, eventId: string): unknown {
  if (params === undefined || params === null) return { eventId };
  if (typeof params !== 'object' || Array.isArray(params) || 'eventId' in params) return params;
  return { ...params, eventId };
}

function forwarder(
  holder: LockInfo,
  eventFile: string,
  eventId: string,
  changesOpenEvent: (method: string) => boolean,
): Call {
  const origin = `127.0.0.1:${holder.port}`;
  return async (method, rawParams) => {
    const params = changesOpenEvent(method) ? namingEvent(rawParams, eventId) : rawParams;
    try {
      const res = await fetch(`http://${origin}/api/${method}`, {
        method: 'POST',
        headers: {
          Host: origin,
          'Content-Type': 'application/json',
          Authorization: `Bearer ${holder.token}`,
        },
        body: JSON.stringify(params ?? {}),
        signal: AbortSignal.timeout(30_000),
      });
      return (await res.json()) as ApiResult<unknown>;
    } catch {
      return {
        error: {
          code: 'CONFLICT',
          message: `The event file ${path.basename(eventFile)} is open for changes in ${describeHolder(holder)}, which does not answer; nothing was done. Close that server (or wait until it answers) and try again.`,
        },
      };
    }
  };
}
