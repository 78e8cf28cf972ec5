import { describe, expect, it, vi } from 'vitest';

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);
const { overlays } = await import('./overlays.svelte');

describe('the app-wide overlays', () => {
  it('start closed, and each opens and closes without the other', () => {
    expect(overlays).toMatchObject({ jump: false, help: false });
    overlays.jump = true;
    expect(overlays).toMatchObject({ jump: true, help: false });
    overlays.help = true;
    overlays.jump = false;
    expect(overlays).toMatchObject({ jump: false, help: true });
  });
});
