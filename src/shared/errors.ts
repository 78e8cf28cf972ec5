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
  message: string;
  details?: unknown;
}

export type ApiResult<T> = { data: T } | { error: ApiErrorBody };

/**
 * Thrown inside main-process handlers; the registry turns it into `{ error }`.
 * It never leaves the main process as an exception.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' && (ERROR_CODES as readonly string[]).includes(v.code) && typeof v.message === 'string'
  );
}
