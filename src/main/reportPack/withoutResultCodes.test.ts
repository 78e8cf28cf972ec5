/** The report pack's copy of the event holds no result code, neither in the players nor in the audit. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ratingPreviewOfEvent } from '../api/standings';
import { createTestContext } from '../api/testing';
import { writeReportPack } from './packFiles';

const dir = mkdtempSync(path.join(os.tmpdir(), 'its-pack-codes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the report pack’s copy of the event', () => {
  it('leaves out every result code, the players’ and the audit’s, and keeps the rest', async () => {
    const t = createTestContext({ dir: path.join(dir, 'data') });
    await t.newEvent({ playerReporting: 'auto-accept' });
    await t.ok('players.add', { name: 'Ana', itsPin: '1001' });
    const { player } = await t.ok('players.add', { name: 'Bea' });
    const { code } = await t.ok('players.reissueCode', { id: player.id });
    const event = await t.ok('events.get', {});
    const codes = event.players.map((p) => p.resultCode!);
    expect(JSON.stringify(event)).toContain(code);

    const copy = path.join(dir, 'copy.its.json');
    await writeReportPack(event, ratingPreviewOfEvent(event), async (name, write) => {
      const file = name.endsWith('.its.json') ? copy : path.join(dir, name);
      await write(file);
      return file;
    });
    const text = readFileSync(copy, 'utf8');
    for (const c of [...codes, code]) expect(text).not.toContain(c);
    expect(text).not.toContain('"resultCode"');
    const saved = JSON.parse(text) as typeof event;
    expect(saved.players.map((p) => [p.name, p.itsPin])).toEqual([
      ['Ana', '1001'],
      ['Bea', ''],
    ]);
    expect(saved.audit.map((e) => e.summary)).toEqual(event.audit.map((e) => e.summary));
  });
});
