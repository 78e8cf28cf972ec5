/**
 * A small .zip reader: enough for the unit library a referee saved (JSON files, stored or
 * deflated). It reads the central directory at the end of the archive and inflates each entry
 * with Node's zlib, so no dependency is needed. Encrypted entries, ZIP64 and multi-part archives
 * are refused with a message.
 */
import { inflateRawSync } from 'node:zlib';
import { english, msg } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  read(): Buffer;
}

/** A failure of the archive itself, with its key (the reader's callers quote it translated). */
export class ZipError extends Error {
  constructor(readonly i18n: MessageRef) {
    super(english(i18n));
    this.name = 'ZipError';
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535 bytes. */
const MAX_END_SEARCH = 22 + 0xffff;
/** An unpacked JSON unit file is far below this; a larger entry is not ours (or a zip bomb). */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

function findEnd(zip: Buffer): number {
  const stop = Math.max(0, zip.length - MAX_END_SEARCH);
  for (let i = zip.length - 22; i >= stop; i -= 1) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  }
  throw new ZipError(msg('m.zip.notZip'));
}

export function readZip(zip: Buffer): ZipEntry[] {
  if (zip.length < 22) throw new ZipError(msg('m.zip.tooShort'));
  const end = findEnd(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  if (offset === 0xffffffff || count === 0xffff) throw new ZipError(msg('m.zip.zip64'));
  if (offset + size > zip.length) throw new ZipError(msg('m.zip.cutShort'));
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) {
      throw new ZipError(msg('m.zip.entryDamaged', { n: i + 1 }));
    }
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const unpacked = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength).replace(/\\/g, '/');
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    entries.push({
      name,
      read() {
        if (flags & 1) throw new ZipError(msg('m.zip.encrypted', { name }));
        if (unpacked > MAX_ENTRY_BYTES) throw new ZipError(msg('m.zip.tooLarge', { name, limit: MAX_ENTRY_BYTES }));
        if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) {
          throw new ZipError(msg('m.zip.headerDamaged', { name }));
        }
        const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
        if (start + packed > zip.length) throw new ZipError(msg('m.zip.fileCutShort', { name }));
        const data = zip.subarray(start, start + packed);
        if (method === 0) return Buffer.from(data);
        if (method === 8) {
          try {
            return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
          } catch (err) {
            // zlib's codes (Z_DATA_ERROR, Z_BUF_ERROR) say what broke; its sentence stays out.
            const code = (err as { code?: unknown }).code;
            // The header understated the size: the limit stops the inflating (a zip bomb).
            if (code === 'ERR_BUFFER_TOO_LARGE')
              throw new ZipError(msg('m.zip.tooLarge', { name, limit: MAX_ENTRY_BYTES }));
            throw new ZipError(msg('m.zip.unpack', { name, code: typeof code === 'string' ? code : 'zlib' }));
          }
        }
        throw new ZipError(msg('m.zip.method', { name, method }));
      },
    });
  }
  return entries;
}
