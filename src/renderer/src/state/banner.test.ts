import { describe, expect, it, vi } from 'vitest';

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { Banner } = await import('./banner.svelte');

describe('the banner over the screen', () => {
  it('shows an error and a notice until each is dismissed', () => {
    const banner = new Banner();
    banner.showError('The table is taken.');
    banner.showNotice('Undone: Result of table 3');
    expect(banner).toMatchObject({ error: 'The table is taken.', notice: 'Undone: Result of table 3' });
    banner.clearNotice();
    expect(banner).toMatchObject({ error: 'The table is taken.', notice: null });
    banner.clearError();
    expect(banner.error).toBeNull();
  });

  it('clears both when a new change goes out', () => {
    const banner = new Banner();
    banner.showError('The table is taken.');
    banner.showNotice('Saved.');
    banner.clear();
    expect(banner).toMatchObject({ error: null, notice: null });
  });
});
