/**
 * Which files the venue server sends compressed, and how they are compressed: shared by the
 * build (a Vite plugin writes `<file>.br` and `<file>.gz` beside each renderer output file, at
 * the highest settings, once) and by the server (which compresses in memory, once per file
 * version, what the build did not). Phones on a crowded Wi-Fi pay for every byte; the server's
 * two CPU cores must never pay per request.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** File extensions worth compressing (text); images, fonts in woff2 and PDFs already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.ico', '.ttf', '.csv', '.txt', '.map']);

/** Below this size compression saves less than its own headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** The file extension each encoding's precompressed copy carries. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `data` compressed with `encoding`. `best` (the build) takes the highest settings; the server's
 * fallback takes settings that stay quick on a large script (brotli 9 is far cheaper than 11 for
 * nearly the same size).
 */
export function compress(data: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: best ? zlib.constants.BROTLI_MAX_QUALITY : 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  return gzip(data, { level: best ? zlib.constants.Z_BEST_COMPRESSION : 6 });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (recursively),
 * each only when it is smaller than the file. Returns how many copies were written.
 */
export async function precompressFolder(dir: string): Promise<number> {
  let written = 0;
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = await fs.readFile(file);
    if (!isCompressible(file, data.length)) continue;
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = await compress(data, encoding, true);
      if (packed.length >= data.length) continue;
      await fs.writeFile(file + SUFFIX[encoding], packed);
      written++;
    }
  }
  return written;
}

/** The Vite plugin for the renderer build: precompresses the output folder once it is written. */
export function precompressPlugin(): {
  name: string;
  apply: 'build';
  writeBundle(options: { dir?: string }): Promise<void>;
} {
  return {
    name: 'its-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressFolder(options.dir);
    },
  };
}
