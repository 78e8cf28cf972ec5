/**
 * `players.signIn` by name as a player types it: a surname alone finds the one player it can
 * mean; a name several players answer to lists them (with club and faction) and tries the code
 * against the one picked only, so a shared name never lets one guess try several codes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { VenueAuth } from '../auth/venueAuth';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
let venue: VenueAuth;
let device = 10;
afterEach(() => disposeContext(t));

async function event() {
  t = createTestContext({ actor: 'referee' });
  venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
  await t.newEvent({ rounds: 3, playerReporting: 'auto-accept' });
  await t.ok('players.add', { name: 'Mads Østergård', itsPin: 'DK-12a' });
  await t.ok('players.add', { name: 'Carlos García', club: 'Hexa', faction: 'PanOceania' });
  await t.ok('players.add', { name: 'Carlos García', club: 'Nómadas', faction: 'Ariadna' });
  const players = await t.ok('players.list', {});
  return (i: number) => players[i]!;
}

// Each sign-in from its own device, so the per-device throttle of wrong codes plays no part.
const signIn = (params: Record<string, unknown>) =>
  t.registry.call('players.signIn', params, {
    ...t.ctx,
    isReferee: false,
    playerSignIn: { venue, address: `10.0.2.${device++}` },
  });

describe('players.signIn by name', () => {
  it('a surname alone, or an ITS PIN in another case, signs in the one player it means', async () => {
    const player = await event();
    expect(await signIn({ name: 'ostergard', code: player(0).resultCode })).toMatchObject({
      data: { name: 'Mads Østergård' },
    });
    expect(await signIn({ itsPin: 'dk-12A', code: player(0).resultCode })).toMatchObject({
      data: { name: 'Mads Østergård' },
    });
  });

  it('a name two players share lists them to pick from, and the code is tried for the one picked', async () => {
    const player = await event();
    const second = player(2);
    const listed = await signIn({ name: 'garcia', code: second.resultCode });
    expect(listed).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: '2 players answer to “garcia”: pick yours.',
        details: {
          choices: [
            { id: player(1).id, name: 'Carlos García', club: 'Hexa', faction: 'PanOceania' },
            { id: second.id, name: 'Carlos García', club: 'Nómadas', faction: 'Ariadna' },
          ],
        },
      },
    });
    // The list costs no wrong code: nothing was tried.
    expect(venue.codeThrottle.totalFailures).toBe(0);
    // Picked wrongly, the code is refused as that player's only.
    expect(await signIn({ name: 'garcia', player: player(1).id, code: second.resultCode })).toMatchObject({
      error: { code: 'UNAUTHORIZED', i18n: { key: 'm.report.notTheirCode' } },
    });
    expect(await signIn({ name: 'garcia', player: second.id, code: second.resultCode })).toMatchObject({
      data: { name: 'Carlos García' },
    });
    // A pick must be one of the players the name names.
    expect(await signIn({ name: 'ostergard', player: second.id, code: second.resultCode })).toMatchObject({
      error: { i18n: { key: 'm.report.noPlayerNamed' } },
    });
  });
});
