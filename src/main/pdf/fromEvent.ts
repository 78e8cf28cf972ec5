/**
 * From an event file to what each document prints. Pure: the scenario registry and the
 * tournament engine come in as `PrintSources` (./sources.ts wires the real ones), so nothing
 * here recomputes a score, a ranking or a scenario's objectives.
 */
import { sameFolded } from '../../shared/fold';
import { namesToldApart } from '../../shared/namesakes';
import { s17RoundArmyPoints } from '../../shared/api/scoring';
import type { ResultBreakdown } from '../../shared/api/scoring';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { textIn } from '../../shared/i18n/everyLanguage';
import type { PdfDisplayLanguage } from './text';
import { ARMY_POINT_LIMITS, TIER_LIMITS } from '../../shared/model';
import type { EventFile, GameResult, Pairing, Player, Round, Tier } from '../../shared/model';
import type { TeamStandings } from '../../shared/api/teams';
import { blankControlSheetRound } from './viewModels';
import {
  matchupSheetsFromEvent,
  teamControlSheetsFromEvent,
  teamPairingsFromEvent,
  teamRound,
  teamStandingsFromEvent,
} from './fromTeams';
import { eventBook, gameOf } from '../../core/rules/scenarios/seasons';
import type { ScenarioSource } from '../../core/rules/scenarios/registry';
import type {
  ControlSheetData,
  ItsReportData,
  ControlSheetRound,
  PageSizeId,
  PlayerCardData,
  PlayerRef,
  PrintKind,
  PrintMeta,
  PrintPayload,
  RoundSheetData,
  RulingView,
  ScenarioView,
  ScoreQuestion,
  ScoreSheetData,
  SlipData,
  StandingsData,
  TierView,
} from './viewModels';

/** A standings row as the tournament engine returns it (the fields the sheet prints). */
export interface EngineStandingsRow {
  rank: number;
  id: string;
  tp: number;
  op: number;
  vp: number;
  oppOp: number;
  byeAdjusted: boolean;
  byeRounds: number[];
}

export interface PrintSources {
  /** The scenario's name and score guide in `language`, or null when the registry does not know the id. */
  scenario(
    id: string,
    tier: Tier,
    language: PdfDisplayLanguage,
    from?: ScenarioSource,
  ): { name: string; guide: ScenarioView['guide'] } | null;
  /**
   * The wizard's questions for the paper score sheet in `language`, or null for an unknown id.
   * The event's pack, else its season, picks the scenario (ids repeat across seasons: Annihilation).
   */
  questions(id: string, language: PdfDisplayLanguage, from?: ScenarioSource): ScoreQuestion[] | null;
  /** Game Rounds in one game. */
  gameRounds: number;
  /** The preset's value of a bye, for the control sheet's bye row. */
  byeScore(settings: { presetId: string; byeTp: number | null }): { tp: number; op: number; vp: number };
  /** The ITS report's rows (every round's games, byes and drops) under the event's preset. */
  itsReport(event: Readonly<EventFile>, language: PdfDisplayLanguage): ItsReportData;
  /**
   * A stored result's breakdown, derived from its facts and rulings with the round's scenario and
   * tier and the event's preset (null without facts); see rules/scenarios/breakdown.ts.
   */
  breakdown(event: Readonly<EventFile>, round: Round, result: GameResult): ResultBreakdown | null;
  /** Army points and SWC of a tier under the event's preset. */
  tierLimits(settings: { presetId: string }, tier: Tier): { points: readonly number[]; swc: readonly number[] };
  /** The engine's standings of the event through `throughRound` (every round when omitted). */
  standings(
    event: Readonly<EventFile>,
    throughRound: number | undefined,
  ): { rows: EngineStandingsRow[]; complete: boolean };
  /** The rules' team standings of a teams event through `throughRound` (every round when omitted). */
  teamStandings(event: Readonly<EventFile>, throughRound: number | undefined): TeamStandings;
}

export interface PrintRequest {
  kind: PrintKind;
  round?: number;
  page?: PageSizeId;
  /**
   * The language to print in: the event's when absent. Only the tests set it, to the pseudo-locale
   * (no event is written in it): every catalog string and every scenario text comes out marked.
   */
  language?: PdfDisplayLanguage;
  /** Player cards: the venue server's address their QR codes open (`http://192.168.1.20:4820`). */
  origin?: string;
  /** Player cards: only this player's card (by id). */
  player?: string;
  /** Match-up sheets: only this match of the round. */
  match?: number;
  /** Team control sheets: only this team's (by id). */
  team?: string;
}

