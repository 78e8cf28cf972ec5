/**
 * A realistic event file for the open-path tests and benchmarks: the print fixture's players,
 * rounds and results, plus one army list per player and an audit entry per committed result
 * (the audit log is most of a real file's size).
 */
import type { EventFile } from '../../src/shared/model';
import { makePrintEvent } from '../fixtures/pdfEvents';

export function makeRealisticEvent(players: number, rounds: number, options: { lists?: boolean } = {}): EventFile {
  const event = makePrintEvent({ players, rounds, resultsThrough: rounds, paired: rounds, seed: players });
  if (options.lists) {
    event.lists = event.players.map((p, i) => ({
      id: `l${i + 1}`,
      playerId: p.id,
      army: { id: 501, slug: 'nomads', name: 'Nomads' },
      name: `${p.name}'s list`,
      pointsLimit: 300,
      swc: 6,
      tier: null,
      groups: [
        {
          number: 1,
          reinforcement: false,
          troopers: Array.from({ length: 5 }, (_, t) => ({
            id: `t${t}`,
            name: `Trooper ${t}`,
            profile: 'Combi Rifle',
            cost: 20 + t,
            swc: t % 2 ? 0.5 : 0,
            troopType: 'LI' as const,
            training: 'regular' as const,
            impetuous: 'none' as const,
            skills: { commlink: null } as EventFile['lists'][number]['groups'][number]['troopers'][number]['skills'],
            baggagePoints: 20,
            source: null,
            unresolved: false,
            specOpsUpgrades: [],
            notes: '',
          })),
        },
      ],
      source: { kind: 'manual', code: '' },
    }));
  }
  let revision = 0;
  for (const round of event.rounds) {
    round.pairings.forEach((pairing, t) => {
      if (!pairing.result) return;
      event.audit.push({
        revision: ++revision,
        at: '2026-05-01T12:00:00.000Z',
        actor: 'referee',
        method: 'rounds.setResult',
        summary: `Result on table ${pairing.table}, round ${round.number}`,
        reason: '',
        tables: [pairing.table],
        players: [pairing.a, pairing.b],
        changes: [{ path: ['rounds', round.number - 1, 'pairings', t, 'result'], before: null, after: pairing.result }],
        undoneBy: null,
        undoOf: null,
        redoOf: null,
      });
    });
  }
  event.revision = revision;
  return event;
}
