/**
 * Manual pairing changes in a draft round: pick a player (click, Enter or Space), then the
 * player to swap with; Esc drops the pick. Dragging one player onto another does the same.
 * The swap carries the revision the screen showed at the first pick: if someone else changed
 * one of the two tables meanwhile, the swap is refused with both versions.
 */
export class SwapSelection {
  #picked = $state<string | null>(null);
  #pickedAt: number | undefined;

  get picked(): string | null {
    return this.#picked;
  }

  /**
   * Picks `id` (the screen showing `revision`), or returns the pair to swap, with the revision
   * of the first pick, when another player was picked first.
   */
  choose(id: string, revision?: number): [string, string, number | undefined] | null {
    const first = this.#picked;
    if (first === null) {
      this.#picked = id;
      this.#pickedAt = revision;
      return null;
    }
    this.#picked = null;
    return first === id ? null : [first, id, this.#pickedAt];
  }

  cancel(): void {
    this.#picked = null;
  }
}
