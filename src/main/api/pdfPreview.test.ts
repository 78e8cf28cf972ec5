import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './testing';

describe('pdf.preview', () => {
  it('hands an existing PDF to the desktop shell', async () => {
    const t = createTestContext();
    const shown: string[] = [];
    t.ctx.runtime = {
      transport: 'ipc',
      venue: null,
      desktop: {
        previewPdf: async (file) => {
          shown.push(file);
          return 'window';
        },
      },
    };
    const file = path.join(t.dir, 'slips.pdf');
    writeFileSync(file, '%PDF-1.4\n');
    expect(await t.ok('pdf.preview', { path: file })).toEqual({ shown: 'window' });
    expect(shown).toEqual([file]);
    expect(await t.call('pdf.preview', { path: path.join(t.dir, 'missing.pdf') })).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect(await t.call('pdf.preview', { path: path.join(t.dir, 'notes.txt') })).toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
  });

  it('tells the venue server and the CLI to download instead', async () => {
    const t = createTestContext();
    const res = await t.call('pdf.preview', { path: '/tmp/x.pdf' });
    expect(res).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringContaining('download') } });
  });
});
