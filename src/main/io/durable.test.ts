import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileDurably, writeFileDurablySync } from './durable';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'its-durable-'));

describe('the durable writer', () => {
  it('replaces a file whole and leaves no temp file behind', async () => {
    const dir = folder();
    const file = path.join(dir, 'event.json');
    writeFileSync(file, 'old');
    await writeFileDurably(file, 'new content');
    writeFileDurablySync(path.join(dir, 'pin.json'), '{}\n');
    expect(readFileSync(file, 'utf8')).toBe('new content');
    expect(readdirSync(dir).sort()).toEqual(['event.json', 'pin.json']);
  });

  it.skipIf(process.platform === 'win32')(
    'gives the mode asked for, even over a wider file an older version wrote',
    () => {
      const dir = folder();
      const file = path.join(dir, 'referee-pin.json');
      writeFileSync(file, 'old', { mode: 0o644 });
      writeFileDurablySync(file, 'hash', { mode: 0o600 });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8')).toBe('hash');
    },
  );

  it('refuses a folder that does not exist, leaving nothing', () => {
    const dir = folder();
    expect(() => writeFileDurablySync(path.join(dir, 'missing', 'pin.json'), 'x')).toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
