import type { AppInfo, PushEvents, PushName } from '../../shared/api';
import type { Workspace } from '../store/workspace';
import type { PlayerIdentity, Session, VenueAuth } from '../auth/venueAuth';

/** The venue server's view of the caller (absent over IPC and the CLI). */
export interface CallerAuth {
  venue: VenueAuth;
  address: string;
  /** The session token the request carried, if it matched a session. */
  token: string | null;
  session: Session | null;
}

/** What only the desktop shell can do (absent under the venue server and the CLI). */
export interface DesktopServices {
  /** Opens a PDF in a preview window with a Print button; falls back to the system viewer. */
  previewPdf(file: string): Promise<'window' | 'system'>;
}

/** Facts about the running process that handlers may report, and the desktop's services. */
export type Runtime = Pick<AppInfo, 'transport' | 'venue'> & { desktop?: DesktopServices };

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
   * The venue server's sign-in for players (`players.signIn`), on the LAN and on 127.0.0.1
   * alike; absent over IPC and the CLI.
   */
  playerSignIn?: { venue: VenueAuth; address: string };
  push<N extends PushName>(name: N, payload: PushEvents[N]): void;
}
