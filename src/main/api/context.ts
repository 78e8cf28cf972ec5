import type { AppInfo, PushEvents, PushName } from '../../shared/api';
import type { Workspace } from '../store/workspace';

/** Facts about the running process that handlers may report (never decide logic on). */
export type Runtime = Pick<AppInfo, 'transport' | 'venue'>;

/** What every handler receives besides its parameters. */
export interface HandlerContext {
  /** Who is acting: a referee label, or "local" on the referee's own machine. */
  actor: string;
  workspace: Workspace;
  /** False for a LAN visitor without the referee PIN: only public reads reach handlers then. */
  isReferee?: boolean;
  runtime?: Runtime;
  push<N extends PushName>(name: N, payload: PushEvents[N]): void;
}
