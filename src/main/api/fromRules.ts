/**
 * The boundary between the rules engine and the API: a refusal of the core (`RulesProblem`,
 * data) becomes the API's error here and nowhere else, so every handler (over IPC, HTTP or the
 * CLI) answers a refusal with the same code, message key, values and details.
 */
import { ApiError, CODE_OF_PROBLEM } from '../../shared/errors';
import type { Ruled, RulesProblem } from '../../core/rules/problem';

/** A refusal of the rules as the API's error. */
export function refusalOf(problem: RulesProblem): ApiError {
  return new ApiError(CODE_OF_PROBLEM[problem.kind], problem.message, problem.details);
}

/** The value the rules accepted, or their refusal thrown as the API's error (the registry answers it). */
export function orThrow<T>(result: Ruled<T>): T {
  if (!result.ok) throw refusalOf(result.problem);
  return result.value;
}
