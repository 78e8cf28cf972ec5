/**
 * The invented 5-player event the statistics tests work by hand (test support only). ITS S11
 * scoring (a win by 5 OP or more 3 TP, by 1–4 2 TP, a tie 1, a loss 0, a bye 2), Mid tier
 * (300 points), 3 rounds of which 2 are played:
 *   R1 frontline:    ana–bea 7–3 (VP 250/120, TP 2/0);  cai–dan 5–5 (100/200, 1/1; ended by
 *                    Retreat!, dan played first);  eve bye.
 *   R2 annihilation: ana–cai 2–8 (90/300, 0/3; ana played first);  eve–bea 6–4 (180/150, 2/0);  dan bye.
 * Factions: ana, bea PanOceania; cai, dan Nomads; eve Aleph (a faction with one player).
 * Lists: ana two (Shock Army of Acontecimento), bea, cai and eve one each; dan none.
 * Consent: ana publishes her list, bea said no, the others never answered.
 */
import { EventFileSchema } from '../../../shared/model';
import type { EventFile } from '../../../shared/model';

const AT = '2026-11-28T10:00:00.000Z';

function list(id: string, playerId: string, army: string, units: string[]) {
  return {
    id,
    playerId,
    army: { id: null, slug: '', name: army },
    name: `${army} list`,
    pointsLimit: 300,
    swc: 6,
    source: { kind: 'code', code: `code-of-${id}` },
    groups: [{ number: 1, troopers: units.map((name, i) => ({ id: `${id}-${i}`, name, cost: 20 })) }],
  };
}

function result(op: [number, number], vp: [number, number], tp: [number, number], facts?: unknown) {
  return { op, vp, tp, committedAt: AT, ...(facts === undefined ? {} : { facts }) };
}

export function smallEvent(): EventFile {
  return EventFileSchema.parse({
    schemaVersion: 2,
    id: 'small',
    revision: 1,
    createdAt: AT,
    updatedAt: AT,
    settings: { name: 'Small Invented Open', rounds: 3, scenarios: ['frontline', 'annihilation'] },
    players: [
      { id: 'ana', name: 'Ana', faction: 'PanOceania', publishList: true },
      { id: 'bea', name: 'Bea', faction: 'PanOceania', publishList: false },
      { id: 'cai', name: 'Cai', faction: 'Nomads' },
      { id: 'dan', name: 'Dan', faction: 'Nomads' },
      { id: 'eve', name: 'Eve', faction: 'Aleph' },
    ],
    lists: [
      list('l-ana', 'ana', 'Shock Army of Acontecimento', ['Fusilier', 'Fusilier', 'Bulleteer']),
      list('l-ana2', 'ana', 'Shock Army of Acontecimento', ['Fusilier', 'Aquila Guard']),
      list('l-bea', 'bea', 'Neoterran Capitaline Army', ['Fusilier', 'Aquila Guard']),
      list('l-cai', 'cai', 'Jurisdictional Command of Corregidor', ['Alguacil', 'Wildcat']),
      list('l-eve', 'eve', 'Steel Phalanx', ['Myrmidon']),
    ],
    rounds: [
      {
        number: 1,
        scenarioId: 'frontline',
        tier: 'mid',
        status: 'closed',
        bye: 'eve',
        pairings: [
          { table: 1, a: 'ana', b: 'bea', result: result([7, 3], [250, 120], [2, 0]) },
          {
            table: 2,
            a: 'cai',
            b: 'dan',
            result: result([5, 5], [100, 200], [1, 1], {
              game: { endedBy: 'retreat', endRound: 3, firstTurn: 'b', lastTurn: 'a' },
            }),
          },
        ],
      },
      {
        number: 2,
        scenarioId: 'annihilation',
        tier: 'mid',
        status: 'closed',
        bye: 'dan',
        pairings: [
          { table: 1, a: 'ana', b: 'cai', result: result([2, 8], [90, 300], [0, 3], { game: { firstTurn: 'a' } }) },
          { table: 2, a: 'eve', b: 'bea', result: result([6, 4], [180, 150], [2, 0]) },
        ],
      },
    ],
  });
}
