import { describe, expect, it, vi } from 'vitest';

// Vitest does not compile runes: outside a component, $state is the value itself.
vi.stubGlobal('$state', <T>(value: T) => value);

/** The page around the router: its address, its history and its window's events. */
class Page extends EventTarget {
  api?: unknown;
  scrollTo = vi.fn();
  location = { hash: '' };
  history = {
    replaceState: vi.fn((_state: unknown, _title: string, hash: string) => {
      this.location.hash = hash;
    }),
  };

  /** The referee follows a link or presses Back: the address changes, then the browser says so. */
  visit(hash: string): void {
    this.location.hash = hash;
    this.dispatchEvent(new Event('hashchange'));
  }

  /** The tab is closed or reloaded: true when the page asked the browser to ask first. */
  unload(): boolean {
    const event = new Event('beforeunload', { cancelable: true });
    this.dispatchEvent(event);
    return event.defaultPrevented;
  }
}

let page = new Page();

/** A new page at `hash`, in a browser or (with `window.api`) in the desktop app. */
function stubPage(hash = '', desktop = false): void {
  page = new Page();
  if (desktop) page.api = {};
  page.location.hash = hash;
  vi.stubGlobal('window', page);
  vi.stubGlobal('location', page.location);
  vi.stubGlobal('history', page.history);
}

// The module makes the app's router when it loads: it needs a page by then.
stubPage();
const { Router } = await import('./router.svelte');

function routerOn(hash = '', desktop = false) {
  stubPage(hash, desktop);
  return new Router();
}

describe('the route', () => {
  it('starts at the screen the address names, with its arguments; an unknown one opens the Event screen', () => {
    expect(routerOn('#/score/2/4')).toMatchObject({ screen: 'score', args: ['2', '4'], navScreen: 'rounds' });
    expect(routerOn('#/nowhere')).toMatchObject({ screen: 'event', args: [] });
  });

  it('goes to a screen: the address follows, and a new screen opens at its top', () => {
    const router = routerOn('#/players');
    router.go('score', [3, 7]);
    expect(router).toMatchObject({ screen: 'score', args: ['3', '7'] });
    expect(page.location.hash).toBe('#/score/3/7');
    expect(page.scrollTo).toHaveBeenCalledOnce();
    router.go('score', [3, 7]);
    expect(page.scrollTo).toHaveBeenCalledOnce();
  });

  it('follows the address when a link or Back changes it', () => {
    const router = routerOn('#/players');
    page.visit('#/standings');
    expect(router.screen).toBe('standings');
  });
});

describe('leaving a screen with unsaved answers', () => {
  it('holds the navigation until the referee answers; leaving goes there', () => {
    const router = routerOn('#/players');
    router.guard(() => true);
    router.go('rounds');
    expect(router.screen).toBe('players');
    expect(router.pending).toMatchObject({ screen: 'rounds' });
    router.leave();
    expect(router).toMatchObject({ screen: 'rounds', pending: null });
    expect(page.location.hash).toBe('#/rounds');
    // The answers went with the screen: nothing asks any more.
    router.go('players');
    expect(router.screen).toBe('players');
  });

  it('staying changes nothing, and a link or Back puts the address back', () => {
    const router = routerOn('#/players');
    router.guard(() => true);
    page.visit('#/tables');
    expect(page.location.hash).toBe('#/players');
    expect(router.pending).toMatchObject({ screen: 'tables' });
    router.stay();
    expect(router).toMatchObject({ screen: 'players', pending: null });
  });

  it('asks only while the guard says something would be lost, and not for the same screen', () => {
    const router = routerOn('#/players');
    let unsaved = false;
    router.guard(() => unsaved);
    router.go('rounds');
    expect(router.screen).toBe('rounds');
    unsaved = true;
    router.go('rounds');
    expect(router.pending).toBeNull();
  });

  it('a screen that goes away removes its own guard, not the next screen’s', () => {
    const router = routerOn('#/players');
    const removeFirst = router.guard(() => true);
    router.guard(() => true);
    removeFirst();
    router.go('rounds');
    expect(router.pending).toMatchObject({ screen: 'rounds' });
  });

  it('closing the page asks the browser’s own question in a browser, never in the desktop app', () => {
    const browser = routerOn('#/players');
    browser.guard(() => true);
    expect(page.unload()).toBe(true);
    const desktop = routerOn('#/players', true);
    desktop.guard(() => true);
    expect(page.unload()).toBe(false);
  });
});
