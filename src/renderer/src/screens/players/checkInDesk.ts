/**
 * The front desk's check-in: who a typed line means. A barcode or QR reader types like a keyboard
 * and ends with Enter: a player card's QR code (the report address with `code=` in it), the
 * result code printed under it, or an ITS PIN. Those name one player exactly; anything else is a
 * name searched as the search boxes do (src/shared/fold.ts).
 */
import type { Player } from '../../../../shared/model';
import { fold, matches } from '../../lib/search';

type DeskPlayer = Pick<Player, 'id' | 'name' | 'itsPin' | 'club' | 'faction' | 'checkedIn' | 'droppedAfterRound'> & {
  resultCode?: string;
};

/** As a result code is stored: upper case, no spaces or dashes (main's normalizeResultCode). */
const asCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** The code a card's QR address carries (`…#/report?who=…&code=…`), else the text itself. */
function codeIn(typed: string): string {
  const query = typed.includes('?') ? typed.slice(typed.lastIndexOf('?') + 1) : '';
  return (query && new URLSearchParams(query).get('code')) || typed;
}

/** The one player a scanned card code (QR address or result code) or ITS PIN names, else null. */
export function scannedPlayer<P extends DeskPlayer>(typed: string, players: readonly P[]): P | null {
  const text = typed.trim();
  if (text === '') return null;
  const code = asCode(codeIn(text));
  const byCode = players.filter((p) => !!p.resultCode && p.resultCode === code);
  if (byCode.length === 1) return byCode[0] ?? null;
  const pin = text.toUpperCase();
  const byPin = players.filter((p) => p.itsPin.trim() !== '' && p.itsPin.trim().toUpperCase() === pin);
  return byPin.length === 1 ? (byPin[0] ?? null) : null;
}

/** The players still in the event a name search finds, alphabetically, at most `max`. */
export function deskMatches<P extends DeskPlayer>(query: string, players: readonly P[], max = 8): P[] {
  if (query.trim() === '') return [];
  return players
    .filter((p) => p.droppedAfterRound === null && matches(query, [p.name, p.club, p.faction, p.itsPin]))
    .sort((a, b) => fold(a.name).localeCompare(fold(b.name)) || a.id.localeCompare(b.id))
    .slice(0, max);
}

/** How many of the players still in the event are here. */
export function hereCount(players: readonly DeskPlayer[]): { here: number; total: number } {
  const active = players.filter((p) => p.droppedAfterRound === null);
  return { here: active.filter((p) => p.checkedIn).length, total: active.length };
}
