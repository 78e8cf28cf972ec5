import type { AppResults } from '../../shared/api/appInfo';
import { APP_NAME, APP_VERSION } from '../version';
import type { DomainHandlers } from './registry';

export function appHandlers(methods: () => string[]) {
  return {
    'app.info': {
      write: false,
      public: true,
      handle(_params, ctx) {
        return {
          name: APP_NAME,
          version: APP_VERSION,
          transport: ctx.runtime?.transport ?? 'cli',
          // Visitors on the venue network never see a folder of the referee's machine.
          dataDir: ctx.isReferee === false ? '' : ctx.workspace.dataDir,
          venue: ctx.runtime?.venue ?? null,
          methods: methods(),
        };
      },
    },
  } satisfies DomainHandlers<keyof AppResults>;
}
