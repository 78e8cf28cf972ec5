import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  // Components compile for the server in tests (svelte/server `render`), so a test can read a
  // screen's words without a browser.
  plugins: [svelte()],
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    // Unit tests that spawn bin/its-ref.js test the current sources (through tsx), never a
    // bundle that would first have to be built; the e2e suite runs the built bundle.
    env: { ITS_REF_FROM_SOURCES: '1' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
