/**
 * One writer per event file, across processes: opening an event for writing creates
 * `<file>.lock` beside it, exclusively. The lock says who holds the file (process, computer,
 * program, its port when it is a venue server, since when) and, for a venue server, a secret
 * token with which the CLI on the same computer may send its calls to that server instead of
 * writing behind its back. The file is created with mode 0600 so only the same user reads it.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError } from '../../shared/errors';
import { english, msg, when } from '../../shared/messages';
import type { MessageKey, MessageRef } from '../../shared/messages';

export type Program = 'desktop' | 'serve' | 'cli';

export interface LockInfo {
  pid: number;
  hostname: string;
  program: Program;
  /** The venue server's port (program "serve" only). */
  port?: number;
  since: string;
  /** Present only when a server holds the file: the CLI's bearer token for that server. */
  token?: string;
  /**
   * A random name of this taking of the lock: two holders never share it, even two computers
   * whose processes have the same number and took the lock in the same millisecond. (Absent
   * from locks written by older versions.)
   */
  claim?: string;
}

/** Who this process is when it takes a lock. */
export interface LockIdentity {
  program: Program;
  /** The computer's name: `os.hostname()` unless given (tests act out two computers on one folder). */
  hostname?: string;
  port?: number;
  token?: string;
}

export function lockPathFor(eventPath: string): string {
  return `${eventPath}.lock`;
}

/** The lock on `eventPath`, or null (no lock, or an unreadable one). */
export async function readLock(eventPath: string): Promise<LockInfo | null> {
  try {
    const info = JSON.parse(await fs.readFile(lockPathFor(eventPath), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && typeof info.hostname === 'string' ? info : null;
  } catch {
    return null;
  }
}

/** Whether a process of this computer is still running. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const PROGRAM_NAMES: Record<Program, MessageKey> = {
  desktop: 'm.lock.program.desktop',
  serve: 'm.lock.program.serve',
  cli: 'm.lock.program.cli',
};

/** "the venue server on this computer, port 4820, since 14:02 (process 1234)", as a message. */
export function holderMessage(holder: LockInfo): MessageRef {
  const key = PROGRAM_NAMES[holder.program] as MessageKey | undefined;
  const program: MessageRef | string = key ? { key } : String(holder.program);
  const since = when(holder.since, 'dateTime');
  const values = { program, since, pid: holder.pid };
  const here = holder.hostname === os.hostname();
  const port = holder.program === 'serve' && holder.port ? holder.port : null;
  if (port !== null) {
    return here
      ? msg('m.lock.herePort', { ...values, port })
      : msg('m.lock.therePort', { ...values, port, host: holder.hostname });
  }
  return here ? msg('m.lock.here', values) : msg('m.lock.there', { ...values, host: holder.hostname });
}

/** The same in English (the CLI, the audit log). */
export function describeHolder(holder: LockInfo): string {
  return english(holderMessage(holder));
}

/** Why a live holder blocks us: the CONFLICT every writer gets. */
export function lockHeldError(file: string, holder: LockInfo, here: string = os.hostname()): ApiError {
  const otherHost = holder.hostname !== here;
  return new ApiError(
    'CONFLICT',
    msg(otherHost ? 'm.lock.heldThere' : 'm.lock.heldHere', {
      file: path.basename(file),
      holder: holderMessage(holder),
    }),
    { lockedBy: { ...holder, token: undefined }, readOnlyPossible: true, forcePossible: otherHost },
  );
}

/** The lock this process holds; released by `release` or when the process exits. */
export class EventLock {
  private static readonly held = new Set<EventLock>();

  private constructor(
    readonly file: string,
    readonly info: LockInfo,
    /** The lock it replaced (a dead process, or a forced other-computer lock), for the audit. */
    readonly tookOver: LockInfo | null,
  ) {
    EventLock.held.add(this);
  }

  /**
   * Takes the lock on `file`. A live holder on this computer is refused; a lock left by a dead
   * process of this computer is taken over; one from another computer only with `force`.
   */
  static async acquire(file: string, who: LockIdentity, options: { force?: boolean } = {}): Promise<EventLock> {
    const lockFile = lockPathFor(file);
    const info: LockInfo = {
      pid: process.pid,
      hostname: who.hostname ?? os.hostname(),
      program: who.program,
      ...(who.port ? { port: who.port } : {}),
      since: new Date().toISOString(),
      ...(who.token ? { token: who.token } : {}),
      claim: randomBytes(12).toString('base64url'),
    };
    let tookOver: LockInfo | null = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const handle = await fs.open(lockFile, 'wx', 0o600);
        try {
          await handle.writeFile(JSON.stringify(info));
          await handle.sync();
        } finally {
          await handle.close();
        }
        return new EventLock(file, info, tookOver);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = await readLock(file);
      if (!holder) {
        // Being written this very moment, or damaged: look again, then treat as stale.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (attempt < 2) continue;
      }
      const sameHost = !holder || holder.hostname === info.hostname;
      const stale = !holder || (sameHost && !isAlive(holder.pid));
      if (!stale && !(options.force && !sameHost)) throw lockHeldError(file, holder, info.hostname);
      if (await removeIfUnchanged(lockFile, holder)) tookOver = holder;
    }
    throw new ApiError('CONFLICT', msg('m.lock.busy', { file: path.basename(file) }));
  }

  /**
   * Whether the lock file still holds this lock's claim (not taken over or deleted). Checked
   * around every write, synchronously (a small read takes microseconds, while a trip to the
   * disk thread waits for a busy event loop), and read each time rather than judged by the
   * file's stat: on a shared folder a takeover's new file may show the old one's inode, size
   * and (coarse) time.
   */
  stillOurs(): boolean {
    return holdsClaim(lockPathFor(this.file), this.info);
  }

  async release(): Promise<void> {
    EventLock.held.delete(this);
    if (this.stillOurs()) await fs.rm(lockPathFor(this.file), { force: true });
  }

  /** Synchronous release of every lock this process holds (process exit). */
  static releaseAllSync(): void {
    for (const lock of EventLock.held) {
      try {
        if (lock.stillOurs()) rmSync(lockPathFor(lock.file), { force: true });
      } catch {
        // nothing to release
      }
    }
    EventLock.held.clear();
  }
}

/** Whether the lock file `lockFile` holds the claim of `info`. */
function holdsClaim(lockFile: string, info: LockInfo): boolean {
  try {
    return info.claim !== undefined && (JSON.parse(readFileSync(lockFile, 'utf8')) as LockInfo).claim === info.claim;
  } catch {
    return false;
  }
}

/** A random secret for the CLI to present to this venue server. */
export function newServerToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Moves a stale lock aside and deletes it, but only if it is still the one we judged stale
 * (another process may have taken it over in the meantime).
 */
async function removeIfUnchanged(lockFile: string, judged: LockInfo | null): Promise<boolean> {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await fs.rename(lockFile, aside);
  } catch {
    return false;
  }
  const moved = await fs
    .readFile(aside, 'utf8')
    .then((text) => JSON.parse(text) as LockInfo)
    .catch(() => null);
  const same =
    judged === null ||
    (moved !== null &&
      moved.claim === judged.claim &&
      moved.pid === judged.pid &&
      moved.hostname === judged.hostname &&
      moved.since === judged.since);
  if (!same) {
    // Not the lock we judged: put it back (unless someone has created a new one meanwhile).
    await fs.link(aside, lockFile).catch(() => undefined);
  }
  await fs.rm(aside, { force: true });
  return same;
}

process.on('exit', () => EventLock.releaseAllSync());
