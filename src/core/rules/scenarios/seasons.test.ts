/**
 * Seasons as data: each season brings its preset, scenario list, army sizes,
 * season rules and Extras; ITS S17 games are scored at one of six army sizes, anything else
 * refused; ITS S11 scores exactly as before. TP figures are the digest's worked examples
 * (shared/docs/SEASON17.md §1): 4–1 → 4/0; 7–6 → 5/2; a loser can earn both bonuses.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../shared/messages';
import { ITS_S11, ITS_S17, presetForSettings } from '../tournament/presets';
import { byId, info, score, scenariosOf, scoreGuide, wizardQuestions } from './registry';
import { gameSize, scoreInSeason, SEASON_11, SEASON_17, seasonById, seasonScenario } from './seasons';
import { runS17, S17_SCENARIO_IDS } from './s17/testkit';
import { refusal } from './testkit';

describe('seasons as data', () => {
  it('ITS S17 brings its preset, its sixteen scenarios and six army sizes', () => {
    expect(SEASON_17.preset).toBe(ITS_S17);
    expect(SEASON_17.scenarios.map((s) => s.id)).toEqual(S17_SCENARIO_IDS);
    expect(SEASON_17.armyPoints).toEqual([150, 200, 250, 300, 350, 400]);
    expect(SEASON_17.preset.bye).toEqual({ tp: 3, op: 0, vp: 0 });
    expect(SEASON_17.preset.byeTpChoices).toEqual([3, 4]);
    expect(SEASON_17.rules).toMatchObject({
      hvtHarmPenalty: false,
      dataTracker: false,
      liaisonOfficer: false,
      conciliumWatch: false,
      keyOps: ['battleground', 'cutthroat', 'superiority'],
    });
  });

  it('ITS S17 Extras: Direct Action plays five scenarios; Reinforcements rules out three', () => {
    const extra = (id: string) => SEASON_17.extras.find((e) => e.id === id);
    expect(extra('direct-action')?.scenarios).toEqual([
      'annihilation',
      'battleground',
      'cutthroat',
      'superiority',
      'uplink-center',
    ]);
    expect(extra('reinforcements')?.scenarios).toEqual(['crossing-lines', 'battleground', 'superiority']);
    expect(SEASON_17.extras.map((e) => e.id)).toEqual([
      'escalation',
      'free-game',
      'spec-ops',
      'soldiers-of-fortune',
      'direct-action',
      'reinforcements',
      'resilience-operations',
    ]);
  });

  it('ITS S11 is the season without a name, as before', () => {
    expect(seasonById(undefined)).toBe(SEASON_11);
    expect(SEASON_11.preset).toBe(ITS_S11);
    expect(SEASON_11.scenarios).toBe(scenariosOf());
    expect(SEASON_11.scenarios).toHaveLength(20);
    expect(SEASON_11.armyPoints).toEqual([200, 300, 400]);
    expect(SEASON_11.rules.hvtHarmPenalty).toBe(true);
  });

  it('looks scenarios up by season: Annihilation exists in both, with different objectives', () => {
    const s11 = seasonScenario('its-s11', 'annihilation');
    const s17 = seasonScenario('its-s17', 'annihilation');
    expect(s11).not.toBe(s17);
    expect(byId('annihilation')).toBe(s11);
    expect(byId('annihilation', 'its-s17')).toBe(s17);
    expect(wizardQuestions('annihilation').map((q) => q.key)).toContain('killedDataTracker');
    expect(wizardQuestions('annihilation', 'its-s17').map((q) => q.key)).toContain('killedLieutenant');
    expect(byId('b-pong')).toBeUndefined();
    expect(refusal(() => seasonScenario('its-s11', 'b-pong')).code).toBe('NOT_FOUND');
    expect(info(s17)).toMatchObject({ season: 'its-s17', keyOps: false, reinforcements: true });
    expect(info(s11)).not.toHaveProperty('season');
  });

  it('ITS S11 through the season scores exactly as the registry does', () => {
    const facts = { a: { killedPoints: 151, survivingPoints: 151, killedDataTracker: true }, b: {} };
    expect(scoreInSeason(undefined, 'annihilation', { tier: 'low' }, facts)).toEqual(
      score('annihilation', 'low', facts),
    );
    expect(scoreInSeason('its-s11', 'annihilation', { tier: 'low' }, facts)).toEqual(
      score('annihilation', 'low', facts),
    );
  });
});

describe('ITS S17 · Tournament Tiers: the army size is a figure the scoring uses', () => {
  it.each([
    [150, 'low'],
    [200, 'low'],
    [250, 'mid'],
    [300, 'mid'],
    [350, 'top'],
    [400, 'top'],
  ] as const)('%i points is the %s tier', (points, tier) => {
    expect(gameSize('its-s17', { armyPoints: points })).toEqual({ tier, armyPoints: points });
  });

  it.each([275, 0, 100, 450])('refuses %i Army Points, naming the figure and the six sizes', (points) => {
    const err = refusal(() => runS17('annihilation', points));
    expect(err.code).toBe('INVALID_INPUT');
    expect(english(err.i18n ?? { key: 'm.invalid' })).toBe(
      `ITS S17 · Tournament Tiers: a game is played at 150, 200, 250, 300, 350, 400 Army Points, not ${points}.`,
    );
  });

  it('refuses a missing army size, and an army size outside the tier named', () => {
    expect(refusal(() => scoreInSeason('its-s17', 'annihilation', {}, { a: {}, b: {} })).code).toBe('INVALID_INPUT');
    const err = refusal(() =>
      scoreInSeason('its-s17', 'annihilation', { tier: 'low', armyPoints: 300 }, { a: {}, b: {} }),
    );
    expect(err.message).toContain('300 Army Points is not an army size of this Tier (200/150)');
  });

  it('ITS S11 needs a tier', () => {
    expect(refusal(() => scoreInSeason('its-s11', 'annihilation', {}, { a: {}, b: {} })).code).toBe('INVALID_INPUT');
  });

  it('the score guide of an army size lists that tier’s bands only', () => {
    const labels = scoreGuide('annihilation', 'top', 'its-s17').map((e) => english(e.label));
    expect(labels).toContain('Kill between 85 and 175 enemy Army Points (350 points)');
    expect(labels).toContain('Kill more than 300 enemy Army Points (400 points)');
    expect(labels.some((l) => l.includes('(300 points)'))).toBe(false);
    expect(labels.some((l) => l.includes('HVT'))).toBe(false);
  });
});

describe('ITS S17 · Keeping Score on scored games (the digest’s worked examples)', () => {
  // Uplink Center: 2 Antennas Activated (4) = 4 OP against 1 Active Lieutenant (1): 4–1 → 4/0.
  it('4–1: Victory 4 TP, the loser lost by 3 and scored under 5 OP: 0 TP', () => {
    const r = runS17('uplink-center', 300, { a: { activatedAntennas: 2 }, b: { activeLieutenant: true } });
    expect([r.players.a.op, r.players.b.op]).toEqual([4, 1]);
    expect(r.tp).toEqual([4, 0]);
  });

  // Resilience Operations: A's cards 3 + 3 + 1 = 7, B's 3 + 2 + 1 = 6, three accomplished each
  // (nobody gets the +1): 7–6. With B's 3 + 3 + 0, A has one more accomplished card: 8–6.
  it('7–6: the winner 4 + Offensive Bonus = 5; the loser Offensive and Defensive Bonus = 2', () => {
    const r = runS17('resilience-operations', 400, {
      a: { tactical1: 3, tactical2: 3, tactical3: 1 },
      b: { tactical1: 3, tactical2: 3 },
    });
    expect([r.players.a.op, r.players.b.op]).toEqual([8, 6]);
    const tied = runS17('resilience-operations', 400, {
      a: { tactical1: 3, tactical2: 3, tactical3: 1 },
      b: { tactical1: 3, tactical2: 2, tactical3: 1 },
    });
    // Both accomplished three cards: nobody gets the +1. 7–6.
    expect([tied.players.a.op, tied.players.b.op]).toEqual([7, 6]);
    expect(tied.tp).toEqual([5, 2]);
    // 8–6: lost by 2, still the Defensive Bonus.
    expect(r.tp).toEqual([5, 2]);
  });

  it('a tie at 5–5 is 2 + Offensive Bonus each, no Defensive Bonus', () => {
    const r = runS17('resilience-operations', 200, {
      a: { tactical1: 3, tactical2: 2 },
      b: { tactical1: 3, tactical2: 2 },
    });
    expect(r.tp).toEqual([3, 3]);
  });

  it('an event’s bye setting does not change a game’s TP', () => {
    const facts = { a: { tactical1: 3 }, b: {} };
    const withFour = scoreInSeason(
      'its-s17',
      'resilience-operations',
      { armyPoints: 300 },
      facts,
      presetForSettings({ presetId: 'its-s17', byeTp: 4 }),
    );
    expect(withFour.tp).toEqual([4, 0]);
  });
});
