import { describe, expect, it, vi } from 'vitest';

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { InlineForm } = await import('./inlineForm.svelte');

function withButtons(...tables: number[]) {
  const form = new InlineForm();
  const focus = Object.fromEntries(tables.map((table) => [table, vi.fn()]));
  for (const table of tables) form.buttons[table] = { focus: focus[table] } as unknown as HTMLButtonElement;
  return { form, focus };
}

describe('a form opened under a table’s row', () => {
  it('is open under one table at a time, and its button opens and closes it', () => {
    const { form } = withButtons(1, 2);
    expect(form.table).toBeNull();
    form.toggle(1);
    expect(form.table).toBe(1);
    form.toggle(2);
    expect(form.table).toBe(2);
    form.toggle(2);
    expect(form.table).toBeNull();
  });

  it('gives the focus back to its own table’s button when it closes', async () => {
    const { form, focus } = withButtons(1, 2);
    form.toggle(2);
    await form.close(2);
    expect(form.table).toBeNull();
    expect(focus[2]).toHaveBeenCalledOnce();
    expect(focus[1]).not.toHaveBeenCalled();
  });

  it('closes without moving the focus when its rows go away (another round shown)', () => {
    const { form, focus } = withButtons(1);
    form.toggle(1);
    form.dismiss();
    expect(form.table).toBeNull();
    expect(focus[1]).not.toHaveBeenCalled();
  });
});
