/**
 * Reading the engine's answers in tests: the value it accepted (a refusal fails the test and
 * says what was refused), or the refusal it returned (an acceptance fails the test).
 */
import { english } from '../../../shared/messages';
import type { Ruled, RulesProblem } from '../problem';

export function accepted<T>(result: Ruled<T>): T {
  if (!result.ok) throw new Error(`refused (${result.problem.kind}): ${english(result.problem.message)}`);
  return result.value;
}

export function refusal(result: Ruled<unknown>): RulesProblem {
  if (result.ok) throw new Error('expected a refusal, but the engine accepted');
  return result.problem;
}

/** The refusal's message as English words it (what the CLI and the logs show). */
export const said = (problem: RulesProblem): string => english(problem.message);
