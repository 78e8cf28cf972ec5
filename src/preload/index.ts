/**
 * The preload exposes exactly one object, `window.api`: a typed `call` and a push subscription.
 * Raw ipcRenderer never reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { IPC_CALL_CHANNEL, IPC_PUSH_CHANNEL } from '../shared/ipc';
import type { PreloadApi } from './api';

const api: PreloadApi = {
  call: (method, params) => ipcRenderer.invoke(IPC_CALL_CHANNEL, method, params),
  on(name, listener) {
    const wrapped = (_event: IpcRendererEvent, pushName: unknown, payload: unknown) => {
      if (pushName === name) listener(payload as never);
    };
    ipcRenderer.on(IPC_PUSH_CHANNEL, wrapped);
    return () => {
      ipcRenderer.removeListener(IPC_PUSH_CHANNEL, wrapped);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
