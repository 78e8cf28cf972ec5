import { english } from './messages';
import type { MessageRef } from './messages';

/** The closed set of error codes that may cross any API boundary. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RULES_VIOLATION',
  'IO_FAILURE',
  'UNAUTHORIZED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  code: ErrorCode;
  /** English, for the CLI and the logs. */
  message: string;
  details?: unknown;
  /** The same message as data, rendered in the referee's language by the renderer's catalogs. */
  i18n?: MessageRef;
}

export type ApiResult<T> = { data: T } | { error: ApiErrorBody };

/**
 * Thrown inside main-process handlers; the registry turns it into `{ error }`.
 * It never leaves the main process as an exception.
 */
export class ApiError extends Error {
  /** Set when the message was given as a key (see src/shared/messages.ts). */
  readonly i18n?: MessageRef;

  constructor(
    readonly code: ErrorCode,
    message: string | MessageRef,
    readonly details?: unknown,
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.name = 'ApiError';
    if (typeof message !== 'string') this.i18n = message;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.code, message: this.message };
    if (this.details !== undefined) body.details = this.details;
    if (this.i18n) body.i18n = this.i18n;
    return body;
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' && (ERROR_CODES as readonly string[]).includes(v.code) && typeof v.message === 'string'
  );
}
