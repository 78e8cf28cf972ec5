/**
 * The words the final standings and the ITS report print, in the event's language (the
 * event's language drives its PDFs). Game terms as in the official translated rules: Puntos de
 * Torneo / Objetivo / Victoria; Points de Tournoi / d'Objectif / de Victoire; Punti Torneo /
 * Obiettivo / Vittoria. Every catalog is complete: the type requires every key.
 */
export type PdfLanguage = 'en' | 'es' | 'fr' | 'it';

const en = {
  page: 'Page {n} of {of}',
  'standings.final': 'Final standings',
  'standings.after': 'Standings after round {n}',
  'standings.title': 'Standings',
  'standings.allPlayed': 'All {n} rounds played.',
  'standings.counted': 'Rounds 1 to {n} of {of} counted.',
  'standings.noResults': 'No results yet.',
  'standings.noPlayers': 'No players are registered yet.',
  'col.player': 'Player',
  'col.army': 'Faction or sectorial army',
  'col.tp': 'TP',
  'col.op': 'OP',
  'col.vp': 'VP',
  'col.oppOp': 'Opp. OP',
  'col.bye': 'Bye',
  'col.round': 'Rd',
  'col.table': 'Table',
  'col.playerA': 'Player A',
  'col.playerB': 'Player B',
  roundShort: 'R{n}',
  dropped: 'Dropped after round {n}',
  pin: 'ITS PIN {pin}',
  noPin: 'No ITS PIN',
  'note.ranking':
    'Ranked by Tournament Points (TP), then Objective Points (OP), then Victory Points (VP, surviving Army Points), then the OP scored by all of the player’s opponents (ITS S11 · Final Scores).',
  'note.bye': 'Bye: the round in which the player had a bye, scored as a Victory by the scoring preset.',
  'note.adjusted':
    '{mark} OP and VP adjusted for the bye: the total times the rounds of the event, divided by the rounds played, rounded up (ITS S11 · Byes).',
  'report.title': 'ITS report',
  'report.subtitle': 'Scored under {preset}. Enter the rows in this order.',
  'report.none': 'No round has been played yet.',
  'report.bye': 'Bye',
  'report.noResult': 'No result',
  'report.dropped': '{name} dropped after this round',
};
export type PdfKey = keyof typeof en;

const es: Record<PdfKey, string> = {
  page: 'Página {n} de {of}',
  'standings.final': 'Clasificación final',
  'standings.after': 'Clasificación tras la ronda {n}',
  'standings.title': 'Clasificación',
  'standings.allPlayed': 'Jugadas las {n} rondas.',
  'standings.counted': 'Rondas 1 a {n} de {of} contadas.',
  'standings.noResults': 'Aún no hay resultados.',
  'standings.noPlayers': 'Aún no hay jugadores inscritos.',
  'col.player': 'Jugador',
  'col.army': 'Facción o ejército sectorial',
  'col.tp': 'PT',
  'col.op': 'PO',
  'col.vp': 'PV',
  'col.oppOp': 'PO riv.',
  'col.bye': 'Bye',
  'col.round': 'R.',
  'col.table': 'Mesa',
  'col.playerA': 'Jugador A',
  'col.playerB': 'Jugador B',
  roundShort: 'R{n}',
  dropped: 'Retirado tras la ronda {n}',
  pin: 'PIN ITS {pin}',
  noPin: 'Sin PIN ITS',
  'note.ranking':
    'Ordenado por Puntos de Torneo (PT), luego Puntos de Objetivo (PO), luego Puntos de Victoria (PV, Puntos de Ejército supervivientes) y luego los PO de todos los rivales del jugador (ITS S11 · Final Scores).',
  'note.bye': 'Bye: la ronda en que el jugador tuvo bye, puntuada como Victoria según el sistema de puntuación.',
  'note.adjusted':
    '{mark} PO y PV ajustados por el bye: el total por las rondas del evento, dividido entre las rondas jugadas, redondeado hacia arriba (ITS S11 · Byes).',
  'report.title': 'Informe ITS',
  'report.subtitle': 'Puntuado con {preset}. Introduce las filas en este orden.',
  'report.none': 'Aún no se ha jugado ninguna ronda.',
  'report.bye': 'Bye',
  'report.noResult': 'Sin resultado',
  'report.dropped': '{name} se retiró tras esta ronda',
};

