/**
 * Reference data the screens share and that does not change during an event: the scenario
 * list, the scoring presets, the round-count guideline. All of it comes from the API.
 */
import type { SeasonId } from '../../../shared/model';
import type { ScenarioText } from '../../../shared/api/scoring';
import type { ScenarioPack } from '../../../shared/scenarioPack';
import { packWords, textOf } from '../../../core/rules/scenarios/packs/texts';
import { call } from '../lib/api';
import { st } from '../lib/scenarioText';

export interface Named {
  id: string;
  name: string;
}

/** A scenario as main lists it: its name is a text, written in the reader's language when shown. */
interface ScenarioName {
  id: string;
  name: ScenarioText;
}

/**
 * A scoring preset as the setup form needs it: its name (a text, or the id of a preset this
 * version does not know) and the bye TP values a referee may choose.
 */
export interface PresetChoice {
  id: string;
  name: ScenarioText | string;
  byeTpChoices: number[];
  byeTp: number;
}

export class Reference {
  #scenarios = $state<ScenarioName[]>([]);
  /** ITS Season 17's scenarios (ids may repeat Season 11's: Annihilation is in both). */
  #s17 = $state<ScenarioName[]>([]);
  #presets = $state<PresetChoice[]>([]);
  #loading: Promise<void> | null = null;

  /** Season 11's scenarios (the season of an event that names none). */
  get scenarios(): readonly Named[] {
    return this.scenariosOf('its-s11');
  }

  /** A season's scenarios, named in the reader's language. */
  scenariosOf(season: SeasonId | undefined): readonly Named[] {
    const list = season === 'its-s17' ? this.#s17 : this.#scenarios;
    return list.map((s) => ({ ...s, name: st(s.name) }));
  }

  /**
   * The scenarios an event offers for its rounds: its scenario pack's when it keeps one (the
   * event file holds the pack, so no call is needed), else its season's.
   */
  scenariosFor(pack: ScenarioPack | null | undefined, season: SeasonId | undefined): readonly Named[] {
    if (!pack) return this.scenariosOf(season);
    const words = packWords(pack.texts);
    return pack.scenarios.map((s) => ({ id: s.id, name: st(textOf(s.name, words)) }));
  }

  get presets(): readonly PresetChoice[] {
    return this.#presets;
  }

  /**
   * The presets, plus the event's scenario pack's own table (`settings.packPreset`), plus `id`
   * itself if neither knows it (so a select can show it).
   */
  presetsIncluding(id: string, own?: { id: string; name: ScenarioText; bye: { tp: number } }): readonly PresetChoice[] {
    const list = own
      ? [...this.#presets, { id: own.id, name: own.name, byeTpChoices: [], byeTp: own.bye.tp }]
      : this.#presets;
    return list.some((p) => p.id === id) ? list : [...list, { id, name: id, byeTpChoices: [], byeTp: 0 }];
  }

  preset(id: string): PresetChoice | undefined {
    return this.#presets.find((p) => p.id === id);
  }

  /** A scenario's name; the event's pack (when given) names its own scenarios first. */
  scenarioName(id: string, pack?: ScenarioPack | null): string {
    const own = pack ? this.scenariosFor(pack, undefined).find((s) => s.id === id) : undefined;
    if (own) return own.name;
    // Names are the same wherever an id is in both seasons.
    const name = (this.#scenarios.find((s) => s.id === id) ?? this.#s17.find((s) => s.id === id))?.name;
    return name === undefined ? id : st(name);
  }

  load(): Promise<void> {
    this.#loading ??= this.#fetch();
    return this.#loading;
  }

  async #fetch(): Promise<void> {
    let refused = false;
    const refusedAs = <T>(empty: T) => {
      refused = true;
      return empty;
    };
    const [presets, scenarios, s17] = await Promise.all([
      call('standings.presets').catch(() => refusedAs([])),
      call('scoring.scenarios').catch(() => refusedAs([])),
      call('scoring.scenarios', { season: 'its-s17' }).catch(() => refusedAs([])),
    ]);
    this.#presets = presets.map((p) => ({ id: p.id, name: p.name, byeTpChoices: p.byeTpChoices, byeTp: p.bye.tp }));
    this.#scenarios = scenarios.map((s) => ({ id: s.id, name: s.name }));
    this.#s17 = s17.map((s) => ({ id: s.id, name: s.name }));
    // A read refused (a visitor before signing in, a dropped connection) is not kept: the next
    // screen that asks reads again, so after a referee signs in the presets have their names.
    if (refused) this.#loading = null;
  }
}

export const reference = new Reference();
