/** API domain `dialog.*`: the desktop's native file dialogs (see src/shared/api/dialog.ts). */
import type { DialogResults } from '../../shared/api/dialog';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { DomainHandlers } from './registry';

export const dialogHandlers = {
  'dialog.chooseEventFile': {
    write: false,
    async handle({ purpose }, ctx) {
      const desktop = ctx.runtime?.desktop;
      if (!desktop?.chooseEventFile) {
        throw new ApiError('CONFLICT', msg('m.dialog.desktopOnly'));
      }
      return { path: await desktop.chooseEventFile(purpose) };
    },
  },
} satisfies DomainHandlers<keyof DialogResults>;
