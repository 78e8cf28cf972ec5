#!/usr/bin/env node
// The CLI, from the built bundle (out/main/cli.js), rebuilt first if a source is newer.
// ITS_REF_FROM_SOURCES=1 runs the TypeScript sources through tsx instead (development only).
import { loadEntry } from './build-if-stale.js';

const { main } = await loadEntry({
  source: '../src/main/cli/index.ts',
  bundle: '../out/main/cli.js',
  outputs: ['out/main/cli.js'],
  sources: ['src/main', 'src/shared'],
  failure: 'its-ref: the build failed; fix the error above (or set ITS_REF_FROM_SOURCES=1).',
});
const code = await main(process.argv.slice(2));
// Let stdout drain before exiting (large JSON outputs are piped to other tools).
process.stdout.write('', () => process.exit(code));
