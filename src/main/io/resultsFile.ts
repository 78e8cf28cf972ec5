/**
 * Loads the input of `its-ref standings` / `its-ref pair` (and of the `standings.fromResults` /
 * `rounds.pairFromResults` API methods): either an event file or the minimal results JSON
 *   { rounds, players: [{ id, name, club? }], games: [{ round, table, a, b, op, vp } | { round, bye }] }
 * Both become the engine's `TournamentInput`. A bad document is refused with INVALID_INPUT and
 * a message naming each problem and where it is (e.g. `games[3] (round 2, table 1): …`).
 *
 * For the minimal JSON, TP always come from OP through the scoring preset and a bye scores the
 * preset's bye value; for an event file, the TP committed with each result are used.
 */
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { ApiError } from '../../shared/errors';
import { english, msg } from '../../shared/messages';
import { osProblem, parseJson } from '../errors/describe';
import { EventFileSchema } from '../../shared/model';
import type { EventFile, PairingOptions, TableDef } from '../../shared/model';
import {
  ResultsByeSchema,
  ResultsDocumentSchema,
  ResultsGameSchema,
  ResultsPlayerSchema,
} from '../../shared/api/standings';
import type { TournamentBye, TournamentGame, TournamentInput, TournamentPlayer } from '../../shared/api/standings';
import {
  presetForSettings,
  presetOrDefault,
  tournamentInputWithSources,
  validateInput,
} from '../../core/rules/tournament';
import type { InputProblem, ScoringPreset } from '../../core/rules/tournament';
import { migrate, needsMigration } from '../store/migrations';

export interface LoadedResults {
  kind: 'event' | 'results';
  input: TournamentInput;
  preset: ScoringPreset;
  /** The event's recorded seed ('' for a results document). */
  seed: string;
  pairing: PairingOptions;
  tables: TableDef[];
  /** Scenario id per round (index 0 = round 1), when known. */
  scenarios: string[];
  event: EventFile | null;
}

const DEFAULT_PAIRING: PairingOptions = { avoidSameClub: 'round1', avoidRematches: true, avoidRepeatTables: false };
const MAX_LISTED = 10;

/** Reads and parses a JSON file, with readable errors. */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ApiError(
      code === 'ENOENT' ? 'NOT_FOUND' : 'IO_FAILURE',
      code === 'ENOENT' ? `File not found: ${file}` : `Cannot read ${file}: ${english(osProblem(err))}`,
    );
  }
  const parsed = parseJson(text.replace(/^\uFEFF/, ''));
  if (!parsed.ok)
    throw new ApiError('INVALID_INPUT', `${file} is ${english(msg('m.json.bad', { where: parsed.where }))}`);
  return parsed.value;
}

/** An event file or a minimal results document → validated engine input. */
export function loadResultsDocument(doc: unknown, options: { presetId?: string } = {}): LoadedResults {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    fail(
      [
        {
          where: 'document',
          message: 'expected a JSON object: an event file or { "rounds", "players", "games" }',
        },
      ],
      'results file',
    );
  }
  const record = doc as Record<string, unknown>;
  if ('schemaVersion' in record || 'settings' in record) return loadEventFile(record, options);
  return loadMinimal(record, options);
}

function loadEventFile(raw: Record<string, unknown>, options: { presetId?: string }): LoadedResults {
  let doc: Record<string, unknown> = raw;
  try {
    if (needsMigration(doc)) doc = migrate(doc);
  } catch (err) {
    fail([{ where: 'schemaVersion', message: (err as Error).message }], 'event file');
  }
  const parsed = EventFileSchema.safeParse(doc);
  if (!parsed.success) fail(zodProblems(parsed.error, '', doc), 'event file');
  const event = parsed.data;
  const { input, sources } = tournamentInputWithSources(event);
  const problems = validateInput(input, sources);
  if (problems.length > 0) fail(problems, 'event file');
  return {
    kind: 'event',
    input,
    preset: options.presetId
      ? presetOrDefault(options.presetId, event.settings.packPreset)
      : presetForSettings(event.settings),
    seed: event.settings.seed,
    pairing: event.settings.pairing,
    tables: event.tables,
    scenarios: event.rounds.reduce<string[]>(
      (acc, r) => {
        acc[r.number - 1] = r.scenarioId || event.settings.scenarios[r.number - 1] || '';
        return acc;
      },
      [...event.settings.scenarios],
    ),
    event,
  };
}

