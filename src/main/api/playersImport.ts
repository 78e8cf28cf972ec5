/**
 * Registration from a sheet (`players.importPreview`, `players.import`): one row per player with a
 * header row naming the columns. Every row is checked against the registered players and the rows
 * above it: no name refuses the row; an ITS PIN already registered (or repeated) refuses it unless
 * the referee confirms they are different people; the same name is a warning only (namesakes
 * exist). The plan is computed inside the write against the state it changes, so the preview the
 * referee saw and what is saved differ only if someone registered a player in between.
 */
import type { ImportRowProblem, ImportRowView, PlayersImportPlan, PlayersResults } from '../../shared/api/players';
import type { EventFile, Player } from '../../shared/model';
import { unreadableLetters } from '../../shared/csv';
import { fold } from '../../shared/fold';
import { msg, said } from '../../shared/messages';
import { PlayerSchema } from '../../shared/model';
import { readPlayersSheet } from '../io/playersTable';
import { decodeArmyCode } from '../../core/rules/army/armyCode';
import { uniqueResultCode } from '../playerReports/resultCode';
import { lastStartedRound, nextPlayerId } from './players';
import type { DomainHandlers } from './registry';
import { refreshDraftRounds } from '../model/rounds';
import { isTeamsEvent } from '../../core/rules/tournament/teams/settings';
import { joinTeams } from '../model/teams';

/** Names are the same player when they fold alike ("José" and "jose", "Østergård" and "Ostergard"). */
function key(text: string): string {
  return fold(text);
}

export function planPlayersImport(
  state: Readonly<EventFile>,
  text: string,
  allowDuplicatePins: boolean,
): PlayersImportPlan {
  // Text decoded with the wrong encoding (a Windows-1252 sheet read as UTF-8): refused whole,
  // never registered as "Mads �sterg�rd".
  if (unreadableLetters(text)) return { rows: [], ignoredColumns: [], problem: said('m.import.notUtf8') };
  const sheet = readPlayersSheet(text, { teams: isTeamsEvent(state.settings) });
  // Who holds a PIN or a name already: a registered player's name, or the sheet's line above.
  const pins = new Map<string, string | number>(
    state.players.filter((p) => p.itsPin !== '').map((p) => [p.itsPin.trim(), p.name]),
  );
  const names = new Map<string, 'registered' | number>(state.players.map((p) => [key(p.name), 'registered']));
  const rows = sheet.rows.map((row): ImportRowView => {
    const problems: ImportRowProblem[] = [];
    if (row.name === '') problems.push({ severity: 'error', ...said('m.import.noName') });
    if (row.name.length > 200) problems.push({ severity: 'error', ...said('m.import.nameLong') });
    if (row.itsPin.length > 40) problems.push({ severity: 'error', ...said('m.import.pinLong') });
    if (row.faction.length > 120 || row.club.length > 120)
      problems.push({ severity: 'error', ...said('m.import.textLong') });
    const pinOwner = row.itsPin === '' ? undefined : pins.get(row.itsPin);
    if (pinOwner !== undefined) {
      problems.push({
        severity: 'duplicatePin',
        ...(typeof pinOwner === 'number'
          ? said('m.import.pinOnLine', { pin: row.itsPin, line: pinOwner })
          : said('m.import.pinRegistered', { pin: row.itsPin, name: pinOwner })),
      });
    }
    const namesake = row.name === '' ? undefined : names.get(key(row.name));
    if (namesake !== undefined) {
      problems.push({
        severity: 'warning',
        ...(namesake === 'registered'
          ? said('m.import.nameRegistered', { name: row.name })
          : said('m.import.nameOnLine', { line: namesake })),
      });
    }
    for (const code of row.armyCodes) {
      const decoded = decodeArmyCode(code);
      if (!decoded.ok)
        problems.push({
          severity: 'warning',
          ...said('m.import.badCode', { reason: decoded.i18n }),
        });
    }
    const accepted =
      !problems.some((p) => p.severity === 'error') &&
      (allowDuplicatePins || !problems.some((p) => p.severity === 'duplicatePin'));
    if (row.itsPin !== '' && !pins.has(row.itsPin)) pins.set(row.itsPin, row.line);
    if (row.name !== '' && !names.has(key(row.name))) names.set(key(row.name), row.line);
    return { ...row, problems, accepted };
  });
  return { rows, ignoredColumns: sheet.ignoredColumns, problem: sheet.problem };
}

export const playersImportHandlers = {
  'players.importPreview': {
    write: false,
    handle({ text }, ctx) {
      return planPlayersImport(ctx.workspace.current().state, text, false);
    },
  },
  'players.import': {
    write: true,
    edit(draft, { text, allowDuplicatePins, checkedIn }) {
      const plan = planPlayersImport(draft, text, allowDuplicatePins);
      const joinedRound = lastStartedRound(draft) + 1;
      const added: Player[] = [];
      for (const row of plan.rows.filter((r) => r.accepted)) {
        const player = PlayerSchema.parse({
          id: nextPlayerId(draft),
          name: row.name,
          itsPin: row.itsPin,
          faction: row.faction,
          club: row.club,
          checkedIn,
          joinedRound,
          resultCode: uniqueResultCode(draft.players),
        });
        draft.players.push(player);
        added.push(player);
      }
      joinTeams(
        draft,
        plan.rows.filter((r) => r.accepted),
        added,
      );
      if (added.length > 0) refreshDraftRounds(draft);
      const refused = plan.rows.length - added.length;
      return {
        result: { ...plan, added },
        summary: msg('m.audit.imported', {
          n: added.length,
          refused: refused ? msg('m.audit.refused', { n: refused }) : '',
        }),
        players: added.map((p) => p.id),
      };
    },
  },
} satisfies DomainHandlers<keyof PlayersResults & `players.import${string}`>;
