import type { Envelope } from '../../shared/api/envelope';
import type { AppInfo, PushEvents, PushName } from '../../shared/api';
import type { Workspace } from '../store/workspace';
import type { FileAccess } from './fileAccess';
import type { PlayerIdentity, Session, VenueAuth } from '../auth/venueAuth';

/** The venue server's view of the caller (absent over IPC and the CLI). */
export interface CallerAuth {
  venue: VenueAuth;
  address: string;
  /** The session token the request carried, if it matched a session. */
  token: string | null;
  session: Session | null;
  /** What the caller's browser says it is (User-Agent): names a referee's device in the audit log. */
  deviceKind?: 'phone' | 'tablet' | 'computer';
}

/** What only the desktop shell can do (absent under the venue server and the CLI). */
export interface DesktopServices {
  /** Opens a PDF in a preview window with a Print button; falls back to the system viewer. */
  previewPdf(file: string): Promise<'window' | 'system'>;
  /** Shows the native Open/Save dialog for an event file; the chosen path is granted to the page. */
  chooseEventFile?(purpose: 'open' | 'save'): Promise<string | null>;
}

/**
 * Facts about the running process that handlers may report, the desktop's services, and which
 * files callers may name (see fileAccess.ts; any path when absent, as in the CLI).
 */
export type Runtime = Pick<AppInfo, 'transport' | 'venue'> & { desktop?: DesktopServices; files?: FileAccess };

/** What every handler receives besides its parameters. */
export interface HandlerContext {
  /** Who is acting: a referee label, or "local" on the referee's own machine. */
  actor: string;
  workspace: Workspace;
  /** False for a LAN visitor without the referee PIN: only public reads reach handlers then. */
  isReferee?: boolean;
  runtime?: Runtime;
  /** Venue mode: who is calling and the sign-in machinery (auth.* handlers use it). */
  auth?: CallerAuth;
  /** A player signed in on their phone: only player methods (and public reads) reach handlers. */
  player?: PlayerIdentity;
  /**
   * The venue server's sign-in for players (`players.signIn`, `players.signOut`), on the LAN
   * and on 127.0.0.1 alike; absent over IPC and the CLI. `token` is the caller's own player
   * session, if the request carried one.
   */
  playerSignIn?: { venue: VenueAuth; address: string; token?: string | null };
  push<N extends PushName>(name: N, payload: PushEvents[N]): void;
  /**
   * The clock edits stamp the event with; the real time when absent. A fixed clock (with the
   * same one given to the Workspace) makes an event byte-stable (scripts/example-pack.ts).
   */
  now?: () => Date;
  /** What the call carried beside its parameters (the registry parses it; see envelope.ts). */
  envelope?: Envelope;
}

/**
 * All an edit handler gets besides the draft and its parameters: no workspace and no store,
 * so it cannot read the event anywhere but in the draft it is changing.
 */
export interface EditContext {
  actor: string;
  isReferee?: boolean;
  /** A player's phone session: the edit checks against the draft that it is their own game. */
  player?: PlayerIdentity;
  /** The clock for timestamps written into the event (result times, timers). */
  now(): Date;
}

/** What an edit's `load` step may read before queuing: app-level files, never the event. */
export interface LoadContext {
  dataDir: string;
}
