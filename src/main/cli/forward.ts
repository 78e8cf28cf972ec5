/**
 * The CLI and a running venue server on the same event: the server holds the event's lock, so
 * the CLI must not write the file itself. When the holder is a venue server of this computer,
 * the CLI sends each call to it (same answer, same audit entry, actor "cli"), authenticated by
 * the token the server keeps in the lock file. Any other live holder is named and refused.
 */
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

/** Decides where calls on `eventFile` go. */
export async function routeFor(eventFile: string): Promise<Route> {
  const holder = await readLock(eventFile);
  if (!holder || holder.hostname !== os.hostname() || holder.pid === process.pid || !isAlive(holder.pid)) {
    // No holder, a dead one (taken over when the event opens), or another computer's (refused there).
    return { kind: 'local' };
  }
  if (holder.program === 'serve' && holder.port && holder.token) {
    return { kind: 'forward', call: forwarder(holder, eventFile), holder };
  }
  return {
    kind: 'refuse',
    message: `The event file ${path.basename(eventFile)} is open for changes in ${describeHolder(holder)}; nothing was done. Make the change there, or close the event there first.`,
  };
}

function forwarder(holder: LockInfo, eventFile: string): Call {
  const origin = `127.0.0.1:${holder.port}`;
  return async (method, params) => {
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
