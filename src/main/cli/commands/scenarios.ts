/**
 * `its-ref scenarios [--season its-s11|its-s17]`: prints a season's official scenarios as a JSON
 * array of { "id", "name" } (without --season: ITS Season 11).
 * `its-ref scenarios <id> [--season …] --schema`: prints that scenario's facts as JSON Schema.
 * `its-ref scenarios <id> [--season …]`: prints the scenario's declaration and score guide.
 * `--pack <file>` in place of `--season` reads the scenarios of a scenario pack, printed the same way.
 * Goes through `scoring.scenarios` and `scoring.schema` (with `--pack`, `packFile.scenarios` and
 * `packFile.schema`).
 */
import path from 'node:path';
import { english, scenarioTextsInEnglish } from '../../../shared/messages';
import type { SeasonId } from '../../../shared/api/scoring';
import type { CliCommand } from '../types';
import { callOrSay, isOneOf, parseOptions, printJson, usageError } from './resultsArgs';

const USAGE =
  'Usage: its-ref scenarios [<scenario id> [--schema]] [--season its-s11|its-s17]\n' +
  '       its-ref scenarios [<scenario id> [--schema]] --pack <file.its-scenarios.json>\n';
export const SEASONS: readonly SeasonId[] = ['its-s11', 'its-s17'];

/** The --season option, or a problem naming the value given. */
export function seasonOption(value: string | undefined, problems: string[]): SeasonId | undefined {
  if (value === undefined) return undefined;
  if (isOneOf(SEASONS, value)) return value;
  problems.push(`--season must be its-s11 or its-s17 (got "${value}")`);
  return undefined;
}

export const scenariosCommand: CliCommand = {
  name: 'scenarios',
  usage: 'scenarios [<id> [--schema]] [--season its-s11|its-s17 | --pack <file>]',
  summary: 'list a season’s scenarios, or print one scenario’s facts JSON Schema',
  async run(args, io) {
    const schemaFlag = args.includes('--schema');
    const { positional, options, problems } = parseOptions(
      args.filter((a) => a !== '--schema'),
      ['season', 'pack'],
    );
    const season = seasonOption(options.get('season'), problems);
    const pack = options.get('pack');
    if (pack !== undefined && season !== undefined) problems.push('--pack and --season cannot be given together');
    if (problems.length > 0 || positional.length > 1 || (schemaFlag && positional.length === 0)) {
      return usageError(io, problems, USAGE);
    }
    const [id] = positional;
    const scope = season ? { season } : {};
    if (id === undefined) {
      const scenarios =
        pack !== undefined
          ? await callOrSay(io, 'packFile.scenarios', { file: path.resolve(io.cwd, pack) })
          : await callOrSay(io, 'scoring.scenarios', scope);
      if (scenarios === undefined) return 1;
      const list = scenarios.map((s) => ({ id: s.id, name: english(s.name) }));
      return printJson(io, list);
    }
    const view =
      pack !== undefined
        ? await callOrSay(io, 'packFile.schema', { file: path.resolve(io.cwd, pack), scenarioId: id })
        : await callOrSay(io, 'scoring.schema', { scenarioId: id, ...scope });
    if (view === undefined) return 1;
    const out = schemaFlag ? view.jsonSchema : { ...view.scenario, guide: view.guide };
    return printJson(io, scenarioTextsInEnglish(out));
  },
};
