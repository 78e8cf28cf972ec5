/**
 * Every GET or HEAD that is neither the API nor the event stream: the referee's downloads at
 * `/files/<name>` (signed-in referees only; a plain name inside the downloads folder, never a
 * path) and the built renderer's pages and assets (./staticFiles.ts serves them).
 */
import type http from 'node:http';
import { said } from '../../../shared/messages';
import { BASE_HEADERS, sendError, sendRefusal } from './answers';
import type { Caller } from './caller';
import { isPlainFileName } from './guards';
import { StaticFiles } from './staticFiles';

export interface FileRouteOptions {
  identify: (req: http.IncomingMessage) => Caller;
  /** The built renderer (out/renderer); absent in API-only tests. */
  staticDir?: string;
  /** Where downloadable files live (`<data>/exports/`), resolved per request. */
  filesDir?: () => string | null;
  log: (message: string, err?: unknown) => void;
}

/** The handler of file requests, by their decoded path. */
export function fileRoute({
  identify,
  staticDir,
  filesDir,
  log,
}: FileRouteOptions): (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<void> {
  // Compressed, cached and revalidated as ./staticFiles.ts explains.
  const files = new StaticFiles({
    baseHeaders: BASE_HEADERS,
    notFound: (res) => sendError(res, { code: 'NOT_FOUND', ...said('m.http.notFound') }),
    log,
  });

  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendRefusal(res, { status: 405, code: 'INVALID_INPUT', ...said('m.http.onlyGet') });
    }
    if (pathname.startsWith('/files/')) {
      const name = pathname.slice('/files/'.length);
      if (!identify(req).referee) {
        return sendError(res, { code: 'UNAUTHORIZED', ...said('m.http.downloadSignIn') });
      }
      const dir = filesDir?.();
      if (!dir || !isPlainFileName(name)) return sendError(res, { code: 'NOT_FOUND', ...said('m.http.notFound') });
      return files.serve(req, res, dir, name, { download: true });
    }
    if (!staticDir) {
      return sendError(res, { code: 'NOT_FOUND', ...said('m.http.noInterface') });
    }
    // A screen's address is the single-page app's HTML; a missing asset is a 404, never the page.
    return files.serve(req, res, staticDir, pathname === '/' ? 'index.html' : pathname, {
      fallback: pathname.startsWith('/assets/') ? undefined : 'index.html',
    });
  };
}
