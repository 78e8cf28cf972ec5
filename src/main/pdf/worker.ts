/**
 * The rendering worker (a worker_thread): lays out and renders print jobs and writes the PDF
 * files, so a 300-page job never blocks the thread that serves the screens. Messages:
 *   in:  { type: 'render', id, payload, file }
 *   out: { type: 'progress', id, fraction, label, pages? } · { type: 'done', id, pages, bytes } · { type: 'error', id, message }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeFileDurably } from '../io/durable';
import { renderPayload } from './render';
import { WORKER_MARK } from './workerMark';
import type { PrintPayload } from './viewModels';

export interface RenderRequest {
  type: 'render';
  id: string;
  payload: PrintPayload;
  file: string;
}

export type WorkerMessage =
  | { type: 'progress'; id: string; fraction: number; label: string; pages?: { page: number; of: number } }
  | { type: 'done'; id: string; pages: number; bytes: number }
  | { type: 'error'; id: string; message: string; code?: string };

/** Renders one job and writes its file; reports through `send`. */
export async function handleRequest(request: RenderRequest, send: (message: WorkerMessage) => void): Promise<void> {
  try {
    const { bytes, pages } = await renderPayload(request.payload, (fraction, label, drawn) =>
      send({ type: 'progress', id: request.id, fraction, label, ...(drawn ? { pages: drawn } : {}) }),
    );
    await writeFileDurably(request.file, bytes, { makeFolder: true });
    send({ type: 'done', id: request.id, pages, bytes: bytes.length });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException | null)?.code;
    send({
      type: 'error',
      id: request.id,
      message: err instanceof Error ? err.message : String(err),
      ...(typeof code === 'string' ? { code } : {}),
    });
  }
}

// WORKER_MARK is set in workerData by ./jobs.ts, so importing this module elsewhere (tests run
// in workers too) does nothing.
const port = parentPort;
if (port && (workerData as { role?: string } | null)?.role === WORKER_MARK) {
  // Jobs run one after another (pdfmake keeps some state per process).
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: RenderRequest) => {
    if (request?.type !== 'render') return;
    queue = queue.then(() => handleRequest(request, (message) => port.postMessage(message)));
  });
}
