/**
 * What the browser benches (screens, desk) share: the Chromium they drive, a client of the venue
 * server's API, and the timed screen switch.
 */
import type { Page } from '@playwright/test';
import { namingEvent } from '../support/eventId';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type VenueApi = (base: string, method: string, params?: unknown) => Promise<unknown>;

/** An API client that remembers the event it created: every change names it, as a screen does. */
export function venueApi(): VenueApi {
  let openEvent: string | undefined;
  return async (base, method, params = {}) => {
    const response = await fetch(new URL(`/api/${method}`, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(namingEvent(method, params, openEvent)),
    });
    const body = (await response.json()) as { data?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    if (method === 'events.create') openEvent = (body.data as { id: string }).id;
    return body.data;
  };
}

/**
 * Clicks a navigation link and waits, inside the page, until `count` elements match and a frame is
 * drawn: how long a screen switch takes as the referee sees it. Written as page source, since
 * tsx's helper names would not exist inside the page.
 */
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
