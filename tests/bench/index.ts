/**
 * `npm run bench`: every benchmark prints its own figures. Add one line per suite.
 * Run with `node --expose-gc` semantics where a suite measures memory.
 */
import { storeSuite } from './store';
import { listsSuite } from './lists';
import { tournamentSuite } from './tournament';
import { pdfSuite } from './pdf';
import { startupSuite } from './startup';
import { screensSuite } from './screens';
import { reportsSuite } from './reports';
import { writesSuite } from './writes';
import { venueSuite } from './venue';
import { phonesSuite } from './phones';
import { deskSuite } from './desk';
import { printSuite } from './print';

interface BenchSuite {
  name: string;
  run(): Promise<void>;
}

const suites: BenchSuite[] = [
  storeSuite,
  listsSuite,
  tournamentSuite,
  pdfSuite,
  startupSuite,
  screensSuite,
  reportsSuite,
  writesSuite,
  venueSuite,
  phonesSuite,
  deskSuite,
  printSuite,
];

const only = process.argv[2];
for (const suite of suites) {
  if (only && suite.name !== only) continue;
  console.log(`\n=== ${suite.name} ===`);
  await suite.run();
}
