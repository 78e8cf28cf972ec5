/** Hash routing between the screens; keyboard shortcuts Alt+1…Alt+7 jump between them. */
import type { StringKey } from '../lib/i18n';

export const SCREENS = [
  { id: 'event', label: 'nav.event' },
  { id: 'players', label: 'nav.players' },
  { id: 'rounds', label: 'nav.rounds' },
  { id: 'tables', label: 'nav.tables' },
  { id: 'standings', label: 'nav.standings' },
  { id: 'disputes', label: 'nav.disputes' },
  { id: 'settings', label: 'nav.settings' },
] as const satisfies readonly { id: string; label: StringKey }[];

export type ScreenId = (typeof SCREENS)[number]['id'];

function fromHash(): ScreenId {
  const id = location.hash.replace(/^#\/?/, '').split('/')[0];
  return SCREENS.find((s) => s.id === id)?.id ?? 'event';
}

export class Router {
  #screen = $state<ScreenId>(fromHash());

  constructor() {
    window.addEventListener('hashchange', () => (this.#screen = fromHash()));
  }

  get screen() {
    return this.#screen;
  }

  go(id: ScreenId): void {
    if (location.hash !== `#/${id}`) location.hash = `#/${id}`;
    this.#screen = id;
  }
}

export const router = new Router();
