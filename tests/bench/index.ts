/**
 * `npm run bench`: every benchmark prints its own figures. Add one line per suite.
 * Run with `node --expose-gc` semantics where a suite measures memory.
 */
import { storeSuite } from './store';
import { listsSuite } from './lists';

interface BenchSuite {
  name: string;
  run(): Promise<void>;
}

const suites: BenchSuite[] = [storeSuite, listsSuite];

const only = process.argv[2];
for (const suite of suites) {
  if (only && suite.name !== only) continue;
  console.log(`\n=== ${suite.name} ===`);
  await suite.run();
}
