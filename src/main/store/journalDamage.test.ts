/**
 * Opening an event whose journal is damaged. The matrix: each damage made to
 * the journal of a crashed event (a snapshot at change 2, changes 3 to 42 journaled), what the
 * referee is told (the message, with revisions and counts), what is recovered, and that the
 * journal is kept byte for byte. A last record cut short is the ordinary crash case: dropped
 * silently (never acknowledged), the journal folded and removed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalDamage } from '../../shared/journalDamage';
import { journalPathFor } from './journal';
import { crashed, layDown } from './testing';
import type { Crashed } from './testing';

/** The bytes of record `n` (1 = the first, change 3) in the crashed journal. */
const recordOf = (c: Crashed, n: number): [number, number] => [c.starts[n - 1]!, c.starts[n] ?? c.journal.length];

interface Case {
  damage: (c: Crashed, other: Crashed) => { snapshot: string; journal: Buffer };
  /** The revision the event opens at, and the damage reported (null: ordinary crash recovery). */
  revision: number;
  expected: ((c: Crashed) => JournalDamage) | null;
  message?: string;
}

const GARBAGE = Buffer.from('~~ not a record ~~\n');
const damage = (d: Partial<JournalDamage>): JournalDamage => ({
  snapshot: 2,
  recovered: { n: 0, from: 0, to: 0 },
  lost: { n: 0, from: 0, to: 0 },
  foreign: 0,
  unreadable: 0,
  newest: 42,
  ...d,
});
const reason = (details: string) =>
  `Opened read-only: the journal of changes saved beside cup.its.json is damaged. ${details} The journal is kept as it is until you decide: restore a backup, or accept the loss of what was not recovered.`;

/** The sentences of a damage with a record lost (its length is not a round figure to write down). */
const sentences = (d: JournalDamage): string =>
  [
    `${d.recovered.n} changes were recovered from it (changes ${d.recovered.from} to ${d.recovered.to}).`,
    ...(d.lost.n > 0
      ? [
          `${d.lost.n} saved changes could not be recovered (changes ${d.lost.from} to ${d.lost.to}): they do not follow change ${d.recovered.to}.`,
        ]
      : []),
    `${d.unreadable} bytes of it cannot be read.`,
  ].join(' ');

/** Record 20 (change 22) made unreadable: 3–21 recovered, 23–42 left out, its bytes reported. */
const record20Unreadable = (c: Crashed): JournalDamage =>
  damage({
    recovered: { n: 19, from: 3, to: 21 },
    lost: { n: 20, from: 23, to: 42 },
    unreadable: recordOf(c, 20)[1] - recordOf(c, 20)[0],
  });

const MATRIX: Record<string, Case> = {
  'cut last record (a crash: ordinary recovery)': {
    damage: (c) => ({ snapshot: c.snapshot, journal: c.journal.subarray(0, recordOf(c, 40)[0] + 40) }),
    revision: 41,
    expected: null,
  },
  'cut inside the last record’s header (a crash: ordinary recovery)': {
    damage: (c) => ({ snapshot: c.snapshot, journal: c.journal.subarray(0, recordOf(c, 40)[0] + 6) }),
    revision: 41,
    expected: null,
  },
  'a flipped bit in the last record’s length (whole, so not a crash’s cut)': {
    damage: (c) => {
      const journal = Buffer.from(c.journal);
      journal[recordOf(c, 40)[0]]! += 1;
      return { snapshot: c.snapshot, journal };
    },
    revision: 41,
    expected: (c) =>
      damage({
        recovered: { n: 39, from: 3, to: 41 },
        unreadable: recordOf(c, 40)[1] - recordOf(c, 40)[0],
        newest: 41,
      }),
  },
  'garbage at the end': {
    damage: (c) => ({ snapshot: c.snapshot, journal: Buffer.concat([c.journal, GARBAGE]) }),
    revision: 42,
    expected: () => damage({ recovered: { n: 40, from: 3, to: 42 }, unreadable: GARBAGE.length }),
    message: reason('40 changes were recovered from it (changes 3 to 42). 19 bytes of it cannot be read.'),
  },
  'garbage mid-file, between two records (resync: every change recovered)': {
    damage: (c) => {
      const at = recordOf(c, 20)[0];
      return {
        snapshot: c.snapshot,
        journal: Buffer.concat([c.journal.subarray(0, at), GARBAGE, c.journal.subarray(at)]),
      };
    },
    revision: 42,
    expected: () => damage({ recovered: { n: 40, from: 3, to: 42 }, unreadable: GARBAGE.length }),
    message: reason('40 changes were recovered from it (changes 3 to 42). 19 bytes of it cannot be read.'),
  },
  'garbage mid-file, over a record': {
    damage: (c) => {
      const journal = Buffer.from(c.journal);
      journal.fill('#', recordOf(c, 20)[0] + 60, recordOf(c, 20)[0] + 80);
      return { snapshot: c.snapshot, journal };
    },
    revision: 21,
    expected: record20Unreadable,
  },
  'a flipped bit': {
    damage: (c) => {
      const journal = Buffer.from(c.journal);
      journal[recordOf(c, 20)[0] + 100]! ^= 0x04;
      return { snapshot: c.snapshot, journal };
    },
    revision: 21,
    expected: record20Unreadable,
  },
  'a snapshot older than the journal': {
    damage: (c) => ({ snapshot: c.created, journal: c.journal }),
    revision: 0,
    expected: () => damage({ snapshot: 0, lost: { n: 40, from: 3, to: 42 } }),
    message: reason(
      'No change could be recovered from it. 40 saved changes could not be recovered (changes 3 to 42): they do not follow change 0.',
    ),
  },
  'a foreign journal (another event’s records)': {
    damage: (c, other) => ({ snapshot: c.snapshot, journal: other.journal }),
    revision: 2,
    expected: () => damage({ foreign: 40, newest: 2 }),
    message: reason('No change could be recovered from it. 40 changes belong to another event and were not applied.'),
  },
};

describe('a damaged journal is kept and reported, never deleted', () => {
  it.each(Object.entries(MATRIX))('%s', async (_name, { damage: make, revision, expected, message }) => {
    const [c, other] = await crashed();
    const { snapshot, journal } = make(c, other);
    const { ws, file } = layDown(snapshot, journal);
    const store = await ws.open(file);
    expect(store.state.revision).toBe(revision);
    // The players are the changes: one each, so what is recovered is what the event holds.
    expect(store.state.players).toHaveLength(revision);
    if (expected === null) {
      expect(store.readOnly).toBeNull();
      await ws.close();
      expect(existsSync(journalPathFor(file))).toBe(false);
      expect(JSON.parse(readFileSync(file, 'utf8')).revision).toBe(revision);
      return;
    }
    expect(store.readOnly?.journal).toEqual(expected(c));
    expect(store.readOnly?.reason).toBe(message ?? reason(sentences(expected(c))));
    // Nothing is written: changes are refused, the journal and the file stay as they were.
    await expect(
      store.mutate({ actor: 'local', method: 't' }, () => ({ result: undefined, summary: 'x' })),
    ).rejects.toThrow(/read-only/);
    await ws.close();
    expect(readFileSync(journalPathFor(file)).equals(journal)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(snapshot);
    expect(readdirSync(path.dirname(file)).sort()).toEqual(['cup.its.json', 'cup.its.json.journal']);
  });
});
