/** The statistics' charts, each an SVG with its text alternative and its figures as a table. */
export type { Chart, DataTable } from './svg';
export { representationChart, resultsChart } from './factionCharts';
export { opDistributionChart, tpChart } from './roundCharts';
import type { EventStatistics } from '../../../shared/api/statistics';
import type { Renderer } from '../../../shared/i18n/render';
import { representationChart, resultsChart } from './factionCharts';
import { opDistributionChart, tpChart } from './roundCharts';
import type { Chart } from './svg';

/** The four charts of the event, in the order the screen and the report show them. */
export function eventCharts(stats: EventStatistics, r: Renderer): Chart[] {
  return [
    representationChart(stats.factions, r),
    resultsChart(stats.factions, r),
    opDistributionChart(stats.rounds, r),
    tpChart(stats.top, r),
  ];
}
