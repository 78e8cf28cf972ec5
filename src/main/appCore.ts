/**
 * The application core every transport shares: one workspace, one registry, one push bus.
 * Transports only adapt this to their medium (IPC, HTTP, CLI).
 */
import type { PushEvents, PushName } from '../shared/api';
import type { ApiResult } from '../shared/errors';
import type { HandlerContext, Runtime } from './api/context';
import type { FileAccess } from './api/fileAccess';
import { createRegistry } from './api/handlers';
import type { Registry } from './api/registry';
import { Workspace } from './store/workspace';
import type { LockIdentity, Program } from './store/lock';

export type PushListener = <N extends PushName>(name: N, payload: PushEvents[N]) => void;

export interface AppCore {
  workspace: Workspace;
  registry: Registry;
  runtime: Runtime;
  /** Runs one call as `actor`; never throws. */
  call(
    method: string,
    params: unknown,
    caller?: Partial<Pick<HandlerContext, 'actor' | 'isReferee' | 'auth' | 'player' | 'playerSignIn'>> & {
      /** Overrides the transport's file rule for this call (the CLI through a server). */
      files?: FileAccess;
    },
  ): Promise<ApiResult<unknown>>;
  onPush(listener: PushListener): () => void;
  push: PushListener;
}

const PROGRAM_OF: Record<Runtime['transport'], Program> = { ipc: 'desktop', http: 'serve', cli: 'cli' };

export function createAppCore(options: { dataDir?: string; runtime: Runtime; identity?: LockIdentity }): AppCore {
  const identity = options.identity ?? { program: PROGRAM_OF[options.runtime.transport] };
  const workspace = new Workspace(options.dataDir, undefined, identity);
  const registry = createRegistry();
  const listeners = new Set<PushListener>();
  const push: PushListener = (name, payload) => {
    for (const listener of listeners) listener(name, payload);
  };
  /** When the revision the next saved change follows was saved: the history it builds on. */
  let baseAt: string | undefined;
  workspace.onSave((status) => {
    push('save.status', { state: status.state, revision: status.revision, at: status.at, message: status.message });
    if (status.state === 'saved') {
      const eventId = workspace.peek()?.state.id ?? null;
      const saved = { eventId, revision: status.revision, savedAt: status.at, method: status.method };
      // Screens apply the entry when it follows what they hold (revision and time); else they catch up.
      push('event.changed', status.entry ? { ...saved, entry: status.entry, ...(baseAt ? { baseAt } : {}) } : saved);
      baseAt = status.at;
    }
  });
  workspace.onOpen((store) => {
    baseAt = store?.state.updatedAt;
    push('event.changed', {
      eventId: store?.state.id ?? null,
      revision: store?.state.revision ?? 0,
      savedAt: store?.savedAt ?? new Date().toISOString(),
      method: 'events.open',
      reset: true,
    });
  });
  return {
    workspace,
    registry,
    runtime: options.runtime,
    call(method, params, caller = {}) {
      const ctx: HandlerContext = {
        actor: caller.player ? `${caller.player.name} (player)` : (caller.actor ?? 'local'),
        isReferee: caller.player ? false : (caller.isReferee ?? true),
        workspace,
        // A caller may name files differently from the transport's rule (the CLI through a server).
        runtime: caller.files ? { ...options.runtime, files: caller.files } : options.runtime,
        auth: caller.auth,
        player: caller.player,
        playerSignIn: caller.playerSignIn,
        push,
      };
      return registry.call(method, params, ctx);
    },
    onPush(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push,
  };
}
