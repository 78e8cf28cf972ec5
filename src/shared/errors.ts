import { english } from './messages';
import type { MessageRef } from './messages';
import type { ErrorDetails } from './errorDetails';

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

/**
 * The code a refusal of the rules engine is answered with, by its kind (src/core/rules/problem.ts):
 * main's API and the screens' local scoring answer the same refusal the same way.
 */
export const CODE_OF_PROBLEM: Readonly<Record<'invalid' | 'unknown' | 'violation' | 'conflict', ErrorCode>> = {
  invalid: 'INVALID_INPUT',
  unknown: 'NOT_FOUND',
  violation: 'RULES_VIOLATION',
  conflict: 'CONFLICT',
};

// What a refusal carries beside its message: one shape per kind (./errorDetails.ts).
export * from './errorDetails';

export interface ApiErrorBody {
  code: ErrorCode;
  /** English, for the CLI and the logs. */
  message: string;
  details?: ErrorDetails;
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
    readonly details?: ErrorDetails,
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
