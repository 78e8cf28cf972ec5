/**
 * API domain `pdf.*`: renders a printed document to a file in the rendering worker and
 * reports progress as `job.progress` pushes ({ jobId, done, total, label }): the page being drawn
 * of the document's real page count once it is laid out, 0 of 0 before (screens say "working").
 *
 * Files go to the exports folder `<data>/exports/` (offered by the venue server at
 * /files/<name>) under a free name (never over a file the app did not write), or where the CLI
 * says (`out`, a path).
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { AppInfo } from '../../shared/api/appInfo';
import type { PdfGenerated, PdfResults, PrintKind } from '../../shared/api/pdf';
import { ApiError } from '../../shared/errors';
import { slugOf } from '../../shared/fold';
import { msg } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { exportsFolder, exportUrl } from '../io/exportsFolder';
import { eventFromDocument } from '../pdf/fromDocument';
import { payloadFromEvent, printedRound } from '../pdf/fromEvent';
import { runPrintJob } from '../pdf/jobs';
import { printSources } from '../pdf/sources';
import { teamById } from '../model/teams';
import { readableFilePath, writeOutput } from './fileAccess';
import type { DomainHandlers } from './registry';

/** "Spring Open · 2026" → "spring-open-2026" (ASCII, for file names and URLs). */
export function slug(text: string): string {
  return slugOf(text) || 'event';
}

/**
 * The default file name of a document, e.g. `spring-open-pairing-slips-r3-a4.pdf`, or
 * `spring-open-player-cards-ana-garcia-a4.pdf` for one player's card.
 */
export function printFileName(
  event: Readonly<EventFile>,
  kind: PrintKind,
  round: number | null,
  page: string,
  who?: string,
): string {
  const of = who ? `-${slugOf(who)}` : '';
  return `${slug(event.settings.name)}-${kind}${of}${round === null ? '' : `-r${round}`}-${page}.pdf`;
}

/** The name of the one player whose card is printed, if only one is. */
function cardsOf(event: Readonly<EventFile>, player: string | undefined): string | undefined {
  return player === undefined ? undefined : event.players.find((p) => p.id === player)?.name;
}

/** What one team's control sheet or one match's match-up sheet is named after in its file name. */
function teamOf(event: Readonly<EventFile>, team: string | undefined, match: number | undefined): string | undefined {
  if (team !== undefined) return teamById(event, team)?.name;
  return match === undefined ? undefined : `m${match}`;
}

/**
 * The address player cards' QR codes open: the venue server's own, when it serves the LAN (a
 * phone cannot reach 127.0.0.1); otherwise the caller must give one (`url`).
 */
function venueOrigin(venue: AppInfo['venue'] | undefined): string | undefined {
  const first = venue?.lan ? venue.urls[0] : undefined;
  return first?.replace(/\/+$/, '');
}

export const pdfHandlers = {
  'pdf.preview': {
    write: false,
    async handle({ path: file }, ctx) {
      const desktop = ctx.runtime?.desktop;
      if (!desktop) {
        throw new ApiError('CONFLICT', msg('m.pdf.desktopOnly'));
      }
      const resolved = readableFilePath(ctx, file, [exportsFolder(ctx.workspace.dataDir)]);
      if (path.extname(resolved).toLowerCase() !== '.pdf') {
        throw new ApiError('INVALID_INPUT', msg('m.pdf.onlyPdf'));
      }
      const stat = await fs.stat(resolved).catch(() => null);
      if (!stat?.isFile()) throw new ApiError('NOT_FOUND', msg('m.pdf.missing', { file: path.basename(resolved) }));
      return { shown: await desktop.previewPdf(resolved) };
    },
  },
  'pdf.generate': {
    write: false,
    async handle({ kind, round, page, document, title, out, player, url, match, team }, ctx): Promise<PdfGenerated> {
      const fromDocument = document !== undefined;
      const event = fromDocument ? eventFromDocument(document, title) : ctx.workspace.current().state;
      const origin = url ?? venueOrigin(ctx.runtime?.venue);
      const payload = payloadFromEvent(event, { kind, round, page, origin, player, match, team }, printSources);
      const printed = printedRound(event, { kind, round });
      const jobId = randomUUID();
      const report = (_fraction: number, label: string, pages?: { page: number; of: number }): void =>
        ctx.push('job.progress', { jobId, done: pages?.page ?? 0, total: pages?.of ?? 0, label });
      report(0, 'Preparing the document');
      let outcome: Awaited<ReturnType<typeof runPrintJob>> | undefined;
      const file = await writeOutput(
        ctx,
        out,
        printFileName(
          event,
          kind,
          printed,
          payload.meta.pageSize,
          cardsOf(event, player) ?? teamOf(event, team, match),
        ),
        '.pdf',
        async (target) => {
          outcome = await runPrintJob(payload, target, report);
        },
      );
      if (!outcome) throw new ApiError('INTERNAL', msg('m.pdf.notWritten'));
      return {
        jobId,
        kind,
        round: printed,
        path: file,
        file: path.basename(file),
        url: exportUrl(ctx.workspace.dataDir, file),
        pages: outcome.pages,
        bytes: outcome.bytes,
      };
    },
  },
} satisfies DomainHandlers<keyof PdfResults>;
