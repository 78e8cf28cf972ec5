/**
 * A team as a write leaves it, checked against the draft: members registered and listed once,
 * each in no other team, the captain one of them, no more members than the event's team size,
 * and, when the event asks, no faction twice in the team. Each refusal names what is wrong.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { fold, sameFolded } from '../../shared/fold';
import type { EventFile, Team } from '../../shared/model';
import { isTeamsEvent, teamSettingsOf } from '../../core/rules/tournament/teams/settings';

type State = Readonly<EventFile>;

/** A player's name for a message (their id only if the event no longer has them). */
export const nameIn = (state: State, id: string): string => state.players.find((p) => p.id === id)?.name ?? id;

export function requireTeamsEvent(state: State): void {
  if (!isTeamsEvent(state.settings)) throw new ApiError('RULES_VIOLATION', msg('m.teams.notTeamsEvent'));
}

export function teamById(state: State, id: string): Team | undefined {
  return (state.teams ?? []).find((t) => t.id === id);
}

/** A team's name for a message (its id only if the event no longer has it). */
export function teamNameOf(state: State, id: string): string {
  return teamById(state, id)?.name ?? id;
}

export function findTeam(state: State, id: string): Team {
  const team = teamById(state, id);
  if (!team) throw new ApiError('NOT_FOUND', msg('m.teams.unknown'));
  return team;
}

export function nextTeamId(state: State): string {
  const taken = new Set((state.teams ?? []).map((t) => t.id));
  let n = taken.size + 1;
  while (taken.has(`t${n}`)) n++;
  return `t${n}`;
}

/** Refuses `team` (as it would be saved) when it breaks a rule of the event's teams. */
export function checkTeam(state: State, team: Team): void {
  const others = (state.teams ?? []).filter((t) => t.id !== team.id);
  const taken = others.find((t) => sameFolded(t.name, team.name));
  if (taken) throw new ApiError('CONFLICT', msg('m.teams.nameTaken', { team: taken.name }), { fields: ['name'] });
  const byId = new Map(state.players.map((p) => [p.id, p]));
  const seen = new Set<string>();
  for (const id of team.members) {
    if (!byId.has(id)) throw new ApiError('INVALID_INPUT', msg('m.teams.unknownMember'), { fields: ['members'] });
    if (seen.has(id)) {
      throw new ApiError('INVALID_INPUT', msg('m.teams.memberTwice', { player: nameIn(state, id) }), {
        fields: ['members'],
      });
    }
    seen.add(id);
    const elsewhere = others.find((t) => t.members.includes(id));
    if (elsewhere) {
      throw new ApiError('CONFLICT', msg('m.teams.inTwoTeams', { player: nameIn(state, id), team: elsewhere.name }), {
        fields: ['members'],
      });
    }
  }
  if (!seen.has(team.captain)) {
    throw new ApiError(
      'INVALID_INPUT',
      msg('m.teams.captainNotMember', { player: byId.has(team.captain) ? nameIn(state, team.captain) : team.captain }),
      { fields: ['captain'] },
    );
  }
  const settings = teamSettingsOf(state.settings);
  if (team.members.length > settings.size) {
    throw new ApiError(
      'RULES_VIOLATION',
      msg('m.teams.tooMany', { team: team.name, n: team.members.length, size: settings.size }),
      { fields: ['members'] },
    );
  }
  if (settings.factionsUnique) {
    const members = team.members.map((id) => byId.get(id)).filter((p) => p !== undefined);
    for (const [i, p] of members.entries()) {
      const twin = members.slice(i + 1).find((q) => p.faction.trim() !== '' && sameFolded(p.faction, q.faction));
      if (twin) {
        throw new ApiError(
          'RULES_VIOLATION',
          msg('m.teams.factionTwice', { a: p.name, b: twin.name, faction: p.faction }),
          { fields: ['members'] },
        );
      }
    }
  }
}

/**
 * A settings change of a teams event is checked against the teams already made: a smaller team
 * size or "each faction once per team" switched on must not leave a team that breaks it (pairing
 * would field part of it, or a faction twice). Refused naming the first team that would.
 */
export function checkTeamsUnder(state: State, settings: State['settings']): void {
  if (!isTeamsEvent(settings)) return;
  const next = { ...state, settings };
  for (const team of state.teams ?? []) checkTeam(next, team);
}

/** A player's change (a new faction) checked against their team: no faction twice when asked. */
export function checkTeamOf(state: State, playerId: string): void {
  const team = (state.teams ?? []).find((t) => t.members.includes(playerId));
  if (team && isTeamsEvent(state.settings)) checkTeam(state, team);
}

/**
 * A team member is not removed from the event behind the team's back: the team would list a
 * player who is not there. Refused naming the player and the team; the referee edits the team first.
 */
export function requireInNoTeam(state: State, playerId: string): void {
  if (!isTeamsEvent(state.settings)) return;
  const team = (state.teams ?? []).find((t) => t.members.includes(playerId));
  if (team) {
    throw new ApiError('CONFLICT', msg('m.teams.memberRemove', { player: nameIn(state, playerId), team: team.name }));
  }
}

/** The latest round the team was paired in (a match or the bye, draft rounds too), or null. */
function lastPairedRound(state: State, id: string): number | null {
  const paired = state.rounds.filter(
    (r) => r.teamBye?.team === id || (r.matches ?? []).some((m) => m.a === id || m.b === id),
  );
  return paired.length === 0 ? null : Math.max(...paired.map((r) => r.number));
}

/** Whether the team was paired in any round (then it stays: its matches are history). */
export function teamPaired(state: State, id: string): boolean {
  return lastPairedRound(state, id) !== null;
}

/**
 * A paired team keeps its members (docs/TEAMS.md · Teams): its games, byes and picks name them.
 * Their order may change, and so may the team's name and captain.
 */
export function requireMembersOpen(state: State, team: Team, members: readonly string[]): void {
  const same = members.length === team.members.length && members.every((id) => team.members.includes(id));
  const round = same ? null : lastPairedRound(state, team.id);
  if (round !== null) {
    throw new ApiError('CONFLICT', msg('m.teams.membersPaired', { team: team.name, round }), { fields: ['members'] });
  }
}

/**
 * A teams event's imported rows join the team their sheet names: an existing team of that name
 * (folded) gains them as members, a new name makes a team whose captain is its first row. Each
 * team is checked as it would be saved; one that breaks a rule refuses the whole import, naming it.
 */
export function joinTeams(
  draft: EventFile,
  rows: readonly { team?: string | undefined }[],
  added: readonly { id: string }[],
): void {
  const grouped = new Map<string, { name: string; ids: string[] }>();
  rows.forEach((row, i) => {
    const name = row.team?.trim();
    const player = added[i];
    if (!name || !player) return;
    const k = fold(name);
    const group = grouped.get(k) ?? { name, ids: [] };
    group.ids.push(player.id);
    grouped.set(k, group);
  });
  for (const { name, ids } of grouped.values()) {
    const teams = (draft.teams ??= []);
    const existing = teams.find((t) => sameFolded(t.name, name));
    const team: Team = existing
      ? { ...existing, members: [...existing.members, ...ids] }
      : { id: nextTeamId(draft), name: name.slice(0, 200), captain: ids[0] as string, members: ids };
    if (existing) requireMembersOpen(draft, existing, team.members);
    checkTeam(draft, team);
    if (existing) existing.members = team.members;
    else teams.push(team);
  }
}
