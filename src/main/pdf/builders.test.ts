/**
 * The builders' layout decisions, checked on their document definitions (no rendering):
 * how many slips share a page, when a control sheet needs a second page, how text is fitted.
 */
import { describe, expect, it } from 'vitest';
import type { Content, DocDefinition, TextNode } from './docTypes';
import { buildControlSheets } from './controlSheet';
import { buildPairingSlips, slipHeight, slipLayout } from './pairingSlips';
import { buildRoundSheet } from './roundSheet';
import { buildScoreSheets } from './scoreSheet';
import { buildStandings } from './standings';
import { contentHeight, eventLine, fitted, shortened } from './layout';
import { textWidth } from './metrics';
import { blankControlSheetRound } from './viewModels';
import type { ControlSheetData, PrintMeta, ScoreQuestion, SlipData } from './viewModels';

const meta: PrintMeta = { eventName: 'Spring Open', date: '1 May 2026', venue: 'Madrid', pageSize: 'a4', rounds: 5 };
const player = (name: string) => ({ name, faction: 'Nomads', itsPin: 'P-1' });

function slip(table: number, name = `Player ${table}`, guideLines = 6): SlipData {
  return {
    round: 2,
    table,
    tableName: '',
    tier: { tier: 'mid', points: [300], swc: [6] },
    scenario: {
      id: 'x',
      name: 'Scenario',
      guide: Array.from({ length: guideLines }, (_, i) => ({ label: `Objective number ${i + 1}`, points: '1' })),
    },
    a: player(name),
    b: player(`${name} (B)`),
  };
}

function sheet(rounds: number): ControlSheetData {
  return {
    player: player('Ana'),
    club: '',
    reinforcements: false,
    rounds: Array.from({ length: rounds }, (_, i) => blankControlSheetRound(i + 1)),
  };
}

/** Top-level content items that start a new page, plus the first. */
function pages(doc: DocDefinition): number {
  return doc.content.filter((c, i) => i === 0 || (typeof c !== 'string' && c.pageBreak === 'before')).length;
}

function texts(content: Content[]): string[] {
  const out: string[] = [];
  const walk = (c: unknown): void => {
    if (Array.isArray(c)) c.forEach(walk);
    else if (c && typeof c === 'object') {
      const node = c as Record<string, unknown>;
      if (typeof node.text === 'string') out.push(node.text);
      for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
    }
  };
  walk(content);
  return out;
}

describe('pairing slips', () => {
  // A slip with N guide entries at guide size g, one line an entry (the guide runs across the
  // whole slip): 2 × 6 pt padding + a 55.46 pt header (8.33 pt label + 46.13 pt for the 36 pt
  // table number + 1) + 51.04 pt of players + 14.33 pt before and for the guide's title = 132.83 pt,
  // plus N × (line height of g + 1.5): 9.83 pt at 6.5 pt, 9.19 at 6, 8.55 at 5.5.
  it('put four to a page when each fits a quarter of the page', () => {
    // A4: 841.89 pt high less 36 + 48 pt of margins = 757.89 pt, a quarter is 189.47 pt.
    expect(contentHeight('a4') / 4).toBeCloseTo(189.47, 2);
    // 5 entries: 132.83 + 5 × 9.83 = 181.98 pt.
    const slips = [1, 2, 3, 4, 5].map((t) => slip(t, `Player ${t}`, 5));
    expect(slipHeight(slips[0] as SlipData, meta)).toBeCloseTo(181.98, 1);
    expect(slipLayout(slips, meta)).toEqual({ perPage: 4, guideSize: 6.5 });
    expect(pages(buildPairingSlips(meta, slips))).toBe(2);
  });

  it('shrink a long guide before putting fewer to a page, and then all slips alike', () => {
    // 6 entries: at 6.5 pt 132.83 + 58.98 = 191.81 pt, too tall; at 6 pt 132.83 + 55.13 = 187.97, fits.
    expect(slipLayout([slip(1), slip(2, 'Player 2', 6)], meta)).toEqual({ perPage: 4, guideSize: 6 });
    // 8 entries: even at 5.5 pt 132.83 + 68.39 = 201.22 pt; three to a page (252.63 pt) at 6.5 pt.
    const long = [slip(1), slip(2, 'Player 2', 8)];
    expect(slipLayout(long, meta)).toEqual({ perPage: 3, guideSize: 6.5 });
    expect(pages(buildPairingSlips(meta, [...long, slip(3), slip(4)]))).toBe(2);
  });

  it('print the table number at 36 pt and the guide once, across the slip, for both players', () => {
    const doc = buildPairingSlips(meta, [slip(47)]);
    const all = JSON.stringify(doc.content);
    expect(all).toMatch(/"text":"47"[^}]*"fontSize":36/);
    expect(texts(doc.content).filter((t) => t === 'HOW TO SCORE')).toHaveLength(1);
    expect(texts(doc.content)).toContain('Scenario · Objective Points (OP), each player');
  });

  it('give the player with the bye a slip that says so and what the bye scores', () => {
    const bye: SlipData = { ...slip(0, 'Eve Late'), b: null, byeScore: { tp: 2, op: 0, vp: 0 } };
    const words = texts(buildPairingSlips(meta, [slip(1), bye]).content);
    expect(words).toContain('BYE');
    expect(words).toContain('BYE: NO GAME THIS ROUND');
    expect(words).toContain(
      'The bye scores 2 TP, 0 OP and 0 VP (ITS S11 · Byes). Keep this slip with your control sheet.',
    );
    expect(words.filter((t) => t === 'PLAYER B')).toHaveLength(1);
    // An S17 event cites its own rulebook's bye (ITS S17 · Byes: a Victory worth 3 TP).
    const s17 = texts(
      buildPairingSlips({ ...meta, season: 'its-s17' }, [{ ...bye, byeScore: { tp: 3, op: 0, vp: 0 } }]).content,
    );
    expect(s17).toContain(
      'The bye scores 3 TP, 0 OP and 0 VP (ITS S17 · Byes). Keep this slip with your control sheet.',
    );
  });

  it('say so when the round has no pairings', () => {
    expect(texts(buildPairingSlips(meta, []).content)).toContain('This round has no pairings yet.');
  });
});

