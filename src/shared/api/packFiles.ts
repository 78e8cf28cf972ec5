/**
 * `packFile.*`: a scenario pack file on this computer (`*.its-scenarios.json`), read without
 * loading it into an event — checked (every problem at its JSON path), its scenarios listed, one
 * scenario's facts schema and guide, a game scored. What `its-ref pack check` and the `--pack`
 * option of `its-ref scenarios` and `its-ref score` call. The file is named as every file a method
 * reads (the CLI any path; the desk a path the referee picked; never over the venue network).
 */
import { z } from 'zod';
import type { MessageRef } from '../messages';
import type { ScenarioInfo, ScenarioSchemaView, ScenarioText, ScoreResult } from './scoring';

const PackFile = z.string().min(1).max(4096);
const ScenarioId = z.string().min(1).max(80);

export const packFileParams = {
  /** Reads and checks a pack: its problems, or what it holds. */
  'packFile.check': z.object({ file: PackFile }),
  /** The pack's scenarios (declarations); refused with its problems when the pack has any. */
  'packFile.scenarios': z.object({ file: PackFile }),
  /** One scenario of the pack: wizard questions, facts JSON Schema, score guide (at `armyPoints`' tier). */
  'packFile.schema': z.object({
    file: PackFile,
    scenarioId: ScenarioId,
    armyPoints: z.int().min(0).max(10_000).optional(),
  }),
  /** Scores facts of a pack's scenario without saving anything (TP by `presetId`, else the pack's preset). */
  'packFile.preview': z.object({
    file: PackFile,
    scenarioId: ScenarioId,
    /** One of the pack's army sizes; it decides the tier. */
    armyPoints: z.int().min(0).max(10_000),
    facts: z.unknown(),
    presetId: z.string().max(80).optional(),
  }),
} satisfies Record<`packFile.${string}`, z.ZodType>;

/** Something wrong in a pack: where (`scenarios[2].objectives[0].op`) and what. */
export interface PackProblemView {
  path: string;
  message: MessageRef;
}

/** What a pack holds, in one line: its name, its version and how many scenarios. */
export interface PackSummary {
  id: string;
  name: ScenarioText;
  version: string;
  scenarios: number;
}

export type PackCheckResult = { ok: true; summary: PackSummary } | { ok: false; problems: PackProblemView[] };

export interface PackFileResults {
  'packFile.check': PackCheckResult;
  'packFile.scenarios': ScenarioInfo[];
  'packFile.schema': ScenarioSchemaView;
  'packFile.preview': ScoreResult;
}
