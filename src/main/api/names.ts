/** Players named in main's messages; the engine's “Player A” is replaced through `withNames`. */
import { msg } from '../../shared/messages';
import type { MessageParam } from '../../shared/messages';

export { withNames } from '../../shared/sideNames';
export type { Names } from '../../shared/sideNames';

/** A player's name inside a message: one no longer registered is said in the reader's language. */
export const nameIn = (state: { players: readonly { id: string; name: string }[] }, id: string): MessageParam =>
  state.players.find((p) => p.id === id)?.name ?? msg('m.audit.removedPlayer');
