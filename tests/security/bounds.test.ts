/**
 * Build 6 · Values a referee could not have meant are refused with a clear message, through the
 * real venue server: VP above the game's Army Points (surviving Army Points, src/shared/bounds.ts), table numbers outside 1–999, names without a visible character or with
 * control characters (trimmed, NFC, at most 80), unknown preset and scenario ids, more
 * scenarios than rounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, closeAll, errorMessage, startVenue, stillServing } from './testing';
import type { Venue } from './testing';

let venue: Venue;
beforeAll(async () => {
  venue = await startVenue({ lan: false });
  expect((await api(venue, 'events.create', { settings: { name: 'Bounds Cup', tier: 'mid' } })).status).toBe(200);
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan']) expect((await api(venue, 'players.add', { name })).status).toBe(200);
  expect((await api(venue, 'rounds.generate', {})).status).toBe(200);
  expect((await api(venue, 'rounds.lock', { round: 1 })).status).toBe(200);
});
afterAll(closeAll);

const refused = async (method: string, params: unknown, message: RegExp) => {
  const res = await api(venue, method, params);
  expect(res.status).toBe(400);
  expect(errorMessage(res)).toMatch(message);
  expect(await stillServing(venue)).toBe(true);
};

describe('victory points', () => {
  it('VP of 2^53−1 is refused', async () => {
    await refused('rounds.setResult', { round: 1, table: 1, op: [5, 3], vp: [Number.MAX_SAFE_INTEGER, 10] }, /9,?999/);
  });
  it('VP above the game’s 300 Army Points (Mid-Tier) is refused, 450 and 2,100 too; 300 is accepted', async () => {
    for (const vp of [301, 450, 2100]) {
      await refused(
        'rounds.setResult',
        { round: 1, table: 1, op: [5, 3], vp: [vp, 10] },
        /Victory Points are the surviving Army Points: at most 300 in a game of 300 Army Points/,
      );
    }
    expect((await api(venue, 'rounds.setResult', { round: 1, table: 1, op: [5, 3], vp: [300, 10] })).status).toBe(200);
  });
});

describe('table numbers', () => {
  it.each([0, 1000, Number.MAX_SAFE_INTEGER, 2.5])('table %s is refused', async (n) => {
    await refused('events.setTables', { tables: [{ number: n }] }, /table number|Table numbers run from 1 to 999/i);
    await refused(
      'rounds.setDispute',
      { round: 1, table: n, note: 'x' },
      /table number|Table numbers run from 1 to 999/i,
    );
  });
  it('999 is accepted', async () => {
    expect((await api(venue, 'events.setTables', { tables: [{ number: 999 }] })).status).toBe(200);
  });
});

describe('names', () => {
  it.each([
    ['only zero-width characters', '\u200b\u200c\u200d', /no visible character/],
    ['only spaces', '   ', /empty/],
    ['a control character', 'Ana\u0007', /control characters/],
    ['a right-to-left override', 'Ana\u202enimda', /control characters/],
    ['81 characters', 'x'.repeat(81), /more than 80 characters/],
  ])('a player name with %s is refused', async (_what, name, message) => {
    await refused('players.add', { name }, message);
  });
  it('an event name with control characters is refused', async () => {
    await refused('events.updateSettings', { settings: { name: '\u0000\u0001' } }, /control characters/);
  });
  it('names are trimmed and normalised to NFC', async () => {
    const res = await api(venue, 'players.add', { name: '  Zoe\u0301  ' });
    expect(res.status).toBe(200);
    expect((res.body as { data: { player: { name: string } } }).data.player.name).toBe('Zoé');
  });
});

describe('event settings', () => {
  it('an unknown preset id is refused', async () => {
    await refused(
      'events.updateSettings',
      { settings: { presetId: 'no-such-preset' } },
      /Unknown scoring preset; choose one of: ITS Season 11, ITS Season 17, Example: 4\/2\/0/,
    );
  });
  it('an unknown scenario id is refused', async () => {
    await refused(
      'events.updateSettings',
      { settings: { scenarios: ['frontline', 'not-a-scenario'] } },
      /Round 2: the chosen scenario is not one this app knows/,
    );
  });
  it('more scenarios than rounds is refused', async () => {
    await refused(
      'events.updateSettings',
      { settings: { rounds: 3, scenarios: ['frontline', 'supremacy', 'annihilation', 'acquisition'] } },
      /4 scenarios are listed for an event of 3 rounds/,
    );
  });
});
