import type { z } from 'zod';
import { ApiError } from '../../shared/errors';
import type { FieldIssue } from '../../shared/errors';
import { issueProblem } from '../../shared/issues';
import { english, fieldLabel, msg } from '../../shared/messages';
import type { MessageRef } from '../../shared/messages';

/**
 * A readable message that names every failing field by its label, e.g. "Check the form: Number
 * of rounds: must be at least 3". The paths stay in `issues` for programs.
 */
export function formatZodError(error: z.ZodError): { message: string; issues: FieldIssue[]; i18n: MessageRef } {
  const said = error.issues.map((issue) => ({
    issue,
    ref: msg('m.issue', { field: fieldLabel(issue.path), problem: issueProblem(issue) }),
  }));
  const i18n = msg('m.invalid', { issues: said.map((s) => s.ref) });
  const issues = said.map(({ issue, ref }) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(payload)',
    message: english(ref),
  }));
  return { message: english(i18n), issues, i18n };
}

/** Parses with a schema inside a handler or engine, raising INVALID_INPUT on failure. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const { i18n, issues } = formatZodError(parsed.error);
    throw new ApiError('INVALID_INPUT', i18n, { issues });
  }
  return parsed.data;
}
