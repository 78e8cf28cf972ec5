/**
 * From an event to what each sheet prints, on a small event worked out by hand:
 *
 *   5 players, 3 rounds (ITS S11 · Number of Tournament Rounds allows 3 for 4–8 players).
 *   Round 1 (Acquisition):    table 1 Ana 7 – 3 Bruno (VP 250 – 120)
 *                             table 2 Carla 5 – 0 Dmitri (VP 200 – 100)
 *                             bye: Eva
 *   Round 2 (Quadrant Control): table 1 Eva v Ana, table 2 Bruno v Carla (no results), bye Dmitri
 *   Round 3: the organizer's own scenario "Night Raid", not paired yet.
 *
 * ITS S11 · Keeping Score: 7–3 is a difference of 4, a Victory: Ana 2 TP, Bruno 0 (the rules'
 * own example); 5–0 is a difference of 5, a Total Victory: Carla 3 TP, Dmitri 0.
 * ITS S11 · Byes: Eva's bye is a Victory, 2 TP, 0 OP, 0 VP.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors';
import { CURRENT_SCHEMA_VERSION, EventFileSchema } from '../../shared/model';
import type { EventFile } from '../../shared/model';
import { eventFromDocument } from './fromDocument';
import {
  GENERIC_QUESTIONS,
  controlSheetsFromEvent,
  pairingSlipsFromEvent,
  pickRound,
  printedRound,
  printMeta,
  roundSheetFromEvent,
  scoreSheetsFromEvent,
  standingsFromEvent,
  tierView,
  titleFromId,
} from './fromEvent';
import { kickerText } from './layout';
import { printSources } from './sources';
import { tierText } from './text';

function result(op: [number, number], vp: [number, number], tp: [number, number]) {
  return {
    op,
    vp,
    tp,
    confirmedByA: true,
    confirmedByB: true,
    committedAt: '2026-05-01T12:00:00Z',
    committedBy: 'test',
  };
}

function handEvent(): EventFile {
  const player = (id: string, name: string, faction: string) => ({ id, name, faction, itsPin: `PIN-${id}`, club: '' });
  return EventFileSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'hand',
    revision: 1,
    createdAt: '2026-05-01T09:00:00Z',
    updatedAt: '2026-05-01T12:00:00Z',
    settings: {
      name: 'Hand Event',
      rounds: 3,
      scenarios: ['acquisition', 'quadrant-control', 'night-raid'],
      customScenario: { id: 'night-raid', name: 'Night Raid', notes: '' },
      extras: { reinforcements: true },
    },
    tables: [{ number: 1, name: 'Ruins' }, { number: 2 }],
    players: [
      player('p2', 'Bruno', 'Nomads'),
      player('p1', 'Ana', 'PanOceania'),
      player('p5', 'Eva', 'Aleph'),
      player('p3', 'Carla', 'Yu Jing'),
      player('p4', 'Dmitri', 'Tohaa'),
    ],
    rounds: [
      {
        number: 1,
        scenarioId: 'acquisition',
        tier: 'mid',
        pairings: [
          { table: 2, a: 'p3', b: 'p4', result: result([5, 0], [200, 100], [3, 0]) },
          { table: 1, a: 'p1', b: 'p2', result: result([7, 3], [250, 120], [2, 0]) },
        ],
        bye: 'p5',
      },
      {
        number: 2,
        scenarioId: 'quadrant-control',
        tier: 'top',
        pairings: [
          { table: 1, a: 'p5', b: 'p1' },
          { table: 2, a: 'p2', b: 'p3' },
        ],
        bye: 'p4',
      },
    ],
  });
}

describe('control sheets from an event', () => {
  const sheets = controlSheetsFromEvent(handEvent(), printSources);

  it('has one sheet per player, by name, with the player pre-filled', () => {
    expect(sheets.map((s) => s.player.name)).toEqual(['Ana', 'Bruno', 'Carla', 'Dmitri', 'Eva']);
    expect(sheets[0]?.player).toEqual({ name: 'Ana', faction: 'PanOceania', itsPin: 'PIN-p1' });
    expect(sheets.every((s) => s.rounds.length === 3 && s.reinforcements)).toBe(true);
  });

  it('fills each played round from the player’s side of the result', () => {
    const [ana, bruno] = sheets;
    expect(ana?.rounds[0]).toEqual({
      round: 1,
      table: 1,
      opponent: 'Bruno',
      scenario: 'Acquisition',
      bye: false,
      op: 7,
      tp: 2,
      vp: 250,
    });
    expect(bruno?.rounds[0]).toMatchObject({ table: 1, opponent: 'Ana', op: 3, tp: 0, vp: 120 });
  });

  it('shows a paired round without scores, and a round not paired yet with its scenario only', () => {
    const ana = sheets[0];
    expect(ana?.rounds[1]).toEqual({
      round: 2,
      table: 1,
      opponent: 'Eva',
      scenario: 'Quadrant Control',
      bye: false,
      op: null,
      tp: null,
      vp: null,
    });
    expect(ana?.rounds[2]).toEqual({
      round: 3,
      table: null,
      opponent: '',
      scenario: '',
      bye: false,
      op: null,
      tp: null,
      vp: null,
    });
  });

  it('marks the bye with its value: a Victory, 2 TP, 0 OP, 0 VP', () => {
    const eva = sheets[4];
    expect(eva?.rounds[0]).toMatchObject({ round: 1, bye: true, table: null, op: 0, tp: 2, vp: 0 });
    expect(sheets[3]?.rounds[1]).toMatchObject({ round: 2, bye: true, tp: 2 });
  });
});

describe('namesakes and dropped players on the printed sheets', () => {
  /** handEvent with Bruno renamed Ana (another club) and Carla dropped after round 1. */
  function namesakes(): EventFile {
    const event = handEvent();
    return {
      ...event,
      players: event.players.map((p) =>
        p.id === 'p2'
          ? { ...p, name: 'Ana', club: 'Hexa' }
          : p.id === 'p1'
            ? { ...p, club: 'Nómadas' }
            : p.id === 'p3'
              ? { ...p, droppedAfterRound: 1 }
              : p,
      ),
    };
  }

  it('prints no control sheet for a player who dropped', () => {
    expect(controlSheetsFromEvent(namesakes(), printSources).map((s) => s.player.name)).toEqual([
      'Ana',
      'Ana',
      'Dmitri',
      'Eva',
    ]);
  });

  it('tells two players of the same name apart by club on the round sheet and the opponents’ lines', () => {
    const event = namesakes();
    const sheet = roundSheetFromEvent(event, pickRound(event, 1), printSources);
    const table1 = sheet.pairings.find((p) => p.table === 1);
    expect([table1?.a.name, table1?.b.name]).toEqual(['Ana (Nómadas)', 'Ana (Hexa)']);
    const [first] = controlSheetsFromEvent(namesakes(), printSources);
    expect(first?.rounds[0]?.opponent).toMatch(/^Ana \((Hexa|Nómadas)\)$/);
  });
});