describe('control sheets', () => {
  it('fit a normal event on one page per player and give many rounds a second page', () => {
    expect(pages(buildControlSheets(meta, [sheet(5), sheet(5)]))).toBe(2);
    expect(pages(buildControlSheets({ ...meta, rounds: 20 }, [sheet(20), sheet(20)]))).toBe(4);
  });

  it('print the six kinds of Private Information and the signature boxes', () => {
    const all = texts(buildControlSheets(meta, [sheet(3)]).content);
    const privateInformation = [
      'Lieutenant',
      'Classified Objectives',
      'DataTracker',
      'Liaison Officer',
      'Hidden Deployment',
      'Reinforcements',
    ];
    for (const label of [...privateInformation, 'PLAYER’S SIGNATURE', 'Opponent’s signature']) {
      expect(all).toContain(label);
    }
  });
});

describe('score sheets', () => {
  const question = (id: string, per: ScoreQuestion['per'], extra: Partial<ScoreQuestion> = {}): ScoreQuestion => ({
    id,
    label: `Question ${id}`,
    kind: 'number',
    per,
    hint: `Help for ${id}`,
    min: 0,
    max: 3,
    options: [],
    onlyIf: null,
    ...extra,
  });

  it('print every line that fits its column whole (pdfmake would lay it out word by word)', () => {
    const questions = [
      question('p', 'player'),
      question('c', 'player', { kind: 'choice', options: ['Left', 'Right'] }),
      question('g', 'game'),
      question('r', 'game-round'),
    ];
    const doc = buildScoreSheets(meta, [{ ...slip(1), b: player('Bo'), questions, gameRounds: 3 }]);
    const nodes: TextNode[] = [];
    const walk = (c: unknown): void => {
      if (Array.isArray(c)) c.forEach(walk);
      else if (c && typeof c === 'object') {
        const node = c as Record<string, unknown>;
        if (typeof node.text === 'string') nodes.push(node as unknown as TextNode);
        for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
      }
    };
    walk(doc.content);
    const whole = (text: string) => nodes.filter((n) => n.text === text).map((n) => n.noWrap);
    for (const id of ['p', 'c', 'g', 'r']) {
      expect(whole(`Question ${id}`), id).toEqual([true]);
      expect(whole(id === 'c' ? 'Help for c' : `0 to 3 · Help for ${id}`), id).toEqual([true]);
    }
    expect(whole('1 = Left · 2 = Right')).toEqual([true]);
    for (const label of ['Objective Points (OP), at most 10', 'Tournament Points (TP)']) {
      expect(whole(label), label).toEqual([true]);
    }
  });
});