// ------------------------------------------------------------------------------- helpers

/** A round's tier with the preset's army points and SWC (the table's by default). */
export function tierView(
  tier: Tier,
  limits: { points: readonly number[]; swc: readonly number[] } = {
    points: [TIER_LIMITS[tier].points],
    swc: [TIER_LIMITS[tier].swc],
  },
): TierView {
  return { tier, points: [...limits.points], swc: [...limits.swc] };
}

/**
 * What a round is played at, as printed: an S17 game is scored at one army size (e.g. 250 in the
 * 300/250-Tier, ITS S17 · Army Points), so its sheets name that size, not the tier's two; an S11
 * round prints the preset's limits for its tier.
 */
export function roundTierView(event: Readonly<EventFile>, round: Round, sources: PrintSources): TierView {
  if (event.scenarioPack) {
    // A pack's game is scored at one of the pack's army sizes, as the round's score is.
    const points = gameOf(eventBook(event), { scenarioId: '', tier: round.tier }).armyPoints;
    if (points !== undefined)
      return tierView(round.tier, { points: [points], swc: [ARMY_POINT_LIMITS[points]?.swc ?? 0] });
  }
  if (event.settings.season !== 'its-s17') return tierView(round.tier, sources.tierLimits(event.settings, round.tier));
  const points = s17RoundArmyPoints(event.settings.armyPoints, round.tier);
  return tierView(round.tier, { points: [points], swc: [ARMY_POINT_LIMITS[points]?.swc ?? 0] });
}

