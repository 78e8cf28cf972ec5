/**
 * The event's statistics: `standings.statistics` for the Standings → Statistics screen (a
 * referee's read: player names and lists' units, worked out once per revision like the
 * standings), and their exports — the event report PDF, one CSV per table, and the lists of
 * the players who consented to publish them. An export reads the document given (the CLI's
 * file), else the open event, and writes where the CLI says, else into the exports folder.
 */
import path from 'node:path';
import type { StatisticsResults, WrittenFile } from '../../shared/api/statistics';
import type { EventFile } from '../../shared/model';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { eventStatistics } from '../../core/stats/eventStatistics';
import { exportFileName, exportUrl } from '../io/exportsFolder';
import { writeFileDurably } from '../io/durable';
import { eventFromDocument } from '../pdf/fromDocument';
import { writeEventReportPdf } from '../pdf/eventReportPdf';
import { publishedLists } from '../statistics/publishedLists';
import { statisticsCsvFiles } from '../statistics/statisticsCsv';
import type { HandlerContext } from './context';
import { writeOutput } from './fileAccess';
import type { DomainHandlers } from './registry';
import { perRevision } from './revisionCache';
import { playerOf, requireSession } from '../model/playerSession';

function sourceOf(document: unknown, ctx: HandlerContext): Readonly<EventFile> {
  return document === undefined ? ctx.workspace.current().state : eventFromDocument(document);
}

function written(ctx: HandlerContext, file: string): WrittenFile {
  return { file: path.basename(file), path: file, url: exportUrl(ctx.workspace.dataDir, file) };
}

/**
 * The folder the caller named, where it may name one (the CLI; a folder picked in a desktop
 * dialog); null: the exports folder. Checked before anything is written, even when there is
 * nothing to write.
 */
function folderOf(ctx: HandlerContext, out: string | undefined): string | null {
  if (out === undefined) return null;
  const access = ctx.runtime?.files ?? { kind: 'paths' };
  const folder = path.resolve(out);
  if (access.kind === 'paths' || (access.kind === 'granted' && access.granted.has(folder))) return folder;
  throw new ApiError('INVALID_INPUT', msg('m.file.folderHere'), { fields: ['out'] });
}

/** Writes text files named `<event>-<part>.<ext>` into the folder `out`, else the exports folder. */
async function writeAll(
  ctx: HandlerContext,
  event: Readonly<EventFile>,
  out: string | undefined,
  files: readonly { part: string; text: string }[],
  ext: string,
): Promise<WrittenFile[]> {
  const folder = folderOf(ctx, out);
  const done: WrittenFile[] = [];
  for (const f of files) {
    const name = exportFileName(event.settings.name, f.part, ext);
    const write = (file: string) => writeFileDurably(file, f.text, { makeFolder: true });
    if (folder === null) {
      done.push(written(ctx, await writeOutput(ctx, undefined, name, `.${ext}`, write)));
    } else {
      await write(path.join(folder, name));
      done.push(written(ctx, path.join(folder, name)));
    }
  }
  return done;
}

export const statisticsHandlers = {
  'players.publishMyList': {
    write: true,
    player: true,
    edit(draft, { publishList }, ctx) {
      // playerOf checks the session against the event (and reads it unwrapped): the change is made to the draft's player.
      const { id } = playerOf(draft, requireSession(ctx));
      const player = draft.players.find((p) => p.id === id);
      if (!player) throw new ApiError('UNAUTHORIZED', msg('m.report.sessionEnded'));
      player.publishList = publishList;
      return {
        result: { publishList },
        summary: msg('m.audit.listConsent', { name: player.name, given: publishList ? 'yes' : 'no' }),
        players: [player.id],
      };
    },
  },
  'standings.statistics': {
    write: false,
    handle(_params, ctx) {
      const state = ctx.workspace.current().state;
      return perRevision(state, 'standings.statistics', () => eventStatistics(state));
    },
  },
  'exports.eventReport': {
    write: false,
    async handle({ document, out }, ctx) {
      const event = sourceOf(document, ctx);
      let pages = 0;
      const file = await writeOutput(
        ctx,
        out,
        exportFileName(event.settings.name, 'event-report', 'pdf'),
        '.pdf',
        async (f) => {
          pages = await writeEventReportPdf(event, f);
        },
      );
      return { ...written(ctx, file), pages, publishing: eventStatistics(event).publishing };
    },
  },
  'exports.statistics': {
    write: false,
    async handle({ document, out }, ctx) {
      const event = sourceOf(document, ctx);
      return { files: await writeAll(ctx, event, out, statisticsCsvFiles(event), 'csv') };
    },
  },
  'exports.lists': {
    write: false,
    async handle({ document, out }, ctx) {
      const event = sourceOf(document, ctx);
      const files = await writeAll(ctx, event, out, publishedLists(event), 'txt');
      return {
        files,
        publishing: event.players.filter((p) => p.publishList === true).length,
        players: event.players.length,
      };
    },
  },
} satisfies DomainHandlers<keyof StatisticsResults>;
