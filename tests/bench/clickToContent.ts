/**
 * Clicks a navigation link and waits, inside the page, until `count` elements match and a frame is
 * drawn: how long a screen switch takes as the referee sees it. Written as page source, since
 * tsx's helper names would not exist inside the page.
 */
import type { Page } from '@playwright/test';

const CLICK_TO_CONTENT = `async ({ link, selector, count }) => {
  const anchor = [...document.querySelectorAll('nav a')].find((a) => a.textContent.trim() === link);
  if (!anchor) throw new Error('no link ' + link);
  const start = performance.now();
  anchor.click();
  while (document.querySelectorAll(selector).length < count) {
    if (performance.now() - start > 20000) throw new Error(selector + ' never reached ' + count);
    await new Promise((r) => requestAnimationFrame(r));
  }
  await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - start;
}`;

export function clickToContent(page: Page, link: string, selector: string, count: number): Promise<number> {
  return page.evaluate(`(${CLICK_TO_CONTENT})(${JSON.stringify({ link, selector, count })})`) as Promise<number>;
}
