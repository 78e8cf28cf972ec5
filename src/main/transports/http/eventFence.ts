/**
 * Every change sent over HTTP names the event it is meant for: a referee's write
 * that does not carry `eventId` is refused before it is queued, because between the moment a
 * client read an event and the moment its write is queued another event may have been opened,
 * and the write would land there. The store's queue then refuses one naming another event
 * (`Workspace.bound`). The screens, the phone page and the CLI's forwarding all send it.
 *
 * Exempt are the whole-file operations of the contract (`fileOperations`: events.create, open,
 * close, saveAs, repair, backups.restore, recover): they replace or let go of the open file as a
 * whole rather than change an event in it. Reads never change the event.
 *
 * The player methods (`reports.submit`, `confirm`, `dispute`) answer only a player's phone
 * session, which is bound to one event already (its identity is checked against the draft inside
 * the write): a write from it without `eventId` is fenced to that event, and any other caller is
 * refused by the method itself.
 */
import type { ApiErrorBody } from '../../../shared/errors';
import { said } from '../../../shared/messages';
import type { MethodInfo } from '../../api/registry';
import type { PlayerIdentity } from '../../auth/sessions';

/** Whether `method` changes the event open now (and so must name it). */
export const changesOpenEvent = (info: MethodInfo) => info.write && !info.fileOperation;

/**
 * The parameters to queue, fenced to the event they name, or the refusal of a change that names
 * none. `params` is the parsed body (anything: the registry validates it afterwards).
 */
export function fenceToEvent(
  params: unknown,
  info: MethodInfo,
  player: PlayerIdentity | undefined,
): { params: unknown } | { error: ApiErrorBody } {
  const fields = params === undefined ? {} : params;
  const object = fields !== null && typeof fields === 'object' && !Array.isArray(fields);
  if (object && (fields as { eventId?: unknown }).eventId !== undefined) return { params };
  if (info.player) return { params: player && object ? { ...fields, eventId: player.eventId } : params };
  return { error: { code: 'INVALID_INPUT', ...said('m.http.needEventId'), details: { missing: 'eventId' } } };
}
