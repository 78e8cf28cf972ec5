/**
 * API: finishing an event (`events.finishCheck`, `events.finish`, `events.reopen`) and the
 * ITS exports (`exports.*`). Finishing checks, inside the write queue against the draft, that
 * every round is paired and closed and every game has a result; records the final standings
 * with the end-of-event bye adjustment (ITS S11 · Byes) and so freezes the event (the store
 * refuses every other change until it is reopened); then writes the report pack into the
 * exports folder (`exports.pack`, which the Finish button calls right after; an edit only
 * changes the event). Undo (audit.undo) or `events.reopen` lifts the freeze, both audited.
 */
import path from 'node:path';
import type { ExportedFile, FinishResults } from '../../shared/api/finish';
import { ApiError } from '../../shared/errors';
import { msg, said } from '../../shared/messages';
import type { Said } from '../../shared/messages';
import type { EventFile } from '../../shared/model';
import { exportFileName, exportsFolder, exportUrl, writeExport } from '../io/exportsFolder';
import { eventFromDocument } from '../pdf/fromDocument';
import { finishBlockers, finishRecord, playersWithoutPin } from '../../core/rules/reportPack/eventReport';
import { writeEventDocument, writeReportPack } from '../reportPack/packFiles';
import type { EventDocument } from '../reportPack/packFiles';
import type { HandlerContext } from './context';
import { writeOutput } from './fileAccess';
import type { DomainHandlers } from './registry';
import { ratingPreviewOfEvent } from './standings';

/** A file written into the exports folder, with where the venue server offers it. */
function exported(ctx: HandlerContext, label: Required<Said>, file: string): ExportedFile {
  return {
    label: label.message,
    i18n: label.i18n,
    file: path.basename(file),
    path: file,
    url: exportUrl(ctx.workspace.dataDir, file),
  };
}

async function writePack(ctx: HandlerContext): Promise<ExportedFile[]> {
  const store = ctx.workspace.current();
  const folder = exportsFolder(ctx.workspace.dataDir);
  const files = await writeReportPack(store.state, ratingPreviewOfEvent(store.state), (name, write) =>
    writeExport(folder, name, write),
  );
  return files.map((f) => exported(ctx, { message: f.label, i18n: f.i18n }, f.path));
}

/** The event an export reads: a document given (the CLI's file), else the open event. */
function exportSource(document: unknown, ctx: HandlerContext): Readonly<EventFile> {
  return document === undefined ? ctx.workspace.current().state : eventFromDocument(document);
}

/** A document of the event the exports write: its file name, its label and which it is. */
interface ExportKind {
  slug: string;
  label: 'm.export.file.itsReport' | 'm.export.file.standings';
  document: EventDocument;
}

const ITS_REPORT: ExportKind = { slug: 'its-report', label: 'm.export.file.itsReport', document: 'its-report' };
const FINAL_STANDINGS: ExportKind = {
  slug: 'final-standings',
  label: 'm.export.file.standings',
  document: 'standings',
};

/**
 * Writes `kind` of the event (`document`, else the open one) where the caller asked, else in the
 * exports folder.
 */
async function exportDocument(
  ctx: HandlerContext,
  { document, format, out }: { document?: unknown; format: 'csv' | 'pdf'; out?: string },
  kind: ExportKind,
): Promise<ExportedFile> {
  const event = exportSource(document, ctx);
  const name = exportFileName(event.settings.name, kind.slug, format);
  const file = await writeOutput(ctx, out, name, `.${format}`, (f) =>
    writeEventDocument(event, kind.document, format, f),
  );
  return exported(ctx, said(kind.label, { format: format.toUpperCase() }), file);
}

export const finishHandlers = {
  'events.finishCheck': {
    write: false,
    handle(_params, ctx) {
      const state = ctx.workspace.current().state;
      const problems = state.finish ? [] : finishBlockers(state);
      return {
        ready: !state.finish && problems.length === 0,
        problems,
        missingPins: playersWithoutPin(state),
        finished: state.finish ? { at: state.finish.at, by: state.finish.by } : null,
      };
    },
  },
  'events.finish': {
    write: true,
    edit(draft, _params, ctx) {
      if (draft.finish) throw new ApiError('CONFLICT', msg('m.finish.already'));
      const blockers = finishBlockers(draft);
      if (blockers.length > 0) {
        throw new ApiError('RULES_VIOLATION', msg('m.finish.blocked', { problems: blockers.map((b) => b.i18n) }), {
          problems: blockers.map((b) => b.message),
        });
      }
      draft.finish = finishRecord(draft, ctx.now().toISOString(), ctx.actor);
      return {
        result: { missingPins: playersWithoutPin(draft) },
        summary: msg('m.audit.finished'),
      };
    },
  },
  'events.reopen': {
    write: true,
    edit(draft, { reason }) {
      if (!draft.finish) throw new ApiError('CONFLICT', msg('m.finish.notFinished'));
      draft.finish = null;
      return { result: {}, summary: msg('m.audit.reopened'), reason };
    },
  },
  'exports.pack': {
    write: false,
    async handle(_params, ctx) {
      if (!ctx.workspace.current().state.finish) {
        throw new ApiError('CONFLICT', msg('m.finish.packNeedsFinish'));
      }
      return { files: await writePack(ctx) };
    },
  },
  'exports.itsReport': {
    write: false,
    handle: (params, ctx) => exportDocument(ctx, params, ITS_REPORT),
  },
  'exports.standings': {
    write: false,
    handle: (params, ctx) => exportDocument(ctx, params, FINAL_STANDINGS),
  },
} satisfies DomainHandlers<keyof FinishResults>;
