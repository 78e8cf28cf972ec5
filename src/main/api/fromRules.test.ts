/**
 * A refusal of the rules engine reaches the caller as the same error it always was: each kind
 * keeps its code, and the message key, its values and the details pass through untouched.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors';
import type { ErrorCode } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { ok, refuse } from '../../core/rules/problem';
import type { ProblemKind } from '../../core/rules/problem';
import { orThrow } from './fromRules';

function thrownBy(act: () => unknown): ApiError {
  try {
    act();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('nothing was thrown');
}

describe('orThrow', () => {
  it('gives the accepted value', () => {
    expect(orThrow(ok(7))).toBe(7);
  });

  it.each<[ProblemKind, ErrorCode]>([
    ['invalid', 'INVALID_INPUT'],
    ['unknown', 'NOT_FOUND'],
    ['violation', 'RULES_VIOLATION'],
    ['conflict', 'CONFLICT'],
  ])('answers a refusal of kind %s with %s, its message and details unchanged', (kind, code) => {
    const message = msg('m.scenario.unknown', { scenario: 'nope' });
    const details = { fields: ['scenarioId'] };
    const err = thrownBy(() => orThrow(refuse(kind, message, details)));
    expect(err.toBody()).toEqual(new ApiError(code, message, details).toBody());
    expect(err.toBody()).toEqual({ code, message: 'There is no scenario “nope” in this app.', details, i18n: message });
  });

  it('adds no details when the refusal has none', () => {
    const err = thrownBy(() => orThrow(refuse('conflict', msg('m.explain.same'))));
    expect(err.toBody()).not.toHaveProperty('details');
  });
});
