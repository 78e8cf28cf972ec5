/**
 * Electron IPC: one invoke channel over the registry. Takes ipcMain-shaped objects so it can be
 * tested under plain Node with a stand-in. A call is refused unless it comes from the app's
 * own page (a frame that exists and whose URL is trusted); each window acts as its own actor
 * ("desktop 1", "desktop 2": windowActors.ts); which files it may name is set by
 * the desktop runtime (`files: granted`, src/main/api/fileAccess.ts).
 */
import { IPC_CALL_CHANNEL } from '../../shared/ipc';
import { said } from '../../shared/messages';
import type { ApiResult } from '../../shared/errors';
import type { AppCore } from '../appCore';
import { isAppUrl } from '../electron/appProtocol';
import { WindowActors } from './windowActors';

export interface InvokeEventLike {
  senderFrame: { url: string } | null;
  /** The calling window's web contents: its id names the window's actor (windowActors.ts). */
  sender: { id: number };
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

export function registerIpc(ipcMain: IpcMainLike, core: AppCore, isTrustedUrl: (url: string) => boolean): () => void {
  const actors = new WindowActors();
  ipcMain.handle(IPC_CALL_CHANNEL, async (event, method, params): Promise<ApiResult<unknown>> => {
    const frame = event.senderFrame;
    if (!frame || !isTrustedUrl(frame.url)) {
      return { error: { code: 'UNAUTHORIZED', ...said('m.ipc.foreignPage') } };
    }
    if (typeof method !== 'string') {
      return { error: { code: 'INVALID_INPUT', ...said('m.ipc.badMethod') } };
    }
    return core.call(method, params, { actor: actors.actorFor(event.sender.id), isReferee: true });
  });
  return () => ipcMain.removeHandler(IPC_CALL_CHANNEL);
}

/** The app's page: app://renderer/… (the built renderer), or the dev server during `npm run dev`. */
export function trustedUrlChecker(devServerUrl?: string): (url: string) => boolean {
  return (url: string) => {
    if (isAppUrl(url)) return true;
    if (!devServerUrl) return false;
    try {
      return new URL(url).origin === new URL(devServerUrl).origin;
    } catch {
      return false;
    }
  };
}
