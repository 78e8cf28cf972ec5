/**
 * The printed documents of a teams event (docs/TEAMS.md · Paper), rendered and read back with
 * pdftotext: the hand-worked event of docs/TEAMS.md (4 teams of 3, 3 rounds) for the team
 * pairings, the captains' match-up sheets with their pick lines, the team control sheets with the
 * running match points, and the team standings with the hand-worked figures; a singles event is
 * refused. The first pages are rendered to PNG in tests/artifacts/pdf/ for a person to look at.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Params } from '../../shared/api';
import { ApiError } from '../../shared/errors';
import { CURRENT_SCHEMA_VERSION, EventFileSchema } from '../../shared/model';
import type { EventFile } from '../../shared/model';
import { HAND_WORKED_MATCHES, workedRound } from '../../core/rules/tournament/teams/testing/handWorked';
import {
  flat,
  pageTexts,
  pageWords,
  pdfInfo,
  renderPages,
  wordsOutsideMargins,
} from '../../../tests/fixtures/pdfInspect';
import { smallEvent } from '../../../tests/fixtures/pdfEvents';
import { createTestContext, disposeContext } from '../api/testing';
import { pdfCommand } from '../cli/commands/pdf';
import { runCommand } from '../cli/testing';
import type { TestContext } from '../api/testing';
import { payloadFromEvent } from './fromEvent';
import type { PrintRequest } from './fromEvent';
import { stopPrintWorker } from './jobs';
import { PAGE_SIZES } from './layout';
import { renderPayload } from './render';
import { printSources } from './sources';
import { pdfText } from './text';
import type { PdfDisplayLanguage } from './text';

const OUT = path.resolve('tests/artifacts/pdf');

const FACTIONS = ['PanOceania', 'Yu Jing', 'Ariadna', 'Haqqislam', 'Nomads', 'Combined Army'];

/** Players A1…D3 ("Ana Alpha"…), captains the first of each team; rounds 1..`played` as worked. */
function teamsEvent(played = 3): EventFile {
  const letters = ['A', 'B', 'C', 'D'];
  const first = ['Ana', 'Bruno', 'Chiara'];
  const last: Record<string, string> = { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' };
  return EventFileSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'teams-paper',
    revision: 1,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T18:00:00.000Z',
    settings: {
      name: 'Spring Cup',
      date: '2026-05-01',
      venue: 'Hall',
      tier: 'mid',
      rounds: 3,
      scenarios: ['frontline', 'frontline', 'frontline'],
      seed: 'teams',
      format: 'teams',
      teams: { size: 3 },
    },
    tables: Array.from({ length: 6 }, (_, i) => ({ number: i + 1, name: '', terrain: '', fixedScenario: null })),
    players: letters.flatMap((l, k) =>
      [1, 2, 3].map((i) => ({
        id: `${l}${i}`,
        name: `${first[i - 1]} ${last[l]}`,
        itsPin: `${l}${i}00`,
        faction: FACTIONS[(k + i) % FACTIONS.length],
        club: '',
        checkedIn: true,
        droppedAfterRound: null,
        joinedRound: 1,
        rating: 1000,
      })),
    ),
    teams: letters.map((l) => ({ id: l, name: `Team ${l}`, captain: `${l}1`, members: [`${l}1`, `${l}2`, `${l}3`] })),
    rounds: HAND_WORKED_MATCHES.slice(0, played).map((matches, i) => workedRound(i + 1, matches, 'frontline')),
  });
}

interface Rendered {
  pages: number;
  /** Text per page with the layout kept (a table row on one line). */
  layout: string[];
  text: string;
}

async function render(name: string, event: EventFile, request: PrintRequest): Promise<Rendered> {
  mkdirSync(OUT, { recursive: true });
  const { bytes, pages } = await renderPayload(payloadFromEvent(event, request, printSources));
  const file = path.join(OUT, `teams-${name}.pdf`);
  writeFileSync(file, bytes);
  const info = pdfInfo(file);
  expect(info.pages).toBe(pages);
  expect([info.width, info.height]).toEqual([PAGE_SIZES.a4.width, PAGE_SIZES.a4.height]);
  expect(wordsOutsideMargins(pageWords(file), PAGE_SIZES.a4)).toEqual([]);
  renderPages(file, OUT, `teams-${name}-page`, 1, 1);
  const layout = pageTexts(file);
  return { pages, layout, text: flat(pageTexts(file, 'raw').join(' ')) };
}

