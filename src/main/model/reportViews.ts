/**
 * What the players' reports look like to whoever reads them: the referee's list of a round's
 * tables (`reports.list`) and a player's own game (`reports.mine`), with its questions, live
 * breakdown and the score of the facts the phone sends, scored as `reports.submit` will score them.
 */
import { ApiError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import type { MyGame, TableReport } from '../../shared/api/reports';
import type { EventFile, Player, Round } from '../../shared/model';
import { tableBreakdowns } from '../../core/rules/scenarios/breakdown';
import { byId, wizardQuestions } from '../../core/rules/scenarios/registry';
import { eventBook, gameOf } from '../../core/rules/scenarios/seasons';
import { presetForSettings } from '../../core/rules/tournament';
import { stateOf } from '../../core/rules/playerReports/machine';
import type { Side } from '../../core/rules/playerReports/machine';
import type { PlayerIdentity } from '../auth/venueAuth';
import { gameIdentity } from '../playerReports/gameIdentity';
import { readOnly } from './drafts';
import { playerOf } from './playerSession';
import { hasWizard, scoreFacts } from './reportScores';
import { packTag } from './packTag';

type State = Readonly<EventFile>;

/** A player's name as the audit and the phones show it. */
export function nameOf(state: State, id: string): string {
  return readOnly(state).players.find((p) => p.id === id)?.name ?? 'unknown player';
}

/** The round results are being reported for: the locked one. */
function lockedRound(state: State): Round | null {
  return state.rounds.find((r) => r.status === 'locked') ?? null;
}

export function tableReports(state: State, round: Round): TableReport[] {
  return round.pairings.map((p) => ({
    table: p.table,
    a: { id: p.a, name: nameOf(state, p.a) },
    b: { id: p.b, name: nameOf(state, p.b) },
    state: stateOf(p.report),
    report: p.report ?? null,
    resultEntered: p.result !== null,
  }));
}

function myGame(state: State, player: Player): MyGame {
  const round = lockedRound(state) ?? [...state.rounds].reverse().find((r) => r.status === 'closed') ?? null;
  const base: MyGame = {
    mode: state.settings.playerReporting,
    me: { name: player.name, side: null, publishList: player.publishList ?? false },
    round: null,
    table: null,
    game: null,
    bye: false,
    opponent: null,
    names: null,
    state: 'none',
    report: null,
    wizard: false,
    result: null,
  };
  if (!round) return base;
  base.wizard = hasWizard(round, eventBook(state));
  // The size the game is scored at (a pack's own sizes included), which the phone scores with.
  const { armyPoints } = gameOf(eventBook(state), round);
  const scenarioName =
    byId(round.scenarioId, eventBook(state))?.name ??
    (state.settings.customScenario?.id === round.scenarioId ? state.settings.customScenario.name : '');
  base.round = {
    number: round.number,
    scenarioId: round.scenarioId,
    scenarioName,
    tier: round.tier,
    ...(armyPoints !== undefined ? { armyPoints } : {}),
    scoring: {
      season: state.settings.season,
      presetId: state.settings.presetId,
      byeTp: state.settings.byeTp,
      ...(state.settings.packPreset ? { packPreset: state.settings.packPreset } : {}),
    },
    ...(state.scenarioPack ? { pack: packTag(state.scenarioPack) } : {}),
    timer: round.timer,
  };
  base.bye = round.bye === player.id;
  const pairing = round.pairings.find((p) => p.a === player.id || p.b === player.id);
  if (!pairing) return base;
  const side: Side = pairing.a === player.id ? 'a' : 'b';
  const opponent = side === 'a' ? pairing.b : pairing.a;
  return {
    ...base,
    me: { name: player.name, side, publishList: player.publishList ?? false },
    table: pairing.table,
    game: gameIdentity(state.id, round.number, pairing),
    opponent: { name: nameOf(state, opponent) },
    names: { a: nameOf(state, pairing.a), b: nameOf(state, pairing.b) },
    state: stateOf(pairing.report),
    report: pairing.report ?? null,
    result: pairing.result ? { op: pairing.result.op, vp: pairing.result.vp, tp: pairing.result.tp } : null,
  };
}

/**
 * The signed-in player's game (`reports.mine`): the locked round's, else the last closed one's.
 * Asked for, it carries the wizard's questions, the table's breakdowns, the event's scenario pack,
 * and the score of `facts` (only for the player's own game).
 */
export function mineFor(
  state: State,
  session: PlayerIdentity,
  {
    questions,
    facts,
    breakdowns,
    pack,
  }: { questions?: boolean | undefined; facts?: unknown; breakdowns?: boolean | undefined; pack?: boolean | undefined },
): MyGame {
  const game = myGame(state, playerOf(state, session));
  const round = game.round && state.rounds.find((r) => r.number === game.round?.number);
  if (questions && round && game.wizard) game.questions = wizardQuestions(round.scenarioId, eventBook(state));
  const pairing = round?.pairings.find((p) => p.table === game.table);
  if (breakdowns && round && pairing) {
    game.breakdowns = tableBreakdowns(gameOf(eventBook(state), round), pairing, presetForSettings(state.settings));
  }
  if (pack && state.scenarioPack) game.pack = state.scenarioPack;
  if (facts !== undefined) {
    // Only the player's own game, scored as reports.submit will score it.
    if (!round || game.table === null) {
      throw new ApiError('CONFLICT', msg('m.report.noGame'));
    }
    game.preview = scoreFacts(state, round, facts);
  }
  return game;
}
