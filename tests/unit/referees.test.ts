/**
 * Issue 10 · Builds 3 and 4 with two signed-in referees on the real venue server (LAN mode on
 * 127.0.0.5, two devices at 127.0.0.3 and 127.0.0.4): undo is per referee, and an edit made
 * from a screen that is out of date is refused with both versions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeAll, dataOf, errorCode, errorOf, referee, startVenue } from '../security/testing';
import type { Referee, Venue } from '../security/testing';
import type { EventFile } from '../../src/shared/model';
import { correction } from '../../src/main/api/testing';

afterEach(closeAll);

const data = dataOf;
const error = errorOf;

/** An event with 4 players, round 1 locked: tables 1 and 2. */
async function eventDay(): Promise<{ venue: Venue; ana: Referee; bo: Referee }> {
  const venue = await startVenue({ lan: true });
  const ana = await referee(venue, '127.0.0.3');
  const bo = await referee(venue, '127.0.0.4');
  expect(ana.actor).not.toBe(bo.actor);
  await ana.call('events.create', { settings: { name: 'Two Referees' } });
  for (const name of ['Ana', 'Bo', 'Cy', 'Di']) await ana.call('players.add', { name });
  await ana.call('rounds.generate', {});
  await ana.call('rounds.lock', { round: 1 });
  return { venue, ana, bo };
}

const eventOf = async (r: Referee) => data(await r.call('events.get')) as unknown as EventFile;

const resultOf = async (r: Referee, table: number) =>
  (await eventOf(r)).rounds[0]?.pairings.find((p) => p.table === table)?.result ?? null;

describe('undo is per referee (issue 10 · Build 3)', () => {
  it("one referee's undo leaves the other's newer result in place", async () => {
    const { ana, bo } = await eventDay();
    await ana.call('rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [200, 100] });
    await bo.call('rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] });
    const undone = await ana.call('audit.undo', {});
    expect(undone.status).toBe(200);
    expect(await resultOf(ana, 1)).toBeNull();
    expect((await resultOf(ana, 2))?.op).toEqual([4, 6]);
    const log = data(await ana.call('audit.list', {})) as unknown as EventFile['audit'];
    expect(log.at(-1)).toMatchObject({ method: 'audit.undo', actor: ana.actor });
    expect(log.find((e) => e.method === 'rounds.setResult' && e.tables[0] === 2)?.actor).toBe(bo.actor);
    // Ana's redo brings back her own result, and Bo's undo takes back only his.
    await ana.call('audit.redo', {});
    await bo.call('audit.undo', {});
    expect((await resultOf(ana, 1))?.op).toEqual([7, 3]);
    expect(await resultOf(ana, 2)).toBeNull();
  });

  it("undoing someone else's change needs its revision and a confirmation, and says whose it is", async () => {
    const { ana, bo } = await eventDay();
    // Ana set the event up and entered a result; Bo has changed nothing yet.
    const saved = data(await ana.call('rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] }));
    const nothing = await bo.call('audit.undo', {});
    expect(errorCode(nothing)).toBe('CONFLICT');
    expect(error(nothing).message).toMatch(/no change left to undo/);
    const asked = await bo.call('audit.undo', { revision: saved.revision });
    expect(errorCode(asked)).toBe('CONFLICT');
    expect(error(asked).message).toContain(`was made by ${ana.actor} at`);
    expect(error(asked).details).toMatchObject({ needsConfirm: true, actor: ana.actor, revision: saved.revision });
    expect((await resultOf(ana, 2))?.op).toEqual([4, 6]);
    const confirmed = await bo.call('audit.undo', { revision: saved.revision, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(await resultOf(ana, 2)).toBeNull();
  });
});

describe('stale edits are caught (issue 10 · Build 4)', () => {
  /** Ana's own numbers for table 1, from the screen she saw at `baseRevision`. */
  const reRead = (baseRevision: number) => ({
    ...correction({ round: 1, table: 1 }, [2, 8], [50, 250], 'Score sheet re-read'),
    baseRevision,
  });

  it('refuses an edit from a screen older than the other referee’s change, with both versions', async () => {
    const { ana, bo } = await eventDay();
    const shown = (await eventOf(ana)).revision;
    await bo.call('rounds.setResult', { round: 1, table: 1, op: [7, 3], vp: [200, 100] });
    // Ana's screen still shows table 1 empty; she corrects it with her own numbers.
    const stale = await ana.call('rounds.setResult', reRead(shown));
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(error(stale).message).toMatch(
      new RegExp(
        `^Table 1 of round 1 was changed by ${bo.actor.replace(/[()]/g, '\\$&')} at .*choose which version to keep`,
      ),
    );
    const details = error(stale).details as {
      current: { result: { op: number[] } };
      yours: { result: { op: number[] } };
      changedBy: string;
    };
    expect(details.changedBy).toBe(bo.actor);
    expect(details.current.result.op).toEqual([7, 3]);
    expect(details.yours.result.op).toEqual([2, 8]);
    expect((await resultOf(ana, 1))?.op).toEqual([7, 3]);
    // Choosing hers: the same edit, from the revision she has now seen, goes through.
    const seen = (await eventOf(ana)).revision;
    const mine = await ana.call('rounds.setResult', reRead(seen));
    expect(mine.status).toBe(200);
    expect((await resultOf(ana, 1))?.op).toEqual([2, 8]);
  });

  it('lets through an edit of another thing, and the same referee’s own later edits', async () => {
    const { ana, bo } = await eventDay();
    const shown = (await eventOf(ana)).revision;
    await bo.call('rounds.setResult', { round: 1, table: 2, op: [4, 6], vp: [90, 160] });
    await bo.call('players.add', { name: 'Late Eve' });
    const other = await ana.call('rounds.setResult', {
      round: 1,
      table: 1,
      op: [7, 3],
      vp: [200, 100],
      baseRevision: shown,
    });
    expect(other.status).toBe(200);
    const rename = await ana.call('players.update', { id: 'p1', changes: { club: 'Lions' }, baseRevision: shown });
    expect(rename.status).toBe(200);
    const again = await ana.call('players.update', { id: 'p1', changes: { club: 'Tigers' }, baseRevision: shown });
    expect(again.status).toBe(200);
    const staleName = await bo.call('players.update', { id: 'p1', changes: { club: 'Bears' }, baseRevision: shown });
    expect(error(staleName).message).toMatch(/^Player Ana was changed by /);
  });
});
