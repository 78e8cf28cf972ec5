/**
 * Event settings a referee could not have meant: an unknown scoring preset, an unknown
 * scenario, more scenarios than the event has rounds, or — with a scenario pack — a season or
 * an army size the pack does not play. Checked on create and on every
 * settings change (against the settings as they would become).
 */
import { ApiError } from '../../shared/errors';
import { msg, wordList } from '../../shared/messages';
import type { MessageParam } from '../../shared/messages';
import type { EventSettings } from '../../shared/model';
import type { ScenarioPack } from '../../shared/scenarioPack';
import { SEASONS } from '../../core/rules/scenarios/seasons';
import { byId as scenarioById } from '../../core/rules/scenarios/registry';
import { isKnownPreset, PRESETS } from '../../core/rules/tournament/presets';

/**
 * The name the event's referee knows scenario `id` by: the event's custom scenario's, else its
 * scenario pack's, else its season's; the id only for a scenario none has (which the settings
 * checks refuse).
 */
export function scenarioNameInEvent(
  settings: EventSettings,
  id: string,
  pack: ScenarioPack | null = null,
): MessageParam {
  if (settings.customScenario?.id === id) return settings.customScenario.name;
  return scenarioById(id, { season: settings.season, pack })?.name ?? id;
}

/**
 * A pack's scenarios play under its season's rules and are scored at its army sizes: the event
 * must be of that season, and its Army Points (when set) one of the pack's.
 */
export function checkPackFits(settings: EventSettings, pack: ScenarioPack): void {
  if (settings.season !== pack.seasonRules) {
    const name = (id: string) => SEASONS.find((s) => s.id === id)?.name ?? id;
    throw new ApiError(
      'RULES_VIOLATION',
      msg('m.pack.seasonRules', { pack: name(pack.seasonRules), season: name(settings.season) }),
      { fields: ['season'] },
    );
  }
  if (settings.armyPoints !== null && !pack.armySizes.includes(settings.armyPoints)) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.pack.eventArmyPoints', { points: settings.armyPoints, sizes: pack.armySizes.join(', ') }),
      { fields: ['armyPoints'] },
    );
  }
}

export function checkSettingsBounds(settings: EventSettings, pack: ScenarioPack | null = null): void {
  if (pack) checkPackFits(settings, pack);
  // A pack's own table comes only with its pack (`packs.load`), never written by hand.
  const ownTable = pack && typeof pack.preset !== 'string' ? pack.preset.id : undefined;
  if (!isKnownPreset(settings) || (settings.packPreset !== undefined && settings.packPreset.id !== ownTable)) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.settings.unknownPreset', { presets: wordList(PRESETS.map((p) => p.name)) }),
    );
  }
  const customId = settings.customScenario?.id;
  settings.scenarios.forEach((id, index) => {
    if (id !== '' && id !== customId && !scenarioById(id, { season: settings.season, pack })) {
      throw new ApiError('INVALID_INPUT', msg('m.settings.unknownScenario', { round: index + 1 }));
    }
  });
  const scenariosChosen = settings.scenarios.length;
  if (scenariosChosen > settings.rounds) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.settings.tooManyScenarios', {
        n: scenariosChosen,
        rounds: settings.rounds,
        extra: scenariosChosen - settings.rounds,
      }),
    );
  }
}