describe('per-round documents', () => {
  const event = handEvent();

  it('prints the latest paired round unless told otherwise, and refuses a round with no pairings', () => {
    expect(pickRound(event, undefined).number).toBe(2);
    expect(pickRound(event, 1).number).toBe(1);
    expect(() => pickRound(event, 3)).toThrow(ApiError);
    expect(() => pickRound(event, 3)).toThrow(/Round 3 has no pairings to print \(rounds with pairings: 1, 2\)/);
    expect(printedRound(event, { kind: 'control-sheets' })).toBeNull();
    expect(printedRound(event, { kind: 'pairing-slips' })).toBe(2);
    expect(printedRound(event, { kind: 'standings' })).toBe(1);
  });

  it('makes one slip per table, in table order, with the scenario’s score guide, and one for the bye', () => {
    const slips = pairingSlipsFromEvent(event, pickRound(event, 2), printSources);
    expect(slips.map((s) => [s.table, s.a.name, s.b?.name ?? null])).toEqual([
      [1, 'Eva', 'Ana'],
      [2, 'Bruno', 'Carla'],
      [0, 'Dmitri', null],
    ]);
    // ITS S11 · Byes: a bye scores 2 TP, 0 OP and 0 VP.
    expect(slips[2]?.byeScore).toEqual({ tp: 2, op: 0, vp: 0 });
    expect(slips[0]?.tableName).toBe('Ruins');
    expect(tierText('en', slips[0]!.tier)).toBe('Top tier · 400 pts · 8 SWC');
    expect(tierText('es', slips[0]!.tier)).toBe('Nivel alto · 400 ptos · 8 CAP');
    expect(slips[0]?.scenario.name).toBe('Quadrant Control');
    // ITS S11 · the 10 OP ceiling closes every guide.
    expect(slips[0]?.scenario.guide.at(-1)).toEqual({ label: 'Maximum per player per game', points: '10' });
  });

  it('names the army size an S17 game is scored at, not the tier’s two sizes (ITS S17 · Army Points)', () => {
    const s17 = handEvent();
    s17.settings = { ...s17.settings, season: 'its-s17', armyPoints: 250 };
    s17.rounds[0]!.tier = 'mid';
    // 250 is the smaller size of the 300/250-Tier: the round sheet and the slips say 250 and its SWC.
    expect(tierText('en', roundSheetFromEvent(s17, pickRound(s17, 1), printSources).tier)).toBe(
      'Mid tier · 250 pts · 5 SWC',
    );
    expect(tierText('en', pairingSlipsFromEvent(s17, pickRound(s17, 1), printSources)[0]!.tier)).toBe(
      'Mid tier · 250 pts · 5 SWC',
    );
  });

  it('lists round 1 with its results and its bye', () => {
    const sheet = roundSheetFromEvent(event, pickRound(event, 1), printSources);
    expect(sheet.pairings.map((p) => p.table)).toEqual([1, 2]);
    expect(sheet.pairings[0]?.result).toEqual({ op: [7, 3], vp: [250, 120], tp: [2, 0], rulings: [] });
    expect(sheet.bye?.name).toBe('Eva');
    expect(tierText('en', sheet.tier)).toBe('Mid tier · 300 pts · 6 SWC');
  });

  it('carries the referee’s rulings of a score, each beside the value computed (ITS S11 · Referees)', () => {
    const event = handEvent();
    const game = event.rounds[0]!.pairings[1]!;
    // Acquisition, worked by hand: Ana 2 Activated Antennas (2) + 1 Classified (1); Bruno 1
    // Controlled Antenna (1). Ana's Classified line ruled 0 from 1 and her total 7 (computed over
    // the lines as ruled: 2 + 0 = 2); Bruno's Controlled Antennas ruled 3 from 1.
    const ruling = (points: number, reason: string) => ({ points, reason, by: 'ref', at: '' });
    game.result!.facts = {
      a: { activatedAntennas: 2, classifieds: 1, survivingPoints: 150 },
      b: { controlledAntennas: 1, survivingPoints: 100 },
    };
    game.result!.op = [7, 3];
    game.result!.rulings = {
      'a.4': ruling(0, 'card not shown'),
      a: ruling(7, 'opponent conceded'),
      'b.1': ruling(3, 'measured'),
    };
    const sheet = roundSheetFromEvent(event, pickRound(event, 1), printSources);
    expect(sheet.pairings.find((p) => p.table === 1)?.result?.rulings).toEqual([
      {
        side: 'a',
        name: 'Ana',
        line: 'Classified Objectives accomplished',
        ruled: 0,
        computed: 1,
        reason: 'card not shown',
      },
      { side: 'a', name: 'Ana', line: '', ruled: 7, computed: 2, reason: 'opponent conceded' },
      {
        side: 'b',
        name: 'Bruno',
        line: 'Controlled Communication Antennas',
        ruled: 3,
        computed: 1,
        reason: 'measured',
      },
    ]);
    expect(sheet.pairings.find((p) => p.table === 2)?.result?.rulings).toEqual([]);
  });

  it('asks the wizard’s questions on the score sheet, or generic ones for a custom scenario', () => {
    const sheets = scoreSheetsFromEvent(event, pickRound(event, 2), printSources);
    const keys = sheets[0]?.questions.map((q) => q.id) ?? [];
    expect(keys).toContain('classifieds');
    // Quadrant Control scores the Quadrants at the end of each Game Round.
    expect(sheets[0]?.questions.some((q) => q.per === 'game-round' && q.id === 'pointsQ1')).toBe(true);
    expect(sheets[0]?.gameRounds).toBe(3);

    const custom = structuredClone(event);
    custom.rounds[1]!.scenarioId = 'night-raid';
    const own = scoreSheetsFromEvent(custom, pickRound(custom, 2), printSources);
    expect(own[0]?.scenario).toEqual({ id: 'night-raid', name: 'Night Raid', guide: [] });
    expect(own[0]?.questions).toEqual(GENERIC_QUESTIONS);
  });

  it('names an unknown scenario id plainly', () => {
    expect(titleFromId('looting-and-sabotaging')).toBe('Looting and Sabotaging');
    expect(tierText('en', tierView('low'))).toBe('Low tier · 200 pts · 4 SWC');
    expect(tierText('it', tierView('low'))).toBe('Livello basso · 200 pt · 4 CAP');
  });
});

