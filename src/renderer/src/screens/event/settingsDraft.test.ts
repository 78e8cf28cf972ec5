import { describe, expect, it } from 'vitest';
import { EventSettingsSchema } from '../../../../shared/model';
import { SettingsDraft } from './settingsDraft.svelte';

const settings = (over: object = {}) => EventSettingsSchema.parse({ name: 'Winter Open', rounds: 3, ...over });

describe('the event settings being edited', () => {
  it('sends only the fields the referee changed', () => {
    const draft = new SettingsDraft(settings({ venue: 'Club hall' }), 4);
    expect(draft.dirty).toBe(false);
    draft.values.name = 'Winter Open II';
    expect(draft.changes).toEqual({ name: 'Winter Open II' });
  });

  it('a scenario list padded to the rounds is no change; a scenario chosen is', () => {
    const draft = new SettingsDraft(settings({ rounds: 3, scenarios: ['supplies'] }), 4);
    expect(draft.scenarioFor(3)).toBe('');
    draft.setScenario(1, 'supplies');
    expect(draft.dirty).toBe(false);
    draft.setScenario(3, 'frontline');
    expect(draft.changes).toEqual({ scenarios: ['supplies', '', 'frontline'] });
    // Fewer rounds: the scenario of the round taken away is not sent.
    draft.values.rounds = 2;
    expect(draft.changes).toEqual({ rounds: 2, scenarios: ['supplies', ''] });
  });

  it('a save elsewhere moves the untouched fields and keeps the touched ones, with the revision the edits began at', () => {
    const draft = new SettingsDraft(settings(), 4);
    draft.values.venue = 'Club hall';
    draft.rebase(settings({ name: 'Spring Open', venue: 'Town hall' }), 6);
    expect(draft.values.name).toBe('Spring Open');
    expect(draft.values.venue).toBe('Club hall');
    expect(draft.changes).toEqual({ venue: 'Club hall' });
    expect(draft.base).toBe(4);
    // Dropped edits: the form shows what is saved now, and a save starts from there.
    draft.reset();
    expect(draft.values.venue).toBe('Town hall');
    expect(draft.dirty).toBe(false);
    expect(draft.base).toBe(6);
  });

  it('without edits, follows each save and its revision', () => {
    const draft = new SettingsDraft(settings(), 4);
    draft.rebase(settings({ rounds: 5 }), 9);
    expect(draft.values.rounds).toBe(5);
    expect(draft.base).toBe(9);
    expect(draft.dirty).toBe(false);
  });

  it('edits never reach the settings it was given', () => {
    const saved = settings();
    const draft = new SettingsDraft(saved, 4);
    draft.values.pairing.avoidRematches = false;
    expect(saved.pairing.avoidRematches).toBe(true);
    expect(draft.changes).toEqual({ pairing: { ...saved.pairing, avoidRematches: false } });
  });
});

describe('the format and the team settings', () => {
  it('a file without a format reads as singles with the default team settings, and sends neither unchanged', () => {
    const draft = new SettingsDraft(settings(), 4);
    expect(draft.values.format).toBe('singles');
    expect(draft.values.teams).toEqual({
      size: 3,
      factionsUnique: false,
      matchPoints: { win: 2, draw: 1, loss: 0 },
      teamResult: 'games-won',
    });
    expect(draft.dirty).toBe(false);
  });

  it('sends the format and the whole team settings once the referee changes them', () => {
    const draft = new SettingsDraft(settings(), 4);
    draft.values.format = 'teams';
    expect(draft.changes).toEqual({ format: 'teams' });
    draft.values.teams.size = 4;
    draft.values.teams.matchPoints.win = 3;
    expect(draft.changes).toEqual({
      format: 'teams',
      teams: { size: 4, factionsUnique: false, matchPoints: { win: 3, draw: 1, loss: 0 }, teamResult: 'games-won' },
    });
    // Back to the defaults: nothing left to send.
    draft.values.format = 'singles';
    draft.values.teams.size = 3;
    draft.values.teams.matchPoints.win = 2;
    expect(draft.dirty).toBe(false);
  });

  it('a saved teams event shows its own settings, and a save elsewhere keeps the team edits', () => {
    const saved = settings({ format: 'teams', teams: { size: 2, factionsUnique: true } });
    const draft = new SettingsDraft(saved, 4);
    expect(draft.values.teams.size).toBe(2);
    draft.values.teams.teamResult = 'tp-sum';
    draft.rebase(settings({ format: 'teams', teams: { size: 2, factionsUnique: true }, venue: 'Hall' }), 5);
    expect(draft.values.venue).toBe('Hall');
    expect(draft.changes).toEqual({ teams: { ...saved.teams, teamResult: 'tp-sum' } });
  });
});
