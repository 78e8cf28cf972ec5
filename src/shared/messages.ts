/**
 * Messages from main (errors, warnings, refusals) as data: a key of `MESSAGES` plus its values.
 * The English text below is what the CLI and the logs print; the renderer's catalogs
 * (src/renderer/src/lib/strings/en.ts spreads this object, es/fr/it translate each key) render
 * the same key in the referee's language, so there is one catalog per language and no logic
 * per transport. Values are people's words: player names, table numbers, rounds counted from 1,
 * and other messages (`MessageRef`) for parts that need translating too.
 */

import { formatMomentIn } from './locales';

export const MESSAGES = {
  // Validation of what a caller sent (zod issues, worded per field).
  'm.invalid': 'Check the form: {issues}',
  'm.issue': '{field}: {problem}',
  'm.zod.required': 'is required',
  'm.zod.wrongType': 'is not a valid value',
  'm.zod.empty': 'is empty',
  'm.zod.tooShort': 'needs at least {n} characters',
  'm.zod.tooLong': 'has more than {n} characters',
  'm.zod.atLeast': 'must be at least {n}',
  'm.zod.atMost': 'must be at most {n}',
  'm.zod.above': 'must be more than {n}',
  'm.zod.below': 'must be less than {n}',
  'm.zod.fewItems': 'needs at least {n} entries',
  'm.zod.manyItems': 'has more than {n} entries',
  'm.zod.format': 'is not in the expected format',
  'm.zod.choice': 'is not one of the choices',
  'm.zod.whole': 'must be a whole number',
  'm.zod.unknownKeys': 'holds something this form does not ask for',
  'm.zod.other': 'is not valid',
  // A schema's own messages (src/shared/bounds.ts, api/*.ts): the same English text, so
  // src/shared/issues.ts finds their key.
  'm.zod.nameEmpty': 'The name is empty',
  'm.zod.nameControl': 'The name contains control characters',
  'm.zod.nameInvisible': 'The name has no visible character',
  'm.zod.vpNegative': 'VP cannot be negative',
  'm.zod.pdfName': 'The file name must end in .pdf',
  'm.zod.pinOrName': 'Give your ITS PIN or your name.',
  'm.zod.tableWhole': 'The table number must be a whole number',
  'm.zod.tableRange': 'Table numbers run from 1 to 999',
  // Rounds: pairing, results, closing, the clock.
  'm.round.notPaired': 'Round {round} has not been paired yet.',
  'm.round.noTable': 'Round {round} has no game on table {table}.',
  'm.round.playerAbsent': '{player} is not in round {round}.',
  'm.round.lockedNotDraft':
    'Round {round} is locked: {action} is only possible while its pairings are a draft. Correct results table by table instead.',
  'm.round.closedNotDraft':
    'Round {round} is closed: {action} is only possible while its pairings are a draft. Correct results table by table instead.',
  'm.action.regenerate': 'pairing it again',
  'm.action.swap': 'swapping players',
  'm.action.moveBye': 'moving the bye',
  'm.action.setPairings': 'replacing the pairings',
  'm.action.lock': 'locking',
  'm.timer.needLength': 'Give the round length to start the clock.',
  'm.timer.notRunning': 'The round clock is not running.',
  'm.timer.notPaused': 'The round clock is not paused.',
  'm.timer.notStarted': 'The round clock has not been started.',
  'm.timer.needDelta': 'Say how many minutes to add or take away.',
  'm.pair.tablesShort':
    'Round {round} needs {needed} tables but only {usable} of the event’s {total} tables can host its scenario. Nothing was paired. Add tables to the event (Event screen, Tables).',
  'm.pair.tablesShortElsewhere':
    'Round {round} needs {needed} tables but only {usable} of the event’s {total} tables can host its scenario. Nothing was paired. Tables {tables} are set up for another scenario: use them anyway, or add tables to the event (Event screen, Tables).',
  'm.pair.previousDraft':
    'Round {round} is still a draft; lock it, enter every result and close it before pairing round {next}.',
  'm.pair.previousOpen':
    'Round {round} is not closed yet; enter every result and close it before pairing round {next}.',
  'm.pair.allPaired':
    'The event has {rounds} rounds and all are paired. Raise the number of rounds (Event screen) to add one.',
  'm.pair.fewPlayers': 'Round {round} needs at least 2 active players ({n} now).',
  'm.pair.hasResults': 'Round {round} has results and cannot be paired again.',
  'm.swap.same': 'Choose two different players to swap.',
  'm.bye.none': 'Round {round} has no bye (an even number of players).',
  'm.setPairings.unknown': 'Table {table}: one of the players is not registered in this event.',
  'm.setPairings.twice': '{player} is placed twice (again at table {table}).',
  'm.setPairings.tableTwice': 'Table {table} is used twice.',
  'm.setPairings.byePaired': '{player} has the bye and is also paired.',
  'm.setPairings.byeUnknown': 'The player given the bye is not registered in this event.',
  'm.result.draft': 'Round {round} is still a draft: lock its pairings before entering results.',
  'm.result.score': '{opA}–{opB} OP, {vpA}–{vpB} VP',
  'm.result.vpBound': 'Round {round}, table {table}: {bound}',
  'm.result.differs':
    'Table {table} of round {round} already has a result ({before}); the new one ({after}) differs. To correct it, replace the result and give a reason.',
  'm.result.needReason': 'Correcting a result needs a reason for the audit log.',
  'm.close.draft': 'Round {round} is still a draft: lock it and enter its results first.',
  'm.close.missingOne': 'Round {round} cannot be closed: table {table} has no result.',
  'm.close.missingMany': 'Round {round} cannot be closed: tables {tables} have no result.',
  'm.vpBound':
    'Victory Points cannot exceed {max} in a {tier} game ({points} Army Points plus at most {baggage} from Baggage).',
  'm.tier.low': 'Low-Tier',
  'm.tier.mid': 'Mid-Tier',
  'm.tier.top': 'Top-Tier',
  // Pairing warnings (the referee decides; nothing is refused).
  'm.where.table': 'table {table}',
  'm.where.bye': 'the bye',
  'm.where.round': 'round {round}',
  'm.where.roundTable': 'round {round} table {table}',
  'm.warn.unknownPlayer': 'A player not registered in this event is placed at {where}.',
  'm.warn.joinsLater': '{player} joins in round {round} but is placed at {where}.',
  'm.warn.dropped': '{player} dropped after round {round} but is placed at {where}.',
  'm.warn.twice': '{player} is placed twice: at {first} and at {second}.',
  'm.warn.self': '{player} is paired against themself at {where}.',
  'm.warn.rematch': 'Rematch at {where}: {a} and {b} already played each other in round {rounds}.',
  'm.warn.clubClash': 'Club clash at {where}: {a} and {b} are both from {club}.',
  'm.warn.repeatTable': 'Repeated table: {player} already played on table {table} in round {rounds}.',
  'm.warn.repeatTableForced':
    'Repeated table: {player} plays on table {table} again (also in round {rounds}); no table assignment avoids it.',
  'm.warn.crowded': 'Table {table} has {n} games.',
  'm.warn.fixedTableUnavailable':
    'Fixed table: {player} keeps table {table} for the event, but this round cannot use that table (not among the event’s tables, or built for another scenario); plays at table {at}.',
  'm.warn.fixedTableMoved': 'Fixed table: {player} keeps table {table} for the event but is placed at table {at}.',
  'm.warn.fixedTableTaken':
    'Fixed table: {player} keeps table {table} for the event, but another player fixed to a table needs the same game or the same table this round; plays at table {at}.',
  'm.warn.secondBye': 'Second bye: {player} already had the bye in round {round}; ITS S11 · Byes allows one per event.',
  'm.warn.notPaired': 'Not paired this round: {players}.',
  'm.warn.oddNoBye': 'Odd number of players but no bye.',
  'm.warn.roundNoGames': 'Round {round} has no games recorded; it counts as not played.',
  'm.warn.pending': '{n} earlier game(s) have no result ({where}); they count as played but score nothing.',
  'm.warn.byeMoved':
    'Bye moved up to {player}: giving it to {skipped} (lower-ranked, no bye yet) would have forced a rematch.',
  'm.warn.rematchForced':
    'Rematch on table {table}: {a} and {b} already played each other in round {rounds}; no pairing without a rematch exists.',
  'm.warn.rematchAllowed':
    'Rematch on table {table}: {a} and {b} already played each other in round {rounds} (rematch avoidance is off).',
  'm.warn.clubClashKept':
    'Club clash on table {table}: {a} and {b} are both from {club} (kept apart only when rematches and score groups allow).',
  'm.warn.borrowedOne': 'Table {table} is set up for another scenario and used this round, as chosen.',
  'm.warn.borrowedMany': 'Tables {tables} are set up for another scenario and used this round, as chosen.',
  'm.pair.roundOutside': 'Round {round} is outside the event’s rounds (1 to {rounds}).',
  'm.pair.allHadBye':
    'Round {round}: every one of the {n} active players has already had a bye, and ITS S11 · Byes allows one per player. Pair this round by hand (or add or drop a player).',
  // Players.
  'm.player.unknown': 'That player is not registered in this event (removed meanwhile?).',
  'm.player.idTaken': 'That player is already registered.',
  'm.player.pinTaken': 'ITS PIN {pin} is already registered to {name}.',
  'm.player.alreadyDropped': '{name} already dropped after round {round}.',
  'm.player.tooLateToJoin': 'Every round of the event has started: nobody can join any more.',
  'm.player.alreadyPlaying': '{name} is already playing in this event; nothing to join.',
  'm.player.pairedCannotRemove':
    '{name} is in the pairings of round {round}; a paired player cannot be removed. Drop them instead (they stay in the standings).',
  'm.import.empty': 'The file is empty: a header row and one row per player are expected.',
  'm.import.noNameColumn':
    'No “Name” column in the header row (found: {found}). The first row must name the columns, e.g. Name, ITS PIN, Faction, Club.',
  'm.import.noName': 'No name: the row is not registered.',
  'm.import.nameLong': 'The name is longer than 200 characters.',
  'm.import.pinLong': 'The ITS PIN is longer than 40 characters.',
  'm.import.textLong': 'Faction and club are limited to 120 characters.',
  'm.import.pinRegistered': 'ITS PIN {pin} is already registered to {name}.',
  'm.import.pinOnLine': 'ITS PIN {pin} is already on line {line}.',
  'm.import.nameRegistered': 'A player named {name} is already registered.',
  'm.import.nameOnLine': 'The same name is on line {line}.',
  'm.import.badCode': 'Army code not readable ({reason}); add the list later.',
  // The table tracker.
  'm.tracker.notTracked': 'Table {table} of round {round} is not being tracked; start tracking it first.',
  'm.tracker.damaged': 'The tracker of table {table}, round {round}, is damaged in the event file.',
  'm.tracker.noList': '{name} has no army list in this event.',
  'm.tracker.chooseList':
    '{name} has {n} army lists; say which one was chosen for this round (ITS S11 · Choosing an Army List).',
  'm.tracker.listGone': 'The army list chosen for {name} is no longer in this event.',
  'm.tracker.listOfOther': 'The list “{list}” does not belong to {name}.',
  'm.tracker.unknownCostOne': '{name}’s list “{list}” has {n} trooper(s) of unknown cost',
  'm.tracker.unknownCost':
    'Table {table}: {problems}. Their points cannot be checked and Retreat! would count them as 0. Complete the list from the unit library first, or confirm to track anyway.',
  'm.tracker.already': 'Table {table} of round {round} is already tracked; restart it to discard it and start again.',
  // Scoring wizard.
  'm.scoring.noScenario': 'Round {round} has no scenario chosen; choose it in the event settings first.',
  'm.scoring.noWizard':
    'Round {round} is played with {scenario}, which has no scoring wizard; enter its result by hand.',
  'm.scoring.noBreakdown':
    'Table {table} of round {round} has no scored result to rule on: score it with the wizard first.',
  // Finishing the event.
  'm.finish.already': 'The event is already finished.',
  'm.finish.blocked': 'The event cannot be finished yet: {problems}',
  'm.finish.noResult': 'Round {round}, table {table} ({a} v {b}) has no result.',
  'm.finish.notClosed': 'Round {round} is not closed yet: close it on the Rounds screen.',
  'm.finish.notFinished': 'The event is not finished; there is nothing to reopen.',
  'm.finish.packNeedsFinish': 'The report pack is made when the event is finished: finish the event first.',
  // Event settings.
  'm.settings.escalation': 'ITS S11 · Escalation Tournament: an escalation event has exactly 3 rounds.',
  'm.settings.scenarioTwice':
    'ITS S11 · Scenarios: {scenario} is chosen for two rounds; a scenario is played once per event.',
  'm.settings.tableTwice': 'Table number {table} appears twice.',
  'm.settings.byeTpChoice': '{preset}: a bye scores {low} or {high} TP, not {tp}.',
  'm.settings.byeTpFixed': '{preset}: a bye always scores {tp} TP; the bye’s TP cannot be chosen.',
  'm.settings.unknownPreset': 'Unknown scoring preset; choose one of: {presets}.',
  'm.settings.seasonLocked':
    'The season cannot change once round 1 is paired: its scenarios and Tournament Points already apply.',
  'm.settings.unknownScenario': 'Round {round}: the chosen scenario is not one this app knows.',
  'm.settings.tooManyScenarios': '{n} scenarios are listed for an event of {rounds} rounds; remove {extra}.',
  // Scoring wizard: answers that contradict each other (ITS S11 scenarios).
  'm.c.contradiction': 'These answers for {scenario} contradict each other: {problems}',
  'm.c.invalidFacts': 'Some answers for {scenario} are not valid: {issues}',
  'm.c.notAsked': 'an answer was given to a question {scenario} does not ask',
  'm.c.field': '“{question}” ({player})',
  'm.c.fieldRound': '“{question}” ({player}, Game Round {round})',
  'm.c.fieldGame': '“{question}”',
  'm.c.fieldRounds': 'the Game Rounds recorded',
  'm.side.a': 'Player A',
  'm.side.b': 'Player B',
  'm.c.tooMany': 'more than the {n} {what} in the game',
  'm.c.antennas': 'Antennas',
  'm.c.consoles': 'Consoles',
  'm.c.supplyBoxes': 'Supply Boxes',
  'm.c.techCoffin': 'Tech-Coffin',
  'm.c.transmissionAntenna': 'Transmission Antenna',
  'm.c.bothControl': 'both players cannot Control the {what}',
  'm.c.coffinBonus': 'a Tech-Coffin bonus needs Control of the Tech-Coffin',
  'm.c.antennaBonus': 'this bonus needs Control of the Transmission Antenna',
  'm.c.beaconBonus': 'this bonus needs the enemy Beacon Captured',
  'm.c.dtBonusTarget': 'the DataTracker bonus needs the Designated Target Killed',
  'm.c.dtBonusObjective': 'the DataTracker bonus needs at least one Current Mission Objective accomplished',
  'm.c.overload': 'a player cannot hold more than {n} Activated Antennas ({rule})',
  'm.c.interferenceConsole': 'Interference cannot remove a Console Control the opponent does not have',
  'm.c.neutralKilledTwice': 'a Designated Target Killed while still Neutral cannot also be Killed after being Revealed',
  'm.c.neutralWho':
    'a Designated Target Killed while still Neutral is a Neutral HVT harmed: say which player harmed it',
  'm.c.hvtBoth':
    'both players harmed a Neutral HVT, and the rules do not say what follows ({rule}); record the referee’s ruling',
  'm.c.supportZone':
    'a non-Null trooper of this player is inside {zone}, so it counts toward this player’s Army Points there, yet 0 are recorded ({rule})',
  'm.c.supportUnused': 'a Support and Control card is described but the card was not used in that mode',
  'm.c.interferenceUnused': 'an Interference effect is given but the card was not used in that mode',
  'm.c.zoneZero': 'the {who} is placed in a zone where this player has 0 Army Points',
  'm.c.classifiedsOver':
    '{done} Classified Objectives accomplished but this player has only {limit}; Secure HVT replaces a card, it is not an extra one',
  'm.c.classifiedsOverGiven':
    '{done} Classified Objectives accomplished but this player has only {limit} (the Classified card was used as INTELCOM); Secure HVT replaces a card, it is not an extra one',
  'm.c.cancelledOver': '{n} cancelled, more than the {cards} Classified cards this player accomplished',
  'm.c.cancelNeedsCard': 'each cancellation needs an accomplished Classified card of the opponent, who has {cards}',
  'm.c.provisionsOver': 'more Provisions cards than the {cards} Classified cards this player accomplished',
  'm.c.killedOver':
    '{killed} Army Points killed, more than the opponent’s whole army can hold ({limit} at {tier}; {rule})',
  'm.c.survivorsOver':
    '{of}’s survivors are worth {surviving}: {total} is more than {of}’s army can hold ({points} Army Points at {tier} + at most {baggage} of Baggage extra = {ceiling}; {rule})',
  'm.c.killedAnd':
    '{by} Killed {killed} of {of}’s Army Points ({onTable} on the table + {never} never deployed) and {then}',
  'm.c.roundsFull':
    '{n} Game Round(s) are recorded but the game’s end needs {expected}; if the game ended early, record how (Retreat!) ({rule})',
  'm.c.roundsEarly':
    '{n} Game Round(s) are recorded but the game’s end needs {expected} (the Game Rounds ended); record each one ({rule})',
  'm.c.roundsEarlyState':
    '{n} Game Round(s) are recorded but the game’s end needs {expected} (the Game Rounds ended, then the state when the game ended); record each one ({rule})',
  // ITS S17 scenarios and season (issue 26).
  'm.c.secureBoth':
    'Secure HVT and Secure Treasure cannot both be claimed: a player replaces one Classified Objective at most ({rule})',
  'm.c.akialNoRound':
    '{n} Classified Objective(s) credited, yet no Game Round is marked as one where this player accomplished one',
  'm.c.killedOverArmy':
    '{killed} Army Points killed, more than the opponent’s whole army of {limit} Army Points ({rule})',
  'm.c.extractedOver':
    '{n} Extracted Army Points, more than an army of {points} Army Points can hold, even with {baggage} of Baggage extra',
  'm.c.safeAreaOver': '{n} Supply Boxes in the own Safe Area, but only {m} Controlled in all',
  'm.c.bothActivated': 'both players cannot have the {what} Activated',
  'm.c.antenna': 'Communication Antenna',
  'm.c.trackingBeacon': 'Tracking Beacon',
  'm.c.civilians': 'Civilians',
  'm.c.quadrants': 'Quadrants',
  'm.c.beaconOneHalf': 'the Tracking Beacon cannot be entirely inside both halves of the table',
  'm.c.prototypeGone': 'a Destroyed Prototype cannot be Captured',
  'm.c.prototypeNotHeld': 'the enemy Prototype can be inside the Deployment Zone only if it is Captured',
  'm.c.noExtraction': 'the Attacker did not Extract the Data Pack, so there is no extractor to describe',
  'm.c.extractorKilled': 'a Killed extractor cannot be inside the Deployment Zone in a non-Null state',
  'm.c.attackerFirst': 'the Attacker is the player who played the first Player Turn of each Game Round',
  'm.c.keyOpsDeadThreat': 'a Killed Key Ops cannot also be Threatened: Threaten scores only instead of Kill',
  'm.c.keyOpsNoQuadrant':
    'a Dominant Key Ops stands in a Quadrant this player Dominates, yet this player Dominates none at the end',
  'm.season.armyPoints': 'ITS S17 · Tournament Tiers: a game is played at {sizes} Army Points, not {points}.',
  'm.season.armyTier': 'ITS S17 · Tournament Tiers: {points} Army Points is not an army size of this Tier ({sizes}).',
  'm.season.tierNeeded': 'Say the tier the game is played at (low, mid or top).',
  // Army lists (ITS S11 · Army Lists, Tournament Tiers, extras; N4 · Reinforcements).
  'm.list.defaultName': 'List {n}',
  'm.list.pointsLimit':
    'The list is built for {built} points, but this event is played at {points} points and {swc} SWC.',
  'm.list.swcLimit': 'The list says {listed} SWC; this event allows {swc} SWC.',
  'm.list.unresolved':
    '{n} trooper(s) came from the army code without a catalog entry and still need name, cost and skills: {troopers}. Points and SWC cannot be checked until they are filled in.',
  'm.list.reinfMainPoints':
    'The Main Section costs {cost} points; with Reinforcements it may use {limit} ({points} − {section}).',
  'm.list.reinfMainSwc':
    'The Main Section uses {used} SWC; with Reinforcements it may use {limit} ({swc} − {section}).',
  'm.list.reinfMissing':
    'With the Reinforcements extra the list needs a Reinforcement Section (a Combat Group marked Reinforcement).',
  'm.list.reinfPoints': 'The Reinforcement Section costs {cost} points; it may use {limit}.',
  'm.list.reinfSwc': 'The Reinforcement Section uses {used} SWC; it may use {limit}.',
  'm.list.reinfInMain': 'Reinf. units may only be in the Reinforcement Section: {troopers}.',
  'm.list.reinfNonReinf': 'The Reinforcement Section may only hold Reinf. units: {troopers}.',
  'm.list.commlinkMissing': 'The Main Section must include one trooper with Commlink.',
  'm.list.commlinkMany': 'A list may have at most one trooper with Commlink; this one has {n}: {troopers}.',
  'm.list.commlinkInReinf':
    'The Commlink trooper must be in the Main Section, not the Reinforcement Section: {troopers}.',
  'm.list.pointsOver': 'The list costs {cost} points; the limit is {limit}.',
  'm.list.swcOver': 'The list uses {used} SWC; the limit is {limit}.',
  'm.list.swcOverMerc': 'The list uses {used} SWC (including {merc} for Soldiers of Fortune); the limit is {limit}.',
  'm.list.reinfOff':
    'This event does not use the Reinforcements extra, so the list may not have a Reinforcement Section or Reinf. units.',
  'm.list.reinfOffUnits':
    'This event does not use the Reinforcements extra, so the list may not have a Reinforcement Section or Reinf. units: {troopers}.',
  'm.list.commlinkNoReinf':
    '{troopers} has Commlink, which obliges a Reinforcement Section; this event does not use the Reinforcements extra, so the trooper cannot be fielded and gives no extra troopers.',
  'm.list.tacticalWindow': 'Tactical Window allows lists of at most {limit} troopers; this one has {n}.',
  'm.list.troopersOver': 'The list has {n} troopers; the limit is {limit}.',
  'm.list.troopersOverCommlink': 'The list has {n} troopers; the limit is {limit} ({base} + {mod} from Commlink).',
  'm.list.lieutenantMissing': 'The list has no Lieutenant; it needs exactly one.',
  'm.list.lieutenantMany': 'The list has {n} Lieutenants ({troopers}); it needs exactly one.',
  'm.list.limitedInsertion': 'Limited Insertion allows a single Combat Group; this list uses {n} (groups {groups}).',
  'm.list.mercenaryNoExtra':
    'Troopers hired as mercenaries from outside the army need the Soldiers of Fortune extra: {troopers}.',
  'm.list.mercenaryPoints': 'Mercenaries cost {cost} points; Soldiers of Fortune allows up to {limit}.',
  'm.list.characterTwice': 'Soldiers of Fortune does not allow the same Character twice: {troopers}.',
  'm.list.specOpsNoExtra': 'Spec-Ops need the Spec-Ops extra: {troopers}.',
  'm.list.specOpsMany': 'The Spec-Ops extra allows one Spec-Ops per list; this one has {n}: {troopers}.',
  'm.list.tooMany': 'The player has {n} lists; each player submits {wanted}.',
  'm.list.tooFew': 'The player has {n} list(s) of the {wanted} each player submits.',
  'm.list.differentArmies': 'All of a player’s lists must come from one army; these come from {armies}.',
  'm.list.escalationTierMissing': 'Each Escalation list is for one tier; set the tier of: {lists}.',
  'm.list.escalationTierTwice': '{n} lists are for the {tier}; one per tier.',
  'm.list.codeUnreadable': 'The army code cannot be read: {reason}',
  'm.list.codeNotAList': 'This army code cannot be a list: {problems}.',
  'm.list.outOfRange': 'The list cannot be saved: {field} {problem}.',
  'm.list.gone': 'That army list is no longer in this event.',
  'm.list.trooperGone': 'That trooper is no longer in the list “{list}”.',
  'm.list.private':
    'Army lists are Private Information: only the referee sees the Complete list. A player sees the courtesy list.',
  'm.list.csvRows': '{n} row(s) cannot be read: {lines}',
  'm.list.csvLine': 'line {line}: {problem}',
  'm.list.csvNotOne': 'These rows cannot be one list: {problems}.',
  'm.list.catalogNotJson': 'The unit catalog is not JSON ({detail}).',
  'm.list.catalogEmpty': 'The unit catalog has no unit option with points; nothing to import.',
  'm.list.noCatalog': 'There is no unit catalog for army {army} in this event.',
  // Rulings, standings explanations, the tracker's setup.
  'm.ruling.noLine': '{name}’s breakdown has {n} lines; there is no line {line} to rule on.',
  'm.ruling.range':
    'This ruling would give {name} {op} OP; a player’s OP stays between 0 and {max} (ITS S11 · Objective Points). Rule on the total instead, or adjust another line.',
  'm.explain.same': 'Choose two different players.',
  'm.scenario.unknown': 'There is no scenario “{scenario}” in this app.',
  'm.tracker.trooperTwice': 'List “{list}”: the same trooper appears twice.',
  'm.tracker.emptyList': 'List “{list}” has no troopers to track.',
  'm.tracker.reinfOff':
    'List “{list}” has a Reinforcement section but this event does not use the Reinforcements extra.',
  'm.tracker.noTrooper': '{player} has no such trooper in the list “{list}”.',
  'm.tracker.replay': 'Recorded step {n} no longer applies: {problem}',
  // The table tracker's refusals (N4 and ITS S11 rules cited by name).
  'm.t.step.executive': 'Executive use of Command Tokens',
  'm.t.step.reinforcements': 'Request Reinforcements',
  'm.t.step.retreatCheck': 'Retreat! check',
  'm.t.step.lolCheck': 'Loss of Lieutenant check',
  'm.t.step.orderCount': 'Order count',
  'm.t.step.impetuous': 'Impetuous phase',
  'm.t.step.orders': 'Orders phase',
  'm.t.step.states': 'States phase',
  'm.t.step.endOfTurn': 'End of the turn',
  'm.t.step.none': 'no step',
  'm.t.do.advance': 'Advancing the turn',
  'm.t.do.reinforce': 'Requesting Reinforcements',
  'm.t.do.ignoreRetreat': 'Spending a Command Token against Retreat!',
  'm.t.do.lieutenant': 'Appointing a Lieutenant',
  'm.t.do.strategic': 'Strategic Use of Command Tokens',
  'm.t.do.endGame': 'Ending the game',
  'm.t.do.newLieutenant': 'Appointing a new Lieutenant',
  'm.t.do.removeOrders': 'Removing Orders by Strategic Use of Command Tokens',
  'm.t.notPlaying': 'The game is not being played (deployment has not ended, or the game is over).',
  'm.t.onlyPlayingDeploying':
    '{what} is only possible while the game is being played (the armies are still deploying).',
  'm.t.onlyPlayingOver': '{what} is only possible while the game is being played (the game is over).',
  'm.t.wrongStep': '{what} belongs to the “{step}” step of the turn; the turn is at “{now}”.',
  'm.t.deployOnly': 'During deployment {who} can only be deployed as a model, a marker, hidden, or held back.',
  'm.t.reinfDeploy':
    '{who} belongs to the Reinforcement section: it deploys only by Request Reinforcements (N4 · Reinforcements).',
  'm.t.noHidden': '{who} has no Hidden Deployment.',
  'm.t.backHidden':
    '{who} cannot go back to Hidden Deployment once the game has started; use undo to correct a mistake.',
  'm.t.backUndeployed':
    '{who} cannot go back to not deployed once the game has started; use undo to correct a mistake.',
  'm.t.deadFixed': '{who} is dead and cannot change state; use undo to correct a mistake.',
  'm.t.evacuatedFixed': '{who} has been evacuated and cannot change state; use undo to correct a mistake.',
  'm.t.notDeployed': '{who} is not deployed yet: deploy it as a model or a marker first.',
  'm.t.notShasvastii': '{who} is not Shasvastii: only Shasvastii troopers enter the Shasvastii-Embryo state.',
  'm.t.evacuationInGame': 'Evacuation happens during the game.',
  'm.t.evacuateRetreat': '{who} can only leave the table as a survivor while its army is in Retreat! (N3 · Retreat!).',
  'm.t.evacuateOnTable': '{who} must be on the table and not Null to leave by its Deployment Zone edge.',
  'm.t.noDataTracker': 'This scenario has no DataTracker.',
  'm.t.dtWhen': 'ITS S11 · DataTracker: the DataTracker is named at the end of the Deployment Phase.',
  'm.t.dtModel': 'ITS S11 · DataTracker: {who} must be deployed on the table as a model (not hidden, not a marker).',
  'm.t.dtIrregular': 'ITS S11 · DataTracker: {who} is Irregular.',
  'm.t.dtRem': 'ITS S11 · DataTracker: {who} is a REM.',
  'm.t.started': 'The game has already started.',
  'm.t.dtMissing': 'ITS S11 · DataTracker: {players} must name a DataTracker before the game starts.',
  'm.t.lolAppoint':
    '{player} is in Loss of Lieutenant and must appoint a new Lieutenant at the end of this turn (N4 · Loss of Lieutenant).',
  'm.t.noStep': 'The turn has no further step.',
  'm.t.reinfOff': 'This event does not use the Reinforcements extra.',
  'm.t.notReinf': 'That trooper is not in the Reinforcement section of {player}.',
  'm.t.notReinfGroup': 'Combat Group {group} is not a Reinforcement group of {player}.',
  'm.t.noCommlink': '{player} has no Commlink trooper in the Main section.',
  'm.t.notRetreat': '{player} is not in Retreat!.',
  'm.t.alreadyIgnores': '{who} already ignores Retreat!.',
  'm.t.isDead': '{who} is dead.',
  'm.t.isEvacuated': '{who} has been evacuated.',
  'm.t.notLol': '{player} is not in Loss of Lieutenant.',
  'm.t.retreatNoLt': '{player} is in Retreat! and cannot name a new Lieutenant (N3 · Retreat!).',
  'm.t.cannotLead':
    '{who} cannot be appointed Lieutenant: it must be deployed, not Null, and neither Irregular nor a REM (N4 · Loss of Lieutenant).',
  'm.t.limitedNoStrategic': 'ITS S11 · Limited Insertion: Strategic Use of Command Tokens is not allowed.',
  'm.t.strategicWhen': 'Strategic Use of Command Tokens only removes Orders in the first player’s first turn.',
  'm.t.notCounted': 'The Orders have not been counted yet.',
  'm.t.strategicDone': 'Strategic Use of Command Tokens has already removed Orders this turn.',
  'm.t.singleGroup':
    'ITS S11 · Reduced Combat Groups: the list of {player} has a single Combat Group and is not affected.',
  'm.t.noGroup': '{player} has no Combat Group {group}.',
  'm.t.fewOrders': 'Combat Group {group} has {n} Regular Order(s); {remove} cannot be removed from it.',
  'm.t.overStates': 'The game is over; only trooper states may still be corrected.',
  'm.t.over': 'The game is over.',
  'm.t.reinf.notYourStep': '{reason} (only in this player’s Request Reinforcements step)',
  'm.t.reinf.noSection': 'This list has no Reinforcement section.',
  'm.t.reinf.onTable': 'The Reinforcement section is already on the table.',
  'm.t.reinf.free':
    'Game Round {round}: Reinforcements may be requested whatever the Victory Points (N4 · Request Reinforcements).',
  'm.t.reinf.noThreshold':
    'N4 · Request Reinforcements has no Victory Point threshold for a {points}-point game; only the third Game Round allows a request.',
  'm.t.reinf.below': '{vp} Victory Points is at or below {threshold} (N4 · Request Reinforcements, {points} points).',
  'm.t.reinf.above':
    '{vp} Victory Points is above {threshold}; wait for losses or the third Game Round (N4 · Request Reinforcements).',
  // Phone reporting: what players read on their phones, and the sign-in refusals.
  'm.report.off': 'Player reporting is off for this event: hand your result to the referee.',
  'm.report.phoneOnly': 'Only a player signed in on their phone reports results this way.',
  'm.report.sessionEnded': 'Your sign-in has ended (a new result code was issued): sign in again.',
  'm.report.notPublished': 'Round {round} has not been published yet: wait for the pairings.',
  'm.report.roundClosed': 'Round {round} is closed: ask the referee for any correction.',
  'm.report.notYourGame': 'Table {table} of round {round} is not your game.',
  'm.report.refereeEntered': 'The referee has entered the result of table {table}: ask the referee for any correction.',
  'm.report.noQuestions': "Round {round} has no scoring questions: send both players' OP and VP.",
  'm.report.hvtRuling':
    'Both players harmed a Neutral HVT and the rules do not say what follows (ITS S11 · HVT Model): call the referee to your table to rule on it.',
  'm.report.answerQuestions': "Round {round} is scored with the scenario's questions: answer them.",
  'm.report.resultEntered':
    'Table {table} already has a result entered by the referee; correct it in the scoring wizard instead.',
  'm.report.nobodyReported': 'Nobody has reported a result for table {table}.',
  'm.report.venueOnly': 'Players sign in on the venue server, from their phones.',
  'm.report.venueOnlyOut': 'Players sign in and out on the venue server, from their phones.',
  'm.report.tooManyCodes': 'Too many wrong codes from this device: try again after {time}.',
  'm.report.noPlayerNamed': 'No player named {name} is registered: check the spelling, or type your ITS PIN.',
  'm.report.noPlayerPin': 'No player has the ITS PIN {pin}: check it, or type your name.',
  'm.report.notTheirCode': "That code is not {name}'s: check the code on your player card.",
  'm.report.notPinCode': 'That code is not the one of ITS PIN {pin}: check the code on your player card.',
  'm.report.playerSession': 'A player session can only report results; ask the referee.',
  'm.report.noGame': 'You have no game to report this round.',
  'm.report.accepted': 'This result has already been accepted by the referee; ask the referee for any correction.',
  'm.report.noneToConfirm': 'There is no report to confirm yet.',
  'm.report.noneToDispute': 'There is no report to dispute yet.',
  'm.report.ownConfirm': 'You sent this report yourself; your opponent has to confirm it.',
  'm.report.ownDispute': 'You sent this report yourself; your opponent has to dispute it.',
  'm.report.alreadyConfirmed': 'You have already confirmed this report; send your own report to change it.',
  'm.report.noneToAccept': 'There is no report to accept.',
  'm.report.noneToReject': 'There is no report to reject.',
  'm.auth.notNeeded': 'Signing in is only needed on the venue network; this screen already has access.',
  'm.auth.lockedNetwork':
    'Too many wrong PINs on the venue network; sign-in is paused until {time}. Devices already signed in keep working. To sign this device in now, ask a signed-in referee (or the server computer) for an admission code: Settings → Admit a device.',
  'm.auth.lockedDevice': 'Too many wrong PINs from this device; try again after {time}.',
  'm.auth.wrongPin': 'That PIN was not accepted.',
  'm.auth.pinNotSaved':
    'The new PIN could not be saved in the data folder, so it would be lost at the next start; the PIN is unchanged.',
  'm.auth.badAdmission':
    'That admission code is not valid: it was already used, has expired (codes last 5 minutes) or was mistyped. Ask a signed-in referee for a new one.',
  'm.auth.admissionRefereeOnly': 'Only a signed-in referee or the server computer can admit a new device.',
  'm.report.codeUnderAttack':
    'Too many wrong codes were tried for {name}; sign-in for them from this device is paused until {time}. Ask the referee.',
  'm.report.slowDown': 'You sent {count} changes within a minute; wait until {time}, then send again.',
  'm.report.roundWrites': 'You have sent {count} changes for round {round}; ask the referee to change this result.',
  // The event file: opening, saving, undo and redo, its lock (the CLI prints the same English).
  'm.store.noEvent': 'No event is open. Create or open an event first.',
  'm.store.exists': 'A file named {file} already exists there; choose another name.',
  'm.store.noFile': 'No event file named {file} there.',
  'm.store.newer':
    'The event file {file} was made by a newer version of ITS Referee Desk (format {format}); update the app to open it.',
  'm.store.unreadable': 'The event file {file} cannot be opened: it is {reason}. No valid backup was found.',
  'm.store.unreadableBackup':
    'The event file {file} cannot be opened: it is {reason}. Its newest valid backup is from {date} (change {revision}, {players} players, {results} results): use “Restore the newest valid backup”.',
  'm.store.oldFormat': 'in an old format that cannot be converted ({detail})',
  'm.store.invalid': 'not a valid event file (a problem in {sections})',
  'm.store.newerReason': 'made by a newer version of ITS Referee Desk (format {format}); update the app to open it',
  'm.store.section.settings': 'the event settings',
  'm.store.section.players': 'the players',
  'm.store.section.rounds': 'the rounds and results',
  'm.store.section.tables': 'the tables',
  'm.store.section.lists': 'the army lists',
  'm.store.section.catalogs': 'the unit catalogs',
  'm.store.section.tracker': 'the game trackers',
  'm.store.section.audit': 'the change history',
  'm.store.section.basics': 'its basic details',
  'm.store.backupName': 'Not a backup name: {file}',
  'm.store.backupMissing': 'Backup not found: {file}',
  'm.store.backupBad': 'Backup {file} is {reason}',
  'm.store.readOnly': 'Opened read-only: changes are not saved.',
  'm.store.readOnlyProblem': 'Opened read-only: the event has 1 problem to look at before anything changes.',
  'm.store.readOnlyProblems': 'Opened read-only: the event has {n} problems to look at before anything changes.',
  'm.store.notSaved': '{reason} This change was not saved.',
  'm.store.saveFailed': 'Saving failed: {cause}',
  'm.store.takenOver':
    'This event was taken over by {holder}; this change was not saved. Reopen the event to continue with its current content.',
  'm.store.changedOutside':
    'The event file was changed outside this app. Nothing was overwritten and this change was not saved: reload the event to see the file as it is now.',
  'm.store.changedOutsideGone':
    'The event file was changed outside this app (it is gone). Nothing was overwritten and this change was not saved: reload the event to see the file as it is now.',
  'm.store.changedOutsideAt':
    'The event file was changed outside this app (it is now at change {disk}; this app last saved change {ours}). Nothing was overwritten and this change was not saved: reload the event to see the file as it is now.',
  'm.store.frozen':
    'This event is finished and frozen against changes. Reopen it (Standings → Reopen event) to change anything.',
  'm.store.nothingToRepair': 'Nothing in this event needs a repair that can be made safely.',
  'm.store.changedUnreadable': 'The event file {file} changed and cannot be read any more.',
  'm.stale.changed':
    '{what} was changed by {actor} at {time} ({summary}) after your screen showed it. Nothing was saved: choose which version to keep.',
  'm.stale.player': 'Player {name}',
  'm.stale.playerGone': 'Player',
  'm.stale.table': 'Table {table} of round {round}',
  'm.stale.round': 'Round {round}',
  'm.stale.settings': 'The event setup',
  'm.stale.venueTable': 'Table {table}',
  'm.stale.list': 'This army list',
  'm.stale.other': 'This part of the event',
  'm.check.unknownPlayer': 'a player who is not in the event',
  'm.check.samePlayer': '{names} and {last} are stored as the same player, so results cannot tell them apart.',
  'm.check.roundTwice': 'Round {round} appears twice.',
  'm.check.unknownSeat': 'Round {round}, {where}: names a player who is not in the event.',
  'm.check.placedTwice': 'Round {round}: {player} is placed twice ({first} and {second}).',
  'm.check.droppedPaired': 'Round {round}, {where}: {player} dropped after round {dropped} but is paired here.',
  'm.check.draftResult': 'Round {round} is not published yet, but table {table} ({a} v {b}) has a result.',
  'm.check.closedMissingOne': 'Round {round} is closed, but table {table} has no result.',
  'm.check.closedMissingMany': 'Round {round} is closed, but tables {tables} have no result.',
  'm.check.historyOrder': 'The change history is out of order (change {revision} follows change {previous}).',
  'm.check.historyAhead': "The change history goes up to change {previous}, beyond the file's own revision {revision}.",
  'm.fix.player': 'Keep one copy of {name} (the copies are identical)',
  'm.fix.round': 'Keep one copy of round {round} (the copies are identical)',
  'm.fix.reopen': 'Reopen round {round} for its missing results',
  'm.fix.sort': 'Put the change history back in order of change number',
  'm.fix.revision': "Raise the file's revision to {revision}, its newest change",
  'm.check.then': '{first} {rest}',
  'm.check.wouldBreak': 'This change would leave the event inconsistent: {problems}',
  'm.check.undoWouldBreak': 'Undoing "{summary}" would leave the event inconsistent: {problems}',
  'm.check.redoWouldBreak': 'Redoing "{summary}" would leave the event inconsistent: {problems}',
  'm.undo.none': 'You have no change left to undo.',
  'm.undo.unknown': 'Change {revision} cannot be undone (it is unknown or already undone).',
  'm.undo.someoneElse':
    "Change {revision} ({summary}) was made by {actor} at {time}; confirm to undo someone else's change.",
  'm.undo.noRevision': 'No change with revision {revision}.',
  'm.undo.blocked': 'Revision {revision} ({summary}) cannot be undone: the data changed since.',
  'm.undo.blockedBy':
    'Revision {revision} ({summary}) cannot be undone: revision {later} ({laterSummary}) changed the same data since.',
  'm.redo.none': 'You have nothing to redo.',
  'm.redo.blocked': 'Revision {revision} ({summary}) cannot be redone: the data changed since.',
  'm.redo.blockedBy':
    'Revision {revision} ({summary}) cannot be redone: revision {later} ({laterSummary}) changed the same data since.',
  'm.lock.heldHere':
    'The event file {file} is open for changes in {holder}. Open it read-only here, or close it there first.',
  'm.lock.heldThere':
    'The event file {file} is open for changes in {holder}. If that computer no longer has it open (for example the USB stick was moved while the event was open), you may force the opening; whatever that computer writes afterwards would be refused.',
  'm.lock.busy': 'The event file {file} is being opened by another program.',
  'm.lock.here': '{program} on this computer, since {since} (process {pid})',
  'm.lock.herePort': '{program} on this computer, port {port}, since {since} (process {pid})',
  'm.lock.there': '{program} on the computer "{host}", since {since} (process {pid})',
  'm.lock.therePort': '{program} on the computer "{host}", port {port}, since {since} (process {pid})',
  'm.lock.program.desktop': 'the ITS Referee Desk app',
  'm.lock.program.serve': 'the venue server',
  'm.lock.program.cli': 'a command-line call',
  'm.lock.other': 'another program',
  // The unit library and the desktop's file dialogs.
  'm.library.unreachable': 'Could not download {what} ({cause}); the unit library was not changed.',
  'm.library.status': 'The data service answered {status} for {what}; the unit library was not changed.',
  'm.library.brokeOff': 'The download of {what} broke off ({cause}); the unit library was not changed.',
  'm.library.metadata': 'the army list (metadata)',
  'm.library.units': 'the units of {army}',
  'm.library.damaged': 'The unit library is damaged; update or import it again.',
  'm.library.notJson': '{what} is not JSON ({detail}).',
  'm.library.metadataFile': 'The metadata file',
  'm.library.unitFile': 'The unit file of {army} ({file})',
  'm.library.notMetadata':
    'The metadata file is not Infinity Army metadata (a "factions" list with id, name and slug): {detail}.',
  'm.library.notLayout': "{what} is not in the army builder's layout: {detail}.",
  'm.library.unitBroken': '{what}: {detail}',
  'm.library.noMatch': 'No unit file matches an army of the metadata (expected files named like {file}).',
  'm.library.noMetadataFile': '{label} has no {file}; save the metadata with the unit files.',
  'm.library.noSource': 'There is no folder or .zip file named "{label}" there.',
  'm.library.zip': '{label}: {detail}.',
  'm.catalog.shape':
    "Not a unit catalog in the army builder's shape (units → profileGroups → profiles/options): {detail}.",
  // Printing.
  'm.pdf.desktopOnly': 'Print preview is part of the desktop app; in venue mode, download the PDF instead.',
  'm.pdf.onlyPdf': 'Only PDF files can be previewed.',
  'm.pdf.missing': 'There is no PDF named {file}; generate it again.',
  'm.pdf.notWritten': 'The PDF was not written.',
  'm.pdf.cannotWrite': 'Cannot write the PDF ({code}): {cause}',
  'm.pdf.failed': 'The PDF could not be made: {cause}',
  'm.pdf.noPairings': 'Round {round} has no pairings to print (rounds with pairings: {rounds}).',
  'm.pdf.noPairingsYet': 'Round {round} has no pairings to print: no round has been paired yet.',
  'm.pdf.nonePaired': 'No round has been paired yet: generate the pairings first.',
  'm.pdf.noRound': 'The event has {rounds} rounds; there is no round {round}.',
  'm.pdf.cardsReportingOff':
    'Player reporting is off in this event: players have no result codes to print. Turn it on in the event settings.',
  'm.pdf.cardsNeedUrl':
    'Player cards need the venue server’s address for their QR codes: print them from the venue server, or give its address (e.g. http://192.168.1.20:4820).',
  'm.job.step': '{title}: {step}',
  'm.job.downloading': 'Downloading the unit library',
  'm.job.installing': 'Installing the unit library',
  'm.job.importing': 'Importing the unit library',
  'm.job.metadata': 'metadata',
  'm.job.installed': 'installed',
  'm.job.readingFiles': 'reading files',
  'm.job.reading': 'reading {label}',
  'm.dialog.desktopOnly': 'File dialogs are part of the desktop app; here, name the event file instead.',
  // File names the caller gives.
  'm.file.plain': 'Give {what} as a file name (like “{example}”), not a folder or path.',
  'm.file.event': 'the event file',
  'm.file.output': 'the file to write',
  'm.file.extension': 'The file name must end in {extension}.',
  'm.file.tooMany': 'Too many files are named like {name}; choose another name.',
  'm.file.notGranted': 'Only files the app made, or that you chose in a dialog, can be opened.',
  'm.file.sendFiles': 'Choose the files to send instead of naming a folder on this computer.',
  // Failures no handler foresaw: the system's own words stay as the cause.
  'm.io.failed': 'File operation failed ({code}): {cause}',
  'm.unexpected': 'Unexpected error: {cause}',
  // The venue server's refusals before a call reaches its handler (a browser shows them too).
  'm.http.tooManySignIns': 'Too many wrong sign-in attempts from this device; wait before trying again.',
  'm.http.usePost': 'API calls use POST with a JSON body.',
  'm.http.json': 'API calls must be sent as application/json.',
  'm.http.refereeWrite': 'Changes from the venue network need a referee sign-in.',
  'm.http.refereeRead': 'This information is for the referee only; sign in with the referee PIN.',
  'm.http.needLength': 'API calls need a Content-Length.',
  'm.http.tooLarge': 'The request body is too large.',
  'm.http.slowBody': 'The request body did not arrive in time; send it again.',
  'm.http.badJson': 'The request body is not valid JSON.',
  'm.http.unexpected': 'The server met an unexpected problem with this request and is still running; try again.',
  'm.http.unknownMethod': 'This server does not offer that request; is one side an older version of ITS Referee Desk?',
  'm.http.badTarget': 'The request address is not valid.',
  'm.http.manyHeaders': 'The request has too many headers.',
  'm.http.repeatedHeader': 'The request repeats the {header} header.',
  'm.http.noHost': 'The request has no Host header.',
  'm.http.foreignHost': 'This server only answers requests addressed to its own venue address.',
  'm.http.foreignOrigin': 'Requests from other web pages are not accepted.',
  'm.http.badAuthorization': 'The Authorization header is not valid.',
  'm.http.badToken': 'That sign-in is not valid (any more); sign in again.',
  'm.http.streamGet': 'The live updates are read with GET.',
  'm.http.tooManyScreens': 'Too many live screens are connected; close one and reload.',
  'm.http.notFound': 'Not found.',
  'm.http.onlyGet': 'Only GET is served here.',
  'm.http.downloadSignIn': 'Downloads need a referee sign-in.',
  'm.http.noInterface': 'No user interface is served here.',
  'm.http.expectation': 'Only "Expect: 100-continue" is understood.',
  'm.http.noTunnel': 'This server is not a proxy and offers no protocol upgrades.',
  'm.ipc.foreignPage': 'Calls are only accepted from the app’s own page.',
  'm.ipc.badMethod': 'The request name must be text.',
  // Readable field names (the last part of a parameter's path).
  'm.field.request': 'The request',
  'm.field.name': 'Name',
  'm.field.itsPin': 'ITS PIN',
  'm.field.faction': 'Faction',
  'm.field.club': 'Club',
  'm.field.rounds': 'Number of rounds',
  'm.field.round': 'Round',
  'm.field.table': 'Table',
  'm.field.tables': 'Tables',
  'm.field.op': 'Objective Points',
  'm.field.vp': 'Victory Points',
  'm.field.tp': 'Tournament Points',
  'm.field.reason': 'Reason',
  'm.field.date': 'Date',
  'm.field.venue': 'Venue',
  'm.field.tier': 'Tier',
  'm.field.code': 'Army code',
  'm.field.codes': 'Army codes',
  'm.field.note': 'Note',
  'm.field.seed': 'Seed',
  'm.field.durationSec': 'Round length',
  'm.field.deltaSec': 'Time to add',
  'm.field.player': 'Player',
  'm.field.players': 'Players',
  'm.field.pin': 'PIN',
  'm.field.number': 'Number',
  'm.field.tables.number': 'Table number',
  'm.field.scenario': 'Scenario',
  'm.field.scenarios': 'Scenarios',
  'm.field.language': 'Language',
  'm.field.file': 'File name',
  'm.field.out': 'File name',
  'm.field.path': 'File name',
  'm.field.facts': 'Answers',
  'm.field.text': 'Text',
  'm.field.joinedRound': 'Joining round',
  // What the system, JSON.parse, the .zip reader and zod report, in people's words
  // (src/main/errors/describe.ts, shapeProblem in src/shared/issues.ts, src/main/catalog/zip.ts):
  // never their own English text inside a translated message.
  'm.os.ENOENT': 'the file or folder does not exist',
  'm.os.EACCES': 'permission denied',
  'm.os.EPERM': 'operation not permitted',
  'm.os.ENOSPC': 'no space left on the disk',
  'm.os.EDQUOT': 'the disk quota is used up',
  'm.os.EBUSY': 'the file or folder is in use by another program',
  'm.os.EISDIR': 'it is a folder, not a file',
  'm.os.ENOTDIR': 'a part of the path is not a folder',
  'm.os.EROFS': 'the disk is read-only',
  'm.os.EMFILE': 'too many files are open',
  'm.os.EEXIST': 'the file already exists',
  'm.os.ENOTEMPTY': 'the folder is not empty',
  'm.os.EXDEV': 'a file cannot be moved to another disk',
  'm.os.ELOOP': 'too many levels of symbolic links',
  'm.os.ENAMETOOLONG': 'the file name is too long',
  'm.os.EIO': 'input/output error (the disk may be damaged or unplugged)',
  'm.os.EAGAIN': 'the resource is temporarily unavailable',
  'm.os.ETIMEDOUT': 'the connection timed out',
  'm.os.ECONNREFUSED': 'the connection was refused',
  'm.os.ECONNRESET': 'the connection was reset',
  'm.os.EPIPE': 'the connection was closed',
  'm.os.ENOTFOUND': 'the server name was not found',
  'm.os.EAI_AGAIN': 'the server name could not be looked up',
  'm.os.ENETUNREACH': 'the network is unreachable',
  'm.os.EHOSTUNREACH': 'the server cannot be reached',
  'm.os.other': 'system error {code}',
  'm.os.onFile': '{problem} ({file})',
  'm.net.timeout': 'no answer in time',
  'm.net.failed': 'the connection failed',
  'm.json.at': 'line {line}, column {column}',
  'm.json.tooDeep': 'nested too deeply',
  'm.json.bad': 'not valid JSON ({where})',
  'm.store.notJson': 'damaged: its text is not valid JSON ({where})',
  'm.store.noMigration': 'no conversion from format {format}',
  'm.store.migrationFailed': 'its contents do not fit format {format}',
  'm.shape.at': '“{where}” {problem}',
  'm.shape.top': 'the file {problem}',
  'm.shape.other': 'not in the expected shape',
  'm.zip.tooShort': 'the file is too short to be a .zip archive',
  'm.zip.notZip': 'the file is not a .zip archive (no table of contents found)',
  'm.zip.zip64': 'ZIP64 archives are not supported',
  'm.zip.cutShort': 'the archive is cut short (its table of contents lies outside the file)',
  'm.zip.entryDamaged': 'entry {n} of the table of contents is damaged',
  'm.zip.encrypted': '{name} is encrypted',
  'm.zip.tooLarge': '{name} unpacks to more than {limit} bytes',
  'm.zip.headerDamaged': '{name}: its local header is damaged',
  'm.zip.fileCutShort': '{name} is cut short',
  'm.zip.unpack': '{name} cannot be unpacked: its compressed data is damaged ({code})',
  'm.zip.method': '{name} uses compression method {method}; only stored and deflated files are read',
  // Pasted trooper rows (src/main/rules/army/csv.ts), the notes of an import, a skipped catalog option.
  'm.csv.empty': 'Nothing to import: the pasted text is empty.',
  'm.csv.headerOnly': 'only a header row was pasted; there are no troopers under it.',
  'm.csv.tooMany': 'At most {n} rows can be imported at once.',
  'm.csv.openQuote': 'a double quote is opened and never closed.',
  'm.csv.problems': '{problems}.',
  'm.csv.nameEmpty': 'the name is empty',
  'm.csv.nameLong': 'the name is {n} characters long; at most {max}',
  'm.csv.profileLong': 'the profile is {n} characters long; at most {max}',
  'm.csv.cost': 'cost "{cell}" is not a whole number of points',
  'm.csv.swc': 'SWC "{cell}" is not a number in steps of 0.5',
  'm.csv.group': 'group "{cell}" is not a Combat Group number (1, 2… or R1 for Reinforcements)',
  'm.csv.reinfWord':
    '"{word}" in the skills is not read: a trooper is a Reinforcements unit when its name says "Reinf." (N4 · Reinforcements).',
  'm.csv.ignored': 'not read by the rules, ignored: {words}.',
  'm.list.note': 'line {line}: {problem}',
  'm.list.foundElsewhere': "{ref} was found in the catalog of army {army}, not this list's own.",
  'm.list.alsoLayouts': 'The code also reads as layout(s) {layouts}; layout {layout} was used.',
  'm.catalog.noPoints': '{ref} ({unit}): no whole-number points; skipped.',
  // An army code that cannot be read (src/main/rules/army/armyCode.ts).
  'm.code.empty': 'The army code is empty.',
  'm.code.badEscape': 'The army code has a broken URL escape (a "%" not followed by two hex digits).',
  'm.code.notBase64': 'The army code is not base64: character "{char}" at position {n} is not allowed.',
  'm.code.badLength': 'The army code has {n} base64 characters; no base64 text has that length.',
  'm.code.notCode': 'Not an Infinity Army code: {problem}.',
  'm.code.noLayout':
    'Not a readable Infinity Army code for "{slug}" ({id}): no member layout reads every byte. {failures}.',
  'm.code.layoutFailed': '{layout}: {problem}',
  'm.code.layout.a': 'indexed members',
  'm.code.layout.b': 'plain members',
  'm.code.layout.c': 'members with Spec-Ops data',
  'm.code.endsEarly': 'the code ends too early (byte {byte}); missing: {what}',
  'm.code.claims': '{what}: claims {n} bytes but only {left} remain (byte {byte})',
  'm.code.notUtf8': '{what}: not valid UTF-8 text',
  'm.code.memberStarts': '{where} starts with {n} where this layout has 0',
  'm.code.memberEnds': '{where} ends with {n} where this layout has 0',
  'm.code.leftOver': '{n} byte(s) are left over after the last Combat Group',
  'm.code.inGroup': 'Combat Group {group}, {what}',
  'm.code.inMember': 'Combat Group {group}, member {member}, {what}',
  'm.code.member': 'Combat Group {group}, member {member}',
  'm.code.part.sectorialId': 'sectorial id',
  'm.code.part.slug': 'sectorial slug',
  'm.code.part.slugLength': 'sectorial slug length',
  'm.code.part.listName': 'list name',
  'm.code.part.listNameLength': 'list name length',
  'm.code.part.pointsLimit': 'points limit',
  'm.code.part.groupCount': 'number of Combat Groups',
  'm.code.part.index': 'index',
  'm.code.part.unitId': 'unit id',
  'm.code.part.profileGroupId': 'profile-group id',
  'm.code.part.optionId': 'option id',
  'm.code.part.endByte': 'end byte',
  'm.code.part.specOpsFlag': 'Spec-Ops flag',
  'm.code.part.specOpsCount': 'Spec-Ops count',
  'm.code.part.specOpsEntry': 'Spec-Ops entry',
  'm.code.part.specOpsEntryLength': 'Spec-Ops entry length',
  'm.code.part.number': 'number',
  'm.code.part.flag': 'flag',
  'm.code.part.reinforcementByte': 'reinforcement byte',
  'm.code.part.memberCount': 'member count',
  // Audit log summaries (what each change did), shown in the change list and undo notices.
  'm.audit.undo': 'Undo: {summary}',
  'm.audit.redo': 'Redo: {summary}',
  'm.audit.paired': 'Round {round} paired (draft)',
  'm.audit.pairedAgain': 'Round {round} paired again',
  'm.audit.pairedAgainSeed': 'Round {round} paired again with seed {seed}',
  'm.audit.swapped': 'Round {round}: {a} and {b} swapped',
  'm.audit.byeUnchanged': 'Round {round}: bye unchanged',
  'm.audit.byeMoved': 'Round {round}: bye moved from {from} to {to}',
  'm.audit.pairingsByHand': 'Round {round}: pairings set by hand ({n} tables)',
  'm.audit.locked': 'Round {round} pairings locked and published',
  'm.audit.result': 'Round {round} table {table}: {a} {opA}–{opB} {b} OP ({tpA}–{tpB} TP){slip}{corrected}',
  'm.audit.fromSlip': ', entered from the signed slip',
  'm.audit.corrected': ' (corrected)',
  'm.audit.settledDispute': ' (the referee settled the players’ dispute)',
  'm.audit.alreadyClosed': 'Round {round} already closed',
  'm.audit.closed': 'Round {round} closed',
  'm.audit.disputeAdded': 'Round {round}, table {table}: dispute note added',
  'm.audit.disputeChanged': 'Round {round}, table {table}: dispute note changed',
  'm.audit.disputeCleared': 'Round {round}, table {table}: dispute note cleared',
  'm.audit.playerRegistered': 'Player {name} registered',
  'm.audit.playerRegisteredLate': 'Player {name} registered (late arrival: joins round {round} with 0 points)',
  'm.audit.checkedIn': '{name} checked in',
  'm.audit.checkInUndone': '{name} check-in undone',
  'm.audit.dropped': '{name} dropped after round {round}: no longer paired, still ranked',
  'm.audit.rejoins': '{name} rejoins after dropping: paired again from round {round}; rounds missed score 0',
  'm.audit.arrivesLate': '{name} arrives late: joins round {round} with 0 points',
  'm.audit.playerRemoved': 'Player {name} removed',
  'm.audit.finished': 'Event finished: final standings frozen (bye adjustment applied)',
  'm.audit.reopened': 'Event reopened for changes',
  'm.audit.score': '{opA}–{opB} OP ({tpA}–{tpB} TP)',
  'm.audit.reportConfirmed': 'Round {round} table {table}: {name} confirmed the reported result',
  'm.audit.reportDisputed': 'Round {round} table {table}: {name} disputed the reported result',
  'm.audit.autoAccepted': '{step}; confirmed by both players and accepted automatically: {score}',
  'm.audit.resultCode': 'New result code issued for {name}',
  'm.audit.reported': 'Round {round} table {table}: {name} reported {score}',
  'm.audit.reportAccepted': "Round {round} table {table}: players' report accepted: {score}",
  'm.audit.reportRejected': "Round {round} table {table}: players' report sent back",
  'm.audit.disputeSettled': 'Round {round} table {table}: the referee settled the players’ dispute: {score}',
  'm.audit.tablesSet': 'Tables set ({n})',
  'm.audit.settingsSaved': 'Event settings saved (no change)',
  'm.audit.timer': 'Round {round} timer: {what}',
  'm.audit.timer.start': 'start',
  'm.audit.timer.pause': 'pause',
  'm.audit.timer.resume': 'resume',
  'm.audit.timer.reset': 'reset',
  'm.audit.timer.adjust': '{sign}{n} min',
  'm.audit.scored': 'Round {round} table {table} scored ({scenario}): {opA}–{opB} OP, {tpA}–{tpB} TP{corrected}',
  'm.audit.rulingWithdrawn': 'Round {round} table {table}: referee’s ruling withdrawn ({target})',
  'm.audit.ruling': 'Round {round} table {table}: referee’s ruling {points} OP ({target})',
  'm.audit.target.total': '{player}’s total',
  'm.audit.target.line': 'line {n}',
  'm.audit.trackingStarted': 'Table {table}, round {round}: game tracking started',
  'm.audit.trooperStatus': 'Table {table}, {player}: {trooper} → {status}',
  'm.audit.conditionOn': 'Table {table}, {player}: {trooper} now {condition}',
  'm.audit.conditionOff': 'Table {table}, {player}: {trooper} no longer {condition}',
  'm.audit.trooperState.not-deployed': 'Not deployed',
  'm.audit.trooperState.hidden': 'Hidden',
  'm.audit.trooperState.model': 'Model',
  'm.audit.trooperState.marker': 'Marker',
  'm.audit.trooperState.unconscious': 'Unconscious',
  'm.audit.trooperState.embryo': 'Embryo',
  'm.audit.trooperState.dead': 'Dead',
  'm.audit.trooperState.null': 'Other Null',
  'm.audit.trooperState.evacuated': 'Evacuated',
  'm.audit.condition.isolated': 'Isolated',
  'm.audit.condition.immobilized': 'Immobilized',
  'm.audit.dataTrackerNamed': 'Table {table}: DataTracker named ({player})',
  'm.audit.gameStarted': 'Table {table}: game started, {player} first',
  'm.audit.nextStep': 'Table {table}: next step',
  'm.audit.reinforcements': 'Table {table}: Reinforcements requested',
  'm.audit.retreatIgnored': 'Table {table}: Command Token against Retreat!',
  'm.audit.lieutenant': 'Table {table}: new Lieutenant appointed',
  'm.audit.strategicUse': 'Table {table}: two Regular Orders removed (Strategic Use of Command Tokens)',
  'm.audit.gameEnded': 'Table {table}: game ended by the referee',
  'm.audit.gameEndedNote': 'Table {table}: game ended by the referee ({note})',
  'm.audit.importedOne': '{n} player registered from a sheet{refused}',
  'm.audit.importedMany': '{n} players registered from a sheet{refused}',
  'm.audit.refusedOne': ' ({n} row refused)',
  'm.audit.refusedMany': ' ({n} rows refused)',
  'm.audit.listFromCode': 'Army list imported from a code ({army})',
  'm.audit.listFromRows': 'Army list imported from {n} pasted row(s)',
  'm.audit.listByHand': 'Army list added by hand',
  'm.audit.listChanged': 'Army list "{list}" changed',
  'm.audit.listRemoved': 'Army list "{list}" removed',
  'm.audit.trooperAdded': 'Trooper "{trooper}" added to list "{list}", Combat Group {group}',
  'm.audit.trooperChanged': 'Trooper "{trooper}" of list "{list}" changed',
  'm.audit.trooperRemoved': 'Trooper "{trooper}" removed from list "{list}"',
  'm.audit.toReinforcement': 'Combat Group {group} of list "{list}" moved to the Reinforcement Section',
  'm.audit.fromReinforcement': 'Combat Group {group} of list "{list}" taken out of the Reinforcement Section',
  'm.audit.listCompleted': 'List "{list}" completed from the catalogs',
  'm.audit.listsCompleted': 'Unresolved troopers of every list completed from the unit library',
  'm.audit.unnamedList': 'without a name',
  'm.audit.catalogImported': 'Unit catalog for {army} ({id}) imported: {n} options',
  'm.audit.catalogRemoved': 'Unit catalog for army {id} removed',
  'm.audit.settingsChanged': 'Event settings changed: {what}',
  'm.audit.playerUpdated': 'Player {name} updated: {what}',
  'm.audit.words': '{first}, {rest}',
  'm.audit.setting.name': 'name',
  'm.audit.setting.date': 'date',
  'm.audit.setting.venue': 'venue',
  'm.audit.setting.tier': 'tier',
  'm.audit.setting.armyPoints': 'army points',
  'm.audit.setting.eventType': 'event type',
  'm.audit.setting.rounds': 'number of rounds',
  'm.audit.setting.scenarios': 'scenarios',
  'm.audit.setting.customScenario': 'custom scenario',
  'm.audit.setting.season': 'season',
  'm.audit.setting.presetId': 'scoring preset',
  'm.audit.setting.byeTp': 'bye TP',
  'm.audit.setting.extras': 'extras',
  'm.audit.setting.classifiedDeck': 'Classified deck',
  'm.audit.setting.pairing': 'pairing options',
  'm.audit.setting.pageSize': 'page size',
  'm.audit.setting.language': 'language',
  'm.audit.setting.seed': 'pairing seed',
  'm.audit.setting.playerReporting': 'player reporting',
  'm.audit.setting.other': 'other',
  'm.audit.playerField.name': 'name',
  'm.audit.playerField.itsPin': 'ITS PIN',
  'm.audit.playerField.faction': 'faction',
  'm.audit.playerField.club': 'club',
  'm.audit.playerField.rating': 'rating',
  'm.audit.playerField.fixedTable': 'fixed table',
  'm.audit.playerField.nothing': 'nothing',
  'm.audit.removedPlayer': 'a removed player',
  'm.audit.takeover': 'Took the event over from {holder}, which had stopped without closing it',
  'm.audit.repaired': 'Repaired: {list}',
  'm.audit.repairs': '{first}; {rest}',
  // Issue 21 · Build 5: a change from a screen of another event than the open one (fencing).
  'm.store.otherEvent':
    'This change was made for the event “{other}”, but “{open}” is open now. Nothing was saved: reload to see the event that is open.',
  'm.store.otherEventUnnamed':
    'This change was made for another event, but “{open}” is open now. Nothing was saved: reload to see the event that is open.',
  'm.store.closed':
    'The event was closed before this change could be saved. Nothing was saved: reload to see the event that is open now.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The `{names}` a template uses, as a union of string literals. */
type Holes<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Holes<Rest> : never;

/** A value put into a message: data as typed (a name, a number), a moment, or another message to render. */
export type MessageParam = string | number | MessageTime | MessageRef | readonly MessageParam[];

/**
 * A moment inside a message (a lock's start, a change, a backup), sent as an ISO time and written
 * by whoever renders the message, in the reader's language and day-first order — never in the
 * main process's locale.
 */
export interface MessageTime {
  at: string;
  show: 'time' | 'seconds' | 'dateTime';
}

/** A moment as a message value; a text that is not a time is kept as it is. */
export function when(at: string | number | Date, show: MessageTime['show']): MessageParam {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : { at: date.toISOString(), show };
}

function isMessageTime(value: unknown): value is MessageTime {
  return (
    typeof value === 'object' && value !== null && typeof (value as MessageTime).at === 'string' && 'show' in value
  );
}

/** A message as data: what crosses the API beside the English text (`i18n`). */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, MessageParam>;
}

