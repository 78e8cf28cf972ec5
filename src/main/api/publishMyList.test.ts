/**
 * `players.publishMyList` from a player's phone: a signed-in player gives or withdraws their own
 * consent to publish their list (audited as them); without a player's session it is refused
 * and the event is unchanged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { VenueAuth } from '../auth/venueAuth';
import { asPhonePage, createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));

describe('players.publishMyList', () => {
  it("sets the signed-in player's own consent, and only theirs", async () => {
    t = createTestContext({ actor: 'referee' });
    const venue = new VenueAuth({ pin: '862431', clock: () => 1_000_000 });
    await t.newEvent({ playerReporting: 'referee-approves' });
    for (const name of ['Ana', 'Bea']) await t.ok('players.add', { name });
    const ana = (await t.ok('players.list', {})).find((p) => p.name === 'Ana')!;
    const from = { ...t.ctx, isReferee: false, playerSignIn: { venue, address: '10.0.0.9' } };
    const res = await t.registry.call('players.signIn', { name: 'Ana', code: ana.resultCode! }, from);
    if ('error' in res) throw new Error(res.error.message);
    const session = venue.sessions.find((res.data as { token: string }).token)!.player!;
    const phone = asPhonePage((m: string, p?: unknown) =>
      t.registry.call(m, p, { ...from, player: session, actor: 'Ana (player)' }),
    );

    expect(await phone('reports.mine', {})).toMatchObject({
      data: { me: { name: 'Ana', publishList: false } },
    });
    expect(await phone('players.publishMyList', { publishList: true })).toMatchObject({ data: { publishList: true } });
    // The phone shows the choice as saved.
    expect(await phone('reports.mine', {})).toMatchObject({ data: { me: { name: 'Ana', publishList: true } } });
    const state = () => t.ctx.workspace.current().state;
    expect(state().players.map((p) => [p.name, p.publishList])).toEqual([
      ['Ana', true],
      ['Bea', undefined],
    ]);
    const log = (await t.ok('audit.list', {})).map((e) => [e.actor, e.method, e.summary]);
    expect(log).toContainEqual(['Ana (player)', 'players.publishMyList', 'Ana agreed to publish their list']);

    // Not from a phone signed in as a player: refused, nothing changes.
    const revision = state().revision;
    const refused = await t.registry.call('players.publishMyList', { publishList: false }, { ...from });
    expect('error' in refused && refused.error.code).toBe('UNAUTHORIZED');
    expect(state().revision).toBe(revision);
    await phone('players.publishMyList', { publishList: false });
    expect(state().players[0]?.publishList).toBe(false);
  });
});
