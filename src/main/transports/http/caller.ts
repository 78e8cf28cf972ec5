/**
 * Who is calling, from the headers alone, before any body is read: a session from the
 * `Authorization: Bearer` header or the session cookie. A malformed or unknown bearer token is
 * refused at once; an unknown cookie is a visitor (it may simply have expired). On 127.0.0.1
 * every caller is the referee's own machine, except a phone signed in as a player.
 */
import type http from 'node:http';
import { said } from '../../../shared/messages';
import type { Session, VenueAuth } from '../../auth/venueAuth';
import { Refused } from './answers';
import type { TrackedSocket } from './connections';
import { clientAddress, readBearer, readCookie, SESSION_COOKIE } from './guards';

export interface Caller {
  address: string;
  referee: boolean;
  actor: string;
  session: Session | null;
  token: string | null;
}

/** Identifies callers for a server on the LAN (`lan`) or on loopback. */
export function callerIdentifier(auth: VenueAuth, lan: boolean): (req: http.IncomingMessage) => Caller {
  return (req) => {
    const address = clientAddress(req);
    const bearer = readBearer(req);
    if (req.headers.authorization !== undefined && bearer === null) {
      throw new Refused({ status: 401, code: 'UNAUTHORIZED', ...said('m.http.badAuthorization') });
    }
    const cookie = bearer === null ? readCookie(req, SESSION_COOKIE) : null;
    const token = bearer ?? cookie;
    let session: Session | null = null;
    if (token !== null) {
      const found = auth.authenticate(token, address, bearer !== null ? 'bearer' : 'cookie');
      if (found === 'locked') {
        throw new Refused({ status: 429, code: 'UNAUTHORIZED', ...said('m.http.tooManySignIns') });
      }
      if (found === null && bearer !== null) {
        throw new Refused({ status: 401, code: 'UNAUTHORIZED', ...said('m.http.badToken') });
      }
      session = found;
    }
    // Its connection is a signed-in device's: never closed to make room for another.
    if (session) (req.socket as TrackedSocket).signedIn = true;
    // On the server machine everything is the referee's, except a phone signed in as a player.
    if (!lan) {
      const referee = session?.kind !== 'player';
      return { address, referee, actor: session?.actor ?? 'local', session, token: session ? token : null };
    }
    return {
      address,
      referee: session?.kind === 'referee',
      // Never an address: the audit log and the screens name people and devices.
      actor: session?.actor ?? 'visitor',
      session,
      token: session ? token : null,
    };
  };
}
