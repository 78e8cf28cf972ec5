import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anEvent, api } from '../../lib/testing';

vi.mock('../../lib/api', async (original) => (await import('../../lib/testing')).stubbedApi(await original()));
const { MatchupEditor } = await import('./matchupEditor.svelte');
const { session } = await import('../../state/session.svelte');

/** Match 2 of round 1: team A's a1–a3 against team B's b1–b3 at tables 4–6, roster order. */
const games = [
  { table: 4, a: 'a1', b: 'b1' },
  { table: 5, a: 'a2', b: 'b2' },
  { table: 6, a: 'a3', b: 'b3' },
];

beforeEach(async () => {
  api.calls = [];
  api.holds(anEvent(7));
  await session.refresh();
});

describe('the match-up editor of one team match', () => {
  it('starts from the games as paired and sends the pairs in table order', async () => {
    api.answer('rounds.setMatchups', { round: {} as never, revision: 7, savedAt: '' } as never);
    const editor = new MatchupEditor(1, 2, games);
    expect(editor.changed).toBe(false);
    editor.pick(0, 1, 'b3');
    editor.pick(2, 1, 'b1');
    expect(editor.changed).toBe(true);
    expect(await editor.save()).toBe(true);
    expect(api.sent('rounds.setMatchups')[0]).toMatchObject({
      round: 1,
      match: 2,
      pairs: [
        ['a1', 'b3'],
        ['a2', 'b2'],
        ['a3', 'b1'],
      ],
    });
    expect(editor.changed).toBe(false);
    expect(editor.done).toBe('Match 2: match-ups saved.');
  });

  it('marks a player picked at two tables', () => {
    const editor = new MatchupEditor(1, 2, games);
    editor.pick(1, 0, 'a1');
    expect([...editor.twice]).toEqual(['a1']);
  });

  it('a refusal (a game has its result) shows beside the editor, which keeps the picks until reset', async () => {
    api.refuse('rounds.setMatchups', 'CONFLICT', 'Round 1, match 2 already has results; its match-ups cannot change.');
    const editor = new MatchupEditor(1, 2, games);
    editor.pick(0, 0, 'a2');
    editor.pick(1, 0, 'a1');
    expect(await editor.save()).toBe(false);
    expect(editor.problem).toBe('Round 1, match 2 already has results; its match-ups cannot change.');
    expect(editor.picks[0]).toEqual(['a2', 'b1']);
    editor.reset();
    expect(editor.picks[0]).toEqual(['a1', 'b1']);
    expect(editor.problem).toBeNull();
  });
});
