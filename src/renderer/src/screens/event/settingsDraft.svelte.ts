/**
 * The event settings being edited. Only changed fields are sent (events.updateSettings);
 * when the saved settings change underneath (a save, an undo, another screen), fields the
 * referee has not touched follow them and touched ones are kept. A save carries the revision
 * the form last showed without edits (`base`): if someone else changed a field the referee
 * touched since, the save is refused with both versions.
 */
import type { EventSettings, TeamSettings } from '../../../../shared/model';
import { DEFAULT_TEAM_SETTINGS } from '../../../../shared/model';
import { changedFields, plainCopy } from '../../lib/draft';

/**
 * The form shows a format and team settings even for a file that has neither (singles, the
 * defaults); they are sent only once the referee changes them.
 */
function shown(saved: EventSettings): EventSettings & { teams: TeamSettings } {
  return {
    ...plainCopy(saved),
    format: saved.format ?? 'singles',
    teams: plainCopy(saved.teams ?? DEFAULT_TEAM_SETTINGS),
  };
}

export class SettingsDraft {
  values = $state<EventSettings & { teams: TeamSettings }>() as EventSettings & { teams: TeamSettings };
  #saved: EventSettings;
  #base: number | undefined;
  #latest: number | undefined;

  constructor(saved: EventSettings, revision?: number) {
    this.#saved = plainCopy(saved);
    this.values = shown(saved);
    this.#base = this.#latest = revision;
  }

  /** The revision the edits started from: the last one shown while nothing was edited. */
  get base(): number | undefined {
    return this.#base;
  }

  /** Fields that differ from the saved settings, scenarios sized to the number of rounds. */
  get changes(): Partial<EventSettings> {
    return changedFields(this.#saved, this.normalized());
  }

  get dirty(): boolean {
    return Object.keys(this.changes).length > 0;
  }

  /** Scenario chosen for each round (index 0 = round 1), sized to the number of rounds. */
  scenarioFor(round: number): string {
    return this.values.scenarios[round - 1] ?? '';
  }

  setScenario(round: number, id: string): void {
    const next = [...this.values.scenarios];
    while (next.length < round) next.push('');
    next[round - 1] = id;
    this.values.scenarios = next;
  }

  rebase(saved: EventSettings, revision?: number): void {
    const touched = changedFields(this.#saved, this.normalized());
    this.#saved = plainCopy(saved);
    this.values = { ...shown(saved), ...plainCopy(touched) };
    this.#latest = revision;
    if (!this.dirty) this.#base = revision;
  }

  reset(): void {
    this.values = shown(this.#saved);
    this.#base = this.#latest;
  }

  private normalized(): EventSettings {
    const values: EventSettings = plainCopy(this.values);
    const scenarios = values.scenarios.slice(0, values.rounds);
    while (scenarios.length < values.rounds) scenarios.push('');
    // An unchanged scenario list is not sent just because it was padded.
    const savedPadded = [...this.#saved.scenarios];
    while (savedPadded.length < this.#saved.rounds) savedPadded.push('');
    values.scenarios = JSON.stringify(savedPadded) === JSON.stringify(scenarios) ? this.#saved.scenarios : scenarios;
    // The defaults the form filled in for a file without them are no change.
    if (this.#saved.format === undefined && values.format === 'singles') delete values.format;
    if (this.#saved.teams === undefined && JSON.stringify(values.teams) === JSON.stringify(DEFAULT_TEAM_SETTINGS)) {
      delete values.teams;
    }
    return values;
  }
}