/** A text a person reads, with the key that renders it in another language. */
export interface Said {
  message: string;
  i18n?: MessageRef;
}

export type ParamsOf<K extends MessageKey> = [Holes<(typeof MESSAGES)[K]>] extends [never]
  ? []
  : [params: Record<Holes<(typeof MESSAGES)[K]>, MessageParam>];

/** A typed message: the key must exist and every `{hole}` of its English text must be given. */
export function msg<K extends MessageKey>(key: K, ...params: ParamsOf<K>): MessageRef {
  return params[0] ? { key, params: params[0] as Record<string, MessageParam> } : { key };
}

export function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' && (v.params === undefined || (typeof v.params === 'object' && v.params !== null));
}

export interface Renderer {
  /** The template for a key, or undefined when the catalog does not know it. */
  template(key: string): string | undefined;
  number(value: number): string;
  /** The locale moments are written in (day-first); British English when not given. */
  locale?: string;
}

function renderTime(value: MessageTime, locale = 'en-GB'): string {
  return formatMomentIn(locale, value.at, { date: value.show === 'dateTime', seconds: value.show === 'seconds' });
}

const MAX_DEPTH = 6;

/** Fills a message's template; unknown keys and holes are left visible rather than dropped. */
export function renderMessage(ref: MessageRef, renderer: Renderer, depth = 0): string {
  const template = renderer.template(ref.key) ?? ref.key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ref.params?.[name];
    return value === undefined ? whole : renderParam(value, renderer, depth + 1);
  });
}

