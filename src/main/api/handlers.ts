/**
 * Builds the one registry every transport serves. Add one `register` line per domain.
 */
import { teamsHandlers } from './teams';
import { matchupsHandlers } from './matchups';
import { Registry } from './registry';
import { appHandlers } from './appInfo';
import { auditHandlers, backupsHandlers, eventsHandlers } from './events';
import { catalogsHandlers, listsHandlers } from './lists';
import { gitmHandlers, tablesHandlers } from './tables';
import { playersHandlers } from './players';
import { playersImportHandlers } from './playersImport';
import { roundsHandlers } from './rounds';
import { standingsHandlers } from './standings';
import { statisticsHandlers } from './statistics';
import { scoringHandlers } from './scoring';
import { pdfHandlers } from './pdf';
import { finishHandlers } from './finish';
import { authHandlers } from './auth';
import { dialogHandlers } from './dialog';
import { reportsHandlers } from './reports';
import { reportsAcceptAllHandlers } from './reportsAcceptAll';
import { packFileHandlers } from './packFiles';
import { packsHandlers } from './packs';

export function createRegistry(): Registry {
  const registry = new Registry();
  return registry
    .register(appHandlers(() => registry.methods()))
    .register(eventsHandlers)
    .register(backupsHandlers)
    .register(auditHandlers)
    .register(listsHandlers)
    .register(catalogsHandlers)
    .register(tablesHandlers)
    .register(gitmHandlers)
    .register(playersHandlers)
    .register(playersImportHandlers)
    .register(teamsHandlers)
    .register(matchupsHandlers)
    .register(roundsHandlers)
    .register(standingsHandlers)
    .register(statisticsHandlers)
    .register(scoringHandlers)
    .register(pdfHandlers)
    .register(authHandlers)
    .register(dialogHandlers)
    .register(finishHandlers)
    .register(reportsHandlers)
    .register(reportsAcceptAllHandlers)
    .register(packFileHandlers)
    .register(packsHandlers);
}
