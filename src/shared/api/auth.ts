/**
 * API domain `auth.*`: referee sign-in on the venue network. The PIN travels once, in the body
 * of `auth.signIn`; afterwards the device is known by its session (cookie or bearer token).
 * Over IPC and the CLI there is nothing to sign in to: these answer CONFLICT.
 */
import { z } from 'zod';

const Pin = z.string().min(1).max(64);

/** A name the referee gives a device ("Desk tablet"): shown in the audit log instead of its kind. */
const DeviceName = z
  .string()
  .trim()
  .max(40)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]*$/, 'A device name is plain text.');

export const authParams = {
  /**
   * `admission`: a one-time code from `auth.admissionCode` — with it the PIN is checked whatever
   * the network's wrong-PIN budget. `device`: a name for this device in the audit log.
   */
  'auth.signIn': z.object({
    pin: Pin,
    admission: z.string().trim().min(1).max(20).optional(),
    device: DeviceName.optional(),
  }),
  /**
   * A one-time admission code for a new device: 5 minutes, one sign-in. A signed-in referee or
   * the server machine asks for it (Settings · Admit a device).
   */
  'auth.admissionCode': z.object({}).default({}),
  /** Settings: ends every lockout of the PIN and of the players' result codes. */
  'auth.clearLockouts': z.object({}).default({}),
  'auth.signOut': z.object({}).default({}),
  'auth.status': z.object({}).default({}),
  /** Settings: the failed sign-ins (count, address, time) and the lockout, if any. */
  'auth.failures': z.object({}).default({}),
  /** Settings: ends every session except the one asking. */
  'auth.signOutAll': z.object({}).default({}),
  /** A signed-in referee's session is the proof: `current`, when sent, is only a confirmation. */
  'auth.changePin': z.object({
    current: Pin.optional(),
    next: z
      .string()
      .regex(/^\d{6,12}$/, 'The new PIN must be 6 to 12 digits.')
      .refine((p) => new Set(p).size > 1, 'The new PIN must not repeat one digit.'),
  }),
} satisfies Record<`auth.${string}`, z.ZodType>;

export interface AuthStatus {
  /** Whether this device may use the referee screens. */
  referee: boolean;
  /** How this device is named in the audit log (e.g. "Referee 2 · phone"). */
  actor: string | null;
  /** Whether this server asks for a sign-in at all (venue LAN mode). */
  signInRequired: boolean;
}

export interface SignedIn {
  /** For clients without cookies: send back as `Authorization: Bearer <token>`. */
  token: string;
  actor: string;
}

export interface FailedSignInsView {
  total: number;
  /** ISO time until which sign-ins from the whole network are paused, or null. */
  networkLockedUntil: string | null;
  /**
   * Per device: its address (for the API and the CLI), the number screens show it by ("device 3",
   * never an address) and whether it is the server machine itself.
   */
  addresses: {
    address: string;
    device: number;
    serverMachine: boolean;
    count: number;
    lastAt: string;
    lockedUntil: string | null;
  }[];
  /** Wrong result codes typed by players' phones: the total, and whose code they were typed for. */
  codes: { total: number; players: { name: string; count: number; lastAt: string; lockedUntil: string | null }[] };
}

export interface AdmissionCode {
  /** Eight characters without look-alikes; typed with the PIN on the new device. */
  code: string;
  /** ISO time: 5 minutes after it was issued. */
  expiresAt: string;
}

export interface AuthResults {
  'auth.signIn': SignedIn;
  'auth.signOut': { signedOut: boolean };
  'auth.status': AuthStatus;
  'auth.failures': FailedSignInsView;
  'auth.signOutAll': { ended: number };
  'auth.admissionCode': AdmissionCode;
  'auth.clearLockouts': { cleared: true };
  'auth.changePin': { changed: true; ended: number };
}
