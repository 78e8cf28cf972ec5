/**
 * Independent review of what every scenario shares: ITS S11 · Keeping Score (TP from the OP
 * difference: 5 or more → 3, 1 to 4 → 2, 0 → 1 each, behind → 0), ITS S11 · HVT Model, the
 * scenarios that list Liaison Officer / Concilium Watch, rule citations by name, and the
 * derived wizard questions and JSON Schema.
 */
import { describe, expect, it } from 'vitest';
import { accepted, inEnglish } from '../testkit';
import { english } from '../../../../shared/messages';
import { all, byId, factsJsonSchema, score, wizardQuestions } from '../registry';
import { game, op } from './kit';

describe('Season rules shared by the scenarios (review)', () => {
  describe('TP from the OP difference (ITS S11 · Keeping Score), through Capture and Protect', () => {
    // Nobody Captures: both protect their Beacon (3). A Classified adds 1 to one side.
    it('3 – 3 → tie, 1 TP each', () => {
      expect(game('capture-and-protect', 'mid').tp).toEqual([1, 1]);
    });
    it('4 – 3 → difference 1: Victory 2, Defeat 0', () => {
      expect(game('capture-and-protect', 'mid', { a: { classifieds: 1 } }).tp).toEqual([2, 0]);
    });
    it('A Captures in its zone with the DataTracker: 3 + 2 + 1 + 3 = 9 vs 0 → Total Victory 3', () => {
      const r = game('capture-and-protect', 'mid', {
        a: { capturedEnemyBeacon: true, beaconByDataTracker: true, beaconInOwnZone: true },
      });
      expect(op(r)).toEqual([9, 0]);
      expect(r.tp).toEqual([3, 0]);
    });
    it('difference exactly 5 → Total Victory; exactly 4 → Victory (Countermeasures 5 – 0 and 4 – 0)', () => {
      // 1 Current Mission Objective vs 0: more 4 + 1 = 5.
      expect(game('countermeasures', 'mid', { b: { missionObjectives: 1 } }).tp).toEqual([0, 3]);
      // Decapitation: more Lieutenants Killed 4 vs 0.
      expect(game('decapitation', 'mid', { b: { lieutenantsKilled: 1 } }).tp).toEqual([0, 2]);
    });
  });

  it('both players harm an HVT: the referee rules both lose, nobody is compensated → 0 – 0, 1 TP each', () => {
    // ITS S11 · HVT Model is silent on both players harming an HVT: the ruling is a fact.
    const r = game('power-pack', 'mid', {
      a: { activatedAntennas: 2, harmedHvt: true },
      b: { classifieds: 2, harmedHvt: true },
      game: { hvtRuling: 'both-lose' },
    });
    expect(op(r)).toEqual([0, 0]);
    expect(r.tp).toEqual([1, 1]);
  });

  it('the Liaison Officer and Concilium Watch bonuses are asked in the scenarios that list them', () => {
    const asks = (key: string) => all.filter((d) => wizardQuestions(d.id).some((q) => q.key === key)).map((d) => d.id);
    expect(asks('liaisonOfficer')).toEqual(['acquisition', 'frontline', 'safe-area']);
    expect(asks('conciliumWatch')).toEqual(['decapitation', 'power-pack', 'supplies']);
  });

  it('every question and every breakdown line cites its rule by name', () => {
    for (const def of all) {
      for (const q of wizardQuestions(def.id)) expect(inEnglish(q.rule)).toMatch(/^ITS S11 · [A-Z]/);
      const facts: Record<string, unknown> = { a: {}, b: {} };
      if (def.round)
        facts.rounds = [
          { a: {}, b: {} },
          { a: {}, b: {} },
          { a: {}, b: {} },
        ];
      const r = accepted(score(def.id, 'mid', facts));
      for (const side of ['a', 'b'] as const) {
        const scenarioLines = r.players[side].lines.filter((l) => !l.objective.startsWith('classified'));
        for (const l of r.players[side].lines) expect(english(l.rule)).toMatch(/^ITS S11 · [A-Z]/);
        // The scenario's own objectives name the scenario.
        expect(scenarioLines.some((l) => english(l.rule).startsWith(`ITS S11 · ${english(def.name)}`))).toBe(true);
      }
    }
  });

  it('the JSON Schema gives every fact a title, and lists exactly the wizard’s questions', () => {
    for (const def of all) {
      const schema = factsJsonSchema(def.id) as {
        properties: Record<string, { properties?: Record<string, { title?: string }> }>;
      };
      const player = schema.properties.a?.properties ?? {};
      for (const [key, prop] of Object.entries(player)) expect(prop.title, `${def.id}.${key}`).toBeTruthy();
      expect(Object.keys(player)).toEqual(
        wizardQuestions(def.id)
          .filter((q) => q.scope === 'player')
          .map((q) => q.key),
      );
    }
  });

  it('declarations match the scenario texts: table, Classifieds, HVT, INTELCOM, Retreat!', () => {
    const row = (id: string) => {
      const d = byId(id);
      return (
        d && [
          d.tableConfiguration,
          d.classified.count,
          d.classified.op,
          d.hvt,
          d.intelcom,
          d.retreat.applies,
          d.retreat.endsGameIfTurnStartsInRetreat,
        ]
      );
    };
    expect(row('acquisition')).toEqual(['B', 1, 1, 'neutral', null, true, true]);
    expect(row('annihilation')).toEqual(['A', 0, 0, 'not-used', null, false, false]);
    expect(row('biotechvore')).toEqual(['A', 3, 1, 'neutral', 'counterespionage', false, false]);
    expect(row('capture-and-protect')).toEqual(['D1', 1, 1, 'not-used', 'provisions', true, true]);
    expect(row('countermeasures')).toEqual(['A', 0, 0, 'neutral-multiple', null, true, true]);
    expect(row('decapitation')).toEqual(['A', 0, 0, 'designated-target', null, false, false]);
    expect(row('firefight')).toEqual(['B', 2, 1, 'neutral', null, false, false]);
    expect(row('frontline')).toEqual(['A', 1, 1, 'neutral', 'support-and-control', true, false]);
    expect(row('highly-classified')).toEqual(['A', 4, 1, 'neutral', null, true, true]);
    expect(row('hunting-party')).toEqual(['B1', 2, 1, 'neutral', 'counterespionage', true, true]);
    expect(row('looting-and-sabotaging')).toEqual(['D-1', 1, 1, 'neutral', null, true, true]);
    expect(row('power-pack')).toEqual(['D', 2, 1, 'neutral', null, true, true]);
    expect(row('quadrant-control')).toEqual(['A', 1, 1, 'neutral', 'support-and-control', true, true]);
    expect(row('safe-area')).toEqual(['I', 1, 1, 'neutral', 'support-or-interference', true, true]);
    expect(row('show-of-force')).toEqual(['A1', 0, 0, 'not-used', null, true, true]);
    expect(row('supplies')).toEqual(['B', 2, 1, 'neutral', 'counterespionage', true, true]);
    expect(row('supremacy')).toEqual(['I', 1, 1, 'neutral', 'provisions', true, true]);
    expect(row('the-armory')).toEqual(['F', 1, 1, 'neutral', 'support-and-control', true, true]);
    expect(row('transmission-matrix')).toEqual(['J', 1, 1, 'designated-target', 'provisions', true, true]);
    expect(row('unmasking')).toEqual(['B', 0, 0, 'neutral-until-revealed', null, true, true]);
  });
});
