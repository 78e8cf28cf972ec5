/**
 * Who a phone's sign-in names (`players.signIn`): the player's name as they type it, or their ITS
 * PIN. Names are public (they are on the pairings); the result code stays the one secret, and it
 * is only ever checked against one player, so a name that several players share (a surname, two
 * "Carlos García") never lets one guess try several codes at once: the phone lists them to pick
 * from first.
 *
 * A name matches, folded (src/shared/fold.ts: case, accents, ø, ł, ü…):
 * - the whole name ("mads ostergard" finds "Mads Østergård"); failing that,
 * - every word typed is a whole word of the name, in any order ("ostergard", "garcia carlos");
 * failing that, the text may be an ITS PIN typed in the name box. An ITS PIN matches whatever the
 * case of its letters ("it-04a" finds "IT-04A").
 */
import { fold } from '../../shared/fold';
import { byFoldedName } from '../../shared/namesakes';
import type { SignInChoice } from '../../shared/api/reports';
import type { Player } from '../../shared/model';

export interface Named {
  by: 'pin' | 'name';
  /** What the player typed (a refusal quotes it). */
  typed: string;
  players: Player[];
}

interface Folded {
  /** Players by whole folded name. */
  byName: Map<string, Player[]>;
  /** Each player with the words of their folded name. */
  words: { player: Player; words: readonly string[] }[];
}

const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[\s-]+/)
    .filter((w) => w !== '');

/**
 * Folded names, made once per list of players (a change to any player makes a new list): at a
 * round's start every player signs in at once, and folding every name for each sign-in would
 * cost the room a quarter of a second.
 */
const cache = new WeakMap<readonly Player[], Folded>();
function foldedNames(players: readonly Player[]): Folded {
  let index = cache.get(players);
  if (!index) {
    index = {
      byName: byFoldedName(players),
      words: players.map((player) => ({ player, words: wordsOf(player.name) })),
    };
    cache.set(players, index);
  }
  return index;
}

const samePin = (a: string, b: string): boolean => a.trim() !== '' && a.trim().toUpperCase() === b.trim().toUpperCase();

/** The players whose ITS PIN is `pin`, whatever the case of its letters. */
export function playersWithPin(players: readonly Player[], pin: string): Player[] {
  return players.filter((p) => samePin(p.itsPin, pin));
}

/** The players a name names: the whole name, else every word typed among the name's words. */
export function playersNamed(players: readonly Player[], name: string): Player[] {
  const index = foldedNames(players);
  const whole = index.byName.get(fold(name));
  if (whole) return whole;
  const typed = wordsOf(name);
  if (typed.length === 0) return [];
  return index.words.filter(({ words }) => typed.every((w) => words.includes(w))).map(({ player }) => player);
}

/**
 * The players a sign-in names: by ITS PIN when one is given, else by name, else (a name that
 * names nobody) the name box read as an ITS PIN.
 */
export function namedPlayers(players: readonly Player[], itsPin: string | undefined, name: string): Named {
  if (itsPin) return { by: 'pin', typed: itsPin, players: playersWithPin(players, itsPin) };
  const named = playersNamed(players, name);
  if (named.length > 0) return { by: 'name', typed: name, players: named };
  const pinned = playersWithPin(players, name);
  return pinned.length > 0
    ? { by: 'pin', typed: name.trim(), players: pinned }
    : { by: 'name', typed: name, players: [] };
}

/** The players to pick from, alphabetically, each told apart by club and faction (or ITS PIN). */
export function signInChoices(players: readonly Player[]): SignInChoice[] {
  const shown = (p: Player) => `${fold(p.name)}|${fold(p.club)}|${fold(p.faction)}`;
  return [...players]
    .sort((a, b) => fold(a.name).localeCompare(fold(b.name)) || a.id.localeCompare(b.id))
    .map((p) => {
      const twin = players.some((o) => o !== p && shown(o) === shown(p));
      return { id: p.id, name: p.name, club: p.club, faction: p.faction, ...(twin ? { itsPin: p.itsPin } : {}) };
    });
}
