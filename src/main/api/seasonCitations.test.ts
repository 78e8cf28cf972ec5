/**
 * An ITS S17 event cites ITS S17 and N5 wherever main sends a tournament or list rule: the rounds
 * guideline, "Why below?" (standings.explainPair), and the standings' rules; an S11 event is
 * unchanged.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { english } from '../../shared/messages';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';
import { LIST_RULES } from '../../core/rules/army/validate';
import { citedIn } from '../../core/rules/tournament/seasonCitations';

let t: TestContext;
afterEach(() => disposeContext(t));

async function playedRound(settings: Record<string, unknown>) {
  t = createTestContext();
  await t.newEvent({ rounds: 3, ...settings });
  for (const name of ['Ana', 'Bea', 'Cai', 'Dan']) await t.ok('players.add', { name });
  const { round } = await t.ok('rounds.generate', { seed: 'fixed' });
  await t.ok('rounds.lock', { round: 1 });
  for (const p of round.pairings) {
    await t.ok('rounds.setResult', { round: 1, table: p.table, op: [7, 3], vp: [200, 100] });
  }
  return round.pairings[0]!;
}

describe('citations in the event’s season', () => {
  it('an ITS S17 event: the guideline and “Why below?” cite ITS S17', async () => {
    const top = await playedRound({ season: 'its-s17', scenarios: ['annihilation', 'b-pong', 'uplink-center'] });
    expect(english((await t.ok('rounds.guideline', {})).rule)).toBe('ITS S17 · Number of Tournament Rounds');
    const pair = await t.ok('standings.explainPair', { a: top.a, b: top.b });
    expect(english(pair.decidedBy!.rule)).toBe('ITS S17 · Final Scores');
    expect(pair.summary).toContain('(ITS S17 · Final Scores)');
    expect(pair.summary).not.toContain('S11');
  });

  it('an ITS S11 event keeps ITS S11', async () => {
    const top = await playedRound({});
    expect(english((await t.ok('rounds.guideline', {})).rule)).toBe('ITS S11 · Number of Tournament Rounds');
    const pair = await t.ok('standings.explainPair', { a: top.a, b: top.b });
    expect(english(pair.decidedBy!.rule)).toBe('ITS S11 · Final Scores');
  });

  it('list checks name N5 and ITS S17 for an S17 event', () => {
    const issues = [{ rule: LIST_RULES.lieutenant }, { rule: LIST_RULES.armyLists }];
    expect(citedIn('its-s17', issues).map((i) => english(i.rule))).toEqual(['N5 · Lieutenant', 'ITS S17 · Army Lists']);
    expect(citedIn('its-s11', issues).map((i) => english(i.rule))).toEqual(['N4 · Lieutenant', 'ITS S11 · Army Lists']);
  });
});
