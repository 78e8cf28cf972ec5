/**
 * The event's structural invariants, beyond what the schema can say. A file that breaks one
 * opens read-only with the list of problems; a change that would break one is refused. Every
 * message names players by name, tables by number and rounds from 1, as a referee would.
 *
 * A repair is offered only where exactly one outcome keeps everything the file holds and no
 * choice is made for the referee:
 * - identical copies of a player or of a round: keep one (the copies say the same thing);
 * - a closed round with a game without result: reopen it (closing was premature; nothing is lost
 *   and the missing result can be entered);
 * - change history out of order, every change numbered once: put it back in order of number
 *   (the numbers, which undo and redo refer to, say the order);
 * - a history newer than the file's own revision: raise the revision to the newest change
 *   (so the next change gets a number never used before).
 * Not repaired, because a choice would be made or something lost: two different players with
 * one id, a player placed twice or paired after dropping, a seat naming an unknown player, a
 * result on a round still in draft (drop the result, or publish the round?), two changes with
 * the same number (which one do undo and redo mean?).
 */
import type { EventFile, Player, Round } from '../../shared/model';
import { english, msg } from '../../shared/messages';
import type { MessageParam, MessageRef } from '../../shared/messages';

export interface Problem {
  message: string;
  /** The same as a message, for the referee's language. */
  i18n: MessageRef;
  /** Present only when the repair is unambiguous; applied to a draft by `repair`. */
  repair?: Repair;
}

/** A repair, with its label in English (the audit) and as a message (the screens). */
export type Repair = { label: string; i18n: MessageRef } & (
  | { kind: 'reopen-round'; round: number; label: string }
  | { kind: 'drop-duplicate-player'; id: string; label: string }
  | { kind: 'drop-duplicate-round'; round: number; label: string }
  | { kind: 'sort-history'; label: string }
  | { kind: 'raise-revision'; revision: number; label: string }
);

const labelled = (i18n: MessageRef) => ({ label: english(i18n), i18n });

function nameOf(players: ReadonlyMap<string, Player>, id: string): MessageParam {
  return players.get(id)?.name ?? msg('m.check.unknownPlayer');
}

function seatsOf(round: Round): { id: string; where: MessageRef }[] {
  const seats = round.pairings.flatMap((p) => [
    { id: p.a, where: msg('m.where.table', { table: p.table }) },
    { id: p.b, where: msg('m.where.table', { table: p.table }) },
  ]);
  if (round.bye) seats.push({ id: round.bye, where: msg('m.where.bye') });
  return seats;
}

/** A problem in English (the CLI, the audit) with its key (the screens). */
const problem = (i18n: MessageRef, repair?: Repair): Problem =>
  repair ? { message: english(i18n), i18n, repair } : { message: english(i18n), i18n };

function samePlayerRecord(a: Player, b: Player): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function checkConsistency(event: Readonly<EventFile>): Problem[] {
  return problemsIn(event, { players: true, round: () => true, audit: true });
}

/** Which parts of an event a check looks at (the rest is taken as unchanged). */
interface Scope {
  players: boolean;
  round: (round: Round) => boolean;
  audit: boolean;
}

/**
 * The problems a change `before` → `after` brings, looking only at what it
 * touched — the players when the player list changed (then every round, since a round's checks
 * read the players), and the rounds that are not the very same object in both states (the
 * store's states share every part a change does not touch), with every round of the same
 * number (a duplicate round is judged against its twin). The audit log is the store's own.
 * Agrees with comparing two full checks (tested on random changes), at the cost of the change.
 */
export function introducedProblems(before: Readonly<EventFile>, after: Readonly<EventFile>): Problem[] {
  const players = before.players !== after.players;
  const beforeRounds = new Set(before.rounds);
  const afterRounds = new Set(after.rounds);
  const numbers = new Set<number>();
  for (const r of after.rounds) if (!beforeRounds.has(r)) numbers.add(r.number);
  for (const r of before.rounds) if (!afterRounds.has(r)) numbers.add(r.number);
  if (!players && numbers.size === 0) return [];
  const round = (r: Round) => players || numbers.has(r.number);
  const was = new Set(problemsIn(before, { players, round, audit: false }).map((p) => p.message));
  return problemsIn(after, { players, round, audit: false }).filter((p) => !was.has(p.message));
}

