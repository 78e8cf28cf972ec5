/** workerData.role of the PDF worker thread (its own module so starting a job never loads pdfmake). */
export const WORKER_MARK = 'its-ref-pdf-worker';