/** The layout line holding `text`, with its runs of spaces collapsed. */
function lineWith(doc: Rendered, text: string): string {
  return (
    doc.layout
      .flatMap((p) => p.split('\n'))
      .map(flat)
      .find((l) => l.includes(text)) ?? ''
  );
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];
}

/** Words of `text` outside the pseudo-locale's ⟦…⟧ markers (innermost first) that are not data. */
function notFromCatalog(text: string, data: string[]): string[] {
  let rest = text;
  for (let i = 0; i < 5 && /⟦[^⟦⟧]*⟧/.test(rest); i++) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  rest = rest.replace(/⟦[^⟦⟧]*…/g, ' ');
  return [...new Set(words(rest).filter((w) => w.length > 1 && !data.includes(w)))];
}

describe('the paper of a teams event', () => {
  it('team standings: the hand-worked figures, W–D–L and why each team stands below', async () => {
    const doc = await render('standings', teamsEvent(), { kind: 'team-standings' });
    expect(doc.text).toContain('Final team standings');
    // Rank, team, match points, TP, OP, VP, W–D–L (docs/TEAMS.md), then why below.
    expect(lineWith(doc, 'Team C')).toBe('1 Team C 4 23 49 1330 1–2–0');
    expect(lineWith(doc, 'Team A')).toBe('2 Team A 4 23 44 1120 2–0–1 Fewer OP');
    expect(lineWith(doc, 'Team B')).toBe('3 Team B 3 19 45 1360 1–1–1 Fewer match points');
    expect(lineWith(doc, 'Team D')).toBe('4 Team D 1 14 36 1100 0–1–2 Fewer match points');
    expect(doc.text).toContain('Ana Charlie, Bruno Charlie, Chiara Charlie');
    expect(doc.text).toContain('win 2, draw 1, loss 0');
    // After round 1 alone: A 2 (9 TP), D 1 (7 TP), C 1 (6 TP), B 0.
    const first = await render('standings-r1', teamsEvent(), { kind: 'team-standings', round: 1 });
    expect(first.text).toContain('Team standings after round 1');
    expect(lineWith(first, 'Team A')).toBe('1 Team A 2 9 18 470 1–0–0');
    expect(lineWith(first, 'Team C')).toBe('3 Team C 1 6 13 400 0–1–0 Fewer TP');
  }, 60_000);

  it('team pairings: each match with its tables and teams, then its games as set', async () => {
    const event = teamsEvent();
    // A fifth team sits out round 2: its bye is named with its members.
    event.players.push(
      ...[1, 2, 3].map((i) => ({ ...event.players[0]!, id: `E${i}`, name: `Eve Echo ${i}`, itsPin: `E${i}` })),
    );
    event.teams!.push({ id: 'E', name: 'Team E', captain: 'E1', members: ['E1', 'E2', 'E3'] });
    event.rounds[1]!.teamBye = { team: 'E', players: ['E1', 'E2', 'E3'] };
    const doc = await render('pairings', event, { kind: 'team-pairings', round: 2 });
    expect(doc.pages).toBe(1);
    expect(doc.text).toContain('Round 2 team pairings');
    expect(lineWith(doc, 'Team A vs')).toBe('1 1, 2, 3 Team A vs Team C');
    expect(lineWith(doc, 'Team B vs')).toBe('2 4, 5, 6 Team B vs Team D');
    expect(doc.text).toContain('Bye: Team E (Eve Echo 1, Eve Echo 2, Eve Echo 3)');
    expect(doc.text).toContain('Match 1: Team A against Team C');
    expect(lineWith(doc, 'Bruno Alpha')).toBe('2 Bruno Alpha vs Bruno Charlie');
    expect(lineWith(doc, 'Chiara Bravo')).toBe('6 Chiara Bravo vs Chiara Delta');
    // The bye on the team's control sheet (a match won) and in the team standings.
    const sheets = payloadFromEvent(event, { kind: 'team-control-sheets', team: 'E' }, printSources);
    expect(sheets.kind === 'team-control-sheets' && sheets.sheets[0]!.rounds[1]).toMatchObject({
      kind: 'bye',
      points: 2,
      running: 2,
    });
    const standings = await render('standings-bye', event, { kind: 'team-standings', round: 2 });
    expect(lineWith(standings, 'Team E')).toBe('4 Team E 2 6 0 0 1–0–0 Fewer TP');
    expect(standings.text).toContain('Bye: R2');
    expect(standings.text).toContain('A team bye counts as a match won');
  }, 60_000);

  it('match-up sheets: a page per match with both rosters, the rolls, the pick lines and signatures', async () => {
    const all = await render('matchups', teamsEvent(), { kind: 'matchup-sheets', round: 3 });
    expect(all.pages).toBe(2);
    const [first = '', second = ''] = all.layout.map(flat);
    expect(first).toContain('Match-up sheet · round 3, match 1');
    expect(first).toContain('Team A against Team D · tables 1, 2, 3');
    expect(second).toContain('Team B against Team C · tables 4, 5, 6');
    for (const name of ['Ana Alpha', 'Bruno Alpha', 'Chiara Alpha', 'Ana Delta', 'Chiara Delta']) {
      expect(first).toContain(name);
    }
    expect(first).toContain('Ariadna');
    expect(first).toContain('captain');
    expect(first).toContain('ROLL OF TEAM A');
    expect(first).toContain('TEAM X: THE HIGHER ROLL, DEFENDS FIRST');
    // The protocol's order: X defends first, the roles swap, the last two players meet.
    expect(all.text).toContain(
      [
        '1. DEFENDER (TEAM X) ATTACKER (TEAM Y) TABLE 1',
        '2. DEFENDER (TEAM Y) ATTACKER (TEAM X) TABLE 2',
        '3. LAST PLAYER (TEAM X) LAST PLAYER (TEAM Y) TABLE 3',
      ].join(' '),
    );
    expect(first).toContain('CAPTAIN OF TEAM A');
    expect(first).toContain('CAPTAIN OF TEAM D');
    // One match only; a match the round does not have is refused by number.
    const one = await render('matchup-m2', teamsEvent(), { kind: 'matchup-sheets', round: 3, match: 2 });
    expect(one.pages).toBe(1);
    expect(one.text).toContain('Team B against Team C');
    expect(() => payloadFromEvent(teamsEvent(), { kind: 'matchup-sheets', round: 3, match: 9 }, printSources)).toThrow(
      'Round 3 has no match 9.',
    );
  }, 60_000);

  it('team control sheet: every member game by round, each match result and the running match points', async () => {
    // Round 3 not paired yet: its rows are left to write by hand.
    const doc = await render('control', teamsEvent(2), { kind: 'team-control-sheets', team: 'A' });
    expect(doc.pages).toBe(1);
    expect(doc.text).toContain('Team control sheet');
    expect(doc.text).toContain('Ana Alpha Yu Jing · captain Bruno Alpha Ariadna Chiara Alpha Haqqislam');
    expect(doc.text).toContain('Round 1 · match 1 against Team B');
    expect(lineWith(doc, 'Ana Bravo')).toBe('1 Ana Alpha Ana Bravo 8 200 4');
    expect(lineWith(doc, 'Bruno Bravo')).toBe('2 Bruno Alpha Bruno Bravo 3 120 1');
    expect(doc.text).toContain('Won · games won 2–1 · TP 9–5 · 2 match points · total 2');
    expect(doc.text).toContain('Round 2 · match 1 against Team C');
    expect(lineWith(doc, 'Chiara Charlie')).toBe('3 Chiara Alpha Chiara Charlie 1 50 0');
    expect(doc.text).toContain('Lost · games won 0–2 · TP 2–10 · 0 match points · total 2');
    expect(doc.text).toContain('Round 3 · not paired yet');
    // Every team's sheet by default, by name; a team the event does not have is refused.
    const all = payloadFromEvent(teamsEvent(), { kind: 'team-control-sheets' }, printSources);
    expect(all.kind === 'team-control-sheets' && all.sheets.map((s) => s.team.name)).toEqual([
      'Team A',
      'Team B',
      'Team C',
      'Team D',
    ]);
    expect(() => payloadFromEvent(teamsEvent(), { kind: 'team-control-sheets', team: 'Z' }, printSources)).toThrow(
      ApiError,
    );
  }, 60_000);

  it.each<PdfDisplayLanguage>(['es', 'fr', 'it'])(
    'prints the match-up sheet in %s',
    async (lang) => {
      const event = teamsEvent();
      event.settings.language = lang as EventFile['settings']['language'];
      const doc = await render(`matchup-${lang}`, event, { kind: 'matchup-sheets', round: 3, match: 1 });
      const text = doc.text.toLowerCase();
      for (const key of ['pdf.mu.roll', 'pdf.mu.picks', 'pdf.mu.rollNote'] as const) {
        expect(text).toContain(pdfText(lang, key).toLowerCase());
      }
      expect(text).toContain(pdfText(lang, 'pdf.mu.defender', { side: 'x' }).toLowerCase());
      for (const english of ['defender', 'attacker', 'roll of', 'captain of']) expect(text).not.toContain(english);
    },
    60_000,
  );

  it('prints no word outside the catalogs but data (the pseudo-locale marks every catalog string)', async () => {
    const event = teamsEvent(2);
    const data = [
      event.settings.name,
      event.settings.venue,
      ...event.players.flatMap((p) => [p.name, p.faction]),
      ...event.teams!.map((team) => team.name),
    ].flatMap((text) => words(text));
    const requests: PrintRequest[] = [
      { kind: 'team-pairings', round: 2 },
      { kind: 'matchup-sheets', round: 2, match: 1 },
      { kind: 'team-control-sheets', team: 'A' },
      { kind: 'team-standings' },
    ];
    for (const request of requests) {
      const doc = await render(`pseudo-${request.kind}`, event, { ...request, language: 'pseudo' });
      expect(notFromCatalog(doc.text, data), request.kind).toEqual([]);
    }
    // The check can fail: an English word printed outside the catalog is found.
    expect(notFromCatalog('⟦Tèàm⟧ Team A Defender', data)).toEqual(['defender']);
  }, 60_000);

  it('refuses every team document in a singles event', () => {
    for (const kind of ['team-pairings', 'matchup-sheets', 'team-control-sheets', 'team-standings'] as const) {
      expect(() => payloadFromEvent(smallEvent(), { kind }, printSources), kind).toThrow(
        'This document is for a teams event; this event is singles.',
      );
    }
  });
});