describe('the season a document names', () => {
  // Every document's kicker names the event's season: an S17 event's sheets never say Season 11.
  it('heads an ITS S17 event’s documents with ITS Season 17, in the event’s language', () => {
    const event = handEvent();
    expect(kickerText(printMeta(event))).toBe('ITS SEASON 11');
    event.settings.season = 'its-s17';
    expect(kickerText(printMeta(event))).toBe('ITS SEASON 17');
    expect(kickerText(printMeta(event, undefined, 'es'))).toBe('ITS TEMPORADA 17');
    expect(kickerText(printMeta(event, undefined, 'fr'))).toBe('ITS SAISON 17');
  });
});

describe('standings from an event', () => {
  it('prints the engine’s ranking after the last round with results', () => {
    // Through round 1 (by hand, ITS S11 · Final Scores: TP, then OP, then VP, then opponents' OP):
    //   Carla 3 TP · Ana 2 TP 7 OP · Eva 2 TP 0 OP (bye) · Bruno 0 TP 3 OP · Dmitri 0 TP 0 OP.
    const s = standingsFromEvent(handEvent(), undefined, printSources);
    expect(s.afterRound).toBe(1);
    expect(s.final).toBe(false);
    expect(s.rows.map((r) => [r.rank, r.name, r.tp, r.op, r.vp, r.oppOp])).toEqual([
      [1, 'Carla', 3, 5, 200, 0],
      [2, 'Ana', 2, 7, 250, 3],
      [3, 'Eva', 2, 0, 0, 0],
      [4, 'Bruno', 0, 3, 120, 7],
      [5, 'Dmitri', 0, 0, 100, 5],
    ]);
    expect(s.rows[2]).toMatchObject({ byeRounds: [1], adjusted: false, faction: 'Aleph' });
  });

  it('refuses a round beyond the event', () => {
    expect(() => standingsFromEvent(handEvent(), 4, printSources)).toThrow(
      /The event has 3 rounds; there is no round 4/,
    );
  });
});

