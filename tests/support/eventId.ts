/**
 * What a test client sends as a screen does (issue 30 · 5): every call but a whole-file operation
 * names the event the client is looking at (`eventId`); reads ignore it. A test that checks the
 * refusal of a change without it sends its parameters as they are instead.
 */
import { isFileOperation } from '../../src/shared/api';

export function namingEvent(method: string, params: unknown, eventId: string | undefined): unknown {
  if (eventId === undefined || isFileOperation(method)) return params;
  if (params === undefined) return { eventId };
  if (params === null || typeof params !== 'object' || Array.isArray(params) || 'eventId' in params) return params;
  return { ...params, eventId };
}
