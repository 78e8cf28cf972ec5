/**
 * Prints, as JSON, every English text of the scenario definitions, and of the tournament rules
 * and army list checks main sends (their citations, preset, outcome and tiebreak names), that
 * the catalogs of src/shared/scenarioTexts must translate (see src/main/rules/scenarios/texts.ts).
 * `npx tsx scripts/scenario-texts.ts` — with `--missing es` (or fr, it): only those the
 * catalog lacks.
 */
import { scenarioTextList } from '../src/main/rules/scenarios/texts';
import { SCENARIO_CATALOGS } from '../src/shared/scenarioTexts';

const at = process.argv.indexOf('--missing');
const lang = at >= 0 ? process.argv[at + 1] : undefined;
let list = scenarioTextList();
if (lang !== undefined) {
  const catalog = SCENARIO_CATALOGS[lang as keyof typeof SCENARIO_CATALOGS];
  if (!catalog) throw new Error(`--missing takes es, fr or it, not "${lang}"`);
  list = list.filter((text) => catalog[text] === undefined);
}
process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
