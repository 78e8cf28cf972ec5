/**
 * A compiled pack's scenarios played as a season's are: a scenario found by id, a game's tier from
 * its army size (one of the pack's sizes), and a game scored with the pack's preset. What
 * `its-ref scenarios --pack` and `its-ref score --pack` answer, through the same engine as
 * `--season`, so one facts file scores the same either way.
 */
import { msg } from '../../../../shared/messages';
import type { PackSummary } from '../../../../shared/api/packFiles';
import type { Tier } from '../../../../shared/model';
import { ok, refuse } from '../../problem';
import type { Ruled } from '../../problem';
import type { ScoringPreset } from '../../tournament/presets';
import { scoreScenario } from '../engine';
import type { ScenarioDef } from '../scenario';
import type { ScoreResult } from '../types';
import type { CompiledPack } from './compile';
import { packTier } from './compile';
import { textOf, packWords } from './texts';

export function packSummary(compiled: CompiledPack): PackSummary {
  const { pack } = compiled;
  return {
    id: pack.id,
    name: textOf(pack.name, packWords(pack.texts)),
    version: pack.version,
    scenarios: compiled.scenarios.length,
  };
}

export function packScenario(compiled: CompiledPack, id: string): Ruled<ScenarioDef> {
  const def = compiled.scenarios.find((s) => s.id === id);
  if (!def) return refuse('unknown', msg('m.pack.noScenario', { scenario: id }), { fields: ['scenarioId'] });
  return ok(def);
}

/** The tier of a game at `armyPoints`, which must be one of the pack's army sizes. */
export function packGameSize(compiled: CompiledPack, armyPoints: number): Ruled<{ tier: Tier; armyPoints: number }> {
  if (!compiled.armySizes.includes(armyPoints)) {
    return refuse('invalid', msg('m.pack.armyPoints', { points: armyPoints, sizes: compiled.armySizes.join(', ') }), {
      fields: ['armyPoints'],
    });
  }
  return ok({ tier: packTier(compiled.pack, armyPoints), armyPoints });
}

/** Scores one game of a pack's scenario; the preset defaults to the pack's. */
export function scoreInPack(
  compiled: CompiledPack,
  scenarioId: string,
  armyPoints: number,
  facts: unknown,
  preset?: ScoringPreset,
): Ruled<ScoreResult> {
  const def = packScenario(compiled, scenarioId);
  if (!def.ok) return def;
  const size = packGameSize(compiled, armyPoints);
  if (!size.ok) return size;
  return scoreScenario(def.value, size.value.tier, facts, preset ?? compiled.preset, size.value.armyPoints);
}
