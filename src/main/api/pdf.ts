/**
 * API domain `pdf.*`: renders a printed document to a file in the rendering worker and
 * reports progress as `job.progress` pushes ({ jobId, done, total: 100, label }).
 *
 * Files go to `<event folder>/prints/` (the folder the venue server offers at /files/<name>),
 * or to `out` when given. A results document with no open event prints to
 * `<data folder>/prints/`.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { PdfGenerated, PdfResults, PrintKind } from '../../shared/api/pdf';
import { ApiError } from '../../shared/errors';
import type { EventFile } from '../../shared/model';
import { eventFromDocument } from '../pdf/fromDocument';
import { payloadFromEvent, printedRound } from '../pdf/fromEvent';
import { runPrintJob } from '../pdf/jobs';
import { printSources } from '../pdf/sources';
import type { HandlerContext } from './context';
import { outputFilePath, readableFilePath } from './fileAccess';
import type { DomainHandlers } from './registry';

/** "Spring Open · 2026" → "spring-open-2026" (ASCII, for file names and URLs). */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  );
}

/** The default file name of a document, e.g. `spring-open-pairing-slips-r3-a4.pdf`. */
export function printFileName(event: Readonly<EventFile>, kind: PrintKind, round: number | null, page: string): string {
  return `${slug(event.settings.name)}-${kind}${round === null ? '' : `-r${round}`}-${page}.pdf`;
}

/** The folder prints go to: next to the event file, or in the data folder for a results document. */
export function printsFolder(ctx: HandlerContext, fromDocument: boolean): string {
  const store = fromDocument ? null : ctx.workspace.peek();
  return store ? path.join(path.dirname(store.path), 'prints') : path.join(ctx.workspace.dataDir, 'prints');
}

export const pdfHandlers = {
  'pdf.preview': {
    write: false,
    async handle({ path: file }, ctx) {
      const desktop = ctx.runtime?.desktop;
      if (!desktop) {
        throw new ApiError(
          'CONFLICT',
          'Print preview is part of the desktop app; in venue mode, download the PDF instead.',
        );
      }
      const resolved = readableFilePath(ctx, file, [printsFolder(ctx, false), printsFolder(ctx, true)]);
      if (path.extname(resolved).toLowerCase() !== '.pdf') {
        throw new ApiError('INVALID_INPUT', 'path: only PDF files can be previewed.');
      }
      const stat = await fs.stat(resolved).catch(() => null);
      if (!stat?.isFile()) throw new ApiError('NOT_FOUND', `path: no PDF at ${resolved}; generate it again.`);
      return { shown: await desktop.previewPdf(resolved) };
    },
  },
  'pdf.generate': {
    write: false,
    async handle({ kind, round, page, document, title, out }, ctx): Promise<PdfGenerated> {
      const fromDocument = document !== undefined;
      const event = fromDocument ? eventFromDocument(document, title) : ctx.workspace.current().state;
      const payload = payloadFromEvent(event, { kind, round, page }, printSources);
      const printed = printedRound(event, { kind, round });
      const folder = printsFolder(ctx, fromDocument);
      const file = out
        ? await outputFilePath(ctx, out, folder, '.pdf')
        : path.join(folder, printFileName(event, kind, printed, payload.meta.pageSize));
      const jobId = randomUUID();
      const report = (fraction: number, label: string): void =>
        ctx.push('job.progress', { jobId, done: Math.round(fraction * 100), total: 100, label });
      report(0, 'Preparing the document');
      const outcome = await runPrintJob(payload, file, report);
      const servable = path.dirname(file) === folder && !fromDocument;
      return {
        jobId,
        kind,
        round: printed,
        path: file,
        file: path.basename(file),
        url: servable ? `/files/${encodeURIComponent(path.basename(file))}` : null,
        pages: outcome.pages,
        bytes: outcome.bytes,
      };
    },
  },
} satisfies DomainHandlers<keyof PdfResults>;
