/**
 * The statistics as CSV: one file per table (factions, sectorials, rounds, scenarios, units,
 * the top 16's TP), in the event's language, through the shared formula-neutralising writer,
 * with a UTF-8 BOM so spreadsheet programs read accents. In the exports folder and the report pack.
 */
import { toCsv } from '../../shared/csv';
import { rendererIn } from '../../shared/i18n/everyLanguage';
import type { EventFile } from '../../shared/model';
import { eventStatistics } from '../../core/stats/eventStatistics';
import { statisticsTables } from '../../core/stats/tables';
import type { StatsTableId } from '../../core/stats/tables';

export interface CsvOfTable {
  id: StatsTableId;
  /** The part of the file name: `<event>-statistics-<id>.csv`. */
  part: string;
  text: string;
}

export function statisticsCsvFiles(event: Readonly<EventFile>): CsvOfTable[] {
  const tables = statisticsTables(eventStatistics(event), event.settings, rendererIn(event.settings.language));
  return tables.map((x) => ({
    id: x.id,
    part: `statistics-${x.id}`,
    text: `\uFEFF${toCsv([x.head, ...x.rows])}`,
  }));
}
