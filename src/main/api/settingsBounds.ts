/**
 * Event settings a referee could not have meant: an unknown scoring preset, an unknown
 * scenario, or more scenarios than the event has rounds. Checked on create and on every
 * settings change (against the settings as they would become).
 */
import { ApiError } from '../../shared/errors';
import type { EventSettings } from '../../shared/model';
import { byId as scenarioById } from '../rules/scenarios/registry';
import { presetById, PRESETS } from '../rules/tournament/presets';

export function checkSettingsBounds(settings: EventSettings): void {
  if (!presetById(settings.presetId)) {
    throw new ApiError(
      'INVALID_INPUT',
      `Unknown scoring preset "${settings.presetId}"; choose one of: ${PRESETS.map((p) => p.id).join(', ')}.`,
    );
  }
  const custom = settings.customScenario?.id;
  settings.scenarios.forEach((id, index) => {
    if (id !== '' && id !== custom && !scenarioById(id)) {
      throw new ApiError('INVALID_INPUT', `Round ${index + 1}: unknown scenario "${id}".`);
    }
  });
  const chosen = settings.scenarios.length;
  if (chosen > settings.rounds) {
    throw new ApiError(
      'INVALID_INPUT',
      `${chosen} scenarios are listed for an event of ${settings.rounds} rounds; remove ${chosen - settings.rounds}.`,
    );
  }
}
