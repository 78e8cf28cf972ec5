/** Zod issues in people's words: what is wrong with a value, as a message key. */
import type { z } from 'zod';
import { MESSAGES, msg } from './messages';
import type { MessageKey, MessageRef } from './messages';

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