function renderParam(value: MessageParam, renderer: Renderer, depth: number): string {
  if (typeof value === 'number') return renderer.number(value);
  if (typeof value === 'string') return value;
  if (isMessageTime(value)) return renderTime(value, renderer.locale);
  if (depth > MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const parts = (value as readonly MessageParam[]).map((v) => renderParam(v, renderer, depth + 1));
    return parts.join(value.some((v) => typeof v === 'object') ? '; ' : ', ');
  }
  return isMessageRef(value) ? renderMessage(value, renderer, depth) : String(value);
}

/**
 * Makes every `{ message, i18n }` found in an answer (error bodies, warnings, list problems)
 * read in the renderer's language: `message` becomes a getter that renders when it is read, so
 * a text fetched before a change of language (the event, with its rounds' warnings) is shown in
 * the new one. A key the renderer does not know keeps main's English; assigning `message`
 * replaces it with plain text.
 */
export function localizeAnswer(value: unknown, renderer: Renderer, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) localizeAnswer(item, renderer, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const ref = record.i18n;
  if (typeof record.message === 'string' && isMessageRef(ref) && renderer.template(ref.key)) {
    Object.defineProperty(record, 'message', {
      enumerable: true,
      configurable: true,
      get: () => renderMessage(ref, renderer),
      set: (text: unknown) =>
        Object.defineProperty(record, 'message', { value: text, writable: true, enumerable: true, configurable: true }),
    });
  }
  for (const key in record) {
    const child = record[key];
    if (key !== 'i18n' && typeof child === 'object' && child !== null) localizeAnswer(child, renderer, depth + 1);
  }
}

