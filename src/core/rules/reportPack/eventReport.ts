/**
 * What the organizer reports at the end of an event (pure, from the event file):
 *   - whether the event can be finished: every round paired and closed, every game resulted;
 *   - the final standings with ITS PINs and armies (ITS S11 · Final Scores, after the
 *     end-of-event bye adjustment of ITS S11 · Byes);
 *   - the ITS report: every round's games and byes with both players' ITS PINs, names, armies,
 *     OP, VP and TP, and who dropped, in the order the organizer types them into the Official
 *     Tournament Manager (round by round, table by table, the bye last).
 * Scores come from the event's preset (ITS S11 by default, ITS S17 where chosen) and the
 * results as committed; nothing here rescores a game.
 */
import type { FinishProblem } from '../../../shared/api/finish';
import { said } from '../../../shared/messages';
import type { EventFile, EventFinish, Player, Round } from '../../../shared/model';
import { computeStandingsDetailed, presetForSettings, tournamentInputFromEvent } from '../tournament';

export interface FinalStandingRow {
  rank: number;
  name: string;
  itsPin: string;
  army: string;
  tp: number;
  op: number;
  vp: number;
  oppOp: number;
  /** Rounds in which the player had a bye. */
  byeRounds: number[];
  /** Round after which the player dropped; null when they played to the end. */
  droppedAfterRound: number | null;
}

export interface ReportSide {
  itsPin: string;
  name: string;
  army: string;
  op: number;
  vp: number;
  tp: number;
}

export interface ItsReportRow {
  round: number;
  /** null for a bye or a drop line. */
  table: number | null;
  kind: 'game' | 'bye' | 'drop';
  a: ReportSide;
  /** The opponent; null for a bye or a drop line. */
  b: ReportSide | null;
  /** "Bye", "Ana López dropped after this round", … (English, for the CSV) */
  note: string;
  /** Names of this row's players who dropped after this round. */
  dropped: string[];
  /** A game still waiting for its result. */
  noResult: boolean;
}

function playerOf(event: Readonly<EventFile>, id: string): Player | undefined {
  return event.players.find((p) => p.id === id);
}

/** The army a player is reported with: the list played that round, else their faction. */
function armyOf(event: Readonly<EventFile>, player: Player | undefined, listId: string | null = null): string {
  const list = listId ? event.lists.find((l) => l.id === listId) : undefined;
  if (list?.army.name) return list.army.name;
  if (player?.faction) return player.faction;
  return event.lists.find((l) => l.playerId === player?.id && l.army.name)?.army.name ?? '';
}

/**
 * Why the event cannot be finished yet, one problem each, naming rounds, tables and players as
 * a referee would: as data (screens show it in their language) and as an English message.
 * Empty when every round is paired, closed and fully resulted.
 */
export function finishBlockers(event: Readonly<EventFile>): FinishProblem[] {
  const problems: FinishProblem[] = [];
  for (let n = 1; n <= event.settings.rounds; n++) {
    const round = event.rounds.find((r) => r.number === n);
    if (!round || (round.pairings.length === 0 && round.bye === null)) {
      problems.push({ kind: 'unpaired', round: n, ...said('m.round.notPaired', { round: n }) });
      continue;
    }
    for (const p of round.pairings) {
      if (p.result) continue;
      const [a, b] = [p.a, p.b].map((id) => playerOf(event, id)?.name ?? 'an unknown player') as [string, string];
      problems.push({
        kind: 'noResult',
        round: n,
        table: p.table,
        a,
        b,
        ...said('m.finish.noResult', { round: n, table: p.table, a, b }),
      });
    }
    if (round.status !== 'closed') {
      problems.push({
        kind: 'notClosed',
        round: n,
        ...said('m.finish.notClosed', { round: n }),
      });
    }
  }
  return problems;
}

/** The blockers' messages, in English (API errors, CLI). */
export function finishProblems(event: Readonly<EventFile>): string[] {
  return finishBlockers(event).map((p) => p.message);
}

/** Players with no ITS PIN: listed as a warning before the report pack is made. */
export function playersWithoutPin(event: Readonly<EventFile>): { id: string; name: string }[] {
  return event.players.filter((p) => p.itsPin.trim() === '').map((p) => ({ id: p.id, name: p.name }));
}

