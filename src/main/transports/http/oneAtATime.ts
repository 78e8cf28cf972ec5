/**
 * Work that must never hold up a referee's save runs here one piece at a time, each piece after
 * the event loop has served what was waiting meanwhile (a referee's request among it): the
 * players' live score previews, each scored by main. Forty phones asking at once then cost a
 * save one preview of waiting, not forty.
 */
export class OneAtATime {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.#tail.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    const done = turn.then(work);
    this.#tail = done.catch(() => undefined);
    return done;
  }
}