/** "quadrant-control" → "Quadrant Control", for an id the registry does not know. */
export function titleFromId(id: string): string {
  const small = new Set(['and', 'of', 'the', 'a', 'in', 'on']);
  return id
    .split('-')
    .filter((w) => w !== '')
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function printMeta(
  event: Readonly<EventFile>,
  page?: PageSizeId,
  language: PdfDisplayLanguage = event.settings.language,
): PrintMeta {
  const playedRounds = event.rounds.reduce((max, r) => Math.max(max, r.number), 0);
  return {
    eventName: event.settings.name,
    date: event.settings.date,
    venue: event.settings.venue,
    pageSize: page ?? event.settings.pageSize,
    rounds: Math.max(event.settings.rounds, playedRounds),
    language,
    season: event.settings.season,
  };
}

/** The players by id, namesakes told apart ("Carlos García (Hexa)"): sheets are read to find one's name. */
export function playerIndex(event: Readonly<EventFile>): Map<string, Player> {
  const names = namesToldApart(event.players);
  return new Map(event.players.map((p) => [p.id, { ...p, name: names.get(p.id) ?? p.name }]));
}

export function refOf(players: Map<string, Player>, id: string): PlayerRef {
  const p = players.get(id);
  return p ? { name: p.name, faction: p.faction, itsPin: p.itsPin } : { name: id, faction: '', itsPin: '' };
}

export function scenarioIdOf(event: Readonly<EventFile>, round: Round): string {
  return round.scenarioId || event.settings.scenarios[round.number - 1] || '';
}

export function scenarioView(
  event: Readonly<EventFile>,
  id: string,
  tier: Tier,
  sources: PrintSources,
  language: PdfDisplayLanguage,
): ScenarioView {
  if (!id) return { id: '', name: '', guide: [] };
  const custom = event.settings.customScenario;
  if (custom && custom.id === id) return { id, name: custom.name, guide: [] };
  const known = sources.scenario(id, tier, language, eventBook(event));
  return known ? { id, name: known.name, guide: known.guide } : { id, name: titleFromId(id), guide: [] };
}

export function tableName(event: Readonly<EventFile>, table: number): string {
  return event.tables.find((t) => t.number === table)?.name ?? '';
}

export function sortedRounds(event: Readonly<EventFile>): Round[] {
  return [...event.rounds].sort((a, b) => a.number - b.number);
}

/**
 * The round a per-round document prints: the one asked for, or the latest round that has
 * pairings. Refuses a round that has not been paired.
 */
export function pickRound(event: Readonly<EventFile>, requested: number | undefined): Round {
  const rounds = sortedRounds(event).filter((r) => r.pairings.length > 0 || r.bye !== null);
  if (requested !== undefined) {
    const found = rounds.find((r) => r.number === requested);
    if (!found) {
      throw new ApiError(
        'NOT_FOUND',
        rounds.length
          ? msg('m.pdf.noPairings', { round: requested, rounds: rounds.map((r) => r.number) })
          : msg('m.pdf.noPairingsYet', { round: requested }),
        { fields: ['round'] },
      );
    }
    return found;
  }
  const latest = rounds[rounds.length - 1];
  if (!latest) throw new ApiError('NOT_FOUND', msg('m.pdf.nonePaired'));
  return latest;
}

// ---------------------------------------------------------------------------- documents

export function controlSheetsFromEvent(
  event: Readonly<EventFile>,
  sources: PrintSources,
  language: PdfDisplayLanguage = event.settings.language,
): ControlSheetData[] {
  const players = playerIndex(event);
  const meta = printMeta(event);
  const bye = sources.byeScore(event.settings);
  const byRound = new Map(event.rounds.map((r) => [r.number, r]));
  // A player who dropped plays no more games: no sheet for them.
  const sorted = event.players
    .filter((p) => p.droppedAfterRound === null)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  return sorted.map((player) => {
    const rounds: ControlSheetRound[] = [];
    for (let n = 1; n <= meta.rounds; n++) {
      const round = byRound.get(n);
      const blank = blankControlSheetRound(n);
      if (!round) {
        rounds.push(blank);
        continue;
      }
      const scenario = scenarioView(event, scenarioIdOf(event, round), round.tier, sources, language).name;
      if (round.bye === player.id) {
        rounds.push({ ...blank, bye: true, op: bye.op, tp: bye.tp, vp: bye.vp });
        continue;
      }
      const pairing = round.pairings.find((p) => p.a === player.id || p.b === player.id);
      if (!pairing) {
        rounds.push({ ...blank, scenario });
        continue;
      }
      const side = pairing.a === player.id ? 0 : 1;
      const opponentId = side === 0 ? pairing.b : pairing.a;
      const result = pairing.result;
      rounds.push({
        ...blank,
        table: pairing.table,
        opponent: refOf(players, opponentId).name,
        scenario,
        op: result ? result.op[side] : null,
        tp: result ? result.tp[side] : null,
        vp: result ? result.vp[side] : null,
      });
    }
    return {
      // The sheet's own player by their name; the club is printed beside it.
      player: { ...refOf(players, player.id), name: player.name },
      club: player.club,
      rounds,
      reinforcements: event.settings.extras.reinforcements,
    };
  });
}

/**
 * The referee's rulings a committed score carries (ITS S11 · Referees): on a player's total OP
 * or on one line of their breakdown, each with the value computed before the ruling.
 */
export function rulingsOf(
  breakdown: ResultBreakdown | null,
  names: [string, string],
  language?: PdfDisplayLanguage,
): RulingView[] {
  const players = breakdown?.players;
  if (!players) return [];
  const out: RulingView[] = [];
  (['a', 'b'] as const).forEach((side, i) => {
    const score = players[side];
    if (!score) return;
    const name = names[i] ?? '';
    for (const line of score.lines ?? []) {
      if (line.ruling) {
        out.push({
          side,
          name,
          line: textIn(language ?? 'en', line.label),
          ruled: line.ruling.points,
          computed: line.points,
          reason: line.ruling.reason,
        });
      }
    }
    if (score.ruling) {
      const computed = (score.lines ?? []).reduce((sum, l) => sum + (l.ruling ? l.ruling.points : l.points), 0);
      out.push({ side, name, line: '', ruled: score.ruling.points, computed, reason: score.ruling.reason });
    }
  });
  return out;
}

function byTable(pairings: readonly Pairing[]): Pairing[] {
  return [...pairings].sort((a, b) => a.table - b.table);
}

export function pairingSlipsFromEvent(
  event: Readonly<EventFile>,
  round: Round,
  sources: PrintSources,
  language: PdfDisplayLanguage = event.settings.language,
): SlipData[] {
  const players = playerIndex(event);
  const scenario = scenarioView(event, scenarioIdOf(event, round), round.tier, sources, language);
  const tier = roundTierView(event, round, sources);
  const slips: SlipData[] = byTable(round.pairings).map((p) => ({
    round: round.number,
    table: p.table,
    tableName: tableName(event, p.table),
    tier,
    scenario,
    a: refOf(players, p.a),
    b: refOf(players, p.b),
  }));
  // The player with the bye gets a slip too, after the tables.
  if (round.bye !== null) {
    slips.push({
      round: round.number,
      table: 0,
      tableName: '',
      tier,
      scenario,
      a: refOf(players, round.bye),
      b: null,
      byeScore: sources.byeScore(event.settings),
    });
  }
  return slips;
}

export function roundSheetFromEvent(
  event: Readonly<EventFile>,
  round: Round,
  sources: PrintSources,
  language: PdfDisplayLanguage = event.settings.language,
): RoundSheetData {
  const players = playerIndex(event);
  return {
    round: round.number,
    tier: roundTierView(event, round, sources),
    scenario: scenarioView(event, scenarioIdOf(event, round), round.tier, sources, language),
    pairings: byTable(round.pairings).map((p) => ({
      table: p.table,
      tableName: tableName(event, p.table),
      a: refOf(players, p.a),
      b: refOf(players, p.b),
      result: p.result
        ? {
            op: [...p.result.op],
            vp: [...p.result.vp],
            tp: [...p.result.tp],
            // Derived only where the referee ruled: the rulings name the lines they concern.
            rulings: rulingsOf(
              Object.keys(p.result.rulings ?? {}).length > 0 ? sources.breakdown(event, round, p.result) : null,
              [refOf(players, p.a).name, refOf(players, p.b).name],
              language,
            ),
          }
        : null,
    })),
    bye: round.bye !== null ? refOf(players, round.bye) : null,
  };
}

/** Questions for a scenario the registry does not know (a custom scenario, or none chosen): the sheet's own words. */
export const GENERIC_QUESTIONS: ScoreQuestion[] = [
  {
    id: 'objectivePoints',
    label: '',
    labelKey: 'pdf.ss.genericOp',
    kind: 'number',
    per: 'player',
    hint: '',
    hintKey: 'pdf.ss.genericOpHint',
    min: 0,
    max: 10,
    options: [],
    onlyIf: null,
  },
  {
    id: 'classifieds',
    label: '',
    labelKey: 'pdf.ss.genericClassified',
    kind: 'number',
    per: 'player',
    hint: '',
    min: null,
    max: null,
    options: [],
    onlyIf: null,
  },
];

export function scoreSheetsFromEvent(
  event: Readonly<EventFile>,
  round: Round,
  sources: PrintSources,
  language: PdfDisplayLanguage = event.settings.language,
): ScoreSheetData[] {
  const slips = pairingSlipsFromEvent(event, round, sources, language);
  const scenarioId = scenarioIdOf(event, round);
  const questions =
    (scenarioId ? sources.questions(scenarioId, language, eventBook(event)) : null) ?? GENERIC_QUESTIONS;
  return slips.flatMap((slip) => (slip.b ? [{ ...slip, b: slip.b, questions, gameRounds: sources.gameRounds }] : []));
}

export function standingsFromEvent(
  event: Readonly<EventFile>,
  throughRound: number | undefined,
  sources: PrintSources,
): StandingsData {
  const meta = printMeta(event);
  if (throughRound !== undefined && throughRound > meta.rounds) {
    throw new ApiError('INVALID_INPUT', msg('m.pdf.noRound', { rounds: meta.rounds, round: throughRound }), {
      fields: ['round'],
    });
  }
  // By default, the standings after the last round with a result, so the title and the
  // figures agree (a bye in a round not played yet is not counted before that round).
  const lastPlayed = event.rounds
    .filter((r) => r.pairings.some((p) => p.result !== null))
    .reduce((max, r) => Math.max(max, r.number), 0);
  const through = throughRound ?? (lastPlayed > 0 ? lastPlayed : undefined);
  const { rows, complete } = sources.standings(event, through);
  const players = playerIndex(event);
  const after = through ?? 0;
  return {
    afterRound: after,
    final: complete && after >= meta.rounds,
    rows: rows.map((r) => {
      const p = players.get(r.id);
      const dropped = p?.droppedAfterRound ?? null;
      return {
        rank: r.rank,
        name: p?.name ?? r.id,
        itsPin: p?.itsPin ?? '',
        faction: p?.faction ?? '',
        tp: r.tp,
        op: r.op,
        vp: r.vp,
        oppOp: r.oppOp,
        byeRounds: [...r.byeRounds],
        adjusted: r.byeAdjusted,
        droppedAfter: dropped !== null && dropped < after ? dropped : null,
      };
    }),
  };
}

/**
 * The address a player card's QR code opens: the phone's report page, which signs the player
 * in with the name and code it carries and removes them from the address bar at once. They
 * travel in the fragment (after `#`), which a browser never sends to a server, so no server log
 * ever holds a code.
 */
export function reportUrl(origin: string, name: string, code: string, player?: string): string {
  const who = `who=${encodeURIComponent(name)}&code=${encodeURIComponent(code)}`;
  // A name another player shares also carries the player's id, so the card signs in at once
  // instead of listing the namesakes to pick from.
  return `${origin.replace(/\/+$/, '')}/#/report?${who}${player ? `&id=${encodeURIComponent(player)}` : ''}`;
}

/** The venue server's address as a player types it: without the scheme and the final slash. */
function typedAddress(origin: string): string {
  return origin.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

/**
 * One card per player still playing (or only `only`'s), in alphabetical order, each with the player's
 * result code and the QR code of their report page on the venue server at `origin`.
 */
export function playerCardsFromEvent(event: Readonly<EventFile>, origin: string, only?: string): PlayerCardData[] {
  if (event.settings.playerReporting === 'off') throw new ApiError('CONFLICT', msg('m.pdf.cardsReportingOff'));
  const chosen = only === undefined ? event.players : event.players.filter((p) => p.id === only);
  if (only !== undefined && chosen.length === 0) throw new ApiError('NOT_FOUND', msg('m.player.unknown'));
  const shared = new Set(
    event.players.filter((p) => event.players.some((o) => o !== p && sameFolded(o.name, p.name))).map((p) => p.id),
  );
  return [...chosen]
    .filter((p) => !!p.resultCode && (only !== undefined || p.droppedAfterRound === null))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id))
    .map((p) => ({
      name: p.name,
      itsPin: p.itsPin,
      faction: p.faction,
      code: p.resultCode ?? '',
      address: typedAddress(origin),
      url: reportUrl(origin, p.name, p.resultCode ?? '', shared.has(p.id) ? p.id : undefined),
    }));
}

