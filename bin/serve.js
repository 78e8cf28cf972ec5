#!/usr/bin/env node
// `npm run serve`: the venue server from the built bundle (out/main/serve.js, which also serves
// out/renderer), rebuilt first only if a source is newer. Options: see src/main/serve.ts.
import { buildIfStale } from './build-if-stale.js';

const built = buildIfStale({
  outputs: ['out/main/serve.js', 'out/renderer/index.html'],
  sources: ['src/main', 'src/shared', 'src/renderer'],
});
if (!built) {
  console.error('The build failed; fix the error above.');
  process.exit(1);
}
const { runServer } = await import('../out/main/serve.js');
runServer(process.argv.slice(2));
