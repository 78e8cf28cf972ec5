/**
 * Builds the one registry every transport serves. Add one `register` line per domain.
 */
import { Registry } from './registry';
import { auditHandlers, backupsHandlers, eventsHandlers } from './events';

export function createRegistry(): Registry {
  return new Registry().register(eventsHandlers).register(backupsHandlers).register(auditHandlers);
}
