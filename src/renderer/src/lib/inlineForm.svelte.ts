import { tick } from 'svelte';

/**
 * A form opened inline under one table's row (a dispute note), one table at a time. Its button
 * toggles it; when it closes, the focus goes back to that button, so a keyboard user carries on
 * where they were instead of at the top of the page.
 */
export class InlineForm {
  #table = $state<number | null>(null);
  /** The buttons that open the form, by table (`bind:this={form.buttons[table]}`). */
  readonly buttons: Record<number, HTMLButtonElement | undefined> = $state({});

  /** The table whose form is open, if any. */
  get table(): number | null {
    return this.#table;
  }

  toggle(table: number): void {
    this.#table = this.#table === table ? null : table;
  }

  /** Closes the form without moving the focus (the rows it belongs to are going away). */
  dismiss(): void {
    this.#table = null;
  }

  /** Closes the form and gives the focus back to the button of `table`. */
  async close(table: number): Promise<void> {
    this.#table = null;
    await tick();
    this.buttons[table]?.focus();
  }
}
