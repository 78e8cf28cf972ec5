/**
 * A long job's steps pushed to whoever started it (`job.progress`): in English (`label`, the CLI)
 * and as a message (`i18n`, the screens, in the reader's language).
 */
import { english, msg } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';
import type { Progress } from '../catalog/library';
import type { HandlerContext } from './context';

export function progressReporter(ctx: Pick<HandlerContext, 'push'>, jobId: string, title: MessageRef): Progress {
  return (done, total, step) => {
    const i18n = msg('m.job.step', { title, step });
    ctx.push('job.progress', { jobId, done, total, label: english(i18n), i18n });
  };
}
