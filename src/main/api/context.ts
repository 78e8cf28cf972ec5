import type { AppInfo, PushEvents, PushName } from '../../shared/api';
import type { PlayerSession, PlayerSessions } from '../reports/sessions';
import type { Workspace } from '../store/workspace';

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
  /** A player signed in from their phone: only player methods (and public reads) reach handlers. */
  player?: PlayerSession;
  /** The caller's device (network address), for throttling sign-ins. */
  client?: string;
  /** This process's player sessions (venue mode; absent in the CLI). */
  playerSessions?: PlayerSessions;
  push<N extends PushName>(name: N, payload: PushEvents[N]): void;
}
