/**
 * A read that pushes may ask for many times in a burst (every change during a round): while one
 * is out, further asks coalesce into a single read after it, never one each.
 */
export function coalesced(read: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = read().finally(() => {
      inFlight = null;
      if (again) {
        again = false;
        void run();
      }
    });
    return inFlight;
  };
  return run;
}
