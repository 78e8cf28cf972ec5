/**
 * The error a refusal test expects: what `act` throws when it is an error of `kind`. Any other
 * error is rethrown as it is (a bug, not the refusal), and an `act` that returns fails the test.
 */
export function thrown<E>(act: () => unknown, kind: abstract new (...args: never[]) => E): E {
  try {
    act();
  } catch (err) {
    if (err instanceof kind) return err;
    throw err;
  }
  throw new Error(`expected a ${kind.name} to be thrown, but nothing was`);
}
