#!/usr/bin/env node
// Runs the CLI from its TypeScript sources through tsx, so scripts always use the current code.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main/cli/index.ts');
const code = await main(process.argv.slice(2));
// Let stdout drain before exiting (large JSON outputs are piped to other tools).
process.stdout.write('', () => process.exit(code));
