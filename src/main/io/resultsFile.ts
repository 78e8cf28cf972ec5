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
import { EventFileSchema } from '../../shared/model';
import type { EventFile, PairingOptions, TableDef } from '../../shared/model';
import {
  ResultsByeSchema,
  ResultsDocumentSchema,
  ResultsGameSchema,
  ResultsPlayerSchema,
} from '../../shared/api/standings';
import type { TournamentBye, TournamentGame, TournamentInput, TournamentPlayer } from '../../shared/api/standings';
import { presetOrDefault, tournamentInputWithSources, validateInput } from '../rules/tournament';
import type { InputProblem, ScoringPreset } from '../rules/tournament';
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
      code === 'ENOENT' ? `File not found: ${file}` : `Cannot read ${file}: ${(err as Error).message}`,
    );
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new ApiError('INVALID_INPUT', `${file} is not valid JSON: ${(err as Error).message}`);
  }
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
    preset: presetOrDefault(options.presetId ?? event.settings.presetId),
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
  if (doc.games !== undefined && !Array.isArray(doc.games)) {
    problems.push({ where: 'games', message: 'must be a list of games and byes' });
  } else {
    ((doc.games as unknown[] | undefined) ?? []).forEach((g, i) => {
      const where = describeRaw(g, i);
      const isByeEntry = typeof g === 'object' && g !== null && 'bye' in g;
      const r = (isByeEntry ? ResultsByeSchema : ResultsGameSchema).safeParse(g);
      if (!r.success) {
        problems.push(...zodProblems(r.error, where, g));
        return;
      }
      const entry = r.data;
      if ('a' in entry && entry.op !== null && entry.vp === null) entry.vp = [0, 0];
      games.push(entry);
    });
  }
  if (problems.length > 0) fail(problems, 'results file');
  const input: TournamentInput = { rounds: rounds.data as number, players, games };
  const semantic = validateInput(input);
  if (semantic.length > 0) fail(semantic, 'results file');
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
