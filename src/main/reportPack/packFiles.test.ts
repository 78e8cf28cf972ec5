/** The report pack's CSV files speak the event's language: headers and worded cells are keys. */
import { describe, expect, it } from 'vitest';
import type { FinalStandingRow } from '../../core/rules/reportPack/eventReport';
import { finalStandingsCsv, itsReportCsv, writeReportPack } from './packFiles';
import { textIn } from '../../shared/i18n/everyLanguage';
import { english } from '../../shared/messages';
import { ratingPreviewOfEvent } from '../api/standings';
import { makePrintEvent } from '../../../tests/fixtures/pdfEvents';

const row: FinalStandingRow = {
  rank: 1,
  name: 'Ana',
  itsPin: '1001',
  army: 'PanOceania',
  tp: 5,
  op: 22,
  vp: 730,
  oppOp: 43,
  byeRounds: [2],
  droppedAfterRound: 3,
};

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split(/\r?\n/);

describe('CSV files in the event’s language', () => {
  it('writes the final standings’ headers and cells in English and in Spanish', () => {
    expect(lines(finalStandingsCsv([row]))).toEqual([
      "Rank,Name,ITS PIN,Faction/Sectorial,TP,OP,VP,Opponents' OP,Byes,Dropped",
      '1,Ana,1001,PanOceania,5,22,730,43,Round 2,After round 3',
      '',
    ]);
    expect(lines(finalStandingsCsv([row], 'es')).slice(0, 2)).toEqual([
      'Posición,Nombre,PIN ITS,Facción/Sectorial,PT,PO,PV,PO de los rivales,Byes,Retirado',
      '1,Ana,1001,PanOceania,5,22,730,43,Ronda 2,Tras la ronda 3',
    ]);
  });

  it('names each player’s columns of the ITS report in the language', () => {
    expect(lines(itsReportCsv([], 'en'))[0]).toBe(
      'Round,Table,Player A ITS PIN,Player A,Player A army,Player A OP,Player A VP,Player A TP,' +
        'Player B ITS PIN,Player B,Player B army,Player B OP,Player B VP,Player B TP,Note',
    );
    expect(lines(itsReportCsv([], 'fr'))[0]?.split(',').slice(0, 4)).toEqual([
      'Ronde',
      'Table',
      'PIN ITS (Joueur A)',
      'Joueur A',
    ]);
  });

  it('names the pack’s files with keys, in English for the CLI and in the referee’s language on screen', async () => {
    const event = makePrintEvent({ players: 5, rounds: 3, resultsThrough: 2, paired: 3, seed: 25 });
    // Nothing is written: the pack only asks where each file goes.
    const files = await writeReportPack(event, ratingPreviewOfEvent(event), async (name) => `/exports/${name}`);
    expect(files.map((f) => f.label)).toContain('Final standings (CSV)');
    expect(files.map((f) => textIn('es', f.i18n))).toContain('Clasificación final (PDF)');
    expect(files.every((f) => f.label === english(f.i18n))).toBe(true);
  });
});