describe('its-ref pdf in a teams event', () => {
  it('prints one match’s sheet with --match and one team’s control sheet with --team', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'its-cli-teams-'));
    try {
      writeFileSync(path.join(dir, 'cup.its.json'), JSON.stringify(teamsEvent()));
      const run = (args: string[]) => runCommand(pdfCommand, args, dir);
      const sheet = await run(['matchup-sheets', 'cup.its.json', '--round', '3', '--match', '2', '--out', 'm.pdf']);
      expect(sheet.stderr).toBe('');
      expect(JSON.parse(sheet.stdout)).toMatchObject({ kind: 'matchup-sheets', round: 3, pages: 1 });
      expect(flat(pageTexts(path.join(dir, 'm.pdf')).join(' '))).toContain('Team B against Team C');
      const control = await run(['team-control-sheets', 'cup.its.json', '--team', 'D', '--out', 'd.pdf']);
      expect(JSON.parse(control.stdout)).toMatchObject({ kind: 'team-control-sheets', round: null, pages: 1 });
      expect(flat(pageTexts(path.join(dir, 'd.pdf')).join(' '))).toContain('Round 3 · match 1 against Team A');
      const bad = await run(['matchup-sheets', 'cup.its.json', '--match', 'two', '--out', 'x.pdf']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--match must be a match number');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('pdf.generate in a teams event', () => {
  let t: TestContext;
  afterAll(async () => {
    disposeContext(t);
    await stopPrintWorker();
  });

  it('prints one match’s sheet and one team’s control sheet by their parameters; a singles event is refused', async () => {
    t = createTestContext({ actor: 'referee' });
    await t.newEvent({ rounds: 3 });
    const singles: Params<'pdf.generate'> = { kind: 'team-standings' };
    expect(await t.call('pdf.generate', singles)).toMatchObject({
      error: { code: 'CONFLICT', i18n: { key: 'm.pdf.teamsOnly' } },
    });
    await t.ok('events.updateSettings', { settings: { format: 'teams', teams: { size: 2 } } });
    for (const l of ['A', 'B']) {
      for (const i of [1, 2]) await t.ok('players.add', { id: `${l}${i}`, name: `${l}${i} Player` });
      await t.ok('teams.add', { id: l, name: `Team ${l}`, captain: `${l}1`, members: [`${l}1`, `${l}2`] });
    }
    await t.ok('rounds.generate', { seed: 's' });
    const sheet = await t.ok('pdf.generate', { kind: 'matchup-sheets', round: 1, match: 1 });
    expect(sheet).toMatchObject({
      kind: 'matchup-sheets',
      round: 1,
      pages: 1,
      file: 'test-event-matchup-sheets-m1-r1-a4.pdf',
    });
    expect(flat(pageTexts(sheet.path).join(' '))).toContain('LAST PLAYER (TEAM X)');
    const control = await t.ok('pdf.generate', { kind: 'team-control-sheets', team: 'B' });
    expect(control).toMatchObject({ round: null, pages: 1, file: 'test-event-team-control-sheets-team-b-a4.pdf' });
    expect(flat(pageTexts(control.path).join(' '))).toContain('Round 1 · match 1 against Team A');
  }, 60_000);
});