describe('a results document as an event', () => {
  it('keeps players, games and byes, numbers missing tables and takes TP from OP', () => {
    const event = eventFromDocument(
      {
        rounds: 3,
        players: [
          { id: 'a', name: 'Ana' },
          { id: 'b', name: 'Bruno' },
          { id: 'c', name: '' },
        ],
        games: [
          { round: 1, a: 'a', b: 'b', op: [7, 3], vp: [250, 120] },
          { round: 1, bye: 'c' },
        ],
      },
      'Club night',
    );
    expect(event.settings.name).toBe('Club night');
    expect(event.players.map((p) => p.name)).toEqual(['Ana', 'Bruno', 'c']);
    const round = event.rounds[0];
    expect(round?.bye).toBe('c');
    // ITS S11 · Keeping Score: 7–3 → Victory 2 TP, Defeat 0 TP.
    expect(round?.pairings[0]).toMatchObject({
      table: 1,
      a: 'a',
      b: 'b',
      result: { op: [7, 3], vp: [250, 120], tp: [2, 0] },
    });
  });

  it('refuses a bad document with the problem and where it is', () => {
    expect(() =>
      eventFromDocument({
        rounds: 3,
        players: [{ id: 'a', name: 'Ana' }],
        games: [{ round: 1, a: 'a', b: 'zz', op: [1, 0] }],
      }),
    ).toThrow(/games\[0\].*unknown player id "zz"/);
  });
});
