/**
 * What to print from a document given to `pdf.generate` (the CLI's `<file>`): an event file,
 * or the minimal results JSON of `its-ref standings`. Both are checked by the results loader
 * (src/main/io/resultsFile.ts); a results document then becomes a bare event — players,
 * pairings, results, byes — so every document prints from one shape.
 */
import { CURRENT_SCHEMA_VERSION, EventFileSchema, EventSettingsSchema } from '../../shared/model';
import type { EventFile, Pairing, Round } from '../../shared/model';
import { loadResultsDocument } from '../io/resultsFile';
import { isBye, tournamentPoints } from '../../core/rules/tournament';

/** The event to print: the document's own event, or one built from a results document. */
export function eventFromDocument(document: unknown, title = 'Tournament results'): EventFile {
  const loaded = loadResultsDocument(document);
  if (loaded.event) return loaded.event;
  const { input, preset } = loaded;
  const rounds = new Map<number, Round>();
  const roundOf = (n: number): Round => {
    let round = rounds.get(n);
    if (!round) {
      round = {
        number: n,
        scenarioId: '',
        tier: 'mid',
        status: 'locked',
        seed: '',
        pairings: [],
        bye: null,
        warnings: [],
        timer: null,
      };
      rounds.set(n, round);
    }
    return round;
  };
  for (const game of input.games) {
    const round = roundOf(game.round);
    if (isBye(game)) {
      round.bye = game.bye;
      continue;
    }
    const pairing: Pairing = {
      table: game.table ?? 0,
      a: game.a,
      b: game.b,
      listA: null,
      listB: null,
      dispute: '',
      result:
        game.op === null
          ? null
          : {
              op: [game.op[0], game.op[1]],
              vp: game.vp ? [game.vp[0], game.vp[1]] : [0, 0],
              // The minimal format carries no TP: they follow from OP through the preset.
              tp: tournamentPoints(preset, game.op),
              confirmedByA: true,
              confirmedByB: true,
              committedAt: '',
              committedBy: 'results file',
            },
    };
    round.pairings.push(pairing);
  }
  // Games listed without a table get the free table numbers of their round, in file order.
  for (const round of rounds.values()) {
    const used = new Set(round.pairings.map((p) => p.table).filter((t) => t > 0));
    let next = 1;
    for (const p of round.pairings) {
      if (p.table > 0) continue;
      while (used.has(next)) next++;
      p.table = next;
      used.add(next);
    }
  }
  return EventFileSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'results-document',
    revision: 0,
    createdAt: '',
    updatedAt: '',
    // An event has at least 3 rounds (ITS S11 · Number of Tournament Rounds); a results file
    // of 1 or 2 rounds prints as the first rounds of a 3-round event.
    settings: EventSettingsSchema.parse({ name: title, rounds: Math.max(3, input.rounds), presetId: preset.id }),
    players: input.players.map((p) => ({
      id: p.id,
      name: p.name || p.id,
      club: p.club,
      droppedAfterRound: p.droppedAfterRound,
      joinedRound: p.joinedRound,
    })),
    rounds: [...rounds.values()].sort((a, b) => a.number - b.number),
  });
}
