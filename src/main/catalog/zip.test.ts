/**
 * The .zip reader's refusals carry their message key: each damage is made by hand in an
 * archive written by `writeZip`, and the message read in English and in Italian.
 */
import { describe, expect, it } from 'vitest';
import { english, renderMessage } from '../../shared/messages';
import type { Renderer } from '../../shared/messages';
import { it as MESSAGES_IT } from '../../shared/i18n/it';
import { thrown } from '../../../tests/support/thrown';
import { writeZip } from './testing';
import { ZipError, readZip } from './zip';

const italian: Renderer = { template: (key) => (MESSAGES_IT as Record<string, string>)[key], number: String };

/** One stored entry "a.json"; returns the archive and where its central header starts. */
function archive(): { zip: Buffer; central: number } {
  const zip = writeZip([{ name: 'a.json', data: Buffer.from('{}') }], { deflate: false });
  // The end record is the last 22 bytes; the central directory's offset is at +16.
  return { zip, central: zip.readUInt32LE(zip.length - 22 + 16) };
}

const refusal = (read: () => unknown): ZipError => thrown(read, ZipError);

describe('readZip refusals', () => {
  it('reads the intact archive', () => {
    const entry = readZip(archive().zip)[0];
    expect([entry?.name, entry?.read().toString('utf8')]).toEqual(['a.json', '{}']);
  });

  it('an archive whose end record is gone is not a zip', () => {
    const { zip } = archive();
    const err = refusal(() => readZip(zip.subarray(0, zip.length - 22)));
    expect(err.message).toBe('the file is not a .zip archive (no table of contents found)');
    expect(renderMessage(err.i18n, italian)).toBe('il file non è un archivio .zip (indice non trovato)');
  });

  it('an encrypted entry, an unknown method and an announced size over the limit', () => {
    const encrypted = archive();
    encrypted.zip.writeUInt16LE(1, encrypted.central + 8);
    expect(refusal(() => readZip(encrypted.zip)[0]?.read()).message).toBe('a.json is encrypted');

    const bzip = archive();
    bzip.zip.writeUInt16LE(12, bzip.central + 10);
    const method = refusal(() => readZip(bzip.zip)[0]?.read());
    expect(method.message).toBe('a.json uses compression method 12; only stored and deflated files are read');
    expect(renderMessage(method.i18n, italian)).toBe(
      'a.json usa il metodo di compressione 12; si leggono solo file memorizzati o compressi con deflate',
    );

    const huge = archive();
    huge.zip.writeUInt32LE(0xffff0000, huge.central + 24);
    const size = refusal(() => readZip(huge.zip)[0]?.read());
    // 64 MiB = 67,108,864 bytes.
    expect(english(size.i18n)).toBe('a.json unpacks to more than 67108864 bytes');
    expect(renderMessage(size.i18n, italian)).toBe('a.json supera 67108864 byte una volta decompresso');
  });
});
