/**
 * The teams of a teams event on the Players screen (docs/TEAMS.md): the teams as the referee
 * reads them, who is in no team yet, and the one form that adds a team or edits one. Main checks
 * every team in its write queue (a member in another team, a faction twice, too many members);
 * its refusal comes back here and is shown beside the form.
 */
import type { EventFile, Team } from '../../../../shared/model';
import { DEFAULT_TEAM_SETTINGS } from '../../../../shared/model';
import { namesToldApart } from '../../../../shared/namesakes';
import { ApiCallError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { session } from '../../state/session.svelte';

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

export class TeamEditor {
  /** The team being edited, or null for a new team. */
  editing = $state<Team | null>(null);
  name = $state('');
  members = $state<string[]>([]);
  captain = $state('');
  #problem = $state<string | null>(null);
  #done = $state<string | null>(null);
  #busy = $state(false);

  /** Main's refusal of the last save or removal, in the referee's language. */
  get problem(): string | null {
    return this.#problem;
  }
  /** What the last save did ("Team Hexa added."). */
  get done(): string | null {
    return this.#done;
  }
  get busy(): boolean {
    return this.#busy;
  }
  get ready(): boolean {
    return this.name.trim() !== '' && this.members.length > 0 && this.members.includes(this.captain);
  }

  /** Picks or unpicks a member; the captain is the first member picked until the referee names one. */
  toggle(id: string): void {
    this.members = this.members.includes(id) ? this.members.filter((m) => m !== id) : [...this.members, id];
    if (!this.members.includes(this.captain)) this.captain = this.members[0] ?? '';
  }

  /** Opens `team` in the form. */
  edit(team: Team): void {
    this.editing = team;
    this.name = team.name;
    this.members = [...team.members];
    this.captain = team.captain;
    this.#problem = null;
    this.#done = null;
  }

  /** Empties the form (a new team next). */
  clear(): void {
    this.editing = null;
    this.name = '';
    this.members = [];
    this.captain = '';
    this.#problem = null;
  }

  /** Adds the team, or saves the one being edited; true when main took it. */
  async save(): Promise<boolean> {
    const fields = { name: this.name.trim(), captain: this.captain, members: [...this.members] };
    const editing = this.editing;
    this.#busy = true;
    const result = editing
      ? await session.attempt('teams.update', { id: editing.id, changes: fields })
      : await session.attempt('teams.add', fields);
    this.#busy = false;
    if (result instanceof ApiCallError) {
      this.#problem = result.message;
      this.#done = null;
      return false;
    }
    this.clear();
    this.#done = t(editing ? 'teamList.saved' : 'teamList.added', { team: result.team.name });
    return true;
  }

  /** Removes a team never paired (main refuses one whose matches are history). */
  async remove(team: Team): Promise<boolean> {
    const result = await session.attempt('teams.remove', { id: team.id });
    if (result instanceof ApiCallError) {
      this.#problem = result.message;
      this.#done = null;
      return false;
    }
    if (this.editing?.id === team.id) this.clear();
    this.#problem = null;
    this.#done = t('teamList.removed', { team: team.name });
    return true;
  }
}
