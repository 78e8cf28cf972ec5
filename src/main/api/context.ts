import type { PushEvents, PushName } from '../../shared/api';
import type { Workspace } from '../store/workspace';

/** What every handler receives besides its parameters. */
export interface HandlerContext {
  /** Who is acting: a referee label, or "local" on the referee's own machine. */
  actor: string;
  workspace: Workspace;
  push<N extends PushName>(name: N, payload: PushEvents[N]): void;
}
