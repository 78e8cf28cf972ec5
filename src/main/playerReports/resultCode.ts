/**
 * A player's personal result code: what they type on their phone, with their ITS PIN or name,
 * to report their own games. Six characters drawn with crypto randomness from an alphabet
 * without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V), so a code read off a printed slip
 * is typed right the first time. 23 symbols ^ 6 ≈ 1.5 × 10^8 codes; sign-in is throttled.
 */
import { randomInt } from 'node:crypto';

export const RESULT_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const RESULT_CODE_LENGTH = 6;

export function newResultCode(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < RESULT_CODE_LENGTH; i++) code += RESULT_CODE_ALPHABET[randomInt(RESULT_CODE_ALPHABET.length)];
    if (!taken.has(code)) return code;
  }
}

/** What a player typed, as stored: upper case, no spaces or dashes. */
export function normalizeResultCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A fresh code no other player of the event holds. */
export function uniqueResultCode(players: readonly { resultCode?: string }[]): string {
  return newResultCode(new Set(players.map((p) => p.resultCode ?? '')));
}
