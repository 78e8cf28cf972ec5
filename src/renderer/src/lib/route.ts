/**
 * Hash routes: `#/<screen>[/<arg>…]`. A few routes (the scoring wizard, the projector timer)
 * are reached from inside a screen and carry arguments, e.g. `#/score/2/4` (round 2, table 4).
 */
import type { TextKey } from './i18n';

export const SCREENS = [
  { id: 'event', label: 'nav.event' },
  { id: 'players', label: 'nav.players' },
  { id: 'rounds', label: 'nav.rounds' },
  { id: 'tables', label: 'nav.tables' },
  { id: 'standings', label: 'nav.standings' },
  { id: 'disputes', label: 'nav.disputes' },
  { id: 'settings', label: 'nav.settings' },
] as const satisfies readonly { id: string; label: TextKey }[];

/** Routes outside the navigation bar, with the nav entry they belong to. */
export const SUB_ROUTES = { score: 'rounds', projector: 'rounds', report: 'rounds', 'pack-editor': 'event' } as const;

export type NavScreenId = (typeof SCREENS)[number]['id'];
export type ScreenId = NavScreenId | keyof typeof SUB_ROUTES;

export interface Route {
  screen: ScreenId;
  args: string[];
}

function isScreen(id: string): id is ScreenId {
  return SCREENS.some((s) => s.id === id) || id in SUB_ROUTES;
}

export function parseHash(hash: string): Route {
  const parts = hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((p) => p !== '')
    .map((p) => decodeURIComponent(p));
  const [head = '', ...args] = parts;
  return isScreen(head) ? { screen: head, args } : { screen: 'event', args: [] };
}

export function hashFor(screen: ScreenId, args: readonly (string | number)[] = []): string {
  return `#/${[screen, ...args.map((a) => encodeURIComponent(String(a)))].join('/')}`;
}
