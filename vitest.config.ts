import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

const INCLUDE = ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/security/**/*.test.ts'];

/**
 * A test file that changes something every later file would see (a module mock, a stubbed
 * global or environment variable, a spy, fake timers, the working folder, a registered
 * language) runs in a fresh module graph. Every other file shares its worker's modules with the
 * files before it, which spares importing the app again for each of ~290 files (most of the
 * unit suite's time). The sorting reads the files, so a new test that mocks is isolated as it
 * is written.
 */
export const CHANGES_GLOBALS =
  /\bvi\.(mock|doMock|unmock|hoisted|stubGlobal|stubEnv|spyOn|useFakeTimers|setSystemTime|resetModules)\b|process\.chdir|process\.env\.\w+\s*=(?!=)|process\.env\[[^\]]+\]\s*=(?!=)|delete process\.env|\b(addLanguage|setLanguage)\(/;

const ROOT = path.dirname(fileURLToPath(import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export const ISOLATED = ['src', 'tests/unit', 'tests/security']
  .flatMap(testFiles)
  .filter((file) => CHANGES_GLOBALS.test(readFileSync(path.join(ROOT, file), 'utf8')));

export default defineConfig({
  // Components compile for the server in tests (svelte/server `render`), so a test can read a
  // screen's words without a browser.
  plugins: [svelte()],
  test: {
    environment: 'node',
    // Unit tests that spawn bin/its-ref.js test the current sources (through tsx), never a
    // bundle that would first have to be built; the e2e suite runs the built bundle.
    env: { ITS_REF_FROM_SOURCES: '1' },
    // Vitest leaves a core to its main process by default: one worker on CI's two cores. Many
    // files wait on child processes, servers and fsync; a second worker fills that time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: ISOLATED, isolate: false } },
    ],
  },
});
