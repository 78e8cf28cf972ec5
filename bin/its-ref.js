#!/usr/bin/env node
// The CLI, from the built bundle (out/main/cli.js), rebuilt first if a source is newer.
// ITS_REF_FROM_SOURCES=1 runs the TypeScript sources through tsx instead (development only).
import { buildIfStale } from './build-if-stale.js';

let main;
if (process.env.ITS_REF_FROM_SOURCES === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main/cli/index.ts'));
} else {
  if (!buildIfStale({ outputs: ['out/main/cli.js'], sources: ['src/main', 'src/shared'] })) {
    console.error('its-ref: the build failed; fix the error above (or set ITS_REF_FROM_SOURCES=1).');
    process.exit(1);
  }
  ({ main } = await import('../out/main/cli.js'));
}
const code = await main(process.argv.slice(2));
// Let stdout drain before exiting (large JSON outputs are piped to other tools).
process.stdout.write('', () => process.exit(code));
