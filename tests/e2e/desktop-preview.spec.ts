/**
 * The desktop app's print preview, from the renderer's side. The Electron binary is absent on
 * CI machines, so the page gets a stand-in for the preload's `window.api` (same shape: `call`
 * and `on`) that forwards every call to the real venue server, except `pdf.preview`, which only
 * the desktop shell can answer: the stand-in records it. The PDF itself is really generated.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkScreen } from './helpers';
import { eventWithPlayers, expectNoError, lockRoundOne } from './flow';
import { closedAfterEachTest } from './server';

const opened = closedAfterEachTest();

test.use({ actionTimeout: 15_000 });

test('after printing, the desktop app offers Preview and print with the generated file', async ({ page }) => {
  const server = await opened.startServer();
  await page.addInitScript(() => {
    const previews: unknown[] = [];
    const source = new EventSource('/events');
    Object.assign(window, {
      previews,
      api: {
        async call(method: string, params: unknown) {
          if (method === 'pdf.preview') {
            previews.push(params);
            return { data: { shown: 'window' } };
          }
          const response = await fetch(`/api/${method}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: params === undefined ? '' : JSON.stringify(params),
          });
          return response.json();
        },
        on(name: string, listener: (payload: unknown) => void) {
          const handler = (e: Event) => listener(JSON.parse((e as MessageEvent<string>).data));
          source.addEventListener(name, handler);
          return () => source.removeEventListener(name, handler);
        },
      },
    });
  });
  await page.goto(server.url);
  await eventWithPlayers(page, 'Preview Night', ['Ada', 'Bea', 'Cy', 'Dov']);
  await lockRoundOne(page);

  // No preview before there is a file.
  await expect(page.getByRole('button', { name: /^Preview and print/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Print pairing slips' }).click();
  const done = page.getByTestId('pdf-done-pairing-slips');
  await expect(done).toContainText(/^Saved to (.+\.pdf) \(\d+ pages?\)\.$/);
  const path = /^Saved to (.+\.pdf) \(/.exec((await done.innerText()).trim())?.[1] ?? '';
  expect(existsSync(path)).toBe(true);
  const preview = page.getByTestId('pdf-preview-pairing-slips');
  await expect(preview).toHaveAccessibleName(/^Preview and print \(.+\.pdf\)$/);
  await checkScreen(page, 'desktop-preview-button');
  await preview.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { previews: unknown[] }).previews))
    .toEqual([{ path }]);
  await expectNoError(page);
});
