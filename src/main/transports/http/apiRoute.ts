/**
 * `/api/<method>`: the registry over HTTP. The order is the defence (docs/SECURITY.md): a POST
 * of JSON; who calls, from the headers; the method exists and this caller may call it; the body
 * declares a length within this caller's bound — all before a byte of the body is read. Then
 * the body, under a deadline; a change names the open event (./eventFence.ts); a player's
 * phone is held to its bounded previews and writes (auth/playerWrites.ts); and the call.
 */
import type http from 'node:http';
import type { ApiResult } from '../../../shared/errors';
import { english, msg, said, when } from '../../../shared/messages';
import type { CallerAuth } from '../../api/context';
import type { AppCore } from '../../appCore';
import { deviceKind } from '../../auth/sessions';
import type { VenueAuth } from '../../auth/venueAuth';
import { Refused, send, sendError, sendRefusal } from './answers';
import type { Caller } from './caller';
import { changesOpenEvent, fenceToEvent } from './eventFence';
import { checkJsonContentType, SESSION_COOKIE } from './guards';
import type { Limits } from './limits';
import { OneAtATime } from './oneAtATime';

export interface ApiRouteOptions {
  core: AppCore;
  auth: VenueAuth;
  limits: Limits;
  /** Reachable from the LAN (sign-in matters), not only from 127.0.0.1. */
  lan: boolean;
  identify: (req: http.IncomingMessage) => Caller;
}

/** The handler of `/api/<method>` requests. */
export function apiRoute({
  core,
  auth,
  limits,
  lan,
  identify,
}: ApiRouteOptions): (req: http.IncomingMessage, res: http.ServerResponse, method: string) => Promise<void> {
  /** Players' live score previews, scored one at a time between everything else (oneAtATime.ts). */
  const previews = new OneAtATime();

  return async (req, res, method) => {
    if (req.method !== 'POST') {
      return sendRefusal(res, { status: 405, code: 'INVALID_INPUT', ...said('m.http.usePost') });
    }
    const typeRefusal = checkJsonContentType(req);
    if (typeRefusal) return sendRefusal(res, typeRefusal);
    const caller = identify(req);
    const info = core.registry.info(method);
    if (!info) {
      return sendRefusal(res, { status: 404, code: 'NOT_FOUND', ...said('m.http.unknownMethod') });
    }
    // A player's phone session reaches only the player methods (reports.*), besides public reads.
    const playerMayCall = caller.session?.kind === 'player' && info.player === true;
    if (!info.public && !caller.referee && !playerMayCall) {
      return sendRefusal(res, {
        status: 401,
        code: 'UNAUTHORIZED',
        ...said(info.write ? 'm.http.refereeWrite' : 'm.http.refereeRead'),
      });
    }
    const limit = caller.referee ? limits.refereeBodyBytes : limits.anonymousBodyBytes;
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      return sendRefusal(res, { status: 411, code: 'INVALID_INPUT', ...said('m.http.needLength') });
    }
    if (!/^\d{1,12}$/.test(declared) || Number(declared) > limit) {
      return sendRefusal(res, { status: 413, code: 'INVALID_INPUT', ...said('m.http.tooLarge') });
    }
    // A player's phone writes a bounded number of times (auth/playerWrites.ts), checked before the body is read.
    const writer = caller.session?.kind === 'player' && info.write ? caller.session.player : undefined;
    if (req.headers.expect?.toLowerCase() === '100-continue') res.writeContinue();
    const text = await readBody(req, limit, caller.referee ? limits.requestTimeoutMs : limits.bodyTimeoutMs);
    let params: unknown;
    try {
      params = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return sendError(res, { code: 'INVALID_INPUT', ...said('m.http.badJson') });
    }
    if (changesOpenEvent(info)) {
      const fenced = fenceToEvent(params, info, caller.session?.kind === 'player' ? caller.session.player : undefined);
      if ('error' in fenced) return sendError(res, fenced.error);
      params = fenced.params;
    }
    const player = caller.session?.kind === 'player' ? caller.session.player : undefined;
    const writerKey = player ? `${player.eventId}:${player.playerId}` : '';
    // A live score preview is scored by main: bounded per player and per device (auth/playerWrites.ts).
    const preview =
      !!player && method === 'reports.mine' && (params as { facts?: unknown } | undefined)?.facts !== undefined;
    if (preview) {
      const device = auth.isServerMachine(caller.address) ? null : caller.address;
      const verdict = auth.playerPreviews.take(writerKey, device);
      if (!verdict.allowed) {
        const i18n = msg('m.report.slowPreviews', { time: when(auth.toWall(verdict.retryAt), 'seconds') });
        return sendError(res, { code: 'CONFLICT', message: english(i18n), i18n }, 429);
      }
    }
    const writeRound = (params as { round?: unknown } | undefined)?.round;
    if (writer) {
      const verdict = auth.playerWrites.take(writerKey, typeof writeRound === 'number' ? writeRound : null);
      if (!verdict.allowed) {
        const i18n =
          verdict.reason === 'minute'
            ? msg('m.report.slowDown', { count: verdict.count, time: when(auth.toWall(verdict.retryAt), 'seconds') })
            : msg('m.report.roundWrites', { count: verdict.count, round: verdict.round });
        return sendError(res, { code: 'CONFLICT', message: english(i18n), i18n }, 429);
      }
    }
    const callerAuth: CallerAuth | undefined = lan
      ? {
          venue: auth,
          address: caller.address,
          token: caller.token,
          session: caller.session,
          deviceKind: deviceKind(req.headers['user-agent']),
        }
      : undefined;
    const answer = () =>
      core.call(method, params, {
        actor: caller.actor,
        isReferee: caller.referee,
        auth: callerAuth,
        player: caller.session?.player,
        playerSignIn: {
          venue: auth,
          address: caller.address,
          token: caller.session?.kind === 'player' ? caller.token : null,
        },
        // The local CLI runs as the user and may name paths, as it does without a server.
        files: caller.session?.cli ? { kind: 'paths' } : undefined,
      });
    const result: ApiResult<unknown> = await (preview ? previews.run(answer) : answer());
    if ('error' in result) return sendError(res, result.error);
    if (writer && typeof writeRound === 'number') auth.playerWrites.saved(writerKey, writeRound);
    const headers: http.OutgoingHttpHeaders = {};
    if (method === 'auth.signIn' || method === 'players.signIn') {
      const { token } = result.data as { token: string };
      headers['set-cookie'] = `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
    } else if (method === 'auth.signOut' || method === 'players.signOut') {
      headers['set-cookie'] = `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`;
    }
    send(res, 200, result, headers);
  };
}

/**
 * Reads a body already known (from Content-Length) to fit; stops at `limit` regardless, and
 * refuses (408, connection closed) a body that has not all arrived `deadlineMs` after its headers.
 */
function readBody(req: http.IncomingMessage, limit: number, deadlineMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      reject(new Refused({ status: 408, code: 'INVALID_INPUT', ...said('m.http.slowBody') }));
    }, deadlineMs);
    const settle = () => clearTimeout(timer);
    req.on('end', settle);
    req.on('close', settle);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Refused({ status: 413, code: 'INVALID_INPUT', ...said('m.http.tooLarge') }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('aborted', () => reject(new Error('aborted')));
  });
}
