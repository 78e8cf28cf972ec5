import type { z } from 'zod';
import { ApiError } from '../../shared/errors';

export interface FieldIssue {
  path: string;
  message: string;
}

/** A readable message that names every failing field, e.g. `settings.rounds: must be at least 3`. */
export function formatZodError(error: z.ZodError): { message: string; issues: FieldIssue[] } {
  const issues = error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(payload)',
    message: issue.message,
  }));
  const message = 'Invalid input: ' + issues.map((i) => `${i.path}: ${i.message}`).join('; ');
  return { message, issues };
}

/** Parses with a schema inside a handler or engine, raising INVALID_INPUT on failure. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { message, issues } = formatZodError(parsed.error);
    throw new ApiError('INVALID_INPUT', message, { issues });
  }
  return parsed.data;
}
