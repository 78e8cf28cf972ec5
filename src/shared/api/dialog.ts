/**
 * API domain `dialog.*` (desktop app only): the native Open/Save dialog, shown by main. A path
 * the referee picks there is granted for the open/save call that follows; the page can name no
 * other path (src/main/api/fileAccess.ts).
 */
import { z } from 'zod';

export const dialogParams = {
  'dialog.chooseEventFile': z.object({ purpose: z.enum(['open', 'save']) }),
} satisfies Record<`dialog.${string}`, z.ZodType>;

export interface DialogResults {
  /** The chosen file's path, or null when the dialog was cancelled. */
  'dialog.chooseEventFile': { path: string | null };
}
