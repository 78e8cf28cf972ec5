import { describe, expect, it } from 'vitest';
import { PairingSchema, PlayerSchema, RoundSchema } from '../../../shared/model';
import { quickJump } from './quickJump';

const players = ['Ana Núñez', 'Björn Åberg', 'Chloé Martin', 'Dmitri Ilyin', 'Eve Late'].map((name, i) =>
  PlayerSchema.parse({ id: `x${i + 1}`, name, itsPin: String(100 + i) }),
);
const round = (n: number, tables: [number, string, string][], bye: string | null = null) =>
  RoundSchema.parse({
    number: n,
    tier: 'mid',
    bye,
    pairings: tables.map(([table, a, b]) => PairingSchema.parse({ table, a, b })),
  });
const event = {
  players,
  rounds: [
    round(1, [[1, 'x1', 'x2']]),
    round(
      2,
      [
        [4, 'x3', 'x1'],
        [47, 'x2', 'x4'],
      ],
      'x5',
    ),
  ],
};

describe('quickJump', () => {
  it('finds a table of the newest round by number, the exact number first', () => {
    expect(quickJump(event, '4')).toEqual([
      { kind: 'table', round: 2, table: 4, a: 'Chloé Martin', b: 'Ana Núñez' },
      { kind: 'table', round: 2, table: 47, a: 'Björn Åberg', b: 'Dmitri Ilyin' },
    ]);
    expect(quickJump(event, 'table 47')[0]).toMatchObject({ table: 47 });
  });

  it('finds a player by name (accents ignored) at their table, or their bye', () => {
    // The table carries who was looked for (a draft round offers a swap with them).
    expect(quickJump(event, 'bjorn')).toEqual([
      { kind: 'table', round: 2, table: 47, a: 'Björn Åberg', b: 'Dmitri Ilyin', player: 'x2' },
    ]);
    expect(quickJump(event, 'eve')).toEqual([{ kind: 'bye', round: 2, player: 'Eve Late' }]);
    expect(quickJump({ players, rounds: [] }, 'ana')).toEqual([{ kind: 'player', player: 'Ana Núñez' }]);
    expect(quickJump(event, '  ')).toEqual([]);
  });

  it('tells two players of the same name apart by club', () => {
    const twins = [
      PlayerSchema.parse({ id: 'c1', name: 'Carlos García', club: 'Hexa' }),
      PlayerSchema.parse({ id: 'c2', name: 'Carlos García', club: 'Nómadas' }),
    ];
    expect(quickJump({ players: twins, rounds: [round(1, [[3, 'c1', 'c2']])] }, 'garcia')[0]).toMatchObject({
      a: 'Carlos García (Hexa)',
      b: 'Carlos García (Nómadas)',
    });
  });
});
