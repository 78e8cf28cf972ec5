/** The current route as reactive state; App.svelte maps Alt+1…Alt+7 to the navigation screens. */
import { hashFor, parseHash, SUB_ROUTES } from '../lib/route';
import type { NavScreenId, Route, ScreenId } from '../lib/route';

export { SCREENS } from '../lib/route';
export type { NavScreenId, ScreenId } from '../lib/route';

export class Router {
  #route = $state<Route>(parseHash(location.hash));

  constructor() {
    window.addEventListener('hashchange', () => (this.#route = parseHash(location.hash)));
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
    const hash = hashFor(screen, args);
    if (location.hash !== hash) location.hash = hash;
    this.#route = { screen, args: args.map(String) };
  }
}

export const router = new Router();
