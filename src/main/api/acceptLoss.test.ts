/**
 * Through the real handler map, the referee's decisions on an event opened
 * read-only because its journal is damaged. Accepting the loss (`events.acceptLoss`) is explicit
 * and audited; it, a restore and a repair each keep the damaged journal aside, byte for byte.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../cli';
import { writeBackup } from '../store/backups';
import { journalPathFor } from '../store/journal';
import { crashed, layDown } from '../store/testing';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext | undefined;
afterEach(() => disposeContext(t));

/** The crashed event with one bit flipped in change 22 (19 changes recovered, 20 not), laid down in a new context. */
async function layDownDamaged(): Promise<{ file: string; journal: Buffer; snapshot: string; unreadable: number }> {
  const [c] = await crashed();
  const journal = Buffer.from(c.journal);
  journal[c.starts[19]! + 100]! ^= 0x04;
  t = createTestContext();
  const { file } = layDown(c.snapshot, journal, t.dir);
  return { file, journal, snapshot: c.snapshot, unreadable: c.starts[20]! - c.starts[19]! };
}

/** The same, opened through the handler map. */
async function damaged(): ReturnType<typeof layDownDamaged> {
  const laid = await layDownDamaged();
  const { file } = laid;
  const opened = await t!.ok('events.open', { path: file });
  expect(opened.readOnly?.journal).toMatchObject({ recovered: { n: 19, from: 3, to: 21 }, lost: { n: 20 } });
  return laid;
}

const asideOf = (file: string): string[] =>
  readdirSync(path.dirname(file)).filter((n) => n.startsWith('cup.its.json.journal.damaged-'));

describe('deciding on a damaged journal', () => {
  it('events.acceptLoss continues from what was recovered, audited, with the journal kept aside', async () => {
    const { file, journal, unreadable } = await damaged();
    const accepted = await t!.ok('events.acceptLoss', {});
    expect(accepted.readOnly).toBeNull();
    // Numbered after every change the damaged journal names: 42 is its newest.
    expect(accepted.revision).toBe(43);
    expect(readFileSync(path.join(path.dirname(file), accepted.keptAs)).equals(journal)).toBe(true);
    expect(existsSync(journalPathFor(file))).toBe(false);
    const event = await t!.ok('events.get', {});
    expect(event.players).toHaveLength(21);
    expect(event.audit.at(-1)).toMatchObject({
      revision: 43,
      actor: 'local',
      method: 'events.acceptLoss',
      changes: [],
    });
    expect(event.audit.at(-1)?.summary).toBe(
      `Accepted the loss in the damaged journal of changes: 19 changes were recovered from it (changes 3 to 21). 20 saved changes could not be recovered (changes 23 to 42): they do not follow change 21. ${unreadable} bytes of it cannot be read. The journal is kept beside the event file as ${accepted.keptAs}.`,
    );
    // The file as it was is a backup; the event takes changes again.
    expect((await t!.ok('backups.list', {})).some((b) => b.kind === 'pre-repair' && b.revision === 2)).toBe(true);
    expect((await t!.ok('players.add', { name: 'Ana Ruiz' })).revision).toBe(44);
  });

  it('the CLI accepts the loss too: its-ref call events.acceptLoss --event <file>', async () => {
    const { file, journal } = await layDownDamaged();
    let stdout = '';
    const code = await main(['call', 'events.acceptLoss', '--event', file, '--data', t!.dir], {
      stdout: (text) => void (stdout += text),
      stderr: () => undefined,
    });
    expect(code).toBe(0);
    const { data } = JSON.parse(stdout) as { data: { revision: number; keptAs: string } };
    expect(data.revision).toBe(43);
    expect(readFileSync(path.join(path.dirname(file), data.keptAs)).equals(journal)).toBe(true);
  });

  it('events.acceptLoss is refused when the journal is not damaged, and changes nothing', async () => {
    t = createTestContext();
    await t.newEvent();
    const refused = await t.call('events.acceptLoss', {});
    expect(refused).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'The journal of changes of this event is not damaged: there is no loss to accept.',
      },
    });
  });

  it('backups.restore keeps the damaged journal aside and never replays it onto the backup', async () => {
    const { file, journal, snapshot } = await damaged();
    const backup = path.basename(await writeBackup(file, snapshot, 'generation', 2));
    const restored = await t!.ok('backups.restore', { file: backup });
    expect(restored).toMatchObject({ revision: 2, readOnly: null });
    const [aside] = asideOf(file);
    expect(readFileSync(path.join(path.dirname(file), aside!)).equals(journal)).toBe(true);
    expect(existsSync(journalPathFor(file))).toBe(false);
  });

  it('events.repair has nothing to repair in a damaged journal: it changes nothing', async () => {
    const { file, journal, snapshot } = await damaged();
    const refused = await t!.call('events.repair', {});
    expect(refused).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(readFileSync(journalPathFor(file)).equals(journal)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(snapshot);
    expect((await t!.ok('events.current', {}))?.readOnly?.journal?.recovered.n).toBe(19);
  });
});
