import type { Component } from 'svelte';
import type { ScreenId } from '../state/router.svelte';

type Loader = () => Promise<{ default: Component }>;

/** The desk's routes; `#/report` is the phone app's (boot.ts switches to it). */
export type DeskScreenId = Exclude<ScreenId, 'report'>;

/**
 * One component per route, each its own chunk fetched when the screen is first opened; each
 * screen owns its folder of small components.
 */
export const screenLoaders: Record<DeskScreenId, Loader> = {
  event: () => import('./event/EventScreen.svelte'),
  players: () => import('./players/PlayersScreen.svelte'),
  rounds: () => import('./rounds/RoundsScreen.svelte'),
  tables: () => import('./tables/TablesScreen.svelte'),
  standings: () => import('./standings/StandingsScreen.svelte'),
  disputes: () => import('./disputes/DisputesScreen.svelte'),
  settings: () => import('./settings/SettingsScreen.svelte'),
  score: () => import('./scoring/ScoringScreen.svelte'),
  projector: () => import('./rounds/ProjectorScreen.svelte'),
  'pack-editor': () => import('./packEditor/PackEditorScreen.svelte'),
};

const loaded = new Map<DeskScreenId, Component>();
const pending = new Map<DeskScreenId, Promise<Component>>();

/** The screen's component if its chunk is here already (no flash of "Loading…" on a revisit). */
export function loadedScreen(id: DeskScreenId): Component | undefined {
  return loaded.get(id);
}

export function loadScreen(id: DeskScreenId): Promise<Component> {
  let p = pending.get(id);
  if (!p) {
    p = screenLoaders[id]().then(
      (m) => {
        loaded.set(id, m.default);
        return m.default;
      },
      (err: unknown) => {
        pending.delete(id);
        throw err;
      },
    );
    pending.set(id, p);
  }
  return p;
}
