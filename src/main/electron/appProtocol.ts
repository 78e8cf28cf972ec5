/**
 * The renderer is served from `app://renderer/…`, a custom protocol confined to the built
 * renderer folder (out/renderer), instead of `file://`, which would let a page read any file
 * the user can. Pure path logic here (tested under Node); electron/index.ts wires it in.
 */
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../shared/csp';

export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** The file an app:// request may read, or null: other hosts, escapes, encoded separators. */
export function resolveAppRequest(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000]/.test(relative)) return null;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, '.' + path.posix.normalize('/' + (relative === '/' ? 'index.html' : relative)));
  return file.startsWith(root + path.sep) ? file : null;
}

/** Is this page URL the app's own (app://renderer/…)? */
export function isAppUrl(pageUrl: string): boolean {
  try {
    const url = new URL(pageUrl);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * The renderer's file answer with the same Content-Security-Policy the venue server sends
 * (src/shared/csp.ts; a header, so frame-ancestors applies too) and no type sniffing.
 */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'no-referrer');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
