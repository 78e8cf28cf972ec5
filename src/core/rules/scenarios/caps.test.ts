import { describe, expect, it } from 'vitest';
import { cite } from '../../../shared/citation';
import { english, msg } from '../../../shared/messages';
import { bonusLine, ceilingLine, total, withinCeiling } from './caps';
import { inEnglish } from './testkit';
import { scoreGuide, wizardQuestions } from './registry';

describe('10 OP ceiling', () => {
  it('keeps a bonus only as far as 10', () => {
    expect(withinCeiling(7, 1)).toBe(1);
    expect(withinCeiling(9, 2)).toBe(1); // 9 + 2 = 11 → 1 kept
    expect(withinCeiling(10, 1)).toBe(0);
    expect(withinCeiling(12, 1)).toBe(0);
  });

  it('a total above 10 gets a negative line back to 10; 10 or less gets none', () => {
    expect(ceilingLine(12)?.points).toBe(-2);
    expect(ceilingLine(10)).toBeNull();
    expect(ceilingLine(3)).toBeNull();
  });

  it('a bonus line shows what was earned and what was kept', () => {
    const rule = cite('ITS S11', msg('s.common.mainObjectives'));
    const l = bonusLine('x', msg('s.liaison.liaisonOfficer'), 2, 9, rule);
    expect(l.points).toBe(1);
    expect(english(l.detail ?? msg('s.liaison.liaisonOfficer'))).toBe('2 OP earned, 1 kept (maximum of 10)');
    expect(total([l, bonusLine('y', msg('s.liaison.liaisonOfficer'), 1, 3, rule)])).toBe(2);
  });
});

describe('score guide and wizard (derived from the declarations)', () => {
  it('Safe Area’s guide lists its objectives, then Classified, Secure HVT, both INTELCOM modes, Liaison Officer, HVT and the maximum', () => {
    const labels = scoreGuide('safe-area').map((g) => inEnglish(g.op));
    // 2, 4, 1, 1 each (main) · 1 each (Classified) · 1 (Secure HVT) · two INTELCOM modes · LO · HVT · 10
    expect(labels).toEqual([
      '2',
      '4',
      '1',
      '1 each',
      '1 each',
      '1',
      '+card value in Army Points',
      'denies 1 Console',
      '+1 (max 10)',
      '+2 to the opponent (max 10)',
      '10',
    ]);
  });

  it('Acquisition asks its own questions first, then the season rules’, then the VP', () => {
    expect(wizardQuestions('acquisition').map((q) => q.key)).toEqual([
      'activatedAntennas',
      'controlledAntennas',
      'controlsCoffin',
      'coffinByDataTracker',
      'coffinByLiaison',
      'classifieds',
      'secureHvt',
      'harmedHvt',
      'liaisonOfficer',
      'survivingPoints',
      'endedBy',
      'endRound',
      'firstTurn',
      'lastTurn',
      'hvtRuling',
    ]);
  });

  it('round scenarios ask zone figures per round and player', () => {
    const q = wizardQuestions('the-armory');
    expect(q.filter((x) => x.scope === 'round-player').map((x) => x.key)).toEqual(['pointsArmory']);
    expect(q.find((x) => x.key === 'intelcomZone')?.options?.map((o) => ({ ...o, label: inEnglish(o.label) }))).toEqual(
      [{ value: 'armory', label: 'The Armory' }],
    );
  });
});
