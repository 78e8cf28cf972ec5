/**
 * Runs print jobs in the rendering worker (./worker.ts) and relays its progress. One worker
 * is started on the first job and kept for the next ones; it does not keep the process alive
 * while idle.
 *
 * Where the worker comes from:
 *   - from sources (tsx, vitest): worker.ts, loaded through tsx inside the worker;
 *   - from a build: `pdfWorker.js` next to the bundled main module (electron-vite needs
 *     `pdfWorker: src/main/pdf/worker.ts` among the main build's inputs);
 *   - otherwise the job renders in this thread (same result, without the isolation).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { codeProblem } from '../errors/describe';
import { WORKER_MARK } from './workerMark';
import type { RenderRequest, WorkerMessage } from './worker';
import type { PrintPayload } from './viewModels';

// Type only: render.ts (and pdfmake with it) loads only in the worker or on first print.
import type { ProgressListener } from './render';
export type { ProgressListener };

export interface JobOutcome {
  pages: number;
  bytes: number;
  /** False when the job had to render in the calling thread (no worker available). */
  inWorker: boolean;
}

interface Pending {
  resolve(outcome: JobOutcome): void;
  reject(error: Error): void;
  progress?: ProgressListener;
}

/** A young generation large enough that layout garbage is collected in few, cheap passes. */
const YOUNG_GENERATION_MB = 48;

let worker: Worker | null = null;
let unavailable = false;
const pending = new Map<string, Pending>();

/** How to start the worker here, or null when it cannot be started. */
export function workerEntry(moduleUrl: string = import.meta.url): { file: URL } | { code: string } | null {
  if (/\.ts$/.test(new URL(moduleUrl).pathname)) {
    const source = new URL('./worker.ts', moduleUrl);
    try {
      // tsx's ESM API (the `import` build next to the `require` one resolved here).
      const tsxApi = pathToFileURL(
        createRequire(moduleUrl)
          .resolve('tsx/esm/api')
          .replace(/\.cjs$/, '.mjs'),
      ).href;
      // Registers tsx in the worker, then loads the TypeScript worker module.
      return {
        code: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`,
      };
    } catch {
      return null;
    }
  }
  for (const name of ['./pdfWorker.js', './pdfWorker.mjs', './worker.js']) {
    const file = new URL(name, moduleUrl);
    if (existsSync(fileURLToPath(file))) return { file };
  }
  return null;
}

/** A failed job as an API error: a file-system failure is IO_FAILURE, anything else INTERNAL. */
function jobError(message: string, code?: string): ApiError {
  return code && /^E[A-Z]+$/.test(code)
    ? new ApiError('IO_FAILURE', msg('m.pdf.cannotWrite', { code, cause: codeProblem(code) }))
    : new ApiError('INTERNAL', msg('m.pdf.failed', { cause: message }));
}

function failAll(error: Error): void {
  for (const [, job] of pending) job.reject(error);
  pending.clear();
}

function startWorker(): Worker | null {
  if (worker) return worker;
  if (unavailable) return null;
  const entry = workerEntry();
  if (!entry) {
    unavailable = true;
    return null;
  }
  const options = {
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    workerData: { role: WORKER_MARK },
  };
  const started =
    'code' in entry ? new Worker(entry.code, { ...options, eval: true }) : new Worker(entry.file, options);
  started.on('message', (message: WorkerMessage) => {
    const job = pending.get(message.id);
    if (!job) return;
    if (message.type === 'progress') {
      job.progress?.(message.fraction, message.label, message.pages);
      return;
    }
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    if (message.type === 'done') job.resolve({ pages: message.pages, bytes: message.bytes, inWorker: true });
    else job.reject(jobError(message.message, message.code));
  });
  started.on('error', (err) => {
    worker = null;
    failAll(err instanceof Error ? err : new Error(String(err)));
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    if (pending.size > 0) failAll(new Error(`The PDF worker stopped (exit code ${code}).`));
  });
  started.unref();
  worker = started;
  return worker;
}

/** Renders `payload` into `file` (written atomically), reporting progress from 0 to 1. */
export function runPrintJob(payload: PrintPayload, file: string, progress?: ProgressListener): Promise<JobOutcome> {
  const id = randomUUID();
  const request: RenderRequest = { type: 'render', id, payload, file };
  const target = startWorker();
  if (!target) {
    // Loaded only here: pdfmake is heavy, and most CLI calls and server starts never print.
    return import('./worker').then(
      ({ handleRequest }) =>
        new Promise((resolve, reject) => {
          void handleRequest(request, (message) => {
            if (message.type === 'progress') progress?.(message.fraction, message.label, message.pages);
            else if (message.type === 'done') resolve({ pages: message.pages, bytes: message.bytes, inWorker: false });
            else reject(jobError(message.message, message.code));
          });
        }),
    );
  }
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, progress });
    target.ref();
    target.postMessage(request);
  });
}

/** Stops the worker (tests, shutdown). Pending jobs fail. */
export async function stopPrintWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}