function loadMinimal(doc: Record<string, unknown>, options: { presetId?: string }): LoadedResults {
  const problems: InputProblem[] = [];
  const rounds = ResultsDocumentSchema.shape.rounds.safeParse(doc.rounds);
  if (!rounds.success) {
    problems.push({
      where: 'rounds',
      message:
        doc.rounds === undefined
          ? 'missing: the number of rounds of the event'
          : `must be a whole number from 1 to 50 (got ${JSON.stringify(doc.rounds)})`,
    });
  }
  const players: TournamentPlayer[] = [];
  if (!Array.isArray(doc.players) || doc.players.length === 0) {
    problems.push({ where: 'players', message: 'missing or empty: list every player as { "id", "name" }' });
  } else {
    doc.players.forEach((p: unknown, i: number) => {
      const r = ResultsPlayerSchema.safeParse(p);
      if (r.success) players.push(r.data);
      else problems.push(...zodProblems(r.error, `players[${i}]`, p));
    });
  }
  const games: (TournamentGame | TournamentBye)[] = [];
  // Entries that fail their schema are still checked for players and rounds when those fields
  // are readable, so one run reports every problem; they never reach the engine.
  const probes: (TournamentGame | TournamentBye)[] = [];
  if (doc.games !== undefined && !Array.isArray(doc.games)) {
    problems.push({ where: 'games', message: 'must be a list of games and byes' });
  } else {
    ((doc.games as unknown[] | undefined) ?? []).forEach((g, i) => {
      const where = describeRaw(g, i);
      const isByeEntry = typeof g === 'object' && g !== null && 'bye' in g;
      const r = (isByeEntry ? ResultsByeSchema : ResultsGameSchema).safeParse(g);
      if (!r.success) {
        problems.push(...zodProblems(r.error, where, g));
        const probe = probeOf(g);
        if (probe) probes.push(probe);
        return;
      }
      const entry = r.data;
      if ('a' in entry && entry.op !== null && entry.vp === null) entry.vp = [0, 0];
      games.push(entry);
      probes.push(entry);
    });
  }
  const roundCount = rounds.success ? rounds.data : 50;
  if (players.length > 0) {
    problems.push(...validateInput({ rounds: roundCount, players, games: probes }));
  }
  if (problems.length > 0) fail(sortByPlace(problems), 'results file');
  const input: TournamentInput = { rounds: roundCount, players, games };
  return {
    kind: 'results',
    input,
    preset: presetOrDefault(options.presetId),
    seed: '',
    pairing: DEFAULT_PAIRING,
    tables: [],
    scenarios: [],
    event: null,
  };
}

/** The readable parts of an invalid entry (for the player/round checks only). */
function probeOf(g: unknown): TournamentGame | TournamentBye | null {
  if (typeof g !== 'object' || g === null) return null;
  const r = g as Record<string, unknown>;
  if (!Number.isInteger(r.round) || (r.round as number) < 1) return null;
  const round = r.round as number;
  if ('bye' in r) return typeof r.bye === 'string' && r.bye !== '' ? { round, bye: r.bye } : null;
  if (typeof r.a !== 'string' || typeof r.b !== 'string' || r.a === '' || r.b === '') return null;
  const table = Number.isInteger(r.table) && (r.table as number) >= 1 ? (r.table as number) : undefined;
  return { round, table, a: r.a, b: r.b, op: null, vp: null };
}

/** Problems in document order: rounds, players, then games by index. */
function sortByPlace(problems: InputProblem[]): InputProblem[] {
  const rank = (p: InputProblem): number => {
    const game = /^games\[(\d+)\]/.exec(p.where);
    if (game) return 2000000 + Number(game[1]);
    const player = /^players\[(\d+)\]/.exec(p.where);
    if (player) return 1000000 + Number(player[1]);
    return p.where.startsWith('players') ? 999999 : 0;
  };
  return problems
    .map((p, i) => ({ p, i }))
    .sort((x, y) => rank(x.p) - rank(y.p) || x.i - y.i)
    .map((x) => x.p);
}

/** `games[3] (round 2, table 1)` from a raw, not yet validated entry. */
function describeRaw(g: unknown, i: number): string {
  if (typeof g !== 'object' || g === null) return `games[${i}]`;
  const r = g as Record<string, unknown>;
  const round = typeof r.round === 'number' ? `round ${r.round}` : null;
  const table = 'bye' in r ? 'bye' : typeof r.table === 'number' ? `table ${r.table}` : null;
  const parts = [round, table].filter((x): x is string => x !== null);
  return parts.length ? `games[${i}] (${parts.join(', ')})` : `games[${i}]`;
}

function zodProblems(error: z.ZodError, prefix: string, value: unknown): InputProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('');
    const got = valueAt(value, issue.path);
    const shown = got === undefined ? '' : ` (got ${JSON.stringify(got)})`;
    const field = path.replace(/^\./, '');
    return {
      where: prefix ? (field ? `${prefix}: ${field}` : prefix) : field || 'document',
      message: friendly(issue.message, got) + shown,
    };
  });
}

function friendly(message: string, got: unknown): string {
  if (got === undefined && /expected .*received undefined/i.test(message)) return 'missing';
  return message;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = value;
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

function fail(problems: readonly InputProblem[], what: string): never {
  const listed = problems.slice(0, MAX_LISTED).map((p) => `${p.where}: ${p.message}`);
  const more = problems.length > MAX_LISTED ? `; and ${problems.length - MAX_LISTED} more` : '';
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  throw new ApiError('INVALID_INPUT', `Bad ${what} (${count}): ${listed.join('; ')}${more}`, { problems });
}
