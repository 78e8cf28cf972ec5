/**
 * The print module's I/O: turns a document definition into PDF bytes with pdfmake, and
 * writes files. Offline by construction: fonts come from the virtual file system, and both
 * pdfmake access policies refuse every URL and every local path.
 */
import pdfmake from 'pdfmake';
import { buildDocument } from './build';
import type { DocDefinition } from './docTypes';
import { fontTable, readFontFiles } from './fonts';
import type { PrintPayload } from './viewModels';

export interface RenderedPdf {
  bytes: Buffer;
  pages: number;
}

/**
 * Progress of one render, 0…1, with a short label for the screen; once the pages are laid out,
 * also the page being drawn of the document's real page count.
 */
export type ProgressListener = (fraction: number, label: string, pages?: { page: number; of: number }) => void;

let configured = false;

/** Loads the fonts into pdfmake's virtual file system and shuts every door to the outside. */
export function configurePdfmake(): void {
  if (configured) return;
  for (const [name, bytes] of readFontFiles()) pdfmake.virtualfs.writeFileSync(name, bytes);
  pdfmake.setFonts(fontTable());
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

let busy: Promise<unknown> = Promise.resolve();

/**
 * Lays out and renders one document. Calls are serialized: pdfmake keeps its progress
 * callback globally, so two renders must not overlap in one thread.
 */
export function renderDocument(definition: DocDefinition, onProgress?: ProgressListener): Promise<RenderedPdf> {
  const run = busy.then(() => renderNow(definition, onProgress));
  busy = run.catch(() => undefined);
  return run;
}

/**
 * The reproducible-builds convention: with SOURCE_DATE_EPOCH (seconds) set, a PDF carries that
 * creation date instead of now, so the same document gives the same bytes (the example pack,
 * scripts/example-pack.ts). Unset, pdfmake stamps the current time.
 */
function withCreationDate(definition: DocDefinition): DocDefinition {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  if (!process.env.SOURCE_DATE_EPOCH || !Number.isFinite(epoch)) return definition;
  return { ...definition, info: { ...definition.info, creationDate: new Date(epoch * 1000) } };
}

async function renderNow(definition: DocDefinition, onProgress?: ProgressListener): Promise<RenderedPdf> {
  configurePdfmake();
  let reported = -1;
  // pdfmake asks for each page's footer once the layout is done, with the page count: from
  // then on the progress can say "page 12 of 30" (the document's pages, not its items).
  let pageCount = 0;
  const footer = definition.footer;
  const counted: DocDefinition = footer
    ? {
        ...definition,
        footer: (current: number, count: number) => {
          pageCount = count;
          return footer(current, count);
        },
      }
    : definition;
  pdfmake.setProgressCallback(
    onProgress
      ? (fraction) => {
          const page = pageCount > 0 ? Math.min(pageCount, Math.max(1, Math.ceil(fraction * pageCount))) : 0;
          const step = pageCount > 0 ? page : Math.floor(fraction * 20);
          if (step !== reported) {
            reported = step;
            onProgress(0.2 + 0.75 * fraction, 'Drawing pages', page ? { page, of: pageCount } : undefined);
          }
        }
      : undefined,
  );
  onProgress?.(0.05, 'Laying out pages');
  try {
    const stream = await pdfmake.createPdf(withCreationDate(counted)).getStream();
    const pages = stream._pdfMakePages?.length ?? 0;
    const chunks: Buffer[] = [];
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
      stream.end();
    });
    onProgress?.(1, 'Done', pages > 0 ? { page: pages, of: pages } : undefined);
    return { bytes, pages };
  } finally {
    pdfmake.setProgressCallback(undefined);
  }
}

/** Builds and renders one print job in the current thread. */
export function renderPayload(payload: PrintPayload, onProgress?: ProgressListener): Promise<RenderedPdf> {
  return renderDocument(buildDocument(payload), onProgress);
}