function problemsIn(event: Readonly<EventFile>, scope: Scope): Problem[] {
  const problems: Problem[] = [];
  const players = event.players;

  const byId = new Map<string, Player[]>();
  if (scope.players) for (const p of players) byId.set(p.id, [...(byId.get(p.id) ?? []), p]);
  for (const [id, same] of byId) {
    if (same.length < 2 || !scope.players) continue;
    const names = same.map((p) => p.name);
    const identical = same.every((p) => samePlayerRecord(p, same[0] as Player));
    problems.push(
      problem(
        msg('m.check.samePlayer', { names: names.slice(0, -1), last: names[names.length - 1] ?? '' }),
        identical
          ? { kind: 'drop-duplicate-player', id, ...labelled(msg('m.fix.player', { name: same[0]?.name ?? '' })) }
          : undefined,
      ),
    );
  }

  const known = new Map(players.map((p) => [p.id, p]));
  const roundsSeen = new Map<number, Round>();
  for (const round of event.rounds) {
    if (!scope.round(round)) continue;
    const earlier = roundsSeen.get(round.number);
    const identical = earlier !== undefined && JSON.stringify(earlier) === JSON.stringify(round);
    if (earlier) {
      problems.push(
        problem(
          msg('m.check.roundTwice', { round: round.number }),
          identical
            ? {
                kind: 'drop-duplicate-round',
                round: round.number,
                ...labelled(msg('m.fix.round', { round: round.number })),
              }
            : undefined,
        ),
      );
    } else roundsSeen.set(round.number, round);
    // An identical copy has nothing more to report than the round it copies.
    if (identical) continue;

    const seen = new Map<string, MessageRef>();
    for (const seat of seatsOf(round)) {
      const player = known.get(seat.id);
      if (!player) {
        problems.push(problem(msg('m.check.unknownSeat', { round: round.number, where: seat.where })));
        continue;
      }
      const earlier = seen.get(seat.id);
      if (earlier !== undefined) {
        problems.push(
          problem(
            msg('m.check.placedTwice', {
              round: round.number,
              player: player.name,
              first: earlier,
              second: seat.where,
            }),
          ),
        );
      }
      seen.set(seat.id, seat.where);
      if (round.status !== 'draft' && player.droppedAfterRound !== null && player.droppedAfterRound < round.number) {
        problems.push(
          problem(
            msg('m.check.droppedPaired', {
              round: round.number,
              where: seat.where,
              player: player.name,
              dropped: player.droppedAfterRound,
            }),
          ),
        );
      }
    }

    for (const pairing of round.pairings) {
      if (round.status === 'draft' && pairing.result) {
        problems.push(
          problem(
            msg('m.check.draftResult', {
              round: round.number,
              table: pairing.table,
              a: nameOf(known, pairing.a),
              b: nameOf(known, pairing.b),
            }),
          ),
        );
      }
    }
    const missing = round.pairings.filter((p) => !p.result).map((p) => p.table);
    if (round.status === 'closed' && missing.length > 0) {
      problems.push(
        problem(msg('m.check.closedMissing', { round: round.number, n: missing.length, tables: missing }), {
          kind: 'reopen-round',
          round: round.number,
          ...labelled(msg('m.fix.reopen', { round: round.number })),
        }),
      );
    }
  }

  if (!scope.audit) return problems;
  let previous = 0;
  const numbers = new Set(event.audit.map((e) => e.revision));
  const sortable = numbers.size === event.audit.length;
  let offered = false;
  for (const entry of event.audit) {
    if (entry.revision <= previous) {
      problems.push(
        problem(
          msg('m.check.historyOrder', { revision: entry.revision, previous }),
          sortable && !offered ? { kind: 'sort-history', ...labelled(msg('m.fix.sort')) } : undefined,
        ),
      );
      offered = true;
    }
    previous = Math.max(previous, entry.revision);
  }
  if (previous > event.revision) {
    problems.push(
      problem(msg('m.check.historyAhead', { previous, revision: event.revision }), {
        kind: 'raise-revision',
        revision: previous,
        ...labelled(msg('m.fix.revision', { revision: previous })),
      }),
    );
  }
  return problems;
}

/** Removes the second entry of `list` that is `same`, keeping the first; false when there is none. */
function dropSecond<T>(list: T[], same: (entry: T) => boolean): boolean {
  const index = list.findIndex(same);
  const again = list.findIndex((entry, i) => i > index && same(entry));
  if (index < 0 || again < 0) return false;
  list.splice(again, 1);
  return true;
}

/** Applies the unambiguous repairs to a draft; returns what was done, for the audit. */
export function repair(draft: EventFile, repairs: readonly Repair[]): Repair[] {
  const done: Repair[] = [];
  for (const r of repairs) {
    if (r.kind === 'reopen-round') {
      const round = draft.rounds.find((x) => x.number === r.round);
      if (round && round.status === 'closed') {
        round.status = 'locked';
        done.push(r);
      }
    } else if (r.kind === 'drop-duplicate-player') {
      if (dropSecond(draft.players, (p) => p.id === r.id)) done.push(r);
    } else if (r.kind === 'drop-duplicate-round') {
      if (dropSecond(draft.rounds, (x) => x.number === r.round)) done.push(r);
    } else if (r.kind === 'sort-history') {
      // Array.prototype.sort is stable; the numbers are distinct (checked when offered).
      draft.audit.sort((a, b) => a.revision - b.revision);
      done.push(r);
    } else if (draft.revision < r.revision) {
      draft.revision = r.revision;
      done.push(r);
    }
  }
  return done;
}
