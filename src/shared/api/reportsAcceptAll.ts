/**
 * `reports.acceptAll { round }`: with "referee accepts each confirmed report"
 * (`playerReporting: referee-approves`), the referee accepts every report of the round that both
 * players confirmed, as one audited change (one undo takes them all back). Disputed and
 * unconfirmed reports, and tables with a result, are left alone.
 */
import { z } from 'zod';
import type { SavedAck } from './events';

export const reportsAcceptAllParams = {
  'reports.acceptAll': z.object({ round: z.int().min(1).max(50) }),
} satisfies Record<`reports.${string}`, z.ZodType>;

export interface ReportsAcceptAllResults {
  /** The tables whose reports became their results, in table order. */
  'reports.acceptAll': SavedAck & { tables: number[] };
}
