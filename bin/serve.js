#!/usr/bin/env node
// `npm run serve`: the venue server from the built bundle (out/main/serve.js, which also serves
// out/renderer), rebuilt first only if a source is newer. Options: see src/main/serve.ts.
// ITS_REF_FROM_SOURCES=1 runs the TypeScript sources through tsx instead (tests; the pages are
// then served from whatever out/renderer holds).
import { loadEntry } from './build-if-stale.js';

const { runServer } = await loadEntry({
  source: '../src/main/serve.ts',
  bundle: '../out/main/serve.js',
  outputs: ['out/main/serve.js', 'out/renderer/index.html'],
  sources: ['src/main', 'src/shared', 'src/renderer'],
  failure: 'The build failed; fix the error above.',
});
runServer(process.argv.slice(2));
