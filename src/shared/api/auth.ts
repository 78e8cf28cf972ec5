/**
 * API domain `auth.*`: referee sign-in on the venue network. The PIN travels once, in the body
 * of `auth.signIn`; afterwards the device is known by its session (cookie or bearer token).
 * Over IPC and the CLI there is nothing to sign in to: these answer CONFLICT.
 */
import { z } from 'zod';

const Pin = z.string().min(1).max(64);

export const authParams = {
  'auth.signIn': z.object({ pin: Pin }),
  'auth.signOut': z.object({}).default({}),
  'auth.status': z.object({}).default({}),
  /** Settings: the failed sign-ins (count, address, time) and the lockout, if any. */
  'auth.failures': z.object({}).default({}),
  /** Settings: ends every session except the one asking. */
  'auth.signOutAll': z.object({}).default({}),
  'auth.changePin': z.object({
    current: Pin,
    next: z
      .string()
      .regex(/^\d{6,12}$/, 'The new PIN must be 6 to 12 digits.')
      .refine((p) => new Set(p).size > 1, 'The new PIN must not repeat one digit.'),
  }),
} satisfies Record<`auth.${string}`, z.ZodType>;

export interface AuthStatus {
  /** Whether this device may use the referee screens. */
  referee: boolean;
  /** How this device is named in the audit log (e.g. "Referee 2 (192.168.1.23)"). */
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
  addresses: { address: string; count: number; lastAt: string; lockedUntil: string | null }[];
}

export interface AuthResults {
  'auth.signIn': SignedIn;
  'auth.signOut': { signedOut: boolean };
  'auth.status': AuthStatus;
  'auth.failures': FailedSignInsView;
  'auth.signOutAll': { ended: number };
  'auth.changePin': { changed: true; ended: number };
}
