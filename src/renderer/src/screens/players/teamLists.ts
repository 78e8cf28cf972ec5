/**
 * A teams event's teams as the Players screen lists them (docs/TEAMS.md): each team with its
 * captain and its members' factions, and who is in no team yet.
 */
import type { EventFile, Team } from '../../../../shared/model';
import { DEFAULT_TEAM_SETTINGS } from '../../../../shared/model';
import { namesToldApart } from '../../../../shared/namesakes';

export interface TeamMemberView {
  id: string;
  name: string;
  faction: string;
  captain: boolean;
}

export interface TeamView {
  id: string;
  name: string;
  captain: string;
  members: TeamMemberView[];
  /** Fewer members than the event's team size: the team cannot be paired yet. */
  short: boolean;
}

export interface PlayerChoice {
  id: string;
  name: string;
  faction: string;
}

/** The teams event's team size (the default when the file names none). */
export const teamSize = (event: EventFile): number => event.settings.teams?.size ?? DEFAULT_TEAM_SETTINGS.size;

/** Every team with its members' names and factions, in the order they were made. */
export function teamViews(event: EventFile): TeamView[] {
  const names = namesToldApart(event.players);
  const players = new Map(event.players.map((p) => [p.id, p]));
  const size = teamSize(event);
  return (event.teams ?? []).map((team) => ({
    id: team.id,
    name: team.name,
    captain: names.get(team.captain) ?? team.captain,
    members: team.members.map((id) => ({
      id,
      name: names.get(id) ?? id,
      faction: players.get(id)?.faction ?? '',
      captain: id === team.captain,
    })),
    short: team.members.length < size,
  }));
}

/**
 * Players still in the event who are in no team, so the referee sees who is missing; with
 * `keep`, the members of that team too (the team being edited may keep them).
 */
export function playersWithoutTeam(event: EventFile, keep: Team | null = null): PlayerChoice[] {
  const inTeam = new Set((event.teams ?? []).filter((team) => team.id !== keep?.id).flatMap((team) => team.members));
  const names = namesToldApart(event.players);
  return event.players
    .filter((p) => !inTeam.has(p.id) && (p.droppedAfterRound === null || keep?.members.includes(p.id)))
    .map((p) => ({ id: p.id, name: names.get(p.id) ?? p.name, faction: p.faction }));
}

/**
 * The Players table's Team column of a teams event: each player's team by name (a player is in
 * one team at most). A player in no team is not in the map.
 */
export function teamNamesByPlayer(event: EventFile): Map<string, string> {
  return new Map((event.teams ?? []).flatMap((team) => team.members.map((id) => [id, team.name] as const)));
}

/** A registration sheet read in a teams event names teams: its preview shows a Team column. */
export const sheetNamesTeams = (rows: readonly { team?: string | undefined }[]): boolean =>
  rows.some((row) => (row.team ?? '').trim() !== '');
