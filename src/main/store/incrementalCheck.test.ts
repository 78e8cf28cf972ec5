/**
 * The store checks a change by looking only at what it touched
 * (`introducedProblems`). On random events and random changes made the way the store makes
 * them (an immer draft sharing every untouched part), it must find exactly the problems that
 * comparing two full checks finds.
 */
import fc from 'fast-check';
import { Immer } from 'immer';
import { describe, expect, it } from 'vitest';
import type { EventFile } from '../../shared/model';
import { checkConsistency, introducedProblems } from './consistency';

const immer = new Immer({ autoFreeze: false });

interface P {
  id: string;
  name: string;
  droppedAfterRound: number | null;
}
interface G {
  table: number;
  a: string;
  b: string;
  result: { op: number[] } | null;
}
interface R {
  number: number;
  status: 'draft' | 'locked' | 'closed';
  pairings: G[];
  bye: string | null;
}

const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'ghost'];
const id = fc.constantFrom(...ids);
const status = fc.constantFrom('draft' as const, 'locked' as const, 'closed' as const);
const result = fc.option(fc.record({ op: fc.tuple(fc.nat(10), fc.nat(10)) }), { nil: null });
const pairing = (table: number) => fc.record({ table: fc.constant(table), a: id, b: id, result });
const round = fc.record({
  number: fc.integer({ min: 1, max: 3 }),
  status,
  pairings: fc
    .integer({ min: 0, max: 3 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => pairing(i + 1)))),
  bye: fc.option(id, { nil: null }),
});
const player = (pid: string) =>
  fc.record({
    id: fc.constant(pid),
    name: fc.constantFrom('Ana', 'Bea', 'Ciro', 'Dana'),
    droppedAfterRound: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });
const event = fc.record({
  players: fc.integer({ min: 2, max: 6 }).chain((n) => fc.tuple(...ids.slice(0, n).map(player))),
  rounds: fc.array(round, { maxLength: 3 }),
});

type Change =
  | { kind: 'result'; round: number; table: number; value: { op: number[] } | null }
  | { kind: 'status'; round: number; value: R['status'] }
  | { kind: 'seat'; round: number; table: number; side: 'a' | 'b'; value: string }
  | { kind: 'bye'; round: number; value: string | null }
  | { kind: 'drop'; player: number; value: number | null }
  | { kind: 'copyPlayer'; player: number }
  | { kind: 'removePlayer'; player: number }
  | { kind: 'copyRound'; round: number }
  | { kind: 'renumber'; round: number; value: number }
  | { kind: 'rename'; player: number; value: string };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('result' as const), round: fc.nat(3), table: fc.nat(3), value: result }),
  fc.record({ kind: fc.constant('status' as const), round: fc.nat(3), value: status }),
  fc.record({
    kind: fc.constant('seat' as const),
    round: fc.nat(3),
    table: fc.nat(3),
    side: fc.constantFrom('a' as const, 'b' as const),
    value: id,
  }),
  fc.record({ kind: fc.constant('bye' as const), round: fc.nat(3), value: fc.option(id, { nil: null }) }),
  fc.record({
    kind: fc.constant('drop' as const),
    player: fc.nat(6),
    value: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('copyPlayer' as const), player: fc.nat(6) }),
  fc.record({ kind: fc.constant('removePlayer' as const), player: fc.nat(6) }),
  fc.record({ kind: fc.constant('copyRound' as const), round: fc.nat(3) }),
  fc.record({ kind: fc.constant('renumber' as const), round: fc.nat(3), value: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('rename' as const), player: fc.nat(6), value: fc.constantFrom('Eli', 'Ana') }),
);

function applyChange(draft: { players: P[]; rounds: R[] }, c: Change): void {
  const r = 'round' in c ? draft.rounds[c.round] : undefined;
  const p = 'player' in c ? draft.players[c.player % Math.max(1, draft.players.length)] : undefined;
  const g = 'table' in c ? r?.pairings[c.table] : undefined;
  switch (c.kind) {
    case 'result':
      if (g) g.result = c.value;
      return;
    case 'status':
      if (r) r.status = c.value;
      return;
    case 'seat':
      if (g) g[c.side] = c.value;
      return;
    case 'bye':
      if (r) r.bye = c.value;
      return;
    case 'drop':
      if (p) p.droppedAfterRound = c.value;
      return;
    case 'copyPlayer':
      if (p) draft.players.push({ ...p });
      return;
    case 'removePlayer':
      if (p) draft.players.splice(draft.players.indexOf(p), 1);
      return;
    case 'copyRound':
      if (r) draft.rounds.push(JSON.parse(JSON.stringify(r)) as R);
      return;
    case 'renumber':
      if (r) r.number = c.value;
      return;
    case 'rename':
      if (p) p.name = c.value;
      return;
  }
}

const asEvent = (e: { players: P[]; rounds: R[] }) => ({ ...e, audit: [] }) as unknown as EventFile;

describe('the incremental consistency check', () => {
  it('finds exactly the problems a change brings that two full checks find', () => {
    let withProblems = 0;
    fc.assert(
      fc.property(event, fc.array(change, { minLength: 1, maxLength: 4 }), (start, changes) => {
        let before = start as { players: P[]; rounds: R[] };
        for (const c of changes) {
          const after = immer.produce(before, (draft) => applyChange(draft, c));
          const was = new Set(checkConsistency(asEvent(before)).map((p) => p.message));
          const full = [...new Set(checkConsistency(asEvent(after)).map((p) => p.message))].filter((m) => !was.has(m));
          const incremental = [...new Set(introducedProblems(asEvent(before), asEvent(after)).map((p) => p.message))];
          expect(incremental.sort()).toEqual(full.sort());
          if (full.length > 0) withProblems++;
          before = after;
        }
      }),
      { numRuns: 400 },
    );
    // The property is only worth something if changes do bring problems.
    expect(withProblems).toBeGreaterThan(50);
  });
});
