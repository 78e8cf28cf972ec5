import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors';
import { loadResultsDocument, readJsonFile } from './resultsFile';

const doc = (games: unknown[], extra: Record<string, unknown> = {}) => ({
  rounds: 3,
  players: [
    { id: 'p1', name: 'Ana', club: 'Alpha' },
    { id: 'p2', name: 'Bea' },
    { id: 'p3', name: 'Cai' },
    { id: 'p4', name: 'Dan' },
    { id: 'p5', name: 'Eve' },
  ],
  games,
  ...extra,
});

function problem(d: unknown): string {
  try {
    loadResultsDocument(d);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('INVALID_INPUT');
    return (err as ApiError).message;
  }
  throw new Error('expected the document to be refused');
}

describe('loadResultsDocument: minimal results JSON', () => {
  it('reads players, games and byes', () => {
    const loaded = loadResultsDocument(
      doc([
        { round: 1, table: 1, a: 'p1', b: 'p2', op: [7, 3], vp: [250, 120] },
        { round: 1, table: 2, a: 'p3', b: 'p4', op: [5, 5], vp: [100, 100] },
        { round: 1, bye: 'p5' },
      ]),
    );
    expect(loaded.kind).toBe('results');
    expect(loaded.preset.id).toBe('its-s11');
    expect(loaded.input.players[0]).toEqual({
      id: 'p1',
      name: 'Ana',
      club: 'Alpha',
      droppedAfterRound: null,
      joinedRound: 1,
    });
    expect(loaded.input.players[1]?.club).toBe('');
    expect(loaded.input.games).toHaveLength(3);
  });

  it('names an unknown player id and where it is', () => {
    expect(problem(doc([{ round: 1, table: 1, a: 'p1', b: 'p9', op: [7, 3], vp: [1, 1] }]))).toBe(
      'Bad results file (1 problem): games[0] (round 1, table 1): unknown player id "p9"',
    );
  });

  it('finds a player twice in one round', () => {
    expect(
      problem(
        doc([
          { round: 2, table: 1, a: 'p1', b: 'p2', op: [1, 0], vp: [0, 0] },
          { round: 2, table: 2, a: 'p2', b: 'p3', op: [1, 0], vp: [0, 0] },
        ]),
      ),
    ).toMatch(
      /games\[1\] \(round 2, table 2\): player "p2" appears twice in round 2 \(also in games\[0\] \(round 2, table 1\)\)/,
    );
  });

  it('refuses OP outside 0–10 and negative VP', () => {
    expect(problem(doc([{ round: 1, table: 3, a: 'p1', b: 'p2', op: [11, 3], vp: [0, 0] }]))).toMatch(
      /games\[0\] \(round 1, table 3\): op\[0\]: OP must be 10 or less \(got 11\)/,
    );
    expect(problem(doc([{ round: 1, table: 1, a: 'p1', b: 'p2', op: [-1, 3], vp: [0, 0] }]))).toMatch(
      /op\[0\]: OP must be 0 or more \(got -1\)/,
    );
    expect(problem(doc([{ round: 1, table: 1, a: 'p1', b: 'p2', op: [1, 3], vp: [10, -5] }]))).toMatch(
      /games\[0\] \(round 1, table 1\): vp\[1\]: VP cannot be negative \(got -5\)/,
    );
  });

  it('refuses a game for a round beyond `rounds`', () => {
    expect(problem(doc([{ round: 4, table: 1, a: 'p1', b: 'p2', op: [1, 0], vp: [0, 0] }]))).toMatch(
      /games\[0\] \(round 4, table 1\): round 4 is beyond the 3 rounds of the event/,
    );
  });

  it('refuses a second bye for one player', () => {
    expect(
      problem(
        doc([
          { round: 1, bye: 'p5' },
          { round: 2, bye: 'p5' },
        ]),
      ),
    ).toMatch(/games\[1\] \(round 2, bye\): player "p5" gets a second bye \(first in games\[0\] \(round 1, bye\)\)/);
  });

  it('lists several problems at once', () => {
    const msg = problem(
      doc([
        { round: 1, table: 1, a: 'p1', b: 'p9', op: [7, 3], vp: [1, 1] },
        { round: 9, bye: 'p5' },
      ]),
    );
    expect(msg).toMatch(/^Bad results file \(2 problems\): /);
  });

  it('refuses a document that is neither kind', () => {
    expect(problem([1, 2])).toMatch(/document: expected a JSON object/);
    expect(problem({ players: [] })).toMatch(/rounds: missing/);
    expect(problem({ rounds: 'four', players: [{ id: 'a' }] })).toMatch(
      /rounds: must be a whole number from 1 to 50 \(got "four"\)/,
    );
  });
});

describe('loadResultsDocument: event file', () => {
  const now = '2025-01-01T00:00:00.000Z';
  const event = (op: [number, number]) => ({
    schemaVersion: 1,
    id: 'e1',
    revision: 1,
    createdAt: now,
    updatedAt: now,
    settings: { name: 'Club night', rounds: 3, seed: 'abc', pairing: { avoidSameClub: 'always' } },
    players: [
      { id: 'a', name: 'Ana' },
      { id: 'b', name: 'Bea' },
    ],
    rounds: [
      {
        number: 1,
        tier: 'mid',
        status: 'closed',
        pairings: [{ table: 1, a: 'a', b: 'b', result: { op, vp: [1, 2], tp: [2, 0], committedAt: now } }],
      },
    ],
  });

  it('reads the event with its seed, pairing options and committed TP', () => {
    const loaded = loadResultsDocument(event([7, 3]));
    expect(loaded.kind).toBe('event');
    expect(loaded.seed).toBe('abc');
    expect(loaded.pairing.avoidSameClub).toBe('always');
    expect(loaded.input.games[0]).toMatchObject({ a: 'a', b: 'b', op: [7, 3], tp: [2, 0] });
  });

  it('names the bad field of an invalid event file', () => {
    expect(problem(event([12, 3]))).toMatch(
      /^Bad event file \(1 problem\): rounds\[0\]\.pairings\[0\]\.result\.op\[0\]: /,
    );
  });
});

describe('readJsonFile', () => {
  it('reports a missing file and bad JSON clearly', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'its-results-'));
    try {
      await expect(readJsonFile(path.join(dir, 'none.json'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      writeFileSync(path.join(dir, 'bad.json'), '{ "rounds": 3,');
      await expect(readJsonFile(path.join(dir, 'bad.json'))).rejects.toThrow(
        // The text ends after its 14 characters, where a key should come: column 15.
        /bad\.json is not valid JSON \(line 1, column 15\)$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