describe('text fitting', () => {
  it('marks text that surely fits as one line, and breaks a word too long for its column', () => {
    const short = fitted('Ana', 'td', 100);
    expect(short.noWrap).toBe(true);
    const wraps = fitted('Ana Bruno Carla Dmitri Eva Fiona', 'td', 40) as TextNode;
    expect(wraps.noWrap).toBe(false);
    expect(wraps.wordBreak).toBeUndefined();
    expect(fitted('Wolfeschlegelsteinhausenbergerdorff', 'td', 40).wordBreak).toBe('break-all');
  });

  it('shortens a footer with an ellipsis to fit one line', () => {
    const text = shortened('Campeonato Regional de Infinity de la Comunidad de Madrid · Standings', 6.5, 120);
    expect(text.endsWith('…')).toBe(true);
    expect(textWidth(text, 6.5)).toBeLessThanOrEqual(119.5);
  });
});

describe('round sheet and standings', () => {
  it('put the player index and the results sheet on pages of their own', () => {
    const doc = buildRoundSheet(meta, {
      round: 2,
      tier: { tier: 'mid', points: [300], swc: [6] },
      scenario: { id: '', name: '', guide: [] },
      pairings: [{ table: 1, tableName: '', a: player('Ana'), b: player('Bruno'), result: null }],
      bye: player('Carla'),
    });
    expect(pages(doc)).toBe(3);
    const all = texts(doc.content);
    expect(all).toContain('Round 2 · players A–Z');
    expect(all).toContain('Round 2 results');
  });

  it('mark a ruled OP and say, in the event’s language, what the referee ruled and why', () => {
    const ruling = { side: 'b' as const, name: 'Bruno', line: '', ruled: 6, computed: 4, reason: 'Objective held' };
    const sheet = {
      round: 1,
      tier: { tier: 'mid' as const, points: [300], swc: [6] },
      scenario: { id: '', name: '', guide: [] },
      pairings: [
        {
          table: 1,
          tableName: '',
          a: player('Ana'),
          b: player('Bruno'),
          result: { op: [3, 6], vp: [100, 200], tp: [0, 2], rulings: [ruling] },
        },
        {
          table: 2,
          tableName: '',
          a: player('Carla'),
          b: player('Dario'),
          result: { op: [5, 5], vp: [1, 1], tp: [1, 1], rulings: [] },
        },
      ],
      bye: null,
    } satisfies Parameters<typeof buildRoundSheet>[1];
    const all = texts(buildRoundSheet({ ...meta, language: 'it' }, sheet).content);
    // Only Bruno's OP carries the mark; the other scores print plain.
    expect(all).toContain('6†');
    expect(all.filter((s) => s.includes('†'))).toEqual([
      '6†',
      '† Tavolo 1 · Bruno: 6 PO per decisione (calcolato 4). Objective held',
    ]);
    expect(all).toContain('Decisioni dell’arbitro (ITS S11 · Arbitri)');
    // No ruling, no note.
    const plain = texts(buildRoundSheet(meta, { ...sheet, pairings: [sheet.pairings[1]!] }).content);
    expect(plain.some((s) => s.includes('†') || s.includes('ruling'))).toBe(false);
  });

  it.each([
    [undefined, 'ITS S11'],
    ['its-s17', 'ITS S17'],
  ] as const)('mark bye-adjusted scores and explain the tiebreak order, citing the season (%s)', (season, cite) => {
    const doc = buildStandings(
      { ...meta, season },
      {
        afterRound: 5,
        final: true,
        rows: [
          {
            rank: 1,
            name: 'Ana',
            itsPin: '',
            faction: '',
            tp: 12,
            op: 30,
            vp: 900,
            oppOp: 40,
            byeRounds: [2],
            adjusted: true,
            droppedAfter: null,
          },
        ],
      },
    );
    const all = texts(doc.content);
    expect(all).toContain('Final standings');
    expect(all).toContain('30*');
    expect(all).toContain('R2');
    expect(all.some((t) => t.includes(`${cite} · Byes`))).toBe(true);
    expect(all.some((t) => t.includes(`${cite} · Final Scores`))).toBe(true);
    expect(all.some((t) => t.includes(cite === 'ITS S11' ? 'ITS S17' : 'ITS S11'))).toBe(false);
  });
});

describe('the event line of every document', () => {
  it('writes a date-field day in the language’s order, day first, and keeps free text as typed', () => {
    const day = { ...meta, date: '2026-11-21' };
    expect(eventLine({ ...day, language: 'en' })).toBe('21/11/2026 · Madrid');
    expect(eventLine({ ...day, language: 'fr' })).toBe('21/11/2026 · Madrid');
    expect(eventLine({ ...day, venue: '' })).toBe('21/11/2026');
    expect(eventLine(meta)).toBe('1 May 2026 · Madrid');
  });
});
