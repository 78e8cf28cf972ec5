/** bin/its-ref.js and `npm run serve` rebuild only when a source is newer than the bundle. */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsBuild } from '../../bin/build-if-stale.js';

function tree(files: Record<string, number>): string {
  const base = mkdtempSync(path.join(os.tmpdir(), 'its-build-'));
  for (const [file, secondsAgo] of Object.entries(files)) {
    const full = path.join(base, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    const when = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, when, when);
  }
  return base;
}

const CLI = { outputs: ['out/main/cli.js'], sources: ['src/main', 'src/shared'] };

describe('needsBuild', () => {
  it('uses the bundle when it is newer than every source', () => {
    const base = tree({ 'src/main/a.ts': 60, 'src/shared/b.ts': 50, 'package.json': 90, 'out/main/cli.js': 10 });
    expect(needsBuild(base, CLI.outputs, CLI.sources)).toBe(false);
  });

  it('rebuilds when a source file, nested or not, is newer than the bundle', () => {
    const base = tree({ 'src/main/deep/er/a.ts': 5, 'out/main/cli.js': 10 });
    expect(needsBuild(base, CLI.outputs, CLI.sources)).toBe(true);
  });

  it('rebuilds when the build config changed', () => {
    const base = tree({ 'src/main/a.ts': 60, 'electron.vite.config.ts': 5, 'out/main/cli.js': 10 });
    expect(needsBuild(base, CLI.outputs, CLI.sources)).toBe(true);
  });

  it('ignores test files and folders the bundle is not built from', () => {
    const base = tree({ 'src/main/a.test.ts': 1, 'src/renderer/App.svelte': 1, 'out/main/cli.js': 10 });
    expect(needsBuild(base, CLI.outputs, CLI.sources)).toBe(false);
    expect(needsBuild(base, ['out/main/cli.js'], ['src/main', 'src/renderer'])).toBe(true);
  });

  it('builds when an output is missing, and never without sources (an installed copy)', () => {
    expect(needsBuild(tree({ 'src/main/a.ts': 60 }), CLI.outputs, CLI.sources)).toBe(true);
    expect(needsBuild(tree({ 'out/main/cli.js': 60 }), CLI.outputs, CLI.sources)).toBe(false);
  });
});
