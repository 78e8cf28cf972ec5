/** A round's scenario as a reader names it: the season's scenario, the organizer's own, or its id. */
import type { EventSettings } from '../../shared/model';
import type { MessageRef } from '../../shared/messages';
import { byId } from '../rules/scenarios/registry';

export function scenarioName(
  id: string,
  settings: Pick<EventSettings, 'season' | 'customScenario'>,
): MessageRef | string {
  if (settings.customScenario && settings.customScenario.id === id) return settings.customScenario.name;
  return byId(id, settings.season)?.name ?? id;
}
