import type { Component } from 'svelte';
import type { ScreenId } from '../state/router.svelte';
import EventScreen from './event/EventScreen.svelte';
import DisputesScreen from './disputes/DisputesScreen.svelte';
import Placeholder from './Placeholder.svelte';
import SettingsScreen from './settings/SettingsScreen.svelte';

/** One component per route; each screen owns its folder of small components. */
export const screenComponents: Record<ScreenId, Component> = {
  event: EventScreen,
  players: Placeholder,
  rounds: Placeholder,
  tables: Placeholder,
  standings: Placeholder,
  disputes: DisputesScreen,
  settings: SettingsScreen,
  score: Placeholder,
  projector: Placeholder,
};
