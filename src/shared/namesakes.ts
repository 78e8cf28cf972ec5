/**
 * Namesakes told apart wherever names are shown to choose from (the phone's Find my table and
 * pairings, the projector, the printed round sheet and slips): two "Carlos García" read
 * "Carlos García (Hexa)" and "Carlos García (Nómadas)". A name nobody else has (folded alike,
 * ./fold.ts) stays as it is. The first of club, faction and ITS PIN that tells the namesakes
 * apart is added; when none does, the first that the player has at all.
 */
import { fold } from './fold';

export interface NamedPlayer {
  id: string;
  name: string;
  club?: string;
  faction?: string;
  itsPin?: string;
}

const FIELDS = ['club', 'faction', 'itsPin'] as const;

/** Players grouped by their name as typed without case, accents or special letters (`fold`). */
export function byFoldedName<P extends { name: string }>(players: readonly P[]): Map<string, P[]> {
  const byName = new Map<string, P[]>();
  for (const p of players) {
    const key = fold(p.name);
    const same = byName.get(key);
    if (same) same.push(p);
    else byName.set(key, [p]);
  }
  return byName;
}

/** Each player's name as shown, by id: the name, with what tells namesakes apart added. */
export function namesToldApart(players: readonly NamedPlayer[]): Map<string, string> {
  const byName = byFoldedName(players);
  const out = new Map<string, string>();
  for (const p of players) {
    const same = byName.get(fold(p.name)) ?? [];
    out.set(p.id, same.length > 1 ? `${p.name}${apart(p, same)}` : p.name);
  }
  return out;
}

function apart(p: NamedPlayer, same: readonly NamedPlayer[]): string {
  const value = (q: NamedPlayer, field: (typeof FIELDS)[number]) => (q[field] ?? '').trim();
  const telling = FIELDS.find(
    (f) => value(p, f) !== '' && same.every((q) => q === p || fold(value(q, f)) !== fold(value(p, f))),
  );
  const field = telling ?? FIELDS.find((f) => value(p, f) !== '');
  return field ? ` (${value(p, field)})` : '';
}
