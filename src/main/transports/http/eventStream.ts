/**
 * `/events`: the pushes as Server-Sent Events, one stream per open screen. Who may open one is
 * bounded (connections.ts · admitStream: per device, in total, with room kept for referees and
 * the server machine). A saved change's entry (its patches) may hold private data, so only the
 * streams of referees still signed in receive it; the others get the announcement alone. A
 * screen that stops reading is dropped rather than buffered without end.
 */
import type http from 'node:http';
import type { PushEvents } from '../../../shared/api';
import { said } from '../../../shared/messages';
import type { AppCore } from '../../appCore';
import { monotonic } from '../../auth/throttle';
import type { VenueAuth } from '../../auth/venueAuth';
import { BASE_HEADERS, sendRefusal } from './answers';
import type { Caller } from './caller';
import { admitStream } from './connections';
import type { RecentReads, StreamClient } from './connections';
import type { Limits } from './limits';

/** What a stream may hold unsent before it counts as a screen that stopped reading. */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** A comment line now and then keeps proxies and phones from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * An open event stream (a screen): who opened it, and with which session. `referee` decides what
 * it is sent (a change's patches); `privileged` (a referee or the server machine) its room.
 */
interface Stream extends StreamClient {
  referee: boolean;
  token: string | null;
}

export interface EventStreamOptions {
  core: AppCore;
  auth: VenueAuth;
  limits: Limits;
  /** Reachable from the LAN (sign-in matters), not only from 127.0.0.1. */
  lan: boolean;
  identify: (req: http.IncomingMessage) => Caller;
  /** When each device last read something: who gives way when the streams are full. */
  reads: RecentReads;
}

export class EventStreams {
  private readonly streams = new Map<http.ServerResponse, Stream>();

  constructor(private readonly options: EventStreamOptions) {
    options.core.onPush((name, payload) => {
      const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
      let publicFrame = frame;
      if (name === 'event.changed' && 'entry' in payload) {
        const { entry: _private, baseAt: _base, ...announcement } = payload as PushEvents['event.changed'];
        publicFrame = `event: ${name}\ndata: ${JSON.stringify(announcement)}\n\n`;
      }
      for (const [client, stream] of this.streams) {
        if (client.writableLength > MAX_UNSENT_BYTES) client.destroy();
        else client.write(publicFrame === frame || this.stillReferee(stream) ? frame : publicFrame);
      }
    });
  }

  /** Answers a request for `/events`: a stream opened, or refused with the reason. */
  open(req: http.IncomingMessage, res: http.ServerResponse): void {
    const { auth, limits, identify, reads } = this.options;
    if (req.method !== 'GET') {
      return sendRefusal(res, { status: 405, code: 'INVALID_INPUT', ...said('m.http.streamGet') });
    }
    const caller = identify(req);
    const serverSide = auth.isServerMachine(caller.address);
    const signedIn = caller.session !== null;
    if (!admitStream(this.streams.values(), { ...caller, serverMachine: serverSide, signedIn }, limits, reads)) {
      // Retry-After: the phone page and the projector try again (lib/api.ts backs off further).
      return sendRefusal(
        res,
        { status: 503, code: 'CONFLICT', ...said('m.http.tooManyScreens') },
        { 'retry-after': '5' },
      );
    }
    res.writeHead(200, {
      ...BASE_HEADERS,
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    this.streams.set(res, {
      address: caller.address,
      referee: caller.referee,
      token: caller.token,
      privileged: caller.referee || serverSide,
      signedIn,
      openedAt: monotonic(),
      close: () => {
        this.streams.delete(res);
        res.destroy();
      },
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    res.on('close', () => {
      clearInterval(keepAlive);
      this.streams.delete(res);
    });
  }

  /** Ends every stream (the server is closing). */
  endAll(): void {
    for (const client of this.streams.keys()) client.end();
  }

  /** A referee's stream stays one only while its session lives (signed out, expired: it does not). */
  private stillReferee(stream: Stream): boolean {
    if (!stream.referee) return false;
    if (!this.options.lan || stream.token === null) return true;
    const session = this.options.auth.authenticate(stream.token, stream.address, 'cookie');
    return session !== 'locked' && session?.kind === 'referee';
  }
}
