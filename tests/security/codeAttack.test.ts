/**
 * Issue 22 · Build 3: players are throttled per player named and per device, never all
 * together. While 250 addresses guess result codes for every player of a 150-player event, a
 * player with the right name and code signs in at once, and 150 players who mistype their code
 * 30 % of the time all get in. Wrong codes show in the referee's Settings beside the PIN's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eventWithPlayers } from './testing/event';
import { api, closeAll, dataOf, referee, startGuessing, startVenue, stillServing } from './testing';

afterEach(closeAll);

/** A small seeded generator, so the typos are the same on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const typo = (code: string) => (code[0] === 'A' ? 'C' : 'A') + code.slice(1);

describe('result-code guessing from 250 addresses', () => {
  it('a player with the right code signs in within 5 s; 150 players with a 30 % typo rate all get in', async () => {
    const venue = await startVenue();
    const players = await eventWithPlayers(venue, 150);
    const rand = random(22);
    // Every address in turn guesses a code for the next player of the event (at most 2,000 guesses).
    const attack = startGuessing(25, 2_000, (i) =>
      api(
        venue,
        'players.signIn',
        { name: players[i % players.length]!.name, code: `X${String(i).padStart(5, '7')}` },
        { from: `127.0.7.${(i % 250) + 1}` },
      ),
    );
    await attack.reach(1_000);

    const honest = players[17]!;
    const started = Date.now();
    const first = await api(
      venue,
      'players.signIn',
      { name: honest.name, code: honest.resultCode },
      { from: '127.0.9.1' },
    );
    const ms = Date.now() - started;
    console.log(`code attack: after ${attack.sent} guesses, the right name and code → ${first.status} in ${ms} ms`);
    expect(first.status).toBe(200);
    expect(ms).toBeLessThan(5_000);

    // 150 players, each on their own phone, mistyping 30 % of the time, during the attack.
    let typos = 0;
    let refusedTwice = 0;
    let signedIn = 0;
    await Promise.all(
      players.map(async (p, i) => {
        const from = `127.0.8.${i + 1}`;
        // Each attempt mistyped with a chance of 30 %; the third is typed with care.
        for (let attempt = 0; attempt < 3; attempt++) {
          const wrong = attempt < 2 && rand() < 0.3;
          if (wrong) typos++;
          const res = await api(
            venue,
            'players.signIn',
            { name: p.name, code: wrong ? typo(p.resultCode!) : p.resultCode },
            { from },
          );
          if (res.status === 200) {
            signedIn++;
            return;
          }
          if (!wrong) {
            refusedTwice++;
          }
        }
      }),
    );
    console.log(
      `code attack: 150 players with a 30 % typo rate (${typos} typos) → ${signedIn} signed in, ${refusedTwice} right codes refused`,
    );
    expect(signedIn).toBe(150);
    expect(refusedTwice).toBe(0);
    await attack.stop();

    // The referee sees the wrong codes, and whose code they were typed for.
    const desk = await referee(venue, '127.0.0.3');
    const failures = dataOf(await desk.call('auth.failures')) as {
      codes: { total: number; players: { name: string; count: number }[] };
    };
    expect(failures.codes.total).toBeGreaterThan(0);
    expect(failures.codes.players.length).toBeGreaterThan(100);
    expect(await stillServing(venue)).toBe(true);
  });

  it('a player whose code is under attack is told so; another player is not slowed down', async () => {
    const venue = await startVenue();
    const [target, other] = await eventWithPlayers(venue, 4);
    // 40 addresses, 3 guesses each, all at one player: their bucket empties.
    for (let i = 0; i < 120; i++) {
      await api(venue, 'players.signIn', { name: target!.name, code: `W${i}` }, { from: `127.0.7.${(i % 40) + 1}` });
    }
    // A device that already made mistakes is refused for that player, with a fixed time and who to ask.
    for (const typed of ['TYPO1', 'TYPO2', 'TYPO3']) {
      await api(venue, 'players.signIn', { name: target!.name, code: typed }, { from: '127.0.9.9' });
    }
    const told = await api(
      venue,
      'players.signIn',
      { name: target!.name, code: target!.resultCode },
      { from: '127.0.9.9' },
    );
    expect((told.body as { error: { message: string } }).error.message).toMatch(
      /^Too many wrong codes were tried for Player 001; .* paused until .*Ask the referee\.$/,
    );
    // The player's own phone (no mistakes) still gets in; another player too.
    expect(
      (await api(venue, 'players.signIn', { name: target!.name, code: target!.resultCode }, { from: '127.0.9.10' }))
        .status,
    ).toBe(200);
    expect(
      (await api(venue, 'players.signIn', { name: other!.name, code: other!.resultCode }, { from: '127.0.9.9' }))
        .status,
    ).toBe(200);
  });
});
