/**
 * Event-day pairing through the real registry: tables fixed to another scenario are never
 * replaced by invented ones (refused before anything is saved, with the choices), warnings name
 * players, and a result copied from a signed slip says so in the audit.
 */
import { describe, expect, it } from 'vitest';
import { createTestContext } from './testing';

async function eventWith(players: string[], tables: { number: number; fixedScenario: string | null }[]) {
  const t = createTestContext();
  await t.newEvent({ rounds: 3, scenarios: ['acquisition', 'supremacy', 'frontline'] });
  await t.ok('events.setTables', { tables: tables.map((x) => ({ ...x, name: '', terrain: '' })) });
  for (const name of players) await t.ok('players.add', { name, checkedIn: true });
  return t;
}

const SIX = ['Ana', 'Björn', 'Chloé', 'Dmitri', 'Eleni', 'Farah'];

/** The six players paired and round 1 locked (in play); `first` is its first table. */
async function sixPlayersInPlay() {
  const t = await eventWith(SIX, []);
  const { round } = await t.ok('rounds.generate', {});
  await t.ok('rounds.lock', { round: 1 });
  const first = round.pairings[0];
  if (!first) throw new Error('no table');
  return { t, first };
}

describe('fixed-scenario tables', () => {
  it('refuses to pair when the scenario has too few tables, saving nothing, and names the choices', async () => {
    const t = await eventWith(SIX, [
      { number: 1, fixedScenario: null },
      { number: 2, fixedScenario: 'frontline' },
      { number: 3, fixedScenario: 'supremacy' },
    ]);
    const before = (await t.ok('events.get', {})).revision;
    const refused = await t.call('rounds.generate', {});
    expect(refused).toMatchObject({
      error: {
        code: 'RULES_VIOLATION',
        message:
          'Round 1 needs 3 tables but only 1 of the event’s 3 tables can host its scenario. Nothing was paired. Tables 2, 3 are set up for another scenario: use them anyway, or add tables to the event (Event screen, Tables).',
        details: { tablesShort: { round: 1, needed: 3, usable: 1, otherScenarioTables: [2, 3] } },
      },
    });
    const event = await t.ok('events.get', {});
    expect([event.revision, event.rounds]).toEqual([before, []]);
  });

  it('uses the other scenarios’ tables when the organizer chooses to, and says which', async () => {
    const t = await eventWith(SIX, [
      { number: 1, fixedScenario: null },
      { number: 2, fixedScenario: 'frontline' },
      { number: 3, fixedScenario: 'supremacy' },
    ]);
    const { round } = await t.ok('rounds.generate', { useOtherScenarioTables: true });
    expect(round.pairings.map((p) => p.table).sort()).toEqual([1, 2, 3]);
    expect(round.warnings.map((w) => w.message)).toContain(
      'Tables 2, 3 are set up for another scenario and used this round, as chosen.',
    );
  });
});

describe('warnings and audit in the referee’s words', () => {
  it('names players in pairing warnings, never their internal ids', async () => {
    const t = await eventWith(SIX, []);
    await t.ok('rounds.generate', {});
    await t.ok('players.add', { name: 'Gus Late', checkedIn: true });
    const [round] = await t.ok('rounds.list', {});
    const texts = round?.warnings.map((w) => w.message) ?? [];
    expect(texts).toContain('Not paired this round: Gus Late.');
    for (const w of texts) expect(w).not.toMatch(/\bp\d+\b/);
  });

  it('marks a result copied from the signed slip in the audit, with both players by name', async () => {
    const { t, first } = await sixPlayersInPlay();
    await t.ok('rounds.setResult', { round: 1, table: first.table, op: [7, 3], vp: [210, 150], fromSlip: true });
    const event = await t.ok('events.get', {});
    // ITS S11 · Keeping Score: winning by 4 OP (7–3) is a Victory, 2 TP; the loser 0.
    const name = (id: string) => event.players.find((p) => p.id === id)?.name;
    expect(event.audit.at(-1)?.summary).toBe(
      `Round 1 table ${first.table}: ${name(first.a)} 7–3 ${name(first.b)} OP (2–0 TP), entered from the signed slip`,
    );
  });
});

describe('standings mid-event', () => {
  it('lists only the rounds paired so far in a player’s explanation, never future rounds as not paired', async () => {
    const { t, first } = await sixPlayersInPlay();
    const explained = await t.ok('standings.explainPlayer', { player: first.a });
    expect(explained.rounds.map((r) => [r.round, r.kind])).toEqual([[1, 'pending']]);
  });
});
