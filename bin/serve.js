#!/usr/bin/env node
// `npm run serve`: the venue server from the built bundle (out/main/serve.js, which also serves
// out/renderer), rebuilt first only if a source is newer. Options: see src/main/serve.ts.
import { buildIfStale } from './build-if-stale.js';

// ITS_REF_FROM_SOURCES=1 runs the TypeScript sources through tsx instead (tests; the pages are
// then served from whatever out/renderer holds).
let runServer;
if (process.env.ITS_REF_FROM_SOURCES === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  ({ runServer } = await import('../src/main/serve.ts'));
} else {
  const built = buildIfStale({
    outputs: ['out/main/serve.js', 'out/renderer/index.html'],
    sources: ['src/main', 'src/shared', 'src/renderer'],
  });
  if (!built) {
    console.error('The build failed; fix the error above.');
    process.exit(1);
  }
  ({ runServer } = await import('../out/main/serve.js'));
}
runServer(process.argv.slice(2));
