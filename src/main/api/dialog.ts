/** API domain `dialog.*`: the desktop's native file dialogs (see src/shared/api/dialog.ts). */
import type { DialogResults } from '../../shared/api/dialog';
import { ApiError } from '../../shared/errors';
import type { DomainHandlers } from './registry';

export const dialogHandlers = {
  'dialog.chooseEventFile': {
    write: false,
    async handle({ purpose }, ctx) {
      const desktop = ctx.runtime?.desktop;
      if (!desktop?.chooseEventFile) {
        throw new ApiError('CONFLICT', 'File dialogs are part of the desktop app; here, name the event file instead.');
      }
      return { path: await desktop.chooseEventFile(purpose) };
    },
  },
} satisfies DomainHandlers<keyof DialogResults>;
