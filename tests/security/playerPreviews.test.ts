/**
 * Issue 30 · 7d: the phone's live score preview (`reports.mine { facts }`) is bounded per player
 * and per device, so a flood of previews from 40 player sessions — 15 KB of answers that do not
 * add up — is refused with a clear 429 once each budget is spent, and the referee's saves go on.
 * The referee's save median, quiet and under the flood, is printed (no timed assertion).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '../../src/shared/model';
import { eventWithPlayers } from './testing/event';
import { PREVIEW_BURST } from '../../src/main/auth/playerWrites';
import { api, closeAll, dataOf, errorMessage, referee, startVenue } from './testing';
import type { Venue } from './testing';

afterEach(closeAll);

const SESSIONS = 40;
/** Previews each session sends: well past its budget. */
const EACH = 30;

/** 15 KB of answers that do not add up: words where the scenario counts, and hundreds of extras. */
const JUNK = {
  a: {
    activatedAntennas: 'two',
    ...Object.fromEntries(Array.from({ length: 290 }, (_, i) => [`extra${i}`, 'not a number'])),
  },
  b: {
    controlledAntennas: [-1],
    ...Object.fromEntries(Array.from({ length: 290 }, (_, i) => [`extra${i}`, 'not a number'])),
  },
};

/** Answers that add up: Acquisition, one Activated Antenna each. */
const VALID = { a: { activatedAntennas: 1 }, b: { activatedAntennas: 1 } };

interface Phone {
  address: string;
  bearer: Record<string, string>;
}

async function signedIn(venue: Venue, p: Player, address: string): Promise<Phone> {
  const res = await api(venue, 'players.signIn', { name: p.name, code: p.resultCode }, { from: address });
  return { address, bearer: { authorization: `Bearer ${(dataOf(res) as { token: string }).token}` } };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("players' live score previews", () => {
  it('a flood from 40 player sessions is refused after each budget with a 429; the referee’s saves succeed', async () => {
    const venue = await startVenue();
    const players = await eventWithPlayers(venue, 2 * SESSIONS + 40, { scenarios: ['acquisition'] });
    const phones: Phone[] = [];
    for (const [i, p] of players.slice(0, SESSIONS).entries())
      phones.push(await signedIn(venue, p, `127.0.11.${i + 1}`));
    console.log(`previews: ${JSON.stringify(JUNK).length} bytes of answers per preview`);
    const desk = await referee(venue, '127.0.0.3');
    const tables = (dataOf(await desk.call('rounds.get', { round: 1 })) as { pairings: { table: number }[] }).pairings
      .map((p) => p.table)
      .slice(-40);
    const save = async (i: number): Promise<number> => {
      const started = performance.now();
      const res = await desk.call('rounds.setResult', {
        round: 1,
        table: tables[i % 40]!,
        op: [i % 11, 1],
        vp: [100, 50],
        replace: true,
        reason: 'Slip read again',
      });
      expect(res.status, res.text).toBe(200);
      return performance.now() - started;
    };
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) quiet.push(await save(i));

    const statuses = new Map<number, number>();
    const messages = new Set<string>();
    let flooding = true;
    const flood = Promise.all(
      phones.map(async (phone) => {
        for (let i = 0; i < EACH; i++) {
          const res = await api(venue, 'reports.mine', { facts: JUNK }, { headers: phone.bearer, from: phone.address });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 429) messages.add(errorMessage(res).replace(/\d\d:\d\d:\d\d/, 'hh:mm:ss'));
        }
      }),
    ).finally(() => (flooding = false));
    // The referee saves all along the flood (at most 200 saves).
    const loaded: number[] = [];
    for (let i = 10; i < 210 && flooding; i++) loaded.push(await save(i));
    await flood;
    console.log(
      `previews: referee save median ${median(quiet).toFixed(1)} ms quiet, ${median(loaded).toFixed(1)} ms over ` +
        `${loaded.length} saves while ${SESSIONS} sessions sent ${SESSIONS * EACH} previews; answers ` +
        JSON.stringify(Object.fromEntries(statuses)),
    );
    // Each session's first PREVIEW_BURST previews were scored (and refused: the answers do not
    // add up), every later one refused with the 429 before anything was scored.
    expect(statuses.get(400)).toBe(SESSIONS * PREVIEW_BURST);
    expect(statuses.get(429)).toBe(SESSIONS * (EACH - PREVIEW_BURST));
    expect([...messages]).toEqual([
      'Too many score previews from this phone: the next one at hh:mm:ss. You can still send your report.',
    ]);
    expect(loaded.length).toBeGreaterThan(0);
    // A flooded phone still reads its game; another player's phone still gets its preview.
    const flooded = phones[0]!;
    expect((await api(venue, 'reports.mine', {}, { headers: flooded.bearer, from: flooded.address })).status).toBe(200);
    const fresh = await signedIn(venue, players[SESSIONS]!, '127.0.12.1');
    const preview = await api(venue, 'reports.mine', { facts: VALID }, { headers: fresh.bearer, from: fresh.address });
    expect(dataOf(preview)).toMatchObject({ preview: { players: { a: { op: expect.any(Number) } } } });
  });

  it('one device is bounded too: players signing in in turn on one phone share its budget', async () => {
    const venue = await startVenue();
    const players = await eventWithPlayers(venue, 8, { scenarios: ['acquisition'] });
    const answers: number[] = [];
    for (const p of players.slice(0, 3)) {
      const phone = await signedIn(venue, p, '127.0.13.1');
      for (let i = 0; i < PREVIEW_BURST; i++) {
        const res = await api(venue, 'reports.mine', { facts: VALID }, { headers: phone.bearer, from: phone.address });
        answers.push(res.status);
      }
    }
    // Each player has PREVIEW_BURST; the device twice that: the third player's are refused.
    expect(answers.filter((s) => s === 200)).toHaveLength(2 * PREVIEW_BURST);
    expect(answers.slice(2 * PREVIEW_BURST).every((s) => s === 429)).toBe(true);
    // A minute later the device has some again.
    venue.advance(60_000);
    const later = await signedIn(venue, players[3]!, '127.0.13.1');
    expect(
      (await api(venue, 'reports.mine', { facts: VALID }, { headers: later.bearer, from: later.address })).status,
    ).toBe(200);
  });
});
