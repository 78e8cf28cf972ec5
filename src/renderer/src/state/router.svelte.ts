/** The current route as reactive state; App.svelte maps Alt+1…Alt+7 to the navigation screens. */
import { hashFor, parseHash, SUB_ROUTES } from '../lib/route';
import type { NavScreenId, Route, ScreenId } from '../lib/route';

export { SCREENS } from '../lib/route';
export type { NavScreenId, ScreenId } from '../lib/route';

/** Answers whether leaving the current screen would lose what the referee typed there. */
export type LeaveGuard = () => boolean;

export class Router {
  #route = $state<Route>(parseHash(location.hash));
  #guard: LeaveGuard | null = null;
  /** A navigation held back by the guard, waiting for the referee's answer (LeaveDialog). */
  pending = $state<Route | null>(null);

  constructor() {
    window.addEventListener('hashchange', () => {
      const next = parseHash(location.hash);
      if (this.#blocks(next)) {
        // A nav link or the Back button: the address goes back to this screen until answered.
        history.replaceState(null, '', hashFor(this.#route.screen, this.#route.args));
        return;
      }
      this.#enter(next);
    });
    // Closing or reloading the page with unsaved answers asks the browser's own question. Not
    // in the desktop app: Electron would refuse to close the window without asking anything.
    if (!('api' in window && window.api)) {
      window.addEventListener('beforeunload', (e) => {
        if (this.#guard?.()) e.preventDefault();
      });
    }
  }

  /**
   * While `guard` answers true, leaving the screen asks first. Returns the function that
   * removes it (a screen calls it when it goes away).
   */
  guard(guard: LeaveGuard): () => void {
    this.#guard = guard;
    return () => {
      if (this.#guard === guard) this.#guard = null;
    };
  }

  #blocks(next: Route): boolean {
    const same = next.screen === this.#route.screen && next.args.join('/') === this.#route.args.join('/');
    if (same || !this.#guard?.()) return false;
    this.pending = next;
    return true;
  }

  /** A new screen opens at its top (a screen that shows a target scrolls to it afterwards). */
  #enter(next: Route): void {
    const moved = next.screen !== this.#route.screen || next.args.join('/') !== this.#route.args.join('/');
    this.#route = next;
    if (moved) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }

  /** The referee chose to leave: the unsaved answers go, the held navigation happens. */
  leave(): void {
    const next = this.pending;
    this.pending = null;
    this.#guard = null;
    if (next) this.go(next.screen, next.args);
  }

  /** The referee chose to stay: nothing changes. */
  stay(): void {
    this.pending = null;
  }

  get screen(): ScreenId {
    return this.#route.screen;
  }

  get args(): readonly string[] {
    return this.#route.args;
  }

  /** The navigation entry to highlight (a sub-route highlights its parent screen). */
  get navScreen(): NavScreenId {
    const screen = this.#route.screen;
    return screen in SUB_ROUTES ? SUB_ROUTES[screen as keyof typeof SUB_ROUTES] : (screen as NavScreenId);
  }

  go(screen: ScreenId, args: readonly (string | number)[] = []): void {
    const next = { screen, args: args.map(String) };
    if (this.#blocks(next)) return;
    const hash = hashFor(screen, args);
    // Set before the hash, so the hashchange that follows finds the route already there.
    this.#enter(next);
    if (location.hash !== hash) location.hash = hash;
  }
}

export const router = new Router();
