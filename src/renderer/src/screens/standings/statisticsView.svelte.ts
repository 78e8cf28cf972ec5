/**
 * Standings → Statistics: the event's figures (`standings.statistics`), their charts and tables
 * in the display language (drawn here from the figures, src/core/stats), and the exports —
 * the event report PDF, one CSV per table, the consenting players' lists.
 */
import type { EventStatistics } from '../../../../shared/api';
import type { EventSettings } from '../../../../shared/model';
import type { Renderer } from '../../../../shared/i18n/render';
import { eventCharts } from '../../../../core/stats/charts';
import type { Chart } from '../../../../core/stats/charts';
import { statisticsTables } from '../../../../core/stats/tables';
import type { StatsTable } from '../../../../core/stats/tables';
import { call } from '../../lib/api';

export type StatisticsExport = 'report' | 'csv' | 'lists';

const METHOD = { report: 'exports.eventReport', csv: 'exports.statistics', lists: 'exports.lists' } as const;

export class StatisticsView {
  // Main's answer, replaced whole: raw, so the tables read plain objects.
  #stats = $state.raw<EventStatistics | null>(null);
  #error = $state<string | null>(null);
  #busy = $state<StatisticsExport | null>(null);
  /** The files the last export wrote (names, and where the venue server offers them). */
  #written = $state.raw<{ file: string; url: string | null }[] | null>(null);

  get stats() {
    return this.#stats;
  }
  get error() {
    return this.#error;
  }
  get busy() {
    return this.#busy;
  }
  get written() {
    return this.#written;
  }

  async load(): Promise<void> {
    try {
      this.#stats = await call('standings.statistics', {});
      this.#error = null;
    } catch (err) {
      this.#error = (err as Error).message;
    }
  }

  /** The four charts, in `r`'s language; none before the first game has a result. */
  charts(r: Renderer): Chart[] {
    return this.#stats && this.#stats.roundsPlayed > 0 ? eventCharts(this.#stats, r) : [];
  }

  /** The tables the screen shows under the charts (the TP table is the last chart's figures). */
  tables(settings: Pick<EventSettings, 'season' | 'customScenario'>, r: Renderer): StatsTable[] {
    if (!this.#stats || this.#stats.roundsPlayed === 0) return [];
    return statisticsTables(this.#stats, settings, r).filter((x) => x.id !== 'top');
  }

  async export(what: StatisticsExport): Promise<void> {
    this.#busy = what;
    this.#written = null;
    try {
      const answer = await call(METHOD[what], {});
      this.#written = 'files' in answer ? answer.files : [answer];
      this.#error = null;
    } catch (err) {
      this.#error = (err as Error).message;
    } finally {
      this.#busy = null;
    }
  }
}
