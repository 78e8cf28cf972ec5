/**
 * The result code on paper, through pdf.generate (real PDFs read back with pdftotext): only on
 * the player's own card, never on the control sheet the opponent signs every round, the
 * pairing slip left on the shared table or the round sheet on the wall. The cards' QR codes
 * open the venue server's own LAN address when it prints them; elsewhere the caller names it.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Params } from '../../shared/api';
import { flat, pageTexts } from '../../../tests/fixtures/pdfInspect';
import { stopPrintWorker } from '../pdf/jobs';
import { createTestContext, disposeContext } from './testing';
import type { TestContext } from './testing';

let t: TestContext;
afterEach(() => disposeContext(t));
afterAll(() => stopPrintWorker());

const printed = async (params: Params<'pdf.generate'>) =>
  flat(pageTexts((await t.ok('pdf.generate', params)).path).join(' '));

describe('result codes in print', () => {
  it('are on the player cards only, each once; re-printing one player’s card after a new code', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, scenarios: ['acquisition'], playerReporting: 'referee-approves' });
    for (const [i, name] of ['Ana', 'Bea', 'Cai', 'Dan', 'Eve'].entries())
      await t.ok('players.add', { name, itsPin: `7${i}` });
    await t.ok('rounds.generate', { seed: 's' });
    await t.ok('rounds.lock', { round: 1 });
    const players = await t.ok('players.list', {});
    const codes = players.map((p) => p.resultCode!);

    const others: Params<'pdf.generate'>[] = [
      { kind: 'control-sheets' },
      { kind: 'pairing-slips', round: 1 },
      { kind: 'round-sheet', round: 1 },
    ];
    for (const params of others) {
      const text = (await printed(params)).replace(/\s+/g, '');
      expect(text).toContain('Ana');
      for (const code of codes) expect(text, `${params.kind}: ${code}`).not.toContain(code);
    }

    const cards = await printed({ kind: 'player-cards', url: 'http://192.168.1.20:4820' });
    for (const code of codes) expect(cards.split(code).length - 1, code).toBe(1);
    expect(cards).toContain('192.168.1.20:4820');

    // A new code for Cai: his card alone, with the new code and not the old one.
    const cai = players.find((p) => p.name === 'Cai')!;
    const { code } = await t.ok('players.reissueCode', { id: cai.id });
    const generated = await t.ok('pdf.generate', { kind: 'player-cards', player: cai.id, url: 'http://10.0.0.2:4820' });
    expect(generated.file).toBe('test-event-player-cards-cai-a4.pdf');
    expect(generated.pages).toBe(1);
    const card = flat(pageTexts(generated.path).join(' '));
    expect(card).toContain(code);
    expect(card).not.toContain(cai.resultCode!);
    expect(card).not.toContain('Ana');
  }, 60_000);

  it('take the venue server’s LAN address, else need one, and need player reporting on', async () => {
    t = createTestContext();
    await t.newEvent({ rounds: 3, playerReporting: 'auto-accept' });
    await t.ok('players.add', { name: 'Ana', itsPin: '70' });
    // Desktop or CLI: no address the phones could reach.
    expect(await t.call('pdf.generate', { kind: 'player-cards' })).toMatchObject({
      error: { code: 'INVALID_INPUT', i18n: { key: 'm.pdf.cardsNeedUrl' } },
    });
    expect(await t.call('pdf.generate', { kind: 'player-cards', url: 'ftp://192.168.1.20' })).toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
    // The venue server bound to 127.0.0.1 only: phones cannot reach that either.
    const local = { host: '127.0.0.1', port: 4820, urls: ['http://127.0.0.1:4820/'], lan: false, pinRequired: false };
    t.ctx.runtime = { transport: 'http', venue: local };
    expect(await t.call('pdf.generate', { kind: 'player-cards' })).toMatchObject({
      error: { i18n: { key: 'm.pdf.cardsNeedUrl' } },
    });
    // Serving the LAN: its own address.
    t.ctx.runtime = {
      transport: 'http',
      venue: { ...local, host: '0.0.0.0', urls: ['http://192.168.7.31:4820/'], lan: true, pinRequired: true },
    };
    expect(await printed({ kind: 'player-cards' })).toContain('192.168.7.31:4820');

    await t.ok('events.updateSettings', { settings: { playerReporting: 'off' } });
    expect(await t.call('pdf.generate', { kind: 'player-cards' })).toMatchObject({
      error: { code: 'CONFLICT', i18n: { key: 'm.pdf.cardsReportingOff' } },
    });
  }, 60_000);
});
