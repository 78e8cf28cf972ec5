/**
 * `its-ref scenarios`: prints the official scenarios as a JSON array of { "id", "name" }.
 * `its-ref scenarios <id> --schema`: prints that scenario's facts as JSON Schema (with titles).
 * `its-ref scenarios <id>`: prints the scenario's declaration and score guide.
 * Goes through `scoring.scenarios` and `scoring.schema`.
 */
import type { ScenarioInfo, ScenarioSchemaView } from '../../../shared/api/scoring';
import type { CliCommand } from '../types';

const USAGE = 'Usage: its-ref scenarios [<scenario id> [--schema]]\n';

export const scenariosCommand: CliCommand = {
  name: 'scenarios',
  usage: 'scenarios [<id> [--schema]]',
  summary: 'list the scenarios, or print one scenario’s facts JSON Schema',
  async run(args, io) {
    const schemaFlag = args.includes('--schema');
    const rest = args.filter((a) => a !== '--schema');
    const unknown = rest.filter((a) => a.startsWith('-'));
    if (unknown.length > 0 || rest.length > 1 || (schemaFlag && rest.length === 0)) {
      io.stderr(`${unknown.map((o) => `unknown option ${o}\n`).join('')}${USAGE}`);
      return 2;
    }
    const [id] = rest;
    if (id === undefined) {
      const res = await io.call('scoring.scenarios', {});
      if ('error' in res) {
        io.stderr(`${res.error.message}\n`);
        return 1;
      }
      const list = (res.data as ScenarioInfo[]).map((s) => ({ id: s.id, name: s.name }));
      io.stdout(`${JSON.stringify(list, null, 2)}\n`);
      return 0;
    }
    const res = await io.call('scoring.schema', { scenarioId: id });
    if ('error' in res) {
      io.stderr(`${res.error.message}\n`);
      return 1;
    }
    const view = res.data as ScenarioSchemaView;
    const out = schemaFlag ? view.jsonSchema : { ...view.scenario, guide: view.guide };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  },
};
