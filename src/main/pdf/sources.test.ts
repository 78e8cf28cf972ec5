import { describe, expect, it } from 'vitest';
import { wizardQuestions } from '../rules/scenarios/registry';
import { paperQuestions } from './sources';
import { pdfText } from './strings';

describe('score sheet questions (paper)', () => {
  it('how the game ended is one row; the early-end details and the HVT ruling stay off the sheet', () => {
    // ITS S11 · Acquisition · End of the Mission; ITS S11 · HVT Model (the ruling is the desk's).
    const paper = paperQuestions(wizardQuestions('acquisition'));
    const game = paper.filter((q) => q.per === 'game');
    expect(game.map((q) => q.id)).toEqual(['endedBy']);
    expect(game[0]?.hintKey).toBe('ss.earlyEnd');
    expect(pdfText('en', 'ss.earlyEnd')).toContain('write the Game Round, whose turn ended it');
    expect(paper.some((q) => q.id === 'hvtRuling')).toBe(false);
    // No Quarter: Annihilation cannot end early, so nothing is asked about it.
    expect(paperQuestions(wizardQuestions('annihilation')).some((q) => q.per === 'game')).toBe(false);
  });
});
