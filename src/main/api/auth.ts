/**
 * API domain `auth.*`: referee sign-in on the venue network. The HTTP transport puts the
 * caller's address and session on `ctx.auth`; without it (IPC, CLI, local-only server) there is
 * nothing to sign in to.
 */
import type { AuthResults } from '../../shared/api/auth';
import { ApiError } from '../../shared/errors';
import { msg, when } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { CallerAuth, HandlerContext } from './context';
import type { DomainHandlers } from './registry';

function venueAuth(ctx: HandlerContext): CallerAuth {
  if (!ctx.auth) {
    throw new ApiError('CONFLICT', msg('m.auth.notNeeded'));
  }
  return ctx.auth;
}

function lockedMessage(retryAt: number, scope: 'address' | 'network'): MessageRef {
  const time = when(retryAt, 'time');
  return msg(scope === 'network' ? 'm.auth.lockedNetwork' : 'm.auth.lockedDevice', { time });
}

function refuse(
  outcome:
    | { reason: 'wrong-pin' }
    | { reason: 'bad-admission' }
    | { reason: 'locked'; retryAt: number; scope: 'address' | 'network' },
): never {
  if (outcome.reason === 'bad-admission') throw new ApiError('UNAUTHORIZED', msg('m.auth.badAdmission'));
  if (outcome.reason === 'locked') {
    throw new ApiError('UNAUTHORIZED', lockedMessage(outcome.retryAt, outcome.scope), {
      retryAt: new Date(outcome.retryAt).toISOString(),
    });
  }
  throw new ApiError('UNAUTHORIZED', msg('m.auth.wrongPin'));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const authHandlers = {
  'auth.signIn': {
    write: false,
    public: true,
    handle({ pin, admission, device }, ctx) {
      const auth = venueAuth(ctx);
      const outcome = auth.venue.signIn(pin, auth.address, {
        admission,
        device: device || auth.deviceKind || 'computer',
      });
      if (!outcome.ok) refuse(outcome);
      return { token: outcome.token, actor: outcome.session.actor };
    },
  },
  'auth.admissionCode': {
    write: false,
    // Reached without a session so that the server machine can admit a device too; the
    // handler refuses everyone else.
    public: true,
    handle(_params, ctx) {
      const auth = venueAuth(ctx);
      const referee = auth.session?.kind === 'referee';
      if (!referee && !auth.venue.isServerMachine(auth.address)) {
        throw new ApiError('UNAUTHORIZED', msg('m.auth.admissionRefereeOnly'));
      }
      const { code, expiresAt } = auth.venue.admissionCode();
      return { code, expiresAt: new Date(expiresAt).toISOString() };
    },
  },
  'auth.clearLockouts': {
    write: false,
    handle(_params, ctx) {
      venueAuth(ctx).venue.clearLockouts();
      return { cleared: true as const };
    },
  },
  'auth.signOut': {
    write: false,
    public: true,
    handle(_params, ctx) {
      const auth = venueAuth(ctx);
      return { signedOut: auth.token !== null && auth.venue.signOut(auth.token) };
    },
  },
  'auth.status': {
    write: false,
    public: true,
    handle(_params, ctx) {
      const referee = ctx.isReferee !== false;
      return { referee, actor: referee ? ctx.actor : null, signInRequired: ctx.auth !== undefined };
    },
  },
  'auth.failures': {
    write: false,
    handle(_params, ctx) {
      const failures = venueAuth(ctx).venue.failures();
      return {
        total: failures.total,
        networkLockedUntil: iso(failures.networkLockedUntil),
        addresses: failures.addresses.map((a) => ({
          address: a.address,
          device: a.device,
          serverMachine: venueAuth(ctx).venue.isServerMachine(a.address),
          count: a.count,
          lastAt: new Date(a.lastAt).toISOString(),
          lockedUntil: iso(a.lockedUntil),
        })),
        codes: {
          total: failures.codes.total,
          players: failures.codes.players.map((p) => ({
            name: p.name,
            count: p.count,
            lastAt: new Date(p.lastAt).toISOString(),
            lockedUntil: iso(p.lockedUntil),
          })),
        },
      };
    },
  },
  'auth.signOutAll': {
    write: false,
    handle(_params, ctx) {
      const auth = venueAuth(ctx);
      return { ended: auth.venue.signOutAll(auth.token ?? undefined) };
    },
  },
  'auth.changePin': {
    write: false,
    handle({ current, next }, ctx) {
      const auth = venueAuth(ctx);
      let outcome: ReturnType<typeof auth.venue.changePin>;
      try {
        outcome = auth.venue.changePin(current, next, auth.token ?? undefined);
      } catch {
        throw new ApiError('IO_FAILURE', msg('m.auth.pinNotSaved'));
      }
      if (!outcome.ok) refuse(outcome);
      return { changed: true as const, ended: outcome.ended };
    },
  },
} satisfies DomainHandlers<keyof AuthResults>;
