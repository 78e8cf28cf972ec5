/**
 * The one form of a teams event's Players screen that adds a team or edits one (docs/TEAMS.md;
 * the teams as listed are ./teamLists.ts). Main checks every team in its write queue (a member
 * in another team, a faction twice, too many members); its refusal comes back here and is shown
 * beside the form.
 */
import type { Team } from '../../../../shared/model';
import { ApiCallError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { session } from '../../state/session.svelte';

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
