/**
 * A pack's shape problems in the reader's language, each at its JSON path
 * (`scenarios[2].objectives[0].op`): the schema's own English never reaches a referee.
 */
import type { z } from 'zod';
import type { MessageRef } from '../../../../shared/messages';
import { msg } from '../../../../shared/messages';
import type { PackProblem } from './compile';

/** `scenarios[2].objectives[0].op` — how the pack check and the pack screen name a place. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(the file)';
}

const EXPECTED = new Set(['string', 'number', 'boolean', 'object', 'array']);

function messageOf(issue: z.core.$ZodIssue): MessageRef {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = EXPECTED.has(issue.expected) ? issue.expected : 'other';
      return issue.input === undefined ? msg('m.pack.missing') : msg('m.pack.wrongType', { expected });
    }
    case 'too_big':
      return msg('m.pack.tooBig', { max: Number(issue.maximum) });
    case 'too_small':
      return msg('m.pack.tooSmall', { min: Number(issue.minimum) });
    case 'unrecognized_keys':
      return msg('m.pack.unknownFields', { fields: issue.keys.join(', ') });
    case 'invalid_value':
      return msg('m.pack.notOneOf', { values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return msg('m.pack.format');
    case 'invalid_union':
      return msg('m.pack.noForm');
    case 'invalid_key':
      return msg('m.pack.format');
    default:
      return msg('m.pack.noForm');
  }
}

/**
 * A union's issues as the one alternative the value is of, when only one is (the others refuse
 * its type outright: a `preset` written as an object is the own table, not an id).
 */
function asItsAlternative(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const ofType = issue.errors.filter((e) => !e.some((i) => i.code === 'invalid_type' && i.path.length === 0));
  if (ofType.length !== 1) return [issue];
  return ofType[0]!.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as z.core.$ZodIssue);
}

/** Every problem of the shape; a union names its own place, not its alternatives' guesses. */
export function zodProblems(error: z.ZodError): PackProblem[] {
  const seen = new Set<string>();
  const problems: PackProblem[] = [];
  for (const issue of error.issues.flatMap(asItsAlternative)) {
    const path = jsonPath(issue.path);
    const message = messageOf(issue);
    const id = `${path} ${message.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ path, message });
  }
  return problems;
}
