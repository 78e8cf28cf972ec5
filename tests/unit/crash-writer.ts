/**
 * Child process for the crash-safety test: opens (or creates) an event file and appends
 * players as fast as it can, printing "ACK <name>" only after each write is acknowledged.
 */
import path from 'node:path';
import { Workspace } from '../../src/main/store/workspace';
import { addPlayer } from './testing/crash';

const [file, startArg] = process.argv.slice(2);
if (!file) throw new Error('usage: crash-writer <file> <start>');
const workspace = new Workspace(path.dirname(file));
const store = await workspace.open(file).catch(() => workspace.create({ name: 'Crash Cup' } as never, file));
let n = Number(startArg ?? 0);
process.stdout.write('READY\n');
for (;;) {
  const name = `w${n}`;
  await store.mutate({ actor: 'crash-test', method: 'test.write' }, (draft) => addPlayer(draft, name));
  process.stdout.write(`ACK ${name}\n`);
  n++;
}
