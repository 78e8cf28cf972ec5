import type { z } from 'zod';
import { ApiError } from '../../shared/errors';
import { MESSAGES, english, fieldLabel, msg } from '../../shared/messages';
import type { MessageKey, MessageRef } from '../../shared/messages';

export interface FieldIssue {
  /** The parameter's path, for programs (the wizard marks the field); never shown as text. */
  path: string;
  message: string;
}

/**
 * What a zod issue says, in people's words. A schema's own message may be a key of
 * src/shared/messages.ts (`'m.zod.nameEmpty'`), so the referee reads it in their language.
 */
export function issueProblem(issue: z.core.$ZodIssue): MessageRef {
  if (issue.message in MESSAGES && issue.message.startsWith('m.')) return { key: issue.message as MessageKey };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return msg('m.zod.required');
      return issue.expected === 'int' ? msg('m.zod.whole') : msg('m.zod.wrongType');
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? msg('m.zod.empty') : msg('m.zod.tooShort', { n });
      if (issue.origin === 'array' || issue.origin === 'set') return msg('m.zod.fewItems', { n });
      return issue.inclusive === false ? msg('m.zod.above', { n }) : msg('m.zod.atLeast', { n });
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return msg('m.zod.tooLong', { n });
      if (issue.origin === 'array' || issue.origin === 'set') return msg('m.zod.manyItems', { n });
      return issue.inclusive === false ? msg('m.zod.below', { n }) : msg('m.zod.atMost', { n });
    }
    case 'invalid_format':
      return msg('m.zod.format');
    case 'invalid_value':
      return msg('m.zod.choice');
    case 'not_multiple_of':
      return msg('m.zod.whole');
    case 'unrecognized_keys':
      return msg('m.zod.unknownKeys');
    default:
      return msg('m.zod.other');
  }
}

/**
 * A readable message that names every failing field by its label, e.g. "Check the form: Number
 * of rounds: must be at least 3". The paths stay in `issues` for programs.
 */
export function formatZodError(error: z.ZodError): { message: string; issues: FieldIssue[]; i18n: MessageRef } {
  const refs = error.issues.map((issue) =>
    msg('m.issue', { field: fieldLabel(issue.path), problem: issueProblem(issue) }),
  );
  const i18n = msg('m.invalid', { issues: refs });
  const issues = error.issues.map((issue, i) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(payload)',
    message: english(refs[i] as MessageRef),
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