/** The final standings with the bye adjustment applied (ITS S11 · Byes), as frozen at finish. */
export function finalStandings(event: Readonly<EventFile>): FinalStandingRow[] {
  const preset = presetForSettings(event.settings);
  const { rows } = computeStandingsDetailed(tournamentInputFromEvent(event), preset);
  return rows.map((r) => {
    const player = playerOf(event, r.id);
    return {
      rank: r.rank,
      name: player?.name ?? r.name,
      itsPin: player?.itsPin ?? '',
      army: armyOf(event, player),
      tp: r.tp,
      op: r.op,
      vp: r.vp,
      oppOp: r.oppOp,
      byeRounds: [...r.byeRounds],
      droppedAfterRound: player?.droppedAfterRound ?? null,
    };
  });
}

/** The frozen record a finish stores in the event file. */
export function finishRecord(event: Readonly<EventFile>, at: string, by: string): EventFinish {
  const preset = presetForSettings(event.settings);
  const { rows } = computeStandingsDetailed(tournamentInputFromEvent(event), preset);
  return {
    at,
    by,
    standings: rows.map((r) => ({
      rank: r.rank,
      player: r.id,
      tp: r.tp,
      op: r.op,
      vp: r.vp,
      oppOp: r.oppOp,
      byeRounds: [...r.byeRounds],
    })),
  };
}

/** Every round's games and byes, and who dropped after it, in the organizer's entry order. */
export function itsReportRows(event: Readonly<EventFile>): ItsReportRow[] {
  const bye = presetForSettings(event.settings).bye;
  const rows: ItsReportRow[] = [];
  const rounds = [...event.rounds].sort((a, b) => a.number - b.number);
  for (const round of rounds) {
    const seen = new Set<string>();
    for (const p of [...round.pairings].sort((a, b) => a.table - b.table)) {
      const result = p.result;
      const side = (id: string, listId: string | null, i: 0 | 1): ReportSide => {
        const player = playerOf(event, id);
        return {
          itsPin: player?.itsPin ?? '',
          name: player?.name ?? id,
          army: armyOf(event, player, listId),
          op: result?.op[i] ?? 0,
          vp: result?.vp[i] ?? 0,
          tp: result?.tp[i] ?? 0,
        };
      };
      seen.add(p.a).add(p.b);
      rows.push({
        round: round.number,
        table: p.table,
        kind: 'game',
        a: side(p.a, p.listA, 0),
        b: side(p.b, p.listB, 1),
        note: [result ? '' : 'No result', ...dropNotes(event, round, [p.a, p.b])].filter((s) => s !== '').join('; '),
        dropped: droppedNames(event, round, [p.a, p.b]),
        noResult: !result,
      });
    }
    if (round.bye !== null) {
      const player = playerOf(event, round.bye);
      seen.add(round.bye);
      rows.push({
        round: round.number,
        table: null,
        kind: 'bye',
        a: { itsPin: player?.itsPin ?? '', name: player?.name ?? round.bye, army: armyOf(event, player), ...bye },
        b: null,
        note: ['Bye', ...dropNotes(event, round, [round.bye])].join('; '),
        dropped: droppedNames(event, round, [round.bye]),
        noResult: false,
      });
    }
    for (const player of event.players) {
      if (player.droppedAfterRound !== round.number || seen.has(player.id)) continue;
      rows.push({
        round: round.number,
        table: null,
        kind: 'drop',
        a: { itsPin: player.itsPin, name: player.name, army: armyOf(event, player), op: 0, vp: 0, tp: 0 },
        b: null,
        note: `${player.name} dropped after this round`,
        dropped: [player.name],
        noResult: false,
      });
    }
  }
  return rows;
}

function droppedNames(event: Readonly<EventFile>, round: Round, ids: string[]): string[] {
  return ids
    .map((id) => playerOf(event, id))
    .filter((p): p is Player => p !== undefined && p.droppedAfterRound === round.number)
    .map((p) => p.name);
}

function dropNotes(event: Readonly<EventFile>, round: Round, ids: string[]): string[] {
  return droppedNames(event, round, ids).map((name) => `${name} dropped after this round`);
}
