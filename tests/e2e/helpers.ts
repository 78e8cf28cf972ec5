/**
 * Shared checks for the screen tests: a screenshot of each screen into tests/artifacts/e2e/,
 * an axe-core run (no serious or critical violations), and no sideways scrolling at 1366×768.
 */
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { isFileOperation } from '../../src/shared/api';
import { namingEvent } from '../support/eventId';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const ARTIFACTS = path.resolve('tests/artifacts/e2e');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page; fails on any serious or critical violation, naming each one. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const has = await page.evaluate(() => 'axe' in window);
  // The app's CSP forbids inline scripts (addScriptTag); evaluating through the DevTools
  // protocol is not subject to it, and the page's own policy stays as shipped.
  if (!has) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  const serious = (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(report, `axe violations on ${label}`).toEqual([]);
}

/** Nothing may scroll sideways at the laptop size the referees use. */
export async function expectNoSideways(page: Page, label: string): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements sticking out name the cause in the failure message.
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const innermost = sticking.filter((el) => !sticking.some((other) => other !== el && el.contains(other)));
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: innermost
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 40)}"`),
    };
  });
  expect(overflow, `horizontal overflow on ${label}: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
}

/** Screenshot + axe + no sideways scroll, in both themes when asked. */
export async function checkScreen(page: Page, name: string, options: { themes?: boolean } = {}): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(50);
  await expectNoSideways(page, name);
  await expectAccessible(page, name);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
  if (options.themes) {
    const toggle = page.getByRole('button', { name: 'Switch between light and dark theme' });
    await toggle.click();
    await expectAccessible(page, `${name} (other theme)`);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-other-theme.png`), fullPage: true });
    await toggle.click();
  }
}

/**
 * Records every Content-Security-Policy violation the page reports (a refused script, style,
 * image or connection), from before the app's own script runs. Call before `page.goto`.
 */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

/**
 * The app ran under its policy without tripping it, and the policy is really enforced: an
 * inline script added to the page is refused (and reported, which is then expected).
 */
export async function expectCspKept(page: Page): Promise<void> {
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations, 'CSP violations while the app ran').toEqual([]);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
    script.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran, 'an inline script ran despite the CSP').toBe(false);
  const reported = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(reported.some((v) => v.startsWith('script-src'))).toBe(true);
}

/** Signs the page in as a referee with the venue server's PIN. */
export async function signInReferee(page: Page, serverUrl: string, pin: string): Promise<void> {
  await page.goto(serverUrl);
  await page.getByRole('link', { name: 'Referee sign-in' }).click();
  await page.getByLabel('Referee PIN').fill(pin);
  await page.getByRole('button', { name: 'Referee sign-in' }).click();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
}

/**
 * Two referees, Ana and Bo, each at a browser of their own (a context: their own session),
 * signed in on the venue server with `pin`; `close` closes both browsers.
 */
export async function twoReferees(
  browser: Browser,
  serverUrl: string,
  pin: string,
): Promise<{ ana: Page; bo: Page; close(): Promise<void> }> {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [ana, bo] = await Promise.all(contexts.map((c) => c.newPage()));
  if (!ana || !bo) throw new Error('a referee has no page');
  await signInReferee(ana, serverUrl, pin);
  await signInReferee(bo, serverUrl, pin);
  return {
    ana,
    bo,
    async close() {
      for (const c of contexts) await c.close();
    },
  };
}

/** An API call with the context's own session (its cookie); an error answer throws its message. */
/**
 * A player's action names the game it was made for, read from `reports.mine` just
 * before, as the phone page does; a test that means to send a stale or missing one gives `game`.
 */
async function namingGame(
  request: APIRequestContext,
  serverUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const playerAction = ['reports.submit', 'reports.confirm', 'reports.dispute'].includes(method);
  if (!playerAction || params === null || typeof params !== 'object' || 'game' in params) return params;
  const mine = (await (await request.post(`${serverUrl}api/reports.mine`, { data: {} })).json()) as {
    data?: { game?: string | null } | null;
  };
  return mine.data?.game ? { ...params, game: mine.data.game } : params;
}

export async function apiCall(
  request: APIRequestContext,
  serverUrl: string,
  method: string,
  params: unknown = {},
): Promise<Record<string, unknown>> {
  // A change names the event open now, as a screen showing it does.
  const current = isFileOperation(method)
    ? null
    : ((await (await request.post(`${serverUrl}api/events.current`, { data: {} })).json()) as { data?: { id: string } })
        .data;
  const res = await request.post(`${serverUrl}api/${method}`, {
    data: namingEvent(method, await namingGame(request, serverUrl, method, params), current?.id),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; error?: { message: string } };
  if (!body.data) throw new Error(`${method}: ${body.error?.message}`);
  return body.data;
}
