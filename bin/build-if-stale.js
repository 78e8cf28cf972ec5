// Keeps the built JavaScript (out/) in step with the sources, for bin/its-ref.js and
// `npm run serve`: they start from the bundles, and rebuild first only when a source file is
// newer than the bundle they need. Without sources (an installed copy) the bundle is used as is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CONFIG_FILES = ['electron.vite.config.ts', 'package.json', 'package-lock.json', 'svelte.config.js'];
const LOCK = path.join(root, 'out', '.build-lock');
const LOCK_STALE_MS = 5 * 60_000;

/** The newest modification time among the build's inputs under `sourceDirs` (tests excluded). */
function newestSource(base, sourceDirs) {
  let newest = 0;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (!/\.test\.ts$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of sourceDirs) if (existsSync(dir)) visit(dir);
  for (const file of CONFIG_FILES) {
    const full = path.join(base, file);
    if (existsSync(full)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function oldestOutput(outputs) {
  let oldest = Infinity;
  for (const file of outputs) {
    if (!existsSync(file)) return -Infinity;
    oldest = Math.min(oldest, statSync(file).mtimeMs);
  }
  return oldest;
}

/**
 * Whether a build is needed under `base`: some output missing or older than a source file in
 * `sources` (folders, tests excluded) or a build config file. False when there are no sources.
 */
export function needsBuild(base, outputs, sources) {
  const sourceDirs = sources.map((dir) => path.join(base, dir));
  if (!sourceDirs.some((dir) => existsSync(dir))) return false;
  return oldestOutput(outputs.map((file) => path.join(base, file))) < newestSource(base, sourceDirs);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One build at a time: parallel calls (a script calling its-ref per table) wait for it. */
function withBuildLock(run) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // The other build just finished.
      }
      sleep(200);
    }
  }
  try {
    return run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Rebuilds (`electron-vite build`, progress on stderr so stdout stays clean for JSON) when
 * any of `outputs` is missing or older than a source. Returns false if the build failed.
 */
export function buildIfStale({ outputs, sources }) {
  if (!needsBuild(root, outputs, sources)) return true;
  return withBuildLock(() => {
    if (!needsBuild(root, outputs, sources)) return true; // built by the call we waited for
    process.stderr.write('Sources changed since the last build: building first (electron-vite build)…\n');
    const main = createRequire(import.meta.url).resolve('electron-vite'); // …/electron-vite/dist/index.js
    const cli = path.join(path.dirname(main), '..', 'bin', 'electron-vite.js');
    const result = spawnSync(process.execPath, [cli, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    return result.status === 0;
  });
}

/**
 * The module a bin script runs: with ITS_REF_FROM_SOURCES=1 its TypeScript `source` through tsx
 * (development and tests), else its `bundle`, rebuilt first when a source is newer (`outputs`
 * and `sources` as buildIfStale takes them); a failed build prints `failure` and exits.
 * `source` and `bundle` are imported from this folder (bin/).
 */
export async function loadEntry({ source, bundle, outputs, sources, failure }) {
  if (process.env.ITS_REF_FROM_SOURCES === '1') {
    const { register } = await import('tsx/esm/api');
    register();
    return import(source);
  }
  if (!buildIfStale({ outputs, sources })) {
    console.error(failure);
    process.exit(1);
  }
  return import(bundle);
}
