/**
 * The referee PIN as changed in Settings, kept across restarts of the venue server: never the
 * PIN itself, only a salted scrypt hash, in `<data folder>/referee-pin.json` readable by the
 * user alone (mode 0600). A PIN given on the command line (`--pin`, or ITS_REF_PIN) wins over
 * the stored one for that run; a PIN changed during the run is stored again.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { writeFileDurablySync } from '../io/durable';

export interface PinRecord {
  algorithm: 'scrypt';
  /** scrypt cost parameters (N, r, p) and the derived key's length in bytes. */
  N: number;
  r: number;
  p: number;
  keyLength: number;
  /** 16 random bytes, base64. */
  salt: string;
  /** scrypt(PIN, salt), base64. */
  hash: string;
  changedAt: string;
}

/**
 * N = 2^14, r = 8: 16 MB and 50–110 ms per check (111 ms measured on a shared 2-core machine).
 * Checking is throttled like any sign-in (at most ~920 wrong PINs an hour from the whole
 * network), so this costs little, while a stolen file costs an attacker as much per guess of
 * the 10^6–10^12 PINs.
 */
const COST = { N: 2 ** 14, r: 8, p: 1, keyLength: 32 } as const;

export const PIN_FILE_NAME = 'referee-pin.json';
export const pinFilePath = (dataDir: string) => path.join(dataDir, PIN_FILE_NAME);

function derive(pin: string, salt: Buffer, cost: Pick<PinRecord, 'N' | 'r' | 'p' | 'keyLength'>): Buffer {
  return scryptSync(pin.normalize('NFC'), salt, cost.keyLength, {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    maxmem: 256 * cost.N * cost.r,
  });
}

export function hashPin(pin: string, now = new Date()): PinRecord {
  const salt = randomBytes(16);
  return {
    algorithm: 'scrypt',
    ...COST,
    salt: salt.toString('base64'),
    hash: derive(pin, salt, COST).toString('base64'),
    changedAt: now.toISOString(),
  };
}

export function verifyPin(record: PinRecord, pin: string): boolean {
  const expected = Buffer.from(record.hash, 'base64');
  const given = derive(pin, Buffer.from(record.salt, 'base64'), record);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function isRecord(value: unknown): value is PinRecord {
  const v = value as Partial<PinRecord> | null;
  const int = (n: unknown, min: number, max: number) =>
    Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.algorithm === 'scrypt' &&
    // Bounded so a tampered file cannot make every sign-in take gigabytes or minutes.
    int(v.N, 2 ** 10, 2 ** 17) &&
    ((v.N as number) & ((v.N as number) - 1)) === 0 &&
    int(v.r, 1, 16) &&
    int(v.p, 1, 4) &&
    int(v.keyLength, 16, 64) &&
    typeof v.salt === 'string' &&
    Buffer.from(v.salt, 'base64').length >= 16 &&
    typeof v.hash === 'string' &&
    Buffer.from(v.hash, 'base64').length === v.keyLength &&
    typeof v.changedAt === 'string'
  );
}

/** The stored PIN, or null when none was ever changed; a damaged file is reported and ignored. */
export function loadPinRecord(file: string, warn: (message: string) => void = console.error): PinRecord | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') warn(`The stored referee PIN cannot be read (${file}).`);
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) return parsed;
  } catch {
    // Reported below.
  }
  warn(`The stored referee PIN (${file}) is damaged and is not used.`);
  return null;
}

/** Writes the record for the user alone (0600), whole or not at all (io/durable.ts). */
export function savePinRecord(file: string, record: PinRecord): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileDurablySync(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
}
