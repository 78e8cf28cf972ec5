/**
 * API `packFile.*`: a scenario pack file read from this computer and checked, listed or scored
 * without touching the open event (read-only). The file is named through the file-access rules
 * (`localReadPath`: the CLI any path, the desk a picked one, the venue network none); its size is
 * checked before it is read, so a hostile file costs nothing; the pack is compiled per call.
 */
import { orThrow } from './fromRules';
import { readFile, stat } from 'node:fs/promises';
import type { PackCheckResult, PackFileResults } from '../../shared/api/packFiles';
import { ApiError } from '../../shared/errors';
import { english, msg } from '../../shared/messages';
import { PACK_LIMITS } from '../../shared/scenarioPack';
import { compilePack } from '../../core/rules/scenarios/packs/compile';
import type { CompiledPack, PackProblem } from '../../core/rules/scenarios/packs/compile';
import { jsonPath } from '../../core/rules/scenarios/packs/zodProblems';
import { packGameSize, packScenario, packSummary, scoreInPack } from '../../core/rules/scenarios/packs/packGames';
import { factsJsonSchemaOf, info, scoreGuideOf, wizardQuestionsOf } from '../../core/rules/scenarios/registry';
import { presetOrDefault } from '../../core/rules/tournament';
import { osProblem } from '../errors/describe';
import type { HandlerContext } from './context';
import { localReadPath } from './fileAccess';
import type { DomainHandlers } from './registry';

type Reading = { ok: true; value: CompiledPack } | { ok: false; problems: PackProblem[] };

/** Reads and compiles the pack file: a file too large or not JSON is a problem of the file itself. */
async function readPack(ctx: HandlerContext, file: string): Promise<Reading> {
  const resolved = localReadPath(ctx, file, 'file');
  const whole = jsonPath([]);
  let text: string;
  try {
    if ((await stat(resolved)).size > PACK_LIMITS.bytes) {
      return {
        ok: false,
        problems: [{ path: whole, message: msg('m.pack.tooLarge', { kb: PACK_LIMITS.bytes / 1024 }) }],
      };
    }
    text = await readFile(resolved, 'utf8');
  } catch (err) {
    throw new ApiError('NOT_FOUND', osProblem(err), { fields: ['file'] });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ path: whole, message: msg('m.pack.notJson') }] };
  }
  return compilePack(raw);
}

/** The compiled pack, or a refusal naming how many problems it has and the first. */
async function usablePack(ctx: HandlerContext, file: string): Promise<CompiledPack> {
  const reading = await readPack(ctx, file);
  if (reading.ok) return reading.value;
  const [first] = reading.problems as [PackProblem];
  throw new ApiError(
    'INVALID_INPUT',
    msg('m.pack.refused', { n: reading.problems.length, path: first.path, problem: first.message }),
    { problems: reading.problems.map((p) => ({ where: p.path, message: english(p.message) })) },
  );
}

export const packFileHandlers = {
  'packFile.check': {
    write: false,
    async handle({ file }, ctx): Promise<PackCheckResult> {
      const reading = await readPack(ctx, file);
      if (!reading.ok) return { ok: false, problems: reading.problems };
      return { ok: true, summary: packSummary(reading.value) };
    },
  },
  'packFile.scenarios': {
    write: false,
    async handle({ file }, ctx) {
      return (await usablePack(ctx, file)).scenarios.map(info);
    },
  },
  'packFile.schema': {
    write: false,
    async handle({ file, scenarioId, armyPoints }, ctx) {
      const compiled = await usablePack(ctx, file);
      const def = orThrow(packScenario(compiled, scenarioId));
      const tier = armyPoints !== undefined ? orThrow(packGameSize(compiled, { armyPoints })).tier : undefined;
      return {
        scenario: info(def),
        questions: wizardQuestionsOf(def),
        jsonSchema: factsJsonSchemaOf(def),
        guide: scoreGuideOf(def, tier),
      };
    },
  },
  'packFile.preview': {
    write: false,
    async handle({ file, scenarioId, armyPoints, facts, presetId }, ctx) {
      const compiled = await usablePack(ctx, file);
      return orThrow(
        scoreInPack(compiled, scenarioId, { armyPoints }, facts, presetId ? presetOrDefault(presetId) : undefined),
      );
    },
  },
} satisfies DomainHandlers<keyof PackFileResults>;
