/**
 * The event's format (singles or teams) and a teams event's settings, as a settings change
 * writes them: the format is fixed once round 1 is paired (its rounds are paired one way or the
 * other), so is the team size, and a partial team settings change keeps what it does not name.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { EventSettings, EventSettingsPatch, Round } from '../../shared/model';
import { teamSettingsOf } from '../../core/rules/tournament/teams/settings';

export function teamSettingsPatched(current: EventSettings, patch: EventSettingsPatch): EventSettings['teams'] {
  if (!patch.teams) return current.teams;
  const base = teamSettingsOf(current);
  return { ...base, ...patch.teams, matchPoints: { ...base.matchPoints, ...patch.teams.matchPoints } };
}

export function checkFormatChange(
  draft: { rounds: Pick<Round, 'pairings' | 'matches'>[] },
  current: EventSettings,
  next: EventSettings,
): void {
  if (draft.rounds.length === 0) return;
  if ((current.format ?? 'singles') !== (next.format ?? 'singles')) {
    throw new ApiError('RULES_VIOLATION', msg('m.settings.formatLocked'), { fields: ['format'] });
  }
  // The team size sets how many games and tables each match has: fixed with the first pairing too.
  if (teamSettingsOf(current).size !== teamSettingsOf(next).size) {
    throw new ApiError('RULES_VIOLATION', msg('m.settings.teamSizeLocked'), { fields: ['teams'] });
  }
}
