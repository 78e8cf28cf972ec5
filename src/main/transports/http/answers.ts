/**
 * How the venue server answers: JSON with the security headers on every answer, errors in the
 * caller's language (the key beside the message), refusals that close the connection so an
 * unread body is never waited for, and raw answers for requests Node's parser refused.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../../../shared/csp';
import type { ApiErrorBody, ErrorCode } from '../../../shared/errors';
import { textIn } from '../../../shared/i18n/everyLanguage';
import type { Refusal } from './guards';
import { preferredLanguage } from './language';
import { compressAnswer } from './staticFiles';

const STATUS: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RULES_VIOLATION: 422,
  IO_FAILURE: 500,
  INTERNAL: 500,
};

/**
 * Sent with every answer: the page's Content-Security-Policy (src/shared/csp.ts), no framing by
 * other pages, no type sniffing, no referrer leaks.
 */
export const BASE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** A refusal thrown from deep in a request (the caller's credentials, a body too slow or large). */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  // Large answers (a round's pairings, the standings) go compressed to a crowded Wi-Fi.
  const packed = compressAnswer(res.req?.headers['accept-encoding'], text);
  res.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
    ...(packed ? { 'content-encoding': packed.encoding } : {}),
    'content-length': packed ? packed.body.length : Buffer.byteLength(text),
    ...headers,
  });
  res.end(packed ? packed.body : text);
}

/**
 * An error as the caller reads it: the message in the language its browser asks for (the key
 * stays beside it, so the app's screens render it in the event's language instead).
 */
function spoken(res: http.ServerResponse, error: ApiErrorBody): ApiErrorBody {
  const language = preferredLanguage(res.req?.headers['accept-language']);
  return language === 'en' || !error.i18n ? error : { ...error, message: textIn(language, error.i18n) };
}

export function sendError(res: http.ServerResponse, error: ApiErrorBody, status = STATUS[error.code]): void {
  send(res, status, { error: spoken(res, error) });
}

/** Answers a refusal and closes the connection, so an unread body is never waited for. */
export function sendRefusal(res: http.ServerResponse, refusal: Refusal, headers: http.OutgoingHttpHeaders = {}): void {
  const { code, message, i18n } = refusal;
  send(res, refusal.status, { error: spoken(res, { code, message, i18n }) }, { connection: 'close', ...headers });
  // A body still arriving (a slow sender past its deadline) is not waited for.
  if (refusal.status === 408) res.once('finish', () => res.destroy());
}

/**
 * A raw 400/408/431 for requests Node's parser already refused: no request object exists, so no
 * Accept-Language either, and the message stays English (no browser shows these).
 */
export function rawRefusal(status: number, message: string): string {
  const body = JSON.stringify({ error: { code: 'INVALID_INPUT', message } });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
    `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
    `connection: close\r\n\r\n${body}`
  );
}

/** Answers a request Node's parser refused (headers too large or too slow, not HTTP at all). */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'ERR_HTTP_HEADERS_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'The request headers are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : 'The request is not valid HTTP.';
  socket.end(rawRefusal(status, message));
}