const ENGLISH: Renderer = {
  template: (key) => (MESSAGES as Record<string, string>)[key],
  number: (value) => String(value),
};

/** The English text of a message (the CLI, the logs, the event file). */
export function english(ref: MessageRef): string {
  return renderMessage(ref, ENGLISH);
}

/** Words as one message, "a, b, c" in every language; nested by halves so it stays shallow. */
export function wordList(
  words: readonly MessageRef[],
  joiner: 'm.audit.words' | 'm.audit.repairs' = 'm.audit.words',
): MessageParam {
  if (words.length <= 1) return words[0] ?? '';
  const half = Math.ceil(words.length / 2);
  return msg(joiner, { first: wordList(words.slice(0, half), joiner), rest: wordList(words.slice(half), joiner) });
}

/**
 * An audit entry's summary as `renderer` writes it; an entry saved before summaries had keys (or
 * whose key the catalog lacks) keeps the English the file holds.
 */
export function auditSummaryIn(
  entry: { summary: string; summaryI18n?: MessageRef | undefined },
  renderer: Renderer,
): string {
  const ref = entry.summaryI18n;
  return ref && renderer.template(ref.key) !== undefined ? renderMessage(ref, renderer) : entry.summary;
}

/** A text with its key: `{ message: English, i18n }`. */
export function said<K extends MessageKey>(key: K, ...params: ParamsOf<K>): Required<Said> {
  const ref = msg(key, ...params);
  return { message: english(ref), i18n: ref };
}

/** The readable name of a parameter path (`settings.rounds` → "Number of rounds"). */
export function fieldLabel(path: readonly PropertyKey[]): MessageRef {
  const names = path.filter((p): p is string => typeof p === 'string');
  const [parent, last] = [names[names.length - 2], names[names.length - 1]];
  for (const key of [`m.field.${parent}.${last}`, `m.field.${last ?? 'request'}`]) {
    if (key in MESSAGES) return { key: key as MessageKey };
  }
  return msg('m.field.request');
}
