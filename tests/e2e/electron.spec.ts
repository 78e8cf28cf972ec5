import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { announceSkipWithoutElectron } from './electronBinary';

/** The Electron binary is not downloadable on CI machines; this test then skips, visibly. */
const binary = announceSkipWithoutElectron('Electron smoke test');

test('Electron smoke: the window opens with the shell and the preload API', async () => {
  test.skip(
    !binary,
    'Electron binary absent (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1): skipping the Electron smoke test',
  );
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    args: [path.resolve('out/main/index.js'), '--no-sandbox'],
    env: { ...process.env, ITS_REF_DATA: path.resolve('tests/artifacts/electron-data') },
  });
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { name: 'Event' })).toBeVisible();
  expect(await page.evaluate(() => typeof window.api?.call)).toBe('function');
  expect(await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
  await app.close();
});
