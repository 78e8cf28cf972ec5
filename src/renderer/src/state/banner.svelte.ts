/**
 * What the desk says at the top of every screen: the refusal of the last action (ErrorBanner,
 * shown until dismissed or the screen changes) and a short confirmation of what just happened
 * (Notice, e.g. what an undo reverted).
 */
export class Banner {
  #error = $state<string | null>(null);
  #notice = $state<string | null>(null);

  get error(): string | null {
    return this.#error;
  }

  get notice(): string | null {
    return this.#notice;
  }

  showError(message: string): void {
    this.#error = message;
  }

  clearError(): void {
    this.#error = null;
  }

  showNotice(message: string): void {
    this.#notice = message;
  }

  clearNotice(): void {
    this.#notice = null;
  }

  /** A new change is on its way: what the previous one said no longer applies. */
  clear(): void {
    this.#error = null;
    this.#notice = null;
  }
}