/** The round a request prints: the paired round it resolves to, the standings' last round, or null. */
export function printedRound(event: Readonly<EventFile>, request: PrintRequest): number | null {
  if (
    request.kind === 'control-sheets' ||
    request.kind === 'its-report' ||
    request.kind === 'player-cards' ||
    request.kind === 'team-control-sheets'
  )
    return null;
  if (request.kind === 'standings' || request.kind === 'team-standings') {
    if (request.round !== undefined) return request.round;
    const played = event.rounds.filter((r) => r.pairings.some((p) => p.result !== null)).map((r) => r.number);
    return played.length ? Math.max(...played) : null;
  }
  return pickRound(event, request.round).number;
}

/** Everything the rendering worker needs for one document of an event. */
export function payloadFromEvent(
  event: Readonly<EventFile>,
  request: PrintRequest,
  sources: PrintSources,
): PrintPayload {
  const language = request.language ?? event.settings.language;
  const meta = printMeta(event, request.page, language);
  // Picked only for the documents of one round: pickRound refuses an event with no round paired.
  const round = () => pickRound(event, request.round);
  switch (request.kind) {
    case 'control-sheets':
      return { kind: 'control-sheets', meta, sheets: controlSheetsFromEvent(event, sources, language) };
    case 'pairing-slips':
      return { kind: 'pairing-slips', meta, slips: pairingSlipsFromEvent(event, round(), sources, language) };
    case 'round-sheet':
      return { kind: 'round-sheet', meta, sheet: roundSheetFromEvent(event, round(), sources, language) };
    case 'score-sheets':
      return { kind: 'score-sheets', meta, sheets: scoreSheetsFromEvent(event, round(), sources, language) };
    case 'standings':
      return { kind: 'standings', meta, standings: standingsFromEvent(event, request.round, sources) };
    case 'its-report':
      return { kind: 'its-report', meta, report: sources.itsReport(event, language) };
    case 'player-cards':
      if (!request.origin) throw new ApiError('INVALID_INPUT', msg('m.pdf.cardsNeedUrl'), { fields: ['url'] });
      return { kind: 'player-cards', meta, cards: playerCardsFromEvent(event, request.origin, request.player) };
    case 'team-pairings':
      return {
        kind: 'team-pairings',
        meta,
        pairings: teamPairingsFromEvent(event, teamRound(event, request.round), sources, language),
      };
    case 'matchup-sheets':
      return {
        kind: 'matchup-sheets',
        meta,
        sheets: matchupSheetsFromEvent(event, teamRound(event, request.round), request.match, sources, language),
      };
    case 'team-control-sheets':
      return { kind: 'team-control-sheets', meta, sheets: teamControlSheetsFromEvent(event, request.team, sources) };
    case 'team-standings':
      return { kind: 'team-standings', meta, standings: teamStandingsFromEvent(event, request.round, sources) };
  }
}
