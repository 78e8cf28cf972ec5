/**
 * The identity of one game of a round, as a phone names it when it reports, confirms or
 * disputes: the event, the round, the table and both players in their sides. It changes
 * whenever the pairing does (a new opponent, the sides swapped, the game moved to another
 * table), so a report a phone kept while offline is never applied to a game it was not made
 * for: the server compares the identity the phone sent with the game on the table now.
 */
import { createHash } from 'node:crypto';
import type { Pairing } from '../../shared/model';

export function gameIdentity(eventId: string, round: number, pairing: Pick<Pairing, 'table' | 'a' | 'b'>): string {
  return createHash('sha256')
    .update(JSON.stringify([eventId, round, pairing.table, pairing.a, pairing.b]))
    .digest('base64url')
    .slice(0, 22);
}
