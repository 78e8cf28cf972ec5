/**
 * Event settings a referee could not have meant: an unknown scoring preset, an unknown
 * scenario, or more scenarios than the event has rounds. Checked on create and on every
 * settings change (against the settings as they would become).
 */
import { ApiError } from '../../shared/errors';
import { msg, wordList } from '../../shared/messages';
import type { MessageParam } from '../../shared/messages';
import type { EventSettings } from '../../shared/model';
import { byId as scenarioById } from '../../core/rules/scenarios/registry';
import { presetById, PRESETS } from '../../core/rules/tournament/presets';

/** A scenario as the referee knows it: its name, never its id. */
export function scenarioName(settings: EventSettings, id: string): MessageParam {
  if (settings.customScenario?.id === id) return settings.customScenario.name;
  return scenarioById(id, settings.season)?.name ?? id;
}

export function checkSettingsBounds(settings: EventSettings): void {
  if (!presetById(settings.presetId)) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.settings.unknownPreset', { presets: wordList(PRESETS.map((p) => p.name)) }),
    );
  }
  const custom = settings.customScenario?.id;
  settings.scenarios.forEach((id, index) => {
    if (id !== '' && id !== custom && !scenarioById(id, settings.season)) {
      throw new ApiError('INVALID_INPUT', msg('m.settings.unknownScenario', { round: index + 1 }));
    }
  });
  const chosen = settings.scenarios.length;
  if (chosen > settings.rounds) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.settings.tooManyScenarios', { n: chosen, rounds: settings.rounds, extra: chosen - settings.rounds }),
    );
  }
}
