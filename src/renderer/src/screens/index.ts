import type { Component } from 'svelte';
import type { ScreenId } from '../state/router.svelte';
import EventScreen from './event/EventScreen.svelte';
import DisputesScreen from './disputes/DisputesScreen.svelte';
import PlayersScreen from './players/PlayersScreen.svelte';
import ProjectorScreen from './rounds/ProjectorScreen.svelte';
import RoundsScreen from './rounds/RoundsScreen.svelte';
import ReportScreen from './report/ReportScreen.svelte';
import ScoringScreen from './scoring/ScoringScreen.svelte';
import StandingsScreen from './standings/StandingsScreen.svelte';
import TablesScreen from './tables/TablesScreen.svelte';
import SettingsScreen from './settings/SettingsScreen.svelte';

/** One component per route; each screen owns its folder of small components. */
export const screenComponents: Record<ScreenId, Component> = {
  event: EventScreen,
  players: PlayersScreen,
  rounds: RoundsScreen,
  tables: TablesScreen,
  standings: StandingsScreen,
  disputes: DisputesScreen,
  settings: SettingsScreen,
  score: ScoringScreen,
  projector: ProjectorScreen,
  report: ReportScreen,
};
