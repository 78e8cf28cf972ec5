/**
 * A compiled pack's scenarios played as a season's are: a scenario found by id, a game's tier from
 * its army size (one of the pack's sizes), and a game scored with the pack's preset. The one place
 * for both readers of a pack: a pack file named on the command line (`its-ref scenarios|score
 * --pack`, the `packFile.*` methods), and the pack an event keeps (`seasons.ts`, for every game of
 * the event), so one facts file scores the same either way. Each keeps its own words when it
 * refuses (`PackVoice`).
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

/**
 * Whose words a refusal takes: a pack file's ("There is no scenario … in this pack"), or the
 * event's, which names the season's rule as for a built-in scenario.
 */
export type PackVoice = 'pack-file' | 'event';

export function packSummary(compiled: CompiledPack): PackSummary {
  const { pack } = compiled;
  return {
    id: pack.id,
    name: textOf(pack.name, packWords(pack.texts)),
    version: pack.version,
    scenarios: compiled.scenarios.length,
  };
}

export function packScenario(compiled: CompiledPack, id: string, voice: PackVoice = 'pack-file'): Ruled<ScenarioDef> {
  const def = compiled.scenarios.find((s) => s.id === id);
  if (def) return ok(def);
  const words =
    voice === 'pack-file' ? msg('m.pack.noScenario', { scenario: id }) : msg('m.scenario.unknown', { scenario: id });
  return refuse('unknown', words, { fields: ['scenarioId'] });
}

/** A pack's army sizes of one tier, largest first. */
export function packSizesOf(compiled: CompiledPack, tier: Tier): number[] {
  return compiled.armySizes.filter((p) => packTier(compiled.pack, p) === tier).sort((x, y) => y - x);
}

/**
 * The army size a pack's game is played at and its tier: the size given (one of the pack's army
 * sizes, its tier decided by the pack's season rules), else the tier's largest size in the pack.
 */
export function packGameSize(
  compiled: CompiledPack,
  at: { tier?: Tier; armyPoints?: number },
  voice: PackVoice = 'pack-file',
): Ruled<{ tier: Tier; armyPoints: number }> {
  const points = at.armyPoints ?? (at.tier !== undefined ? packSizesOf(compiled, at.tier)[0] : undefined);
  if (points === undefined || !compiled.armySizes.includes(points)) {
    const given = { points: points ?? '—', sizes: compiled.armySizes.join(', ') };
    const words = voice === 'pack-file' ? msg('m.pack.armyPoints', given) : msg('m.season.armyPoints', given);
    return refuse('invalid', words, { fields: ['armyPoints'] });
  }
  const tier = packTier(compiled.pack, points);
  if (at.tier !== undefined && at.tier !== tier) {
    return refuse(
      'invalid',
      msg('m.season.armyTier', { points, sizes: packSizesOf(compiled, at.tier).join('/') || '—' }),
      { fields: ['armyPoints', 'tier'] },
    );
  }
  return ok({ tier, armyPoints: points });
}

/** Scores one game of a pack's scenario; the preset defaults to the pack's. */
export function scoreInPack(
  compiled: CompiledPack,
  scenarioId: string,
  at: { tier?: Tier; armyPoints?: number },
  facts: unknown,
  preset?: ScoringPreset,
  voice: PackVoice = 'pack-file',
): Ruled<ScoreResult> {
  const def = packScenario(compiled, scenarioId, voice);
  if (!def.ok) return def;
  const size = packGameSize(compiled, at, voice);
  if (!size.ok) return size;
  return scoreScenario(def.value, size.value.tier, facts, preset ?? compiled.preset, size.value.armyPoints);
}