const fr: Record<PdfKey, string> = {
  page: 'Page {n} sur {of}',
  'standings.final': 'Classement final',
  'standings.after': 'Classement après la ronde {n}',
  'standings.title': 'Classement',
  'standings.allPlayed': 'Les {n} rondes sont jouées.',
  'standings.counted': 'Rondes 1 à {n} sur {of} comptées.',
  'standings.noResults': 'Pas encore de résultats.',
  'standings.noPlayers': 'Aucun joueur inscrit pour l’instant.',
  'col.player': 'Joueur',
  'col.army': 'Faction ou armée sectorielle',
  'col.tp': 'PT',
  'col.op': 'PO',
  'col.vp': 'PV',
  'col.oppOp': 'PO adv.',
  'col.bye': 'Bye',
  'col.round': 'R.',
  'col.table': 'Table',
  'col.playerA': 'Joueur A',
  'col.playerB': 'Joueur B',
  roundShort: 'R{n}',
  dropped: 'Abandon après la ronde {n}',
  pin: 'PIN ITS {pin}',
  noPin: 'Pas de PIN ITS',
  'note.ranking':
    'Classé par Points de Tournoi (PT), puis Points d’Objectif (PO), puis Points de Victoire (PV, Points d’Armée survivants), puis les PO de tous les adversaires du joueur (ITS S11 · Final Scores).',
  'note.bye': 'Bye : la ronde où le joueur a eu un bye, compté comme une Victoire selon le barème.',
  'note.adjusted':
    '{mark} PO et PV ajustés pour le bye : le total multiplié par les rondes de l’événement, divisé par les rondes jouées, arrondi au supérieur (ITS S11 · Byes).',
  'report.title': 'Rapport ITS',
  'report.subtitle': 'Compté selon {preset}. Saisissez les lignes dans cet ordre.',
  'report.none': 'Aucune ronde n’a encore été jouée.',
  'report.bye': 'Bye',
  'report.noResult': 'Pas de résultat',
  'report.dropped': '{name} a abandonné après cette ronde',
};

const it: Record<PdfKey, string> = {
  page: 'Pagina {n} di {of}',
  'standings.final': 'Classifica finale',
  'standings.after': 'Classifica dopo il turno {n}',
  'standings.title': 'Classifica',
  'standings.allPlayed': 'Giocati tutti i {n} turni.',
  'standings.counted': 'Contati i turni da 1 a {n} di {of}.',
  'standings.noResults': 'Ancora nessun risultato.',
  'standings.noPlayers': 'Ancora nessun giocatore iscritto.',
  'col.player': 'Giocatore',
  'col.army': 'Fazione o esercito settoriale',
  'col.tp': 'PT',
  'col.op': 'PO',
  'col.vp': 'PV',
  'col.oppOp': 'PO avv.',
  'col.bye': 'Bye',
  'col.round': 'T.',
  'col.table': 'Tavolo',
  'col.playerA': 'Giocatore A',
  'col.playerB': 'Giocatore B',
  roundShort: 'T{n}',
  dropped: 'Ritirato dopo il turno {n}',
  pin: 'PIN ITS {pin}',
  noPin: 'Nessun PIN ITS',
  'note.ranking':
    'Ordinata per Punti Torneo (PT), poi Punti Obiettivo (PO), poi Punti Vittoria (PV, Punti Esercito sopravvissuti), poi i PO di tutti gli avversari del giocatore (ITS S11 · Final Scores).',
  'note.bye': 'Bye: il turno in cui il giocatore ha avuto il bye, contato come Vittoria dal sistema di punteggio.',
  'note.adjusted':
    '{mark} PO e PV corretti per il bye: il totale per i turni dell’evento, diviso per i turni giocati, arrotondato per eccesso (ITS S11 · Byes).',
  'report.title': 'Resoconto ITS',
  'report.subtitle': 'Punteggio secondo {preset}. Inserisci le righe in questo ordine.',
  'report.none': 'Nessun turno è ancora stato giocato.',
  'report.bye': 'Bye',
  'report.noResult': 'Nessun risultato',
  'report.dropped': '{name} si è ritirato dopo questo turno',
};

const CATALOGS: Record<PdfLanguage, Record<PdfKey, string>> = { en, es, fr, it };

/** A printed string in `language`, with `{name}` placeholders filled. */
export function pdfText(
  language: PdfLanguage | undefined,
  key: PdfKey,
  values: Record<string, string | number> = {},
): string {
  return CATALOGS[language ?? 'en'][key].replace(/\{(\w+)\}/g, (m, name: string) =>
    values[name] === undefined ? m : String(values[name]),
  );
}
