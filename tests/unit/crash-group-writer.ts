/**
 * Child process for the group-commit crash test: opens (or creates) an event file
 * and keeps WRITERS changes in flight at once through the real store, so that changes arrive
 * while a journal write is in flight and are written as groups; prints "ACK <name>" only once a
 * change is acknowledged. Every FOLD_EVERY acknowledgements it starts a fold of the journal into
 * the file without waiting for it, so kills also land between the journal and the snapshot.
 */
import path from 'node:path';
import { Workspace } from '../../src/main/store/workspace';
import { addPlayer } from './testing/crash';

const WRITERS = 12;
const FOLD_EVERY = 40;

const [file, startArg] = process.argv.slice(2);
if (!file) throw new Error('usage: crash-group-writer <file> <start>');
const workspace = new Workspace(path.dirname(file));
const store = await workspace.open(file).catch(() => workspace.create({ name: 'Crash Cup' } as never, file));
let next = Number(startArg ?? 0);
let acked = 0;
process.stdout.write('READY\n');

async function writer(): Promise<void> {
  for (;;) {
    const name = `g${next++}`;
    await workspace.mutate({ actor: 'crash-test', method: 'test.write' }, (draft) => addPlayer(draft, name));
    process.stdout.write(`ACK ${name}\n`);
    if (++acked % FOLD_EVERY === 0) void store.fold().catch(() => undefined);
  }
}

await Promise.all(Array.from({ length: WRITERS }, writer));
