import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real app (real event files, real rules, real PDFs) through the
 * venue HTTP server in Debian's Chromium. Each test file starts its own server (see
 * tests/e2e/server.ts) so a test can restart it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 180_000,
  workers: 1,
  reporter: [['list']],
  use: {
    viewport: { width: 1366, height: 768 },
    // Recording a trace costs every test about a sixth of its CPU whether it fails or not; a
    // failure is traced by running its file again with `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
