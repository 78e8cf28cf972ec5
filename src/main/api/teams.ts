/** API domain `teams.*`: the teams of a teams event (checks in src/main/model/teams.ts). */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { TeamsResults } from '../../shared/api/teams';
import type { Team } from '../../shared/model';
import { checkTeam, findTeam, nextTeamId, requireMembersOpen, requireTeamsEvent, teamPaired } from '../model/teams';
import type { DomainHandlers } from './registry';

export const teamsHandlers = {
  'teams.add': {
    write: true,
    edit(draft, { id, name, captain, members }) {
      requireTeamsEvent(draft);
      const team: Team = { id: id ?? nextTeamId(draft), name: name.trim(), captain, members: [...members] };
      if ((draft.teams ?? []).some((t) => t.id === team.id)) {
        throw new ApiError('CONFLICT', msg('m.teams.nameTaken', { team: team.name }));
      }
      checkTeam(draft, team);
      (draft.teams ??= []).push(team);
      return { result: { team }, summary: msg('m.audit.teamAdded', { team: team.name }), players: team.members };
    },
  },
  'teams.update': {
    write: true,
    edit(draft, { id, changes }) {
      requireTeamsEvent(draft);
      const team = findTeam(draft, id);
      const next: Team = {
        id,
        name: changes.name?.trim() ?? team.name,
        captain: changes.captain ?? team.captain,
        members: changes.members ? [...changes.members] : [...team.members],
      };
      if (changes.members) requireMembersOpen(draft, team, changes.members);
      checkTeam(draft, next);
      team.name = next.name;
      team.captain = next.captain;
      if (changes.members) team.members = next.members;
      return {
        result: { team: next },
        summary: msg('m.audit.teamUpdated', { team: next.name }),
        players: next.members,
      };
    },
  },
  'teams.remove': {
    write: true,
    edit(draft, { id }) {
      const team = findTeam(draft, id);
      if (teamPaired(draft, id)) throw new ApiError('CONFLICT', msg('m.teams.paired', { team: team.name }));
      draft.teams = (draft.teams ?? []).filter((t) => t.id !== id);
      return { result: { removed: id }, summary: msg('m.audit.teamRemoved', { team: team.name }) };
    },
  },
  'teams.list': {
    write: false,
    handle(_params, ctx) {
      return ctx.workspace.current().state.teams ?? [];
    },
  },
} satisfies DomainHandlers<keyof TeamsResults>;
