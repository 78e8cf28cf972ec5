import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aPush, anEntry, api, settled } from '../lib/testing';
import type { MatchupState } from '../../../shared/api/matchups';

vi.mock('../lib/api', async (original) => (await import('../lib/testing')).stubbedApi(await original()));
// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { TeamMatchView } = await import('./teamMatch.svelte');

const person = (id: string) => ({ id, name: `${id} Player` });

/** Round 1, match 1, Sharks (A1 captain) v Wolves (B1 captain), as the phone of `you` reads it. */
function aMatch(you: MatchupState['you'], parts: Partial<MatchupState> = {}): MatchupState {
  return {
    round: 1,
    match: 1,
    roundStatus: 'locked',
    teams: {
      a: { id: 'A', name: 'Sharks', captain: person('A1'), players: ['A1', 'A2', 'A3'].map(person) },
      b: { id: 'B', name: 'Wolves', captain: person('B1'), players: ['B1', 'B2', 'B3'].map(person) },
    },
    tables: [1, 2, 3].map((n) => ({ table: n, a: person(`A${n}`), b: person(`B${n}`), result: null })),
    rolls: [],
    first: null,
    toMove: null,
    pending: null,
    games: [],
    done: false,
    canRoll: true,
    ...(you ? { you } : {}),
    ...parts,
  };
}

const captainA = { player: 'A1', side: 'a' as const, captain: true };

beforeEach(() => api.reset());

describe('the phone’s team match', () => {
  it('reads the player’s match, and follows the other captain’s moves while it has one', async () => {
    api.answer('matchups.mine', aMatch(captainA));
    const view = new TeamMatchView();
    const stop = view.attach();
    await view.load();
    expect(view.match?.teams.a.name).toBe('Sharks');
    expect(view.captain).toBe(true);
    expect(view.myMove).toBeNull();
    api.push('event.changed', aPush(anEntry(2, [])));
    await settled();
    expect(api.count('matchups.mine')).toBe(2);
    stop();
  });

  it('asks again on a change only while there is a match (a singles event answers null)', async () => {
    api.answer('matchups.mine', null);
    const view = new TeamMatchView();
    const stop = view.attach();
    await view.load();
    api.push('event.changed', aPush(anEntry(2, [])));
    await settled();
    expect(api.count('matchups.mine')).toBe(1);
    expect(view.match).toBeNull();
    stop();
  });

  it('rolls, then offers the captain the players free for the move it is their turn to make', async () => {
    api.answer('matchups.mine', aMatch(captainA));
    api.answer('matchups.roll', {
      revision: 2,
      savedAt: '',
      state: aMatch(captainA, { rolls: [{ a: 15, b: 4 }], first: 'a', toMove: { side: 'a', role: 'defend' } }),
    });
    const view = new TeamMatchView();
    await view.load();
    await view.roll();
    expect(api.sent('matchups.roll')).toEqual([{ round: 1, match: 1 }]);
    expect(view.myMove).toBe('defend');
    expect(view.choices.map((p) => p.id)).toEqual(['A1', 'A2', 'A3']);

    // B put B2 forward after A's first game: A answers with who is left.
    api.answer('matchups.pick', {
      revision: 5,
      savedAt: '',
      state: aMatch(captainA, {
        rolls: [{ a: 15, b: 4 }],
        first: 'a',
        toMove: { side: 'a', role: 'attack' },
        games: [{ defender: 'a', a: person('A2'), b: person('B3') }],
        pending: { side: 'b', player: person('B2') },
      }),
    });
    await view.pick('A2');
    expect(api.sent('matchups.pick')).toEqual([{ round: 1, match: 1, player: 'A2' }]);
    expect(view.myMove).toBe('attack');
    expect(view.choices.map((p) => p.id)).toEqual(['A1', 'A3']);
  });

  it('offers a member who is not captain no move, and the captain none while the other moves', () => {
    const view = new TeamMatchView();
    expect(view.choices).toEqual([]);
    api.answer(
      'matchups.mine',
      aMatch({ player: 'A2', side: 'a', captain: false }, { toMove: { side: 'a', role: 'defend' } }),
    );
    return view.load().then(async () => {
      expect(view.captain).toBe(false);
      expect(view.myMove).toBeNull();
      expect(view.choices).toEqual([]);
      api.answer('matchups.mine', aMatch(captainA, { toMove: { side: 'b', role: 'defend' } }));
      await view.load();
      expect(view.myMove).toBeNull();
    });
  });

  it('shows a refusal in words and reads the match again; keeps what it shows while offline', async () => {
    api.answer('matchups.mine', aMatch(captainA, { toMove: { side: 'a', role: 'defend' } }));
    api.refuse('matchups.pick', 'CONFLICT', 'It is the turn of Wolves’s captain to put a player forward.');
    const view = new TeamMatchView();
    await view.load();
    await view.pick('A1');
    expect(view.error).toBe('It is the turn of Wolves’s captain to put a player forward.');
    await settled();
    expect(api.count('matchups.mine')).toBe(2);
    expect(view.busy).toBe(false);

    api.refuse('matchups.mine', 'IO_FAILURE');
    const stop = view.attach();
    await view.load();
    expect(view.match?.round).toBe(1);
    api.refuse('matchups.mine', 'UNAUTHORIZED');
    await view.load();
    expect(view.match).toBeNull();
    stop();
  });
});
