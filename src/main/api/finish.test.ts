/**
 * Finishing an event, end to end through the real registry and real files: a hand-worked
 * 7-player, 3-round ITS S11 event with two byes and a drop.
 *
 * Players (ITS PIN, army): Ana 1001 PanOceania, Bea 1002 Yu Jing, Cai 1003 Ariadna,
 * Dan (no PIN) Haqqislam, Eve 1005 Nomads, Fay 1006 Combined Army, Gus 1007 Aleph.
 *   R1: T1 Ana–Bea 7–3 (VP 250/120) → 2/0 (ITS S11 · Keeping Score: won by 4, Victory)
 *       T2 Cai–Dan 5–5 (100/200) → 1/1 (Tie);  T3 Eve–Fay 2–8 (90/300) → 0/3 (won by 6, Total Victory)
 *       bye Gus → 2 TP, 0 OP, 0 VP (ITS S11 · Byes)
 *   R2: T1 Ana–Fay 6–6 (200/210) → 1/1;  T2 Bea–Gus 4–1 (150/50) → 2/0;  T3 Cai–Eve 10–2 (300/60) → 3/0
 *       bye Dan. Gus drops after round 2.
 *   R3: T1 Ana–Cai 9–7 (280/240) → 2/0;  T2 Fay–Bea 0–0 (0/0) → 1/1;  T3 Dan–Eve 3–4 (110/130) → 0/2
 * Raw totals (TP/OP/VP): Ana 5/22/730, Bea 3/7/270, Cai 4/22/640, Dan 3/8/310, Eve 2/8/280,
 *   Fay 5/14/510, Gus 2/1/50.
 * End-of-event bye adjustment (ITS S11 · Byes, ceil(total × rounds in ÷ games played)):
 *   Dan 3 rounds, 2 played: OP ceil(8 × 3 ÷ 2) = 12, VP ceil(310 × 3 ÷ 2) = 465.
 *   Gus (dropped: in for 2 rounds, 1 played): OP 1 × 2 = 2, VP 50 × 2 = 100.
 * Opponents' OP (final): Ana 7+14+22 = 43; Fay 8+22+7 = 37; Cai 12+8+22 = 42; Dan 22+8 = 30;
 *   Bea 22+2+14 = 38; Eve 14+22+12 = 48; Gus 7.
 * Ranking (TP, then OP): Ana 5/22, Fay 5/14, Cai 4, Dan 3/12, Bea 3/7, Eve 2/8, Gus 2/2.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { correction, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';
import { pageTexts } from '../../../tests/fixtures/pdfInspect';
import { stopPrintWorker } from '../pdf/jobs';
import { playHandWorkedEvent } from '../reportPack/testing/handWorkedEvent';

let t: TestContext;
afterEach(() => disposeContext(t));
afterAll(() => stopPrintWorker());

async function playEvent(options: { closeLast?: boolean; skipLastResults?: number } = {}) {
  t = createTestContext();
  await playHandWorkedEvent(t, options);
}

describe('events.finish', () => {
  it('refuses while a round is not closed or a game has no result, naming them', async () => {
    await playEvent({ closeLast: false, skipLastResults: 1 });
    const check = await t.ok('events.finishCheck', {});
    expect(check.ready).toBe(false);
    expect(check.problems[0]).toMatchObject({ kind: 'noResult', round: 3, table: 3, a: 'Dan', b: 'Eve' });
    expect(check.problems.map((p) => p.message)).toEqual([
      'Round 3, table 3 (Dan v Eve) has no result.',
      'Round 3 is not closed yet: close it on the Rounds screen.',
    ]);
    const refused = await t.call('events.finish', { confirm: true });
    expect(refused).toMatchObject({ error: { code: 'RULES_VIOLATION' } });
    expect('error' in refused && refused.error.message).toMatch(/Round 3 is not closed yet/);
    expect((await t.ok('events.get', {})).finish).toBeNull();
    expect(existsSync(path.join(t.dir, 'exports'))).toBe(false);
    // Unconfirmed: refused before anything runs.
    expect(await t.call('events.finish', {})).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });

  it('freezes the final standings with the bye adjustment and writes the report pack', async () => {
    await playEvent();
    const check = await t.ok('events.finishCheck', {});
    expect(check).toMatchObject({ ready: true, problems: [], missingPins: [{ id: 'dan', name: 'Dan' }] });

    // Before finishing, there is no pack to write.
    expect(await t.call('exports.pack', {})).toMatchObject({ error: { code: 'CONFLICT' } });
    const done = await t.ok('events.finish', { confirm: true });
    expect(done.missingPins).toEqual([{ id: 'dan', name: 'Dan' }]);
    const pack = await t.ok('exports.pack', {});
    const event = await t.ok('events.get', {});
    expect(event.finish?.standings.map((r) => [r.rank, r.player, r.tp, r.op, r.vp, r.oppOp, r.byeRounds])).toEqual([
      [1, 'ana', 5, 22, 730, 43, []],
      [2, 'fay', 5, 14, 510, 37, []],
      [3, 'cai', 4, 22, 640, 42, []],
      [4, 'dan', 3, 12, 465, 30, [2]],
      [5, 'bea', 3, 7, 270, 38, []],
      [6, 'eve', 2, 8, 280, 48, []],
      [7, 'gus', 2, 2, 100, 7, [1]],
    ]);

    const exportsDir = path.join(t.dir, 'exports');
    expect(readdirSync(exportsDir).sort()).toEqual([
      // The list of files the app wrote there (it overwrites no other file).
      '.written.json',
      'torneo-hand-worked-event.its.json',
      'torneo-hand-worked-final-standings.csv',
      'torneo-hand-worked-final-standings.pdf',
      'torneo-hand-worked-its-report.csv',
      'torneo-hand-worked-its-report.pdf',
      'torneo-hand-worked-rating-preview.csv',
      // One CSV per statistics table (src/main/statistics/statisticsCsv.ts).
      ...['factions', 'rounds', 'scenarios', 'sectorials', 'top', 'units'].map(
        (id) => `torneo-hand-worked-statistics-${id}.csv`,
      ),
    ]);
    expect(pack.files.map((f) => f.file)).toHaveLength(12);

    const standingsCsv = readFileSync(path.join(exportsDir, 'torneo-hand-worked-final-standings.csv'), 'utf8');
    expect(standingsCsv.replace('\uFEFF', '').split('\r\n')).toEqual([
      "Rank,Name,ITS PIN,Faction/Sectorial,TP,OP,VP,Opponents' OP,Byes,Dropped",
      '1,Ana,1001,PanOceania,5,22,730,43,,',
      '2,Fay,1006,Combined Army,5,14,510,37,,',
      '3,Cai,1003,Ariadna,4,22,640,42,,',
      '4,Dan,,Haqqislam,3,12,465,30,Round 2,',
      '5,Bea,1002,Yu Jing,3,7,270,38,,',
      '6,Eve,1005,Nomads,2,8,280,48,,',
      '7,Gus,1007,Aleph,2,2,100,7,Round 1,After round 2',
      '',
    ]);

    const reportCsv = readFileSync(path.join(exportsDir, 'torneo-hand-worked-its-report.csv'), 'utf8');
    expect(reportCsv.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Round,Table,Player A ITS PIN,Player A,Player A army,Player A OP,Player A VP,Player A TP,' +
        'Player B ITS PIN,Player B,Player B army,Player B OP,Player B VP,Player B TP,Note',
      '1,1,1001,Ana,PanOceania,7,250,2,1002,Bea,Yu Jing,3,120,0,',
      '1,2,1003,Cai,Ariadna,5,100,1,,Dan,Haqqislam,5,200,1,',
      '1,3,1005,Eve,Nomads,2,90,0,1006,Fay,Combined Army,8,300,3,',
      '1,,1007,Gus,Aleph,0,0,2,,,,,,,Bye',
      '2,1,1001,Ana,PanOceania,6,200,1,1006,Fay,Combined Army,6,210,1,',
      '2,2,1002,Bea,Yu Jing,4,150,2,1007,Gus,Aleph,1,50,0,Gus dropped after this round',
      '2,3,1003,Cai,Ariadna,10,300,3,1005,Eve,Nomads,2,60,0,',
      '2,,,Dan,Haqqislam,0,0,2,,,,,,,Bye',
      '3,1,1001,Ana,PanOceania,9,280,2,1003,Cai,Ariadna,7,240,0,',
      '3,2,1006,Fay,Combined Army,0,0,1,1002,Bea,Yu Jing,0,0,1,',
      '3,3,,Dan,Haqqislam,3,110,0,1005,Eve,Nomads,4,130,2,',
      '',
    ]);

    const rating = readFileSync(path.join(exportsDir, 'torneo-hand-worked-rating-preview.csv'), 'utf8');
    expect(rating).toContain('Name,ITS PIN,Rating before,Change,Rating after,Games,K factor');
    // Mid-tier tournament: K = 32 (ITS S11 · Rankings).
    expect(rating).toMatch(/\r\nAna,1001,1000,[\d.]+,[\d.]+,3,32\r\n/);

    const copy = JSON.parse(readFileSync(path.join(exportsDir, 'torneo-hand-worked-event.its.json'), 'utf8'));
    expect(copy.finish.standings).toHaveLength(7);

    const sheet = pageTexts(path.join(exportsDir, 'torneo-hand-worked-its-report.pdf')).join('\n');
    expect(sheet).toContain('ITS report');
    expect(sheet).toMatch(/ITS PIN 1001 · PanOceania/);
    expect(sheet).toContain('No ITS PIN · Haqqislam');
    expect(sheet).toContain('Gus dropped after this round');
    const standingsPdf = pageTexts(path.join(exportsDir, 'torneo-hand-worked-final-standings.pdf')).join('\n');
    expect(standingsPdf).toContain('Final standings');
    expect(standingsPdf).toContain('ITS PIN 1006');
  });

  it('refuses every change while finished; reopening (audited) or undoing the finish lifts the freeze', async () => {
    await playEvent();
    await t.ok('events.finish', { confirm: true });
    const edit = await t.call('rounds.setResult', correction({ round: 3, table: 2 }, [1, 0], [10, 0], 'typo'));
    expect(edit).toMatchObject({ error: { code: 'CONFLICT' } });
    expect('error' in edit && edit.error.message).toMatch(/finished and frozen/);
    expect(await t.call('players.update', { id: 'dan', changes: { itsPin: '1004' } })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
    expect(await t.call('events.updateSettings', { settings: { venue: 'Elsewhere' } })).toMatchObject({
      error: { code: 'CONFLICT' },
    });
    expect(await t.call('events.finish', { confirm: true })).toMatchObject({ error: { code: 'CONFLICT' } });
    // Reopening needs a reason, which the audit log keeps.
    expect(await t.call('events.reopen', { reason: ' ' })).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    await t.ok('events.reopen', { reason: 'Dan gave his ITS PIN late' });
    const audit = await t.ok('audit.list', {});
    expect(audit.at(-1)).toMatchObject({ method: 'events.reopen', reason: 'Dan gave his ITS PIN late' });
    await t.ok('players.update', { id: 'dan', changes: { itsPin: '1004' } });
    expect((await t.ok('events.finishCheck', {})).missingPins).toEqual([]);
    // Finish again, then undo the finish: the event is open for changes again.
    await t.ok('events.finish', { confirm: true });
    await t.ok('audit.undo', {});
    expect((await t.ok('events.get', {})).finish).toBeNull();
    await t.ok('players.update', { id: 'dan', changes: { club: 'Club Dan' } });
    expect(await t.call('events.reopen', { reason: 'again' })).toMatchObject({ error: { code: 'CONFLICT' } });
  });

  it('prints the final standings and the ITS report in the event’s language', async () => {
    await playEvent();
    const expected = {
      es: [
        'Clasificación final',
        'PIN ITS 1001',
        'Informe ITS',
        'Sin PIN ITS · Haqqislam',
        'Gus se retiró tras esta ronda',
        'Página 1 de 1',
      ],
      fr: [
        'Classement final',
        'PIN ITS 1001',
        'Rapport ITS',
        'Pas de PIN ITS · Haqqislam',
        'Gus a abandonné après cette ronde',
        'Page 1 sur 1',
      ],
      it: [
        'Classifica finale',
        'PIN ITS 1001',
        'Resoconto ITS',
        'Nessun PIN ITS · Haqqislam',
        'Gus si è ritirato dopo questo turno',
        'Pagina 1 di 1',
      ],
    } as const;
    for (const [language, words] of Object.entries(expected) as [keyof typeof expected, readonly string[]][]) {
      await t.ok('events.updateSettings', { settings: { language } });
      const standings = await t.ok('exports.standings', { format: 'pdf' });
      const report = await t.ok('exports.itsReport', { format: 'pdf' });
      const text = [standings.path, report.path].map((f) => pageTexts(f).join('\n')).join('\n');
      for (const word of words) expect(text, `${language}: ${word}`).toContain(word);
      expect(text).not.toContain('Final standings');
    }
  });

  it('neutralises spreadsheet formulas in names', async () => {
    t = createTestContext();
    await t.newEvent({ name: 'Formula Cup', rounds: 3 });
    await t.ok('players.add', { id: 'x', name: '=HYPERLINK("http://evil","click")', itsPin: '+1', faction: '@army' });
    const out = await t.ok('exports.standings', { format: 'csv' });
    const text = readFileSync(out.path, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""click"")","'+1","'@army"`);
    expect(out.file).toBe('formula-cup-final-standings.csv');
  });
});
