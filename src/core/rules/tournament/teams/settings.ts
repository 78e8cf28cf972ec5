/** A teams event's settings as the rules read them: absent fields are the defaults. */
import { DEFAULT_TEAM_SETTINGS } from '../../../../shared/model';
import type { EventSettings, TeamSettings } from '../../../../shared/model';

export function isTeamsEvent(settings: Pick<EventSettings, 'format'>): boolean {
  return settings.format === 'teams';
}

export function teamSettingsOf(settings: Pick<EventSettings, 'teams'>): TeamSettings {
  const t = settings.teams;
  return {
    ...DEFAULT_TEAM_SETTINGS,
    ...t,
    matchPoints: { ...DEFAULT_TEAM_SETTINGS.matchPoints, ...t?.matchPoints },
  };
}
