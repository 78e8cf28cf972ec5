/** Zod issues in people's words: what is wrong with a value, as a message key. */
import type { z } from 'zod';
import { vpBound, vpBoundMessage } from './bounds';
import { en } from './i18n/en';
import type { TextKey } from './i18n/en';
import { msg } from './messages';
import type { MessageRef } from './messages';

/** A schema's own English message → its key (the schema keeps English for every other reader). */
const OWN_MESSAGES = new Map(
  (Object.entries(en) as [TextKey, string][]).filter(([key]) => key.startsWith('m.zod.')).map(([k, v]) => [v, k]),
);

/**
 * What a zod issue says, in people's words: a schema's own message when it has a key in
 * the catalogs, otherwise worded from the issue's code and bounds.
 */
/** A schema's own message built from a keyed message (the VP bound of the API's schemas). */
const OWN_REFS = new Map((['low', 'mid', 'top'] as const).map((tier) => [vpBoundMessage(tier), vpBound(tier)]));

export function issueProblem(issue: z.core.$ZodIssue): MessageRef {
  const own = OWN_MESSAGES.get(issue.message);
  if (own) return { key: own };
  const built = OWN_REFS.get(issue.message);
  if (built) return built;
  switch (issue.code) {
    case 'invalid_type':
      // Zod reports the input only on request; its own wording says when nothing was given.
      if (/received undefined$/.test(issue.message)) return msg('m.zod.required');
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
 * The first problem zod found in a file's shape: the place (the file's own key path, which is
 * how the file's maker names it) and the problem in the words of `issueProblem`.
 */
export function shapeProblem(error: z.ZodError): MessageRef {
  const issue = error.issues[0];
  if (!issue) return msg('m.shape.other');
  const problem = issueProblem(issue);
  return issue.path.length > 0
    ? msg('m.shape.at', { where: issue.path.map(String).join('.'), problem })
    : msg('m.shape.top', { problem });
}
