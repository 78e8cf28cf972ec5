/**
 * Refreshes docs/screenshots/: builds the app, runs the languages end-to-end spec
 * (tests/e2e/languages.spec.ts) and the phone spec (tests/e2e/phone.spec.ts: each tab of the
 * phone app at 390 × 844 in every language), which save `lang-*.png` into tests/artifacts/e2e/,
 * and copies those screenshots into docs/screenshots/. `npm run screenshots`.
 *
 * Old `lang-*.png` files are removed from both folders first, so a screen the spec no longer
 * shoots does not linger in the docs, and a failed run copies nothing.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const ARTIFACTS = path.join(ROOT, 'tests/artifacts/e2e');
const DOCS = path.join(ROOT, 'docs/screenshots');
const SHOT = /^lang-.*\.png$/;

function shots(folder: string): string[] {
  mkdirSync(folder, { recursive: true });
  return readdirSync(folder)
    .filter((f) => SHOT.test(f))
    .sort();
}

function run(args: string[]): void {
  execFileSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
}

for (const f of shots(ARTIFACTS)) rmSync(path.join(ARTIFACTS, f));
run(['electron-vite', 'build']);
run(['playwright', 'test', 'tests/e2e/languages.spec.ts', 'tests/e2e/phone.spec.ts']);

const fresh = shots(ARTIFACTS);
if (fresh.length === 0) throw new Error(`The languages spec saved no lang-*.png into ${ARTIFACTS}.`);
for (const f of shots(DOCS)) rmSync(path.join(DOCS, f));
for (const f of fresh) copyFileSync(path.join(ARTIFACTS, f), path.join(DOCS, f));
process.stdout.write(`${fresh.length} screenshots copied into docs/screenshots/:\n${fresh.join('\n')}\n`);
