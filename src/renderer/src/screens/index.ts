import type { Component } from 'svelte';
import type { ScreenId } from '../state/router.svelte';
import EventScreen from './EventScreen.svelte';
import Placeholder from './Placeholder.svelte';

/** One component per screen id; each screen owns its folder of small components. */
export const screenComponents: Record<ScreenId, Component> = {
  event: EventScreen,
  players: Placeholder,
  rounds: Placeholder,
  tables: Placeholder,
  standings: Placeholder,
  disputes: Placeholder,
  settings: Placeholder,
};
