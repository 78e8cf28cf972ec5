/** Channel names shared by main and preload. One invoke channel for calls, one for pushes. */
export const IPC_CALL_CHANNEL = 'its-ref:call';
export const IPC_PUSH_CHANNEL = 'its-ref:push';
