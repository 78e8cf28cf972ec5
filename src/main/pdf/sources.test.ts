import { describe, expect, it } from 'vitest';
import { cite } from '../../shared/citation';
import { msg } from '../../shared/messages';
import { wizardQuestions } from '../../core/rules/scenarios/registry';
import { makePrintEvent } from '../../../tests/fixtures/pdfEvents';
import type { ResultBreakdown } from '../../shared/api/scoring';
import { payloadFromEvent, rulingsOf } from './fromEvent';
import { paperQuestions, printSources } from './sources';
import { pdfText } from './text';

describe('score sheet questions (paper)', () => {
  it('how the game ended is one row; the early-end details and the HVT ruling stay off the sheet', () => {
    // ITS S11 · Acquisition · End of the Mission; ITS S11 · HVT Model (the ruling is the desk's).
    const paper = paperQuestions(wizardQuestions('acquisition'));
    const game = paper.filter((q) => q.per === 'game');
    expect(game.map((q) => q.id)).toEqual(['endedBy']);
    expect(game[0]?.hintKey).toBe('pdf.ss.earlyEnd');
    expect(pdfText('en', 'pdf.ss.earlyEnd')).toContain('write the Game Round, whose turn ended it');
    expect(paper.some((q) => q.id === 'hvtRuling')).toBe(false);
    // No Quarter: Annihilation cannot end early, so nothing is asked about it.
    expect(paperQuestions(wizardQuestions('annihilation')).some((q) => q.per === 'game')).toBe(false);
  });
});

describe('scenario texts in the event’s language', () => {
  it('prints the name, the score guide and the questions in Spanish, English when the event is', () => {
    const es = printSources.scenario('acquisition', 'mid', 'es');
    expect(es?.name).toBe('Adquisición');
    expect(es?.guide[0]).toEqual({
      label: 'Cada Antena de Transmisión Activada al final de la partida',
      points: '1 cada una (2 Antenas)',
    });
    expect(es?.guide.at(-1)).toEqual({ label: 'Máximo por jugador y partida', points: '10' });
    expect(printSources.scenario('acquisition', 'mid', 'en')?.name).toBe('Acquisition');

    const questions = printSources.questions('quadrant-control', 'es') ?? [];
    const q1 = questions.find((q) => q.id === 'pointsQ1');
    expect(q1?.label).toBe('Puntos de Ejército dentro de Cuadrante 1');
    const zone = questions.find((q) => q.id === 'intelcomZone');
    expect(zone?.options).toEqual(['Cuadrante 1', 'Cuadrante 2', 'Cuadrante 3', 'Cuadrante 4']);
    // Its condition names the question it depends on, and that question's answer, in Spanish.
    expect(zone?.onlyIf).toEqual({
      question: 'Uso de la carta Clasificada',
      test: 'is',
      value: 'INTELCOM: Apoyo y Control',
    });
  });

  it('names the ruled breakdown line in the event’s language', () => {
    const breakdown: ResultBreakdown = {
      scenarioId: 'acquisition',
      tier: 'mid',
      players: {
        b: { op: 0, lines: [] },
        a: {
          op: 0,
          lines: [
            {
              objective: 'control-tech-coffin',
              label: msg('s.common.controlsTechCoffin'),
              points: 3,
              rule: cite('ITS S11', msg('s.acquisition.name'), msg('s.common.mainObjectives')),
              ruling: { points: 0, reason: 'B in contact', by: 'ref', at: '' },
            },
          ],
        },
      },
    };
    expect(rulingsOf(breakdown, ['Aino', 'Bruno'], 'es')[0]?.line).toBe('Controla el Tech-Coffin');
    expect(rulingsOf(breakdown, ['Aino', 'Bruno'])[0]?.line).toBe('Controls the Tech-Coffin');
  });
});

describe('scenario texts in the pseudo-locale', () => {
  it('marks the name and the score guide like the catalog strings; points stay as they are', () => {
    const pseudo = printSources.scenario('acquisition', 'mid', 'pseudo');
    // Worked by hand from src/shared/pseudoLocale.ts: 11 letters accented, ceil(11 × 0.4) = 5 dots.
    expect(pseudo?.name).toBe('⟦Åçqüîsîtîöñ·····⟧');
    expect(pseudo?.guide.at(-1)?.label).toMatch(/^⟦Màxîmüm [^⟦⟧]+⟧$/);
    expect(pseudo?.guide.at(-1)?.points).toBe('10');
  });

  it('a request for the pseudo-locale reaches the scenario texts, not only the meta', () => {
    const event = makePrintEvent({ players: 4, rounds: 3, resultsThrough: 0, paired: 1, seed: 15 });
    const english = payloadFromEvent(event, { kind: 'round-sheet', round: 1 }, printSources);
    const pseudo = payloadFromEvent(event, { kind: 'round-sheet', round: 1, language: 'pseudo' }, printSources);
    expect(english.meta.language).toBe(event.settings.language);
    expect(pseudo.meta.language).toBe('pseudo');
    if (english.kind !== 'round-sheet' || pseudo.kind !== 'round-sheet') throw new Error('a round sheet');
    expect(english.sheet.scenario.name).not.toMatch(/⟦/);
    expect(pseudo.sheet.scenario.name).toMatch(/^⟦[^⟦⟧]+⟧$/);
  });
});
