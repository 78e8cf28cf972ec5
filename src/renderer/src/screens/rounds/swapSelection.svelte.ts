/**
 * Manual pairing changes in a draft round: pick a player (click, Enter or Space), then the
 * player to swap with; Esc drops the pick. Dragging one player onto another does the same.
 */
export class SwapSelection {
  #picked = $state<string | null>(null);

  get picked(): string | null {
    return this.#picked;
  }

  /** Picks `id`, or returns the pair to swap when another player was picked first. */
  choose(id: string): [string, string] | null {
    const first = this.#picked;
    if (first === null) {
      this.#picked = id;
      return null;
    }
    this.#picked = null;
    return first === id ? null : [first, id];
  }

  cancel(): void {
    this.#picked = null;
  }
}
