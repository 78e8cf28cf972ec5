/**
 * Italian texts of the ITS Season 11 scenarios: each key is the exact English text the scenario
 * engine produces (names, deployments, special rules, wizard questions and their help, score
 * guides, breakdown lines, rule citations split on " · "). Game terms as in the official Italian
 * Infinity and ITS rules: Punti Obiettivo (PO), Punti Vittoria (PV), Punti Esercito, Obiettivi
 * Classificati, Zona di Schieramento, Zona di Controllo, Zona di Operazioni (ZO), Nullo, Ucciso,
 * Tenente, Specialista, Ufficiale di Collegamento, Round di Gioco, Turno del Giocatore, Ritirata!
 */
export const it: Readonly<Record<string, string>> = {
  // Scenario names
  Acquisition: 'Acquisizione',
  Annihilation: 'Annientamento',
  Biotechvore: 'Biotechvoro',
  'Capture and Protect': 'Cattura e Proteggi',
  Countermeasures: 'Contromisure',
  Decapitation: 'Decapitazione',
  Firefight: 'Scontro a Fuoco',
  Frontline: 'Linea del Fronte',
  'Highly Classified': 'Altamente Classificato',
  'Hunting Party': 'Battuta di Caccia',
  'Looting and Sabotaging': 'Saccheggio e Sabotaggio',
  'Power Pack': 'Power Pack',
  'Quadrant Control': 'Controllo dei Quadranti',
  'Safe Area': 'Area Sicura',
  'Show of Force': 'Dimostrazione di Forza',
  Supplies: 'Rifornimenti',
  Supremacy: 'Supremazia',
  'The Armory': 'L’Armeria',
  'Transmission Matrix': 'Matrice di Trasmissione',
  Unmasking: 'Smascheramento',

  // Deployment
  'Opposite sides, Deployment Zones 16 inches deep; not in base contact with the Tech-Coffin or an Antenna.':
    'Lati opposti, Zone di Schieramento profonde 16 pollici; non in contatto di basetta con il Tech-Coffin o un’Antenna.',
  'Opposite sides, standard Deployment Zones 12 inches deep.':
    'Lati opposti, Zone di Schieramento standard profonde 12 pollici.',
  'Opposite sides, Deployment Zones 8 inches deep. Confused Deployment: deploying outside the zone with a Special Skill needs a PH-3 roll, or the trooper deploys inside its zone.':
    'Lati opposti, Zone di Schieramento profonde 8 pollici. Schieramento Confuso: schierarsi fuori dalla zona con un’Abilità Speciale richiede un tiro di PH-3, altrimenti la truppa si schiera nella propria zona.',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Beacon.':
    'Lati opposti, Zone di Schieramento standard profonde 12 pollici; non in contatto di basetta con un Segnalatore.',
  'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted); not in base contact with an HVT.':
    'Lati opposti, Zone di Schieramento standard profonde 12 pollici. Zona di Esclusione: nessuno schieramento con Schieramento Aviotrasportato, Avanzato o Meccanizzato, Infiltrazione o Impersonare entro 8 pollici dalla linea centrale (tranne Dispersione); non in contatto di basetta con un HVT.',
  'Opposite sides, Deployment Zones 16 inches deep.': 'Lati opposti, Zone di Schieramento profonde 16 pollici.',
  'Opposite sides, Deployment Zones 16 inches deep. The whole table is a Designated Landing Area.':
    'Lati opposti, Zone di Schieramento profonde 16 pollici. L’intero tavolo è un’Area di Atterraggio Designata.',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with an AC2 or a Panoply.':
    'Lati opposti, Zone di Schieramento standard profonde 12 pollici; non in contatto di basetta con un AC2 o una Panoplia.',
  'Opposite sides, two 12 × 16 inch Deployment Zones per player at the table edges (16 × 20 with Forward Deployment L1, own half with L2); not in base contact with a Console or an Antenna.':
    'Lati opposti, due Zone di Schieramento di 12 × 16 pollici per giocatore ai bordi del tavolo (16 × 20 con Schieramento Avanzato L1, la propria metà con L2); non in contatto di basetta con una Console o un’Antenna.',
  'Opposite sides, standard Deployment Zones 12 inches deep. TAGs may deploy as with Forward Deployment L1 (Armored Vanguard).':
    'Lati opposti, Zone di Schieramento standard profonde 12 pollici. I TAG possono schierarsi come con Schieramento Avanzato L1 (Avanguardia Corazzata).',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Tech-Coffin.':
    'Lati opposti, Zone di Schieramento standard profonde 12 pollici; non in contatto di basetta con un Tech-Coffin.',
  'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted).':
    'Lati opposti, Zone di Schieramento standard profonde 12 pollici. Zona di Esclusione: nessuno schieramento con Schieramento Aviotrasportato, Avanzato o Meccanizzato, Infiltrazione o Impersonare entro 8 pollici dalla linea centrale (tranne Dispersione).',

  // Special rules
  'Communication Antennas': 'Antenne di Comunicazione',
  'Control Communication Antennas': 'Controllare le Antenne di Comunicazione',
  'Tech-Coffin': 'Tech-Coffin',
  'Control Tech-Coffin': 'Controllare il Tech-Coffin',
  'Specialist Troops': 'Truppe Specialiste',
  'Engineer and Hacker Bonus': 'Bonus Ingegnere e Hacker',
  DataTracker: 'DataTracker',
  'Liaison Officer': 'Ufficiale di Collegamento',
  Killing: 'Uccisioni',
  'No Quarter': 'Senza Quartiere',
  'HVT and Classified Deck Not Used': 'HVT e Mazzo Classificati non usati',
  'Confused Deployment': 'Schieramento Confuso',
  'Biotechvore Area': 'Area Biotechvoro',
  'INTELCOM Card (Counterespionage)': 'Carta INTELCOM (Controspionaggio)',
  Beacons: 'Segnalatori',
  'Pick Up Beacon': 'Raccogliere il Segnalatore',
  'Captured Enemy Beacon': 'Segnalatore Nemico Catturato',
  'HVT Not Used': 'HVT non usato',
  'INTELCOM Card (Provisions)': 'Carta INTELCOM (Provviste)',
  'Exclusion Zone': 'Zona di Esclusione',
  'Classified Objectives (Current Mission Objectives)': 'Obiettivi Classificati (Obiettivi della Missione Attuale)',
  'DataTracker Special Order': 'Ordine Speciale del DataTracker',
  'Multiple HVTs': 'HVT Multipli',
  'Secure the HVT Not Used': 'Mettere in Sicurezza l’HVT non usato',
  'Extreme Mode': 'Modalità Estrema',
  'Reinforced Tactical Link': 'Collegamento Tattico Rinforzato',
  'Designated Target': 'Bersaglio Designato',
  'Classified Deck Not Used': 'Mazzo Classificati non usato',
  'Concilium Watch': 'Sorveglianza del Concilium',
  'Designated Landing Area': 'Area di Atterraggio Designata',
  Panoplies: 'Panoplie',
  'Sectors (ZO)': 'Settori (ZO)',
  'Dominate ZO': 'Dominare una ZO',
  'INTELCOM Card (Support and Control)': 'Carta INTELCOM (Supporto e Controllo)',
  'Main Classified Objectives': 'Obiettivi Classificati Principali',
  'Secondary Classified Objective': 'Obiettivo Classificato Secondario',
  'Secure HVT': 'Mettere in Sicurezza l’HVT',
  'High Difficulty Mode': 'Modalità Alta Difficoltà',
  Antennas: 'Antenne',
  'Connect Antenna': 'Connettere un’Antenna',
  'Hunt Down Objectives': 'Obiettivi di Caccia',
  'Hunting Mission': 'Missione di Caccia',
  'The AC2s': 'Gli AC2',
  'Damage and Destroy the AC2s': 'Danneggiare e Distruggere gli AC2',
  'Armored Fury': 'Furia Corazzata',
  'Use the Panoplies': 'Usare le Panoplie',
  'Saturation Zone': 'Zona di Saturazione',
  'Activate Antenna': 'Attivare un’Antenna',
  'Overload Prevention System': 'Sistema di Prevenzione del Sovraccarico',
  Consoles: 'Console',
  'Control the Consoles': 'Controllare le Console',
  'Chain of Command Bonus': 'Bonus Catena di Comando',
  'Quadrants (ZO)': 'Quadranti (ZO)',
  'Dominant DataTracker': 'DataTracker Dominante',
  'Sections (ZO)': 'Sezioni (ZO)',
  'Control Consoles': 'Controllare le Console',
  'INTELCOM Card (Support and Control / Interference)': 'Carta INTELCOM (Supporto e Controllo / Interferenza)',
  'Transmission Antenna': 'Antenna di Trasmissione',
  'Control the Transmission Antenna': 'Controllare l’Antenna di Trasmissione',
  'Armored Vanguard': 'Avanguardia Corazzata',
  'Tech-Coffins': 'Tech-Coffin',
  'Supply Boxes': 'Casse di Rifornimenti',
  'Doctor and Paramedic Bonus': 'Bonus Dottore e Paramedico',
  'Hack Consoles': 'Hackerare le Console',
  'Hacker Bonus': 'Bonus Hacker',
  'The Armory (ZO)': 'L’Armeria (ZO)',
  'Transmission Areas (ZO)': 'Aree di Trasmissione (ZO)',
  Subterfuge: 'Sotterfugio',

  // Rule citations (segments between " · ")
  'Activate Communication Antenna': 'Attivare un’Antenna di Comunicazione',
  'Control the Communication Antenna': 'Controllare l’Antenna di Comunicazione',
  'Control the Tech-Coffin': 'Controllare il Tech-Coffin',
  'Main Objectives': 'Obiettivi Principali',
  'Classified Objectives': 'Obiettivi Classificati',
  'Secure HVT Classified Objective': 'Obiettivo Classificato Mettere in Sicurezza l’HVT',
  'HVT Model': 'Modello HVT',
  'Keeping Score (Victory Points)': 'Conteggio dei punti (Punti Vittoria)',
  'End of the Mission': 'Fine della Missione',
  'INTELCOM Card': 'Carta INTELCOM',
  'Secondary Objectives': 'Obiettivi Secondari',
  'Controlling the Consoles': 'Controllare le Console',
  'INTELCOM Card (Interference)': 'Carta INTELCOM (Interferenza)',
  'Controlling the Supply Boxes': 'Controllare le Casse di Rifornimenti',
  'Activate Console': 'Attivare una Console',
  'Objective Points: maximum of 10': 'Punti Obiettivo: massimo di 10',

  // Wizard questions
  'Communication Antennas Activated by this player': 'Antenne di Comunicazione Attivate da questo giocatore',
  'Communication Antennas Controlled': 'Antenne di Comunicazione Controllate',
  'Controls the Tech-Coffin': 'Controlla il Tech-Coffin',
  'The DataTracker is one of the models Controlling the Tech-Coffin':
    'Il DataTracker è uno dei modelli che Controllano il Tech-Coffin',
  'The Liaison Officer is one of the models Controlling the Tech-Coffin':
    'L’Ufficiale di Collegamento è uno dei modelli che Controllano il Tech-Coffin',
  'Classified Objectives accomplished': 'Obiettivi Classificati compiuti',
  'Secure HVT accomplished (in place of a Classified card)':
    'Mettere in Sicurezza l’HVT compiuto (al posto di una carta Classificata)',
  'Harmed a Neutral HVT': 'Ha danneggiato un HVT Neutrale',
  'Liaison Officer bonus earned': 'Bonus dell’Ufficiale di Collegamento ottenuto',
  'Surviving Army Points (Victory Points)': 'Punti Esercito sopravvissuti (Punti Vittoria)',
  'How the game ended': 'Come è finita la partita',
  'Game Round in which the game ended': 'Round di Gioco in cui è finita la partita',
  'Player who played the first Player Turn of each Game Round':
    'Giocatore che ha giocato il primo Turno del Giocatore di ogni Round di Gioco',
  'The game ended at the end of this player’s turn': 'La partita è finita alla fine del turno di questo giocatore',
  'Referee’s ruling: both players harmed a Neutral HVT':
    'Decisione dell’arbitro: entrambi i giocatori hanno danneggiato un HVT Neutrale',
  'Enemy Army Points Killed on the table': 'Punti Esercito nemici Uccisi sul tavolo',
  'Army Points of this player’s troopers never deployed':
    'Punti Esercito delle truppe di questo giocatore mai schierate',
  'Killed the enemy DataTracker': 'Ha Ucciso il DataTracker nemico',
  'Classifieds of this player cancelled by Counterespionage':
    'Classificati di questo giocatore annullati dal Controspionaggio',
  'Has Captured the enemy Beacon': 'Ha Catturato il Segnalatore nemico',
  'The DataTracker has Captured the enemy Beacon': 'Il DataTracker ha Catturato il Segnalatore nemico',
  'The Captured enemy Beacon is inside this player’s Deployment Zone':
    'Il Segnalatore nemico Catturato è nella Zona di Schieramento di questo giocatore',
  'Accomplished Classifieds bearing the Provisions symbol': 'Classificati compiuti con il simbolo Provviste',
  'Current Mission Objectives accomplished': 'Obiettivi della Missione Attuale compiuti',
  'The DataTracker accomplished at least one of them': 'Il DataTracker ne ha compiuto almeno uno',
  'Enemy Lieutenants Killed': 'Tenenti nemici Uccisi',
  'Killed the enemy Designated Target': 'Ha Ucciso il Bersaglio Designato nemico',
  'The DataTracker Killed the Designated Target': 'Il DataTracker ha Ucciso il Bersaglio Designato',
  'Concilium Watch bonus earned': 'Bonus della Sorveglianza del Concilium ottenuto',
  'Enemy Specialist Troops Killed on the table': 'Truppe Specialiste nemiche Uccise sul tavolo',
  'Specialist Troops of this player never deployed': 'Truppe Specialiste di questo giocatore mai schierate',
  'Weapons or items acquired from the Panoplies': 'Armi o equipaggiamenti ottenuti dalle Panoplie',
  'The Liaison Officer is inside the central Sector, non-Null':
    'L’Ufficiale di Collegamento è nel Settore centrale, non Nullo',
  'Use of the Classified card': 'Uso della carta Classificata',
  'INTELCOM card value': 'Valore della carta INTELCOM',
  'Zone of Operations reinforced by the card': 'Zona di Operazioni rinforzata dalla carta',
  'A non-Null trooper of this player is inside that zone': 'Una truppa non Nulla di questo giocatore è in quella zona',
  'Main Classified Objectives accomplished': 'Obiettivi Classificati Principali compiuti',
  'Antennas Connected by this player': 'Antenne Connesse da questo giocatore',
  'Enemy Specialist Troops Hunted Down on the table': 'Truppe Specialiste nemiche Braccate sul tavolo',
  'Enemy Lieutenants Hunted Down on the table': 'Tenenti nemici Braccati sul tavolo',
  'Lieutenants of this player never deployed': 'Tenenti di questo giocatore mai schierati',
  'State of this player’s own AC2 at the end': 'Stato dell’AC2 di questo giocatore alla fine',
  'Antennas Activated by this player': 'Antenne Attivate da questo giocatore',
  'Controls the enemy Console': 'Controlla la Console nemica',
  'Quadrant of the non-Null DataTracker': 'Quadrante del DataTracker non Nullo',
  'Section of the non-Null Liaison Officer': 'Sezione dell’Ufficiale di Collegamento non Nullo',
  'Consoles Controlled (before any INTELCOM)': 'Console Controllate (prima di ogni INTELCOM)',
  'Interference removed an enemy Console Control': 'L’Interferenza ha tolto al nemico il Controllo di una Console',
  'Controls the Transmission Antenna': 'Controlla l’Antenna di Trasmissione',
  'A TAG (or Pilot, Remote Pilot, Operator, Heavyweight) is one of the models Controlling it':
    'Un TAG (o Pilota, Pilota Remoto, Operatore, Peso Massimo) è uno dei modelli che la Controllano',
  'The DataTracker is one of the models Controlling it': 'Il DataTracker è uno dei modelli che la Controllano',
  'Supply Boxes Controlled': 'Casse di Rifornimenti Controllate',
  'Consoles Hacked by this player': 'Console Hackerate da questo giocatore',
  'Killed the enemy Designated Target after it was Revealed':
    'Ha Ucciso il Bersaglio Designato nemico dopo che è stato Rivelato',
  'The DataTracker Killed it': 'Il DataTracker lo ha Ucciso',
  'Revealed enemy Target Decoys Killed': 'Esche nemiche Rivelate Uccise',
  'Consoles Activated by this player': 'Console Attivate da questo giocatore',
  'This player’s own Designated Target was Killed while still Neutral (before it was Revealed)':
    'Il Bersaglio Designato di questo giocatore è stato Ucciso quando era ancora Neutrale (prima di essere Rivelato)',
  'This player’s own DataTracker was Killed': 'Il DataTracker di questo giocatore è stato Ucciso',

  // Answer options
  'At the end of the third Game Round': 'Alla fine del terzo Round di Gioco',
  'Early, by Retreat!': 'In anticipo, per Ritirata!',
  'Player A': 'Giocatore A',
  'Player B': 'Giocatore B',
  'Not ruled yet': 'Non ancora deciso',
  'Both lose the scenario; nobody gains the 2 OP': 'Entrambi perdono lo scenario; nessuno ottiene i 2 PO',
  'Both lose the scenario; each gains the 2 OP': 'Entrambi perdono lo scenario; ciascuno ottiene i 2 PO',
  'Only Player A’s harm counts (Player B gains the 2 OP)':
    'Conta solo il danno causato da Giocatore A (Giocatore B ottiene i 2 PO)',
  'Only Player B’s harm counts (Player A gains the 2 OP)':
    'Conta solo il danno causato da Giocatore B (Giocatore A ottiene i 2 PO)',
  'Kept as the Classified Objective': 'Tenuta come Obiettivo Classificato',
  'INTELCOM: Support and Control': 'INTELCOM: Supporto e Controllo',
  'INTELCOM: Interference': 'INTELCOM: Interferenza',
  'The Sector nearest Deployment Zone A': 'il Settore più vicino alla Zona di Schieramento A',
  'The central Sector': 'il Settore centrale',
  'The Sector nearest Deployment Zone B': 'il Settore più vicino alla Zona di Schieramento B',
  'Not accomplished': 'Non compiuto',
  'Accomplished (the card drawn)': 'Compiuto (la carta pescata)',
  'Accomplished as Secure HVT (which replaced the Secondary)':
    'Compiuto come Mettere in Sicurezza l’HVT (che ha sostituito il Secondario)',
  'Undamaged (STR 3)': 'Integro (STR 3)',
  'STR 2 left': 'STR 2 rimanente',
  'STR 1 left': 'STR 1 rimanente',
  'STR 0 left': 'STR 0 rimanente',
  'Destroyed (STR below 0)': 'Distrutto (STR sotto 0)',
  'Quadrant 1': 'Quadrante 1',
  'Quadrant 2': 'Quadrante 2',
  'Quadrant 3': 'Quadrante 3',
  'Quadrant 4': 'Quadrante 4',
  'None (Null, or in no Quadrant)': 'Nessuno (Nullo, o in nessun Quadrante)',
  'None (Null, or outside every Section)': 'Nessuna (Nullo, o fuori da ogni Sezione)',
  'Section 1': 'Sezione 1',
  'Section 2': 'Sezione 2',
  'Section 3': 'Sezione 3',
  'Section 4': 'Sezione 4',

  // Zones of Operations and tiers, as placed inside other texts
  'the Sector nearest Deployment Zone A': 'il Settore più vicino alla Zona di Schieramento A',
  'the Sector nearest Deployment Zone B': 'il Settore più vicino alla Zona di Schieramento B',
  'the central Sector': 'il Settore centrale',
  'the Armory': 'l’Armeria',
  'the central Transmission Area': 'l’Area di Trasmissione centrale',
  'the Transmission Area on A’s half, left (seen from A)':
    'l’Area di Trasmissione nella metà di A, a sinistra (vista da A)',
  'the Transmission Area on A’s half, right (seen from A)':
    'l’Area di Trasmissione nella metà di A, a destra (vista da A)',
  'the Transmission Area on B’s half, left (seen from A)':
    'l’Area di Trasmissione nella metà di B, a sinistra (vista da A)',
  'the Transmission Area on B’s half, right (seen from A)':
    'l’Area di Trasmissione nella metà di B, a destra (vista da A)',
  low: 'Low',
  mid: 'Mid',
  top: 'Top',

  // Texts with numbers or other texts inside (templates)
  'Army Points inside {zone}': 'Punti Esercito in {zone}',
  'Round {n}: {label}': 'Round di Gioco {n}: {label}',
  '{a} vs {b}': '{a} contro {b}',
  '{noun}: {a} vs {b}': '{noun}: {a} contro {b}',
  '{a} vs {b} (never-deployed Specialists included)': '{a} contro {b} (Specialisti mai schierati inclusi)',
  'after Counterespionage: {a} vs {b}': 'dopo il Controspionaggio: {a} contro {b}',
  '{n} of {m}': '{n} su {m}',
  '{n} of {m} (one is Secure HVT)': '{n} su {m} (uno è Mettere in Sicurezza l’HVT)',
  '{n} of {m}; the card was used as INTELCOM': '{n} su {m}; la carta è stata usata come INTELCOM',
  '{n} cancelled': '{n} annullati',
  '{n} accomplished': '{n} compiuti',
  '{n} Hacked': '{n} Hackerate',
  '{n} OP scored, 10 kept': '{n} PO segnati, 10 tenuti',
  '{n} OP earned, {m} kept (maximum of 10)': '{n} PO ottenuti, {m} tenuti (massimo di 10)',
  '{n} killed, {tier} tier': '{n} pt uccisi, {tier}-Tier',
  '{n} killed ({m} never deployed), {tier} tier': '{n} pt uccisi (di cui {m} mai schierati), {tier}-Tier',
  '{n} surviving, {tier} tier': '{n} pt sopravvissuti, {tier}-Tier',
  'between {a} and {b}': 'tra {a} e {b}',
  'more than {n}': 'più di {n}',
  'Kill {band} enemy Army Points ({tier} tier)': 'Uccidere {band} Punti Esercito nemici ({tier}-Tier)',
  'Have {band} surviving Army Points ({tier} tier)': 'Avere {band} Punti Esercito sopravvissuti ({tier}-Tier)',
  'STR {n}': 'STR rimanente: {n}',
  'DataTracker in Quadrant {n}': 'DataTracker nel Quadrante {n}',
  'Liaison Officer in Section {n}': 'Ufficiale di Collegamento nella Sezione {n}',
  'INTELCOM Support and Control: +{n} Army Points in {zone}':
    'INTELCOM Supporto e Controllo: +{n} Punti Esercito in {zone}',
  'INTELCOM Support and Control had no effect (no non-Null trooper in {zone})':
    'INTELCOM Supporto e Controllo senza effetto (nessuna truppa non Nulla in {zone})',
  'The game ended by Retreat! in Game Round {n}, after {player}’s turn, {when}':
    'La partita è finita per Ritirata! nel Round di Gioco {n}, dopo il turno del {player}, {when}',
  'so the Game Round ended': 'quindi il Round di Gioco è finito',
  'before the Game Round ended': 'prima della fine del Round di Gioco',
  'Classified cards drawn from the deck that this player accomplished (the scenario gives {n}).':
    'Carte Classificate pescate dal mazzo che questo giocatore ha compiuto (lo scenario ne dà {n}).',
  'Each Classified Objective accomplished ({n} per player)': 'Ogni Obiettivo Classificato compiuto ({n} per giocatore)',
  '{n} each': '{n} ciascuno',
  '−{n} per cancelled Classified': '−{n} per Classificato annullato',

  // Help under the wizard questions
  'At the end of the game, Antennas whose last Activation was this player’s.':
    'Alla fine della partita, le Antenne la cui ultima Attivazione è stata di questo giocatore.',
  'At the end of the game, Antennas whose last Activation was this player’s (never more than 2).':
    'Alla fine della partita, le Antenne la cui ultima Attivazione è stata di questo giocatore (mai più di 2).',
  'At the end of the game, Antennas whose last Connection was this player’s.':
    'Alla fine della partita, le Antenne la cui ultima Connessione è stata di questo giocatore.',
  'At the end of the game, Consoles whose last Activation was this player’s.':
    'Alla fine della partita, le Console la cui ultima Attivazione è stata di questo giocatore.',
  'Only this player has a non-Null model (not a Marker) in base contact.':
    'Solo questo giocatore ha un modello non Nullo (non un Segnalino) in contatto di basetta.',
  'Only this player has a non-Null model (not a Marker) in base contact with the enemy Beacon (or carrying it).':
    'Solo questo giocatore ha un modello non Nullo (non un Segnalino) in contatto di basetta con il Segnalatore nemico (o che lo trasporta).',
  'Only this player has a non-Null Specialist model (not a Marker) in base contact; any non-Null enemy trooper in contact prevents it.':
    'Solo questo giocatore ha un modello Specialista non Nullo (non un Segnalino) in contatto di basetta; qualsiasi truppa nemica non Nulla in contatto lo impedisce.',
  'The Console in the opponent’s half: only this player has a non-Null model (not a Marker) in base contact.':
    'La Console nella metà avversaria: solo questo giocatore ha un modello non Nullo (non un Segnalino) in contatto di basetta.',
  'At the end: a non-Null trooper of this player in the enemy HVT’s Zone of Control, and no non-Null enemy in the Zone of Control of this player’s own HVT.':
    'Alla fine: una truppa non Nulla di questo giocatore nella Zona di Controllo dell’HVT nemico, e nessun nemico non Nullo nella Zona di Controllo dell’HVT di questo giocatore.',
  'This player left an HVT (either side’s) in a Null state during the game.':
    'Questo giocatore ha lasciato un HVT (di una qualsiasi delle due parti) in uno stato Nullo durante la partita.',
  'This player left an HVT that was still Neutral (not yet Revealed) in a Null state during the game.':
    'Questo giocatore ha lasciato un HVT ancora Neutrale (non ancora Rivelato) in uno stato Nullo durante la partita.',
  'At the end of the game the Liaison Officer was non-Null, wholly outside its own Deployment Zone, and passed its WIP+3 roll (repeated with Command Tokens if needed).':
    'Alla fine della partita l’Ufficiale di Collegamento era non Nullo, interamente fuori dalla propria Zona di Schieramento, e ha superato il tiro di VOL+3 (ripetuto con Segnalini Comando se necessario).',
  'Cost of this player’s troopers on the table in a non-Null state at the end, plus any that left the table through the widest side of their Deployment Zone while in Retreat!; Baggage adds its extra points only when non-Null.':
    'Costo delle truppe di questo giocatore sul tavolo in uno stato non Nullo alla fine, più quelle uscite dal tavolo dal lato più largo della loro Zona di Schieramento mentre erano in Ritirata!; Bagagli aggiunge i suoi punti extra solo se la truppa non è Nulla.',
  'The turn order chosen at the Initiative holds for every Game Round (N4 · Game Sequence).':
    'L’ordine dei turni scelto all’Iniziativa vale per ogni Round di Gioco (N4 · Sequenza di Gioco).',
  'The turn of the player who started it in Retreat!, or who lost or evacuated every trooper (N3 · Retreat!).':
    'Il turno del giocatore che lo ha iniziato in Ritirata!, o che ha perso o evacuato tutte le truppe (N3 · Ritirata!).',
  'The HVT rules say what happens when one player harms a Neutral HVT, not when both do: the referee decides.':
    'Le regole dell’HVT dicono cosa succede quando un giocatore danneggia un HVT Neutrale, non quando lo fanno entrambi: decide l’arbitro.',
  'Cost of the enemy troopers that are Dead, or in a Null state at the end of the game (Baggage adds nothing to a Null trooper). Enemy troopers never deployed are counted separately.':
    'Costo delle truppe nemiche Morte, o in uno stato Nullo alla fine della partita (Bagagli non aggiunge nulla a una truppa Nulla). Le truppe nemiche mai schierate si contano a parte.',
  'Cost of the enemy troopers that are Dead, or in a Null state at the end of the game (Baggage adds nothing to a Null trooper). Enemy troopers never deployed are counted separately. Troopers still inside a Biotechvore Area at the end of the third Game Round are Killed.':
    'Costo delle truppe nemiche Morte, o in uno stato Nullo alla fine della partita (Bagagli non aggiunge nulla a una truppa Nulla). Le truppe nemiche mai schierate si contano a parte. Le truppe ancora in un’Area Biotechvoro alla fine del terzo Round di Gioco sono Uccise.',
  'Troopers of this player still off the table at the end of the game; they count as Killed by the opponent.':
    'Truppe di questo giocatore ancora fuori dal tavolo alla fine della partita; contano come Uccise dall’avversario.',
  'They count as Killed by the opponent.': 'Contano come Uccise dall’avversario.',
  'They count as Hunted Down by the opponent.': 'Contano come Braccate dall’avversario.',
  'How many of this player’s accomplished Classified cards the opponent’s Classifieds cancelled (read the symbols on the cards).':
    'Quante carte Classificate compiute da questo giocatore sono state annullate dai Classificati dell’avversario (leggi i simboli sulle carte).',
  'Read the symbol on the accomplished cards.': 'Leggi il simbolo sulle carte compiute.',
  'Cards this player retained by accomplishing them during the game.':
    'Carte che questo giocatore ha tenuto compiendole durante la partita.',
  'Count each enemy trooper Killed while it was the Lieutenant (a new Lieutenant is named each time, as Public Information).':
    'Conta ogni truppa nemica Uccisa mentre era il Tenente (ogni volta si nomina un nuovo Tenente, come Informazione Pubblica).',
  'Count each enemy trooper Killed while it was the Lieutenant.':
    'Conta ogni truppa nemica Uccisa mentre era il Tenente.',
  'At the end of the game a non-Null Journalist of this player has, inside its Zone of Control, a non-Null enemy model without Peacekeeper whose profile has one of: Antipersonnel Mine, Blitzen, Boarding Shotgun, Chain-colt, Chain Rifle, Chest Mine, Drop Bears, E/M Grenades, E/Marat, E/Mauler, E/Mitter, Flammenspeer, Heavy Flamethrower, Heavy Shotgun, Light Flamethrower, Light Shotgun, Monofilament Mine, Nanopulser, T2 Boarding Shotgun, Viral Mine, Vulkan Shotgun, WildParrot, Zapper.':
    'Alla fine della partita un Giornalista non Nullo di questo giocatore ha, nella sua Zona di Controllo, un modello nemico non Nullo senza Forza di pace il cui profilo ha una di queste armi: Mina Antiuomo, Blitzen, Fucile d’Abbordaggio, Chain-colt, Chain Rifle, Chest Mine, Drop Bears, Granate E/M, E/Marat, E/Mauler, E/Mitter, Flammenspeer, Lanciafiamme Pesante, Fucile a Pompa Pesante, Lanciafiamme Leggero, Fucile a Pompa Leggero, Mina Monofilamento, Nanopulser, Fucile d’Abbordaggio T2, Mina Virale, Fucile a Pompa Vulkan, WildParrot, Zapper.',
  'Hackers, Doctors, Engineers, Forward Observers, Paramedics, Chain of Command and Specialist Operatives that are Dead or Null at the end.':
    'Hacker, Dottori, Ingegneri, Osservatori d’Artiglieria, Paramedici, Catena di Comando e Operativi Specialisti Morti o Nulli alla fine.',
  'Army Points of this player’s troopers with more than half the base inside: models and trooper Markers (Camouflage, Spawn-Embryo…), AI Beacons, Proxies and G: Servants count; Null troopers, fake Holoechoes and equipment Markers do not; Baggage adds its extra points while non-Null.':
    'Punti Esercito delle truppe di questo giocatore con più di metà della basetta all’interno: contano i modelli e i Segnalini di truppa (Mimetismo, Spawn-Embryo…), i Beacon IA, i Proxy e i G: Servitore; non contano le truppe Nulle, i falsi Olo-echi e i Segnalini di equipaggiamento; Bagagli aggiunge i suoi punti extra finché la truppa non è Nulla.',
  'Announced before the game: the card is either the Classified Objective or the INTELCOM card.':
    'Annunciato prima della partita: la carta è o l’Obiettivo Classificato o la carta INTELCOM.',
  'The number printed on the card, added to the Army Points in the chosen Zone of Operations.':
    'Il numero stampato sulla carta, aggiunto ai Punti Esercito nella Zona di Operazioni scelta.',
  'Without one, the card adds nothing. That trooper also counts toward this player’s Army Points in the zone.':
    'Senza di essa la carta non aggiunge nulla. Quella truppa conta anche nei Punti Esercito di questo giocatore nella zona.',
  'The four open Main Classifieds are the same for both players; count those this player accomplished.':
    'I quattro Classificati Principali scoperti sono gli stessi per entrambi i giocatori; conta quelli compiuti da questo giocatore.',
  'Secure HVT may replace only the Secondary here (ITS S11 · Secure HVT Classified Objective).':
    'Qui Mettere in Sicurezza l’HVT può sostituire solo il Secondario (ITS S11 · Obiettivo Classificato Mettere in Sicurezza l’HVT).',
  'Enemy Specialists in an Isolated or Immobilized (IMM-1, IMM-2) state at the end of the game.':
    'Specialisti nemici in uno stato Isolato o Immobilizzato (IMM-1, IMM-2) alla fine della partita.',
  'Enemy troopers Isolated or Immobilized at the end that entered that state while they were the Lieutenant. Enemy Lieutenants never deployed are counted separately.':
    'Truppe nemiche Isolate o Immobilizzate alla fine, entrate in quello stato mentre erano il Tenente. I Tenenti nemici mai schierati si contano a parte.',
  'The enemy Specialist chosen was the only one giving the opponent Control of a Console; counted as a non-Specialist it still blocks, so that Console is Controlled by nobody.':
    'Lo Specialista nemico scelto era l’unico a dare all’avversario il Controllo di una Console; contato come non Specialista blocca comunque, quindi quella Console non è Controllata da nessuno.',
  'Carried by a non-Null model (not a Marker) of this player that is not in base contact with a non-Null enemy figure.':
    'Trasportato da un modello non Nullo (non un Segnalino) di questo giocatore che non è in contatto di basetta con una miniatura nemica non Nulla.',
  'A Console Hacked by both players counts for both.':
    'Una Console Hackerata da entrambi i giocatori conta per entrambi.',
  'By either player. Whoever harmed it also answers “Harmed a Neutral HVT”.':
    'Da uno qualsiasi dei giocatori. Chi l’ha danneggiato risponde anche «Ha danneggiato un HVT Neutrale».',
  'Dead, or in a Null state at the end of the game.': 'Morto, o in uno stato Nullo alla fine della partita.',

  // Readings (the app’s reading where the rule text is silent)
  'A trooper that left the table any other way (not in Retreat!, or through another edge) is not counted as a survivor; the Retreat! rules only say which troopers leaving the table survive.':
    'Una truppa uscita dal tavolo in altro modo (non in Ritirata!, o da un altro bordo) non conta come sopravvissuta; le regole di Ritirata! dicono solo quali truppe che escono dal tavolo sopravvivono.',
  'Enemy troopers Killed by the Biotechvore plague (a failed BTS Roll, or caught in an Area at the end) count as Killed by this player: the rule says they are Killed, not by whom, and every Killed enemy trooper counts here whatever killed it.':
    'Le truppe nemiche Uccise dalla piaga Biotechvoro (un Tiro di BTS fallito, o sorprese in un’Area alla fine) contano come Uccise da questo giocatore: la regola dice che sono Uccise, non da chi, e qui conta ogni truppa nemica Uccisa, qualunque cosa l’abbia uccisa.',
  'A trooper named Lieutenant only after it was already Isolated or Immobilized does not count: it did not enter that state while it was the Lieutenant.':
    'Una truppa nominata Tenente solo dopo essere già stata Isolata o Immobilizzata non conta: non è entrata in quello stato mentre era il Tenente.',

  // Score guides
  'Each Activated Communication Antenna at the end of the game':
    'Ogni Antenna di Comunicazione Attivata alla fine della partita',
  'Each Controlled Communication Antenna at the end of the game':
    'Ogni Antenna di Comunicazione Controllata alla fine della partita',
  'Control the Tech-Coffin at the end of the game': 'Controllare il Tech-Coffin alla fine della partita',
  'Control the Tech-Coffin with your DataTracker': 'Controllare il Tech-Coffin con il tuo DataTracker',
  'Control the Tech-Coffin with your Liaison Officer (not with the DataTracker bonus)':
    'Controllare il Tech-Coffin con il tuo Ufficiale di Collegamento (non con il bonus del DataTracker)',
  'Secure HVT may replace one Classified Objective':
    'Mettere in Sicurezza l’HVT può sostituire un Obiettivo Classificato',
  'Liaison Officer non-Null, wholly outside your Deployment Zone, passes WIP+3':
    'Ufficiale di Collegamento non Nullo, interamente fuori dalla tua Zona di Schieramento, supera VOL+3',
  'Leaving a Neutral HVT in a Null state loses the scenario and all your OP; your opponent gains':
    'Lasciare un HVT Neutrale in uno stato Nullo fa perdere lo scenario e tutti i tuoi PO; il tuo avversario ottiene',
  'Maximum per player per game': 'Massimo per giocatore per partita',
  'Kill the enemy DataTracker': 'Uccidere il DataTracker nemico',
  'Accomplish more Classified Objectives than the opponent': 'Compiere più Obiettivi Classificati dell’avversario',
  'Kill more enemy Army Points than the opponent': 'Uccidere più Punti Esercito nemici dell’avversario',
  'Counterespionage: accomplished Classifieds with the matching symbol cancel the opponent’s':
    'Controspionaggio: i Classificati compiuti con il simbolo corrispondente annullano quelli dell’avversario',
  'Have Captured the enemy Beacon at the end of the game':
    'Avere Catturato il Segnalatore nemico alla fine della partita',
  '… with your DataTracker': '… con il tuo DataTracker',
  '… inside your own Deployment Zone': '… nella tua Zona di Schieramento',
  'The enemy has not Captured your Beacon at the end of the game':
    'Il nemico non ha Catturato il tuo Segnalatore alla fine della partita',
  'Provisions: each accomplished Classified with the Provisions symbol, while below 10 OP':
    'Provviste: ogni Classificato compiuto con il simbolo Provviste, finché sei sotto i 10 PO',
  'More Current Mission Objectives accomplished than the opponent':
    'Più Obiettivi della Missione Attuale compiuti dell’avversario',
  'As many Current Mission Objectives as the opponent (at least 1)':
    'Tanti Obiettivi della Missione Attuale quanti l’avversario (almeno 1)',
  'Each Current Mission Objective accomplished': 'Ogni Obiettivo della Missione Attuale compiuto',
  'One or more accomplished by your DataTracker': 'Uno o più compiuti dal tuo DataTracker',
  'Kill more Army Points than the opponent': 'Uccidere più Punti Esercito dell’avversario',
  'Kill as many Lieutenants as the opponent (at least 1)': 'Uccidere tanti Tenenti quanti l’avversario (almeno 1)',
  'Kill more Lieutenants than the opponent': 'Uccidere più Tenenti dell’avversario',
  'Kill the Designated Target': 'Uccidere il Bersaglio Designato',
  'Concilium Watch: your non-Null Journalist has a non-Null enemy with a banned weapon in its Zone of Control':
    'Sorveglianza del Concilium: il tuo Giornalista non Nullo ha un nemico non Nullo con un’arma vietata nella sua Zona di Controllo',
  'Kill more Specialist Troops than the opponent': 'Uccidere più Truppe Specialiste dell’avversario',
  'Acquire more weapons or items from the Panoplies than the opponent':
    'Ottenere dalle Panoplie più armi o equipaggiamenti dell’avversario',
  'Dominate the Sector nearest your Deployment Zone': 'Dominare il Settore più vicino alla tua Zona di Schieramento',
  'Dominate the central Sector': 'Dominare il Settore centrale',
  '… with your non-Null Liaison Officer inside it': '… con il tuo Ufficiale di Collegamento non Nullo al suo interno',
  'Dominate the Sector farthest from your Deployment Zone':
    'Dominare il Settore più lontano dalla tua Zona di Schieramento',
  'INTELCOM Support and Control (instead of the Classified): add the card’s value to your Army Points in one Zone of Operations holding a non-Null trooper of yours, at the end of the game':
    'INTELCOM Supporto e Controllo (al posto del Classificato): aggiungi il valore della carta ai tuoi Punti Esercito in una Zona di Operazioni con una tua truppa non Nulla, alla fine della partita',
  'INTELCOM (instead of the Classified): Support and Control — add the card’s value to your Army Points in one Zone of Operations holding a non-Null trooper of yours':
    'INTELCOM (al posto del Classificato): Supporto e Controllo — aggiungi il valore della carta ai tuoi Punti Esercito in una Zona di Operazioni con una tua truppa non Nulla',
  'INTELCOM (instead of the Classified): Interference — one enemy Specialist counts as a non-Specialist for Controlling the Consoles':
    'INTELCOM (al posto del Classificato): Interferenza — uno Specialista nemico conta come non Specialista per Controllare le Console',
  'Accomplish more Classifieds (Main and Secondary) than the opponent':
    'Compiere più Classificati (Principali e Secondario) dell’avversario',
  'Accomplish as many Classifieds as the opponent (at least 1)':
    'Compiere tanti Classificati quanti l’avversario (almeno 1)',
  'Each Main Classified Objective (4, shared and open)':
    'Ogni Obiettivo Classificato Principale (4, comuni e scoperti)',
  'Your Secondary Classified Objective (Secure HVT may replace it)':
    'Il tuo Obiettivo Classificato Secondario (Mettere in Sicurezza l’HVT può sostituirlo)',
  'Each Connected Antenna at the end of the game (2 Antennas)':
    'Ogni Antenna Connessa alla fine della partita (2 Antenne)',
  'Hunt Down more enemy Specialist Troops than the opponent': 'Braccare più Truppe Specialiste nemiche dell’avversario',
  'Hunt Down as many enemy Lieutenants as the opponent (at least 1)':
    'Braccare tanti Tenenti nemici quanti l’avversario (almeno 1)',
  'Hunt Down more enemy Lieutenants than the opponent': 'Braccare più Tenenti nemici dell’avversario',
  'Each STR point your own AC2 still has at the end of the game (STR 3)':
    'Ogni punto di STR che il tuo AC2 ha ancora alla fine della partita (STR 3)',
  'Each STR point the enemy AC2 has lost at the end of the game':
    'Ogni punto di STR perso dall’AC2 nemico alla fine della partita',
  'The enemy AC2 Destroyed (besides the STR lost)': 'L’AC2 nemico Distrutto (oltre alla STR persa)',
  'As many Activated Antennas as the opponent (at least 1)': 'Tante Antenne Attivate quante l’avversario (almeno 1)',
  'More Activated Antennas than the opponent (at most 2 each)':
    'Più Antenne Attivate dell’avversario (al massimo 2 ciascuno)',
  'Control the enemy Console at the end of the game': 'Controllare la Console nemica alla fine della partita',
  'The enemy has not Controlled your Console at the end of the game':
    'Il nemico non ha Controllato la tua Console alla fine della partita',
  'End of each Game Round: Dominate as many Quadrants as the opponent (at least 1)':
    'Fine di ogni Round di Gioco: Dominare tanti Quadranti quanti l’avversario (almeno 1)',
  'End of each Game Round: Dominate more Quadrants than the opponent':
    'Fine di ogni Round di Gioco: Dominare più Quadranti dell’avversario',
  'End of each Game Round: your DataTracker (non-Null) in a Quadrant you Dominate':
    'Fine di ogni Round di Gioco: il tuo DataTracker (non Nullo) in un Quadrante che Domini',
  'Dominate as many Sections as the opponent (at least 1)': 'Dominare tante Sezioni quante l’avversario (almeno 1)',
  'Dominate more Sections than the opponent': 'Dominare più Sezioni dell’avversario',
  'Your non-Null Liaison Officer in a Section you Dominate':
    'Il tuo Ufficiale di Collegamento non Nullo in una Sezione che Domini',
  'Each Console Controlled at the end of the game (4 Consoles)':
    'Ogni Console Controllata alla fine della partita (4 Console)',
  'Control the Transmission Antenna at the end of the game':
    'Controllare l’Antenna di Trasmissione alla fine della partita',
  '… with a TAG (or Pilot, Remote Pilot, Operator, Heavyweight)':
    '… con un TAG (o Pilota, Pilota Remoto, Operatore, Peso Massimo)',
  'Control the Transmission Antenna with your DataTracker':
    'Controllare l’Antenna di Trasmissione con il tuo DataTracker',
  'Each Supply Box Controlled at the end of the game (3 Boxes)':
    'Ogni Cassa di Rifornimenti Controllata alla fine della partita (3 Casse)',
  'Control more Supply Boxes than the opponent': 'Controllare più Casse di Rifornimenti dell’avversario',
  'The opponent Controls no Supply Box': 'L’avversario non Controlla nessuna Cassa di Rifornimenti',
  'Each Hacked Console': 'Ogni Console Hackerata',
  'End of each Game Round: Dominate the Armory': 'Fine di ogni Round di Gioco: Dominare l’Armeria',
  'End of the game: Dominate the Armory': 'Fine della partita: Dominare l’Armeria',
  'End of each Game Round: Dominate as many Transmission Areas as the opponent (at least 1)':
    'Fine di ogni Round di Gioco: Dominare tante Aree di Trasmissione quante l’avversario (almeno 1)',
  'End of each Game Round: Dominate more Transmission Areas than the opponent':
    'Fine di ogni Round di Gioco: Dominare più Aree di Trasmissione dell’avversario',
  'Kill the enemy Designated Target after it has been Revealed':
    'Uccidere il Bersaglio Designato nemico dopo che è stato Rivelato',
  'Kill more Revealed enemy Target Decoys than the opponent': 'Uccidere più Esche nemiche Rivelate dell’avversario',
  '… the Designated Target Killed by your DataTracker': '… il Bersaglio Designato Ucciso dal tuo DataTracker',
  'As many Activated Consoles as the opponent (at least 1)': 'Tante Console Attivate quante l’avversario (almeno 1)',
  'More Activated Consoles than the opponent': 'Più Console Attivate dell’avversario',
  'Your Designated Target not Killed at the end of the game':
    'Il tuo Bersaglio Designato non Ucciso alla fine della partita',
  'Your DataTracker not Killed at the end of the game': 'Il tuo DataTracker non Ucciso alla fine della partita',
  '+1 (max 10)': '+1 (max. 10)',
  '+2 to the opponent (max 10)': '+2 all’avversario (max. 10)',
  '+card value in Army Points': '+valore della carta in Punti Esercito',
  '1 each (2 Antennas)': '1 per Antenna (2 Antenne)',
  '1 each, up to 3': '1 ciascuna, fino a 3',
  '1 each, up to 4': '1 ciascuno, fino a 4',
  '1 per round': '1 a round',
  '2 per round': '2 a round',
  'denies 1 Console': 'toglie 1 Console',

  // Breakdown lines and their details
  'Activated Communication Antennas': 'Antenne di Comunicazione Attivate',
  'Controlled Communication Antennas': 'Antenne di Comunicazione Controllate',
  'Tech-Coffin Controlled with the DataTracker (+2) or else the Liaison Officer (+1)':
    'Tech-Coffin Controllato con il DataTracker (+2) o altrimenti con l’Ufficiale di Collegamento (+1)',
  'both in contact: the bonuses do not add up': 'entrambi in contatto: i bonus non si sommano',
  'Liaison Officer reported (WIP+3 roll passed)': 'Rapporto dell’Ufficiale di Collegamento (tiro di VOL+3 superato)',
  'Opponent harmed a Neutral HVT': 'L’avversario ha danneggiato un HVT Neutrale',
  'Opponent harmed a Neutral HVT (referee’s ruling)':
    'L’avversario ha danneggiato un HVT Neutrale (decisione dell’arbitro)',
  'Harmed a Neutral HVT: loses the scenario and all its OP':
    'Ha danneggiato un HVT Neutrale: perde lo scenario e tutti i suoi PO',
  'Harmed a Neutral HVT: loses the scenario and all its OP (referee’s ruling)':
    'Ha danneggiato un HVT Neutrale: perde lo scenario e tutti i suoi PO (decisione dell’arbitro)',
  'Objective Points above the maximum of 10': 'Punti Obiettivo oltre il massimo di 10',
  'Enemy Army Points Killed': 'Punti Esercito nemici Uccisi',
  'Surviving Army Points': 'Punti Esercito sopravvissuti',
  'Army Points': 'Punti Esercito',
  'More Classifieds accomplished than the opponent': 'Più Classificati compiuti dell’avversario',
  'Classifieds accomplished': 'Classificati compiuti',
  'More enemy Army Points Killed than the opponent': 'Più Punti Esercito nemici Uccisi dell’avversario',
  'Classifieds cancelled by the opponent’s Counterespionage': 'Classificati annullati dal Controspionaggio avversario',
  'Enemy Beacon Captured with the DataTracker': 'Segnalatore nemico Catturato con il DataTracker',
  'Enemy Beacon Captured inside own Deployment Zone': 'Segnalatore nemico Catturato nella propria Zona di Schieramento',
  'The enemy has not Captured this player’s Beacon': 'Il nemico non ha Catturato il Segnalatore di questo giocatore',
  'Provisions: Classifieds with the Provisions symbol': 'Provviste: Classificati con il simbolo Provviste',
  'As many Current Mission Objectives as the opponent': 'Tanti Obiettivi della Missione Attuale quanti l’avversario',
  'More Current Mission Objectives than the opponent': 'Più Obiettivi della Missione Attuale dell’avversario',
  'Current Mission Objectives': 'Obiettivi della Missione Attuale',
  'Current Mission Objectives accomplished (1 each, up to 4)':
    'Obiettivi della Missione Attuale compiuti (1 ciascuno, fino a 4)',
  'Current Mission Objective accomplished by the DataTracker':
    'Obiettivo della Missione Attuale compiuto dal DataTracker',
  'More Army Points Killed than the opponent': 'Più Punti Esercito Uccisi dell’avversario',
  'As many Lieutenants Killed as the opponent': 'Tanti Tenenti Uccisi quanti l’avversario',
  'More Lieutenants Killed than the opponent': 'Più Tenenti Uccisi dell’avversario',
  'Lieutenants Killed': 'Tenenti Uccisi',
  'Killed the Designated Target': 'Ha Ucciso il Bersaglio Designato',
  'Designated Target Killed by the DataTracker': 'Bersaglio Designato Ucciso dal DataTracker',
  'Concilium Watch: Journalist watching a banned weapon':
    'Sorveglianza del Concilium: Giornalista che sorveglia un’arma vietata',
  'More Specialist Troops Killed than the opponent': 'Più Truppe Specialiste Uccise dell’avversario',
  'More Panoply items acquired than the opponent': 'Più equipaggiamenti delle Panoplie ottenuti dell’avversario',
  'Dominates the Sector nearest own Deployment Zone': 'Domina il Settore più vicino alla propria Zona di Schieramento',
  'Dominates the central Sector': 'Domina il Settore centrale',
  'Central Sector Dominated with the Liaison Officer inside':
    'Settore centrale Dominato con l’Ufficiale di Collegamento all’interno',
  'Dominates the Sector farthest from own Deployment Zone':
    'Domina il Settore più lontano dalla propria Zona di Schieramento',
  'INTELCOM card not used: the game ended by Retreat! before the end of the third Game Round':
    'Carta INTELCOM non usata: la partita è finita per Ritirata! prima della fine del terzo Round di Gioco',
  'INTELCOM Interference changed no Console Control':
    'INTELCOM Interferenza non ha cambiato il Controllo di alcuna Console',
  'As many Classifieds (Main and Secondary) as the opponent':
    'Tanti Classificati (Principali e Secondario) quanti l’avversario',
  'More Classifieds (Main and Secondary) than the opponent':
    'Più Classificati (Principali e Secondario) dell’avversario',
  'Secondary Classified Objective accomplished': 'Obiettivo Classificato Secondario compiuto',
  'as Secure HVT': 'come Mettere in Sicurezza l’HVT',
  'Connected Antennas': 'Antenne Connesse',
  'More enemy Specialists Hunted Down than the opponent': 'Più Specialisti nemici Braccati dell’avversario',
  'As many enemy Lieutenants Hunted Down as the opponent': 'Tanti Tenenti nemici Braccati quanti l’avversario',
  'More enemy Lieutenants Hunted Down than the opponent': 'Più Tenenti nemici Braccati dell’avversario',
  'Lieutenants Hunted Down (never-deployed Lieutenants included)': 'Tenenti Braccati (inclusi i Tenenti mai schierati)',
  'STR points left on own AC2': 'Punti di STR rimasti al proprio AC2',
  'STR points the enemy AC2 has lost': 'Punti di STR persi dall’AC2 nemico',
  'Enemy AC2 Destroyed': 'AC2 nemico Distrutto',
  Destroyed: 'Distrutto',
  'Activated Antennas': 'Antenne Attivate',
  'As many Activated Antennas as the opponent': 'Tante Antenne Attivate quante l’avversario',
  'More Activated Antennas than the opponent': 'Più Antenne Attivate dell’avversario',
  'The enemy has not Controlled this player’s Console': 'Il nemico non ha Controllato la Console di questo giocatore',
  'Dominates as many Quadrants as the opponent': 'Domina tanti Quadranti quanti l’avversario',
  'Dominates more Quadrants than the opponent': 'Domina più Quadranti dell’avversario',
  'Quadrants Dominated': 'Quadranti Dominati',
  'DataTracker in a Dominated Quadrant': 'DataTracker in un Quadrante Dominato',
  'DataTracker in no Quadrant': 'DataTracker in nessun Quadrante',
  'Dominates as many Sections as the opponent': 'Domina tante Sezioni quante l’avversario',
  'Dominates more Sections than the opponent': 'Domina più Sezioni dell’avversario',
  'Sections Dominated': 'Sezioni Dominate',
  'Liaison Officer in a Dominated Section': 'Ufficiale di Collegamento in una Sezione Dominata',
  'Liaison Officer in no Section': 'Ufficiale di Collegamento in nessuna Sezione',
  'Controlled Consoles': 'Console Controllate',
  'Transmission Antenna Controlled with a TAG': 'Antenna di Trasmissione Controllata con un TAG',
  'Transmission Antenna Controlled with the DataTracker': 'Antenna di Trasmissione Controllata con il DataTracker',
  'More Supply Boxes Controlled than the opponent': 'Più Casse di Rifornimenti Controllate dell’avversario',
  'Hacked Consoles (1 each, up to 3)': 'Console Hackerate (1 ciascuna, fino a 3)',
  'Dominates the Armory': 'Domina l’Armeria',
  'Dominates the Armory at the end of the game': 'Domina l’Armeria alla fine della partita',
  'Dominates as many Transmission Areas as the opponent': 'Domina tante Aree di Trasmissione quante l’avversario',
  'Dominates more Transmission Areas than the opponent': 'Domina più Aree di Trasmissione dell’avversario',
  'Transmission Areas Dominated': 'Aree di Trasmissione Dominate',
  'Killed the Revealed enemy Designated Target': 'Ha Ucciso il Bersaglio Designato nemico Rivelato',
  'More Revealed enemy Decoys Killed than the opponent': 'Più Esche nemiche Rivelate Uccise dell’avversario',
  'Activated Consoles': 'Console Attivate',
  'As many Activated Consoles as the opponent': 'Tante Console Attivate quante l’avversario',
  'Own Designated Target not Killed': 'Proprio Bersaglio Designato non Ucciso',
  'Own DataTracker not Killed': 'Proprio DataTracker non Ucciso',
  'Killed by the opponent after it was Revealed': 'Ucciso dall’avversario dopo essere stato Rivelato',
  'Killed while still Neutral': 'Ucciso quando era ancora Neutrale',
  'INTELCOM Interference: the opponent loses Control of one Console':
    'Interferenza INTELCOM: l’avversario perde il Controllo di una Console',
  '{n} Controlled, 1 lost to the opponent’s Interference':
    '{n} Controllate, 1 persa per l’Interferenza dell’avversario',
  // The tournament rules' texts shown beside the scenarios' (src/main/rules/tournament/texts.ts)
  // and the army list checks' citations (LIST_RULES in src/main/rules/army/validate.ts).
  'Army List': 'Lista dell’Esercito',
  'Army List; Reinforcements': 'Lista dell’Esercito; Rinforzi',
  'Army Lists': 'Liste dell’Esercito',
  Byes: 'Byes',
  Commlink: 'Collegamento comunicazioni',
  'Escalation Tournament': 'Torneo Escalation',
  'Example preset (not ITS Season 11)': 'Sistema di esempio (non di ITS Stagione 11)',
  'Final Scores': 'Punteggi Finali',
  'Keeping Score': 'Conteggio dei punti',
  Lieutenant: 'Tenente',
  'Limited Insertion': 'Inserimento Limitato',
  'Number of Tournament Rounds': 'Numero di Turni del Torneo',
  'Objective Points': 'Punti Obiettivo',
  "Opponents' Objective Points": 'Punti Obiettivo degli avversari',
  Reinforcements: 'Rinforzi',
  'Soldiers of Fortune': 'Soldati di Ventura',
  'Spec-Ops': 'Spec-Ops',
  'Tactical Window': 'Finestra Tattica',
  'Tournament Points': 'Punti Torneo',
  'Tournament Tiers': 'Livelli del Torneo',
  'Victory Points': 'Punti Vittoria',
  'ITS Season 11': 'ITS Stagione 11',
  'ITS Season 17': 'ITS Stagione 17',
  'Example: 4/2/0 with bonus points': 'Esempio: 4/2/0 con punti bonus',
  'Total Victory': 'Vittoria Totale',
  Victory: 'Vittoria',
  Tie: 'Pareggio',
  Defeat: 'Sconfitta',
  'Bye (Victory)': 'Bye (Vittoria)',
  'Offensive Bonus': 'Bonus Offensivo',
  'Defensive Bonus': 'Bonus Difensivo',
  'Scored 5+ OP': 'Ha segnato 5+ PO',
  'Lost by 2 OP or fewer': 'Ha perso di 2 PO o meno',
  // ITS Season 17 scenarios (issue 26).
  '… and it is inside this player’s own Deployment Zone': '… ed è nella Zona di Schieramento di questo giocatore',
  '… inside own Deployment Zone': '… nella propria Zona di Schieramento',
  '… of which inside this player’s own Safe Area': '… di cui nella propria Area Sicura di questo giocatore',
  '{n} credited, {m} at most': '{n} accreditati, {m} al massimo',
  '{n} Hacked, {m} at most': '{n} Hackerate, {m} al massimo',
  '{n} killed': '{n} uccisi',
  '{n} killed ({m} never deployed), {a} points': '{n} uccisi ({m} mai schierati), {a} punti',
  '{n} killed, {m} points': '{n} uccisi, {m} punti',
  '{n} of {m} (one is Secure Treasure)': '{n} su {m} (uno è Mettere in Sicurezza il Tesoro)',
  '{n} surviving, {m} points': '{n} sopravvissuti, {m} punti',
  '1 each, up to 6': '1 ciascuno, fino a 6',
  '1 per zone per round': '1 per zona per round',
  '2 each (2 Antennas)': '2 ciascuna (2 Antenne)',
  'A Common or the Private; a Common cancelled later by Emit Akial Interference still counts for its round.':
    'Un Comune o il Privato; un Comune annullato più tardi da Emettere Interferenza Akial conta comunque per il suo round.',
  'A non-Null model (not a Marker) of this player inside the enemy Key Ops’ Zone of Control at the end.':
    'Un modello non Nullo (non un Segnalino) di questo giocatore nella Zona di Controllo del Key Ops nemico alla fine.',
  'A non-Null model of this player carries it, not in contact with an enemy model.':
    'Lo trasporta un modello non Nullo di questo giocatore, non in contatto con un modello nemico.',
  'A rear Deployment Zone 12 inches deep (8 at 150 points) and a second one, 4 inches deep, in the central strip of the other half (up to 75 points).':
    'Una Zona di Schieramento posteriore profonda 12 pollici (8 a 150 punti) e una seconda, profonda 4 pollici, nella fascia centrale dell’altra metà (fino a 75 punti).',
  'A Support and Control card played on the Special zone at the end of the last Game Round counts for that round’s check too, not only for the end-of-game zones.':
    'Una carta Supporto e Controllo giocata sulla zona Speciale alla fine dell’ultimo Round di Gioco conta anche per la verifica di quel round, non solo per le zone di fine partita.',
  'A target the Key Ops left Null at the end, or from which it removed a Wound (or STR) in the Order in which the target died.':
    'Un bersaglio che il Key Ops ha lasciato Nullo alla fine, o a cui ha tolto una Ferita (o STR) nell’Ordine in cui è morto.',
  Accomplished: 'Compiuto',
  'Accomplished at least one Classified Objective in this Game Round':
    'Ha compiuto almeno un Obiettivo Classificato in questo Round di Gioco',
  'Akial Antenna': 'Antenna Akial',
  'Akial Interference': 'Interferenza Akial',
  'All three Game Rounds are needed: a game that ended by Retreat! before the third cannot score it.':
    'Servono tutti e tre i Round di Gioco: una partita finita per Ritirata! prima del terzo non può ottenerlo.',
  'Antennas Activated': 'Antenne Attivate',
  'Antennas Activated by this player at the end': 'Antenne Attivate da questo giocatore alla fine',
  'As many boxes in own Safe Area as the adversary (at least 1)':
    'Tante casse nella propria Area Sicura quante l’avversario (almeno 1)',
  'As printed, the owner of a Destroyed Prototype scores the 3 OP (and so loses the point for keeping it); the other reading gives them to the opponent. The app uses the printed one unless the referee chooses otherwise.':
    'Come stampato, il proprietario di un Prototipo Distrutto ottiene i 3 PO (e perde così il punto per averlo conservato); l’altra lettura li dà all’avversario. L’app usa quella stampata salvo diversa scelta dell’arbitro.',
  'as printed: the owner scores': 'come stampato: ottiene i punti il proprietario',
  'As the card says, once per game.': 'Come dice la carta, una volta per partita.',
  'At 350 points the printed middle band ends at 274 and the top one starts above 275; the app counts exactly 275 in the middle band (3 OP).':
    'A 350 punti la fascia intermedia stampata finisce a 274 e quella superiore inizia oltre 275; l’app conta esattamente 275 nella fascia intermedia (3 PO).',
  'At least one Classified Objective in each of the three Game Rounds':
    'Almeno un Obiettivo Classificato in ciascuno dei tre Round di Gioco',
  'At least one Classified Objective in every Game Round': 'Almeno un Obiettivo Classificato in ogni Round di Gioco',
  'At the end, the Tracking Beacon is entirely inside the enemy’s half of the table':
    'Alla fine, il Segnalatore di Tracciamento è interamente nella metà del tavolo nemica',
  'At the end: a non-Null trooper of this player in the Zone of Control of the enemy Treasure token, and no non-Null enemy in the Zone of Control of this player’s own Treasure (a Sāchā securing the enemy Treasure needs only the first). Secure HVT or Secure Treasure, never both.':
    'Alla fine: una truppa non Nulla di questo giocatore nella Zona di Controllo del segnalino Tesoro nemico, e nessun nemico non Nullo nella Zona di Controllo del Tesoro di questo giocatore (a un Sāchā che mette in sicurezza il Tesoro nemico basta la prima condizione). Mettere in Sicurezza l’HVT o il Tesoro, mai entrambi.',
  Attacker: 'Attaccante',
  'Attacker and Defender': 'Attaccante e Difensore',
  'Attacker: Dominate the Server Room': 'Attaccante: Dominare la Sala Server',
  'Attacker: Extract the Data Pack': 'Attaccante: Estrarre il Pacchetto Dati',
  'Attacker: Kill at least 40 / 50 / 65 / 75 / 85 / 100 enemy Army Points (150 … 400 points)':
    'Attaccante: Uccidere almeno 40 / 50 / 65 / 75 / 85 / 100 Punti Esercito nemici (150 … 400 punti)',
  'Attacker: that trooper is inside your Deployment Zone, non-Null, at the end':
    'Attaccante: quella truppa è nella tua Zona di Schieramento, non Nulla, alla fine',
  'Attacker: the trooper who Extracted it is not Killed at the end':
    'Attaccante: la truppa che lo ha Estratto non è Uccisa alla fine',
  'Attacker: Unlock the Data Console': 'Attaccante: Sbloccare la Console Dati',
  'Attacker’s Objectives': 'Obiettivi dell’Attaccante',
  'B-Pong': 'B-Pong',
  'Battle Conditions': 'Condizioni di Battaglia',
  Battleground: 'Campo di Battaglia',
  'Carried by a non-Null model of this player not in contact with an enemy model, or lying in this player’s Safe Area unless an enemy Specialist carries it.':
    'Trasportata da un modello non Nullo di questo giocatore non in contatto con un modello nemico, o posata nell’Area Sicura di questo giocatore salvo che la trasporti uno Specialista nemico.',
  CivEvac: 'CivEvac',
  Civilians: 'Civili',
  'Civilians Extracted': 'Civili Estratti',
  'Common Classified Objectives': 'Obiettivi Classificati Comuni',
  'Common Classified Objectives credited': 'Obiettivi Classificati Comuni accreditati',
  'Common Classified Objectives credited at the end': 'Obiettivi Classificati Comuni accreditati alla fine',
  'Commons this player accomplished and still holds at the end, after any Emit Akial Interference cancelled some.':
    'Comuni che questo giocatore ha compiuto e ha ancora alla fine, dopo gli annullamenti di Emettere Interferenza Akial.',
  'Communication Antenna': 'Antenna di Comunicazione',
  'Communication Antennas Activated': 'Antenne di Comunicazione Attivate',
  'Consoles Activated by this player at the end': 'Console Attivate da questo giocatore alla fine',
  'Control at least one Console at the end of each Game Round':
    'Controllare almeno una Console alla fine di ogni Round di Gioco',
  'Control the enemy Beacon at the end of each Game Round':
    'Controllare il Segnalatore nemico alla fine di ogni Round di Gioco',
  'Control the Tracking Beacon at the end of each Game Round':
    'Controllare il Segnalatore di Tracciamento alla fine di ogni Round di Gioco',
  'Controls at least one Console': 'Controlla almeno una Console',
  'Controls the enemy Beacon': 'Controlla il Segnalatore nemico',
  'Controls the Tracking Beacon': 'Controlla il Segnalatore di Tracciamento',
  'Corporate Appropriation': 'Appropriazione Aziendale',
  'Critical Intervention': 'Intervento Critico',
  'Crossing Lines': 'Linee Incrociate',
  Cutthroat: 'Tagliagole',
  'Data Console': 'Console Dati',
  'Dead Zones (ZO)': 'Zone Morte (ZO)',
  'Dead, or in a Null state at the end; enemy Specialists never deployed count; Extracted troopers are never Killed.':
    'Morti, o in uno stato Nullo alla fine; contano gli Specialisti nemici mai schierati; le truppe Estratte non sono mai Uccise.',
  Defender: 'Difensore',
  'Defender: Dominate the Server Room': 'Difensore: Dominare la Sala Server',
  'Defender: Kill at least 75 / 100 / 125 / 150 / 175 / 200 enemy Army Points (150 … 400 points)':
    'Difensore: Uccidere almeno 75 / 100 / 125 / 150 / 175 / 200 Punti Esercito nemici (150 … 400 punti)',
  'Defender: Kill the trooper who Extracted the Data Pack':
    'Difensore: Uccidere la truppa che ha Estratto il Pacchetto Dati',
  'Defender: the Attacker did not Extract the Data Pack': 'Difensore: l’Attaccante non ha Estratto il Pacchetto Dati',
  'Defender: the Attacker did not Unlock the Data Console': 'Difensore: l’Attaccante non ha Sbloccato la Console Dati',
  'Defender’s Objectives': 'Obiettivi del Difensore',
  'Direct Action': 'Azione Diretta',
  'Dominate a Dead Zone at the end of each Game Round': 'Dominare una Zona Morta alla fine di ogni Round di Gioco',
  'Dominate a Zone of Interest at the end of the game (the Special one included)':
    'Dominare una Zona d’Interesse alla fine della partita (compresa quella Speciale)',
  'Dominate both Dead Zones at the end of the game': 'Dominare entrambe le Zone Morte alla fine della partita',
  'Dominate more Quadrants than the adversary at the end of each Game Round':
    'Dominare più Quadranti dell’avversario alla fine di ogni Round di Gioco',
  'Dominate the Launching Tower': 'Dominare la Torre di Lancio',
  'Dominate the Special Zone of Interest at the end of each Game Round':
    'Dominare la Zona d’Interesse Speciale alla fine di ogni Round di Gioco',
  'Dominates both Dead Zones at the end': 'Domina entrambe le Zone Morte alla fine',
  'Dominates more Quadrants than the adversary': 'Domina più Quadranti dell’avversario',
  'Dominates the Dead Zone in Player A’s half': 'Domina la Zona Morta nella metà del Giocatore A',
  'Dominates the Dead Zone in Player B’s half': 'Domina la Zona Morta nella metà del Giocatore B',
  'Dominates the first Zone of Interest at the end': 'Domina la prima Zona d’Interesse alla fine',
  'Dominates the Launching Tower': 'Domina la Torre di Lancio',
  'Dominates the second Zone of Interest at the end': 'Domina la seconda Zona d’Interesse alla fine',
  'Dominates the Server Room': 'Domina la Sala Server',
  'Dominates the Special Zone of Interest': 'Domina la Zona d’Interesse Speciale',
  'Dominates the Special Zone of Interest at the end': 'Domina la Zona d’Interesse Speciale alla fine',
  'Each Activated Console at the end of the game': 'Ogni Console Attivata alla fine della partita',
  'Each Antenna Activated by you at the end of the game': 'Ogni Antenna Attivata da te alla fine della partita',
  'Each Common Classified Objective credited at the end': 'Ogni Obiettivo Classificato Comune accreditato alla fine',
  'Each Communication Antenna Activated by you at the end of the game':
    'Ogni Antenna di Comunicazione Attivata da te alla fine della partita',
  'Each Communication Antenna you Control at the end of the game':
    'Ogni Antenna di Comunicazione che Controlli alla fine della partita',
  'Each Extracted Civilian (4 in the game)': 'Ogni Civile Estratto (4 nella partita)',
  'Each Extracted enemy HVT (2 per player)': 'Ogni HVT nemico Estratto (2 per giocatore)',
  'Each Hacked Console at the end of the game': 'Ogni Console Hackerata alla fine della partita',
  'Each of your three Tactical Objectives, as its card says':
    'Ciascuno dei tuoi tre Obiettivi Tattici, come dice la sua carta',
  'Each Supply Box you Control at the end of the game':
    'Ogni Cassa di Rifornimenti che Controlli alla fine della partita',
  'Enemy HVTs Extracted': 'HVT nemici Estratti',
  'Enemy Prototype Destroyed': 'Prototipo nemico Distrutto',
  'Enemy Specialist Troops Killed': 'Truppe Specialiste nemiche Uccise',
  'Enemy troopers Killed by this player’s Key Ops': 'Truppe nemiche Uccise dal Key Ops di questo giocatore',
  Evacuation: 'Evacuazione',
  'Every enemy trooper that was Lieutenant at any time in the game and is Dead, or in a Null state at the end.':
    'Ogni truppa nemica che è stata Tenente in qualsiasi momento della partita ed è Morta, o in uno stato Nullo alla fine.',
  'Extract Identified Trooper': 'Estrarre la Truppa Identificata',
  'Extracted Army Points': 'Punti Esercito Estratti',
  'Extracted by a Specialist of this player at an Extraction Console (not in Game Round 1).':
    'Estratti da uno Specialista di questo giocatore a una Console di Estrazione (non nel Round di Gioco 1).',
  'Extracted the Data Pack': 'Ha Estratto il Pacchetto Dati',
  Extraction: 'Estrazione',
  'Extraction Consoles': 'Console di Estrazione',
  'For “more Classified Objectives than the adversary” the app counts every credited Common (beyond 6 too) plus the Private.':
    'Per «più Obiettivi Classificati dell’avversario» l’app conta tutti i Comuni accreditati (anche oltre 6) più il Privato.',
  'Four HVTs each': 'Quattro HVT ciascuno',
  'Hack Console': 'Hackerare una Console',
  'Hacked Consoles': 'Console Hackerate',
  Hardlock: 'Hardlock',
  'Has a Dominant Key Ops': 'Ha un Key Ops Dominante',
  'Has a Dominant Key Ops at the end': 'Ha un Key Ops Dominante alla fine',
  'Has an Active Lieutenant': 'Ha un Tenente Attivo',
  'Has the Communication Antenna Activated': 'Ha l’Antenna di Comunicazione Attivata',
  'Has the enemy Prototype Captured': 'Ha il Prototipo nemico Catturato',
  'Has the enemy Prototype Captured at the end': 'Ha il Prototipo nemico Catturato alla fine',
  'Have {band} surviving Army Points ({n} points)': 'Avere {band} Punti Esercito sopravvissuti ({n} punti)',
  'Have a Dominant Key Ops at the end of the game': 'Avere un Key Ops Dominante alla fine della partita',
  'Have an Active Lieutenant at the end of the game': 'Avere un Tenente Attivo alla fine della partita',
  'Have the Communication Antenna Activated at the end of each Game Round':
    'Avere l’Antenna di Comunicazione Attivata alla fine di ogni Round di Gioco',
  'Have the enemy Prototype Captured at the end of the game':
    'Avere il Prototipo nemico Catturato alla fine della partita',
  'ID Scanners': 'Scanner ID',
  'If the game ended early, only a card revealed before the end can score: answer 0 for a card never revealed.':
    'Se la partita è finita in anticipo, può dare punti solo una carta rivelata prima della fine: rispondi 0 per una carta mai rivelata.',
  'Inhibitor Antenna': 'Antenna Inibitrice',
  'Key Ops': 'Key Ops',
  'Kill {band} enemy Army Points ({n} points)': 'Uccidere {band} Punti Esercito nemici ({n} punti)',
  'Kill as many Lieutenants as the adversary, at least 1': 'Uccidere tanti Tenenti quanti l’avversario, almeno 1',
  'Kill more Army Points than the adversary': 'Uccidere più Punti Esercito dell’avversario',
  'Kill more Lieutenants than the adversary': 'Uccidere più Tenenti dell’avversario',
  'Kill more Specialist Troops than the adversary': 'Uccidere più Truppe Specialiste dell’avversario',
  'Kill the enemy Key Ops': 'Uccidere il Key Ops nemico',
  'Kill the enemy Lieutenant': 'Uccidere il Tenente nemico',
  'Kill the same number of Specialist Troops as the adversary (none each included)':
    'Uccidere lo stesso numero di Truppe Specialiste dell’avversario (nessuna per parte compreso)',
  'Killed as many Lieutenants as the adversary (at least 1)': 'Ha Ucciso tanti Tenenti quanti l’avversario (almeno 1)',
  'Killed at least {n} enemy Army Points': 'Ha Ucciso almeno {n} Punti Esercito nemici',
  'Killed more Army Points than the adversary': 'Ha Ucciso più Punti Esercito dell’avversario',
  'Killed more Lieutenants than the adversary': 'Ha Ucciso più Tenenti dell’avversario',
  'Killed more Specialist Troops than the adversary': 'Ha Ucciso più Truppe Specialiste dell’avversario',
  'Killed the enemy Key Ops': 'Ha Ucciso il Key Ops nemico',
  'Killed the enemy Lieutenant': 'Ha Ucciso il Tenente nemico',
  'Killed the same number of Specialist Troops as the adversary':
    'Ha Ucciso lo stesso numero di Truppe Specialiste dell’avversario',
  'Killed the trooper who Extracted the Data Pack': 'Ha Ucciso la truppa che ha Estratto il Pacchetto Dati',
  'Last Launch': 'Ultimo Lancio',
  'Launching Tower (ZO)': 'Torre di Lancio (ZO)',
  'More Activated Consoles than the adversary': 'Più Console Attivate dell’avversario',
  'More Activated Consoles than the adversary at the end of the game':
    'Più Console Attivate dell’avversario alla fine della partita',
  'More boxes in own Safe Area than the adversary': 'Più casse nella propria Area Sicura dell’avversario',
  'More boxes in your own Safe Area than the adversary in theirs':
    'Più casse nella tua Area Sicura di quante l’avversario ne abbia nella sua',
  'More Classified Objectives than the adversary': 'Più Obiettivi Classificati dell’avversario',
  'More Classified Objectives than the adversary (Commons and Private)':
    'Più Obiettivi Classificati dell’avversario (Comuni e Privato)',
  'More Extracted Army Points than the adversary': 'Più Punti Esercito Estratti dell’avversario',
  'More Extracted Specialists than the adversary': 'Più Specialisti Estratti dell’avversario',
  'More Panoply acquisitions than the adversary': 'Più acquisizioni dalle Panoplie dell’avversario',
  'More Tactical Objectives accomplished (at least 1 OP each) than the adversary':
    'Più Obiettivi Tattici compiuti (almeno 1 PO ciascuno) dell’avversario',
  'More Tactical Objectives accomplished than the adversary': 'Più Obiettivi Tattici compiuti dell’avversario',
  'More weapons or items acquired from the Panoplies than the adversary':
    'Più armi o oggetti ottenuti dalle Panoplie dell’avversario',
  'No Classified Objectives': 'Nessun Obiettivo Classificato',
  'none each: the same number, as printed': 'nessuno per parte: lo stesso numero, come stampato',
  'Only the Attacker’s own Unlock and Extraction count, for the Attacker and against the Defender; a Defender who does either scores nothing for it.':
    'Contano solo lo Sblocco e l’Estrazione dell’Attaccante stesso, per l’Attaccante e contro il Difensore; un Difensore che fa l’uno o l’altra non ottiene nulla per questo.',
  'Only this player has a non-Null model (not a Marker) in contact with it.':
    'Solo questo giocatore ha un modello non Nullo (non un Segnalino) in contatto con esso.',
  'OP given by Tactical Objective {n}': 'PO dati dall’Obiettivo Tattico {n}',
  'Opposite corners, Deployment Zones of 24 inches radius (20 at 200 and 250 points, 12 at 150).':
    'Angoli opposti, Zone di Schieramento di 24 pollici di raggio (20 a 200 e 250 punti, 12 a 150).',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment in the Launching Tower.':
    'Lati opposti, Zone di Schieramento profonde 12 pollici (8 a 150 punti); nessuno schieramento nella Torre di Lancio.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment inside the Server Room.':
    'Lati opposti, Zone di Schieramento profonde 12 pollici (8 a 150 punti); nessuno schieramento nella Sala Server.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment within 4 inches of the centre line.':
    'Lati opposti, Zone di Schieramento profonde 12 pollici (8 a 150 punti); nessuno schieramento entro 4 pollici dalla linea centrale.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Beacon or a Console.':
    'Lati opposti, Zone di Schieramento profonde 12 pollici (8 a 150 punti); non in contatto con un Segnalatore o una Console.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Civilian.':
    'Lati opposti, Zone di Schieramento profonde 12 pollici (8 a 150 punti); non in contatto con un Civile.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).':
    'Lati opposti, Zone di Schieramento profonde 12 pollici (8 a 150 punti).',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); no deployment within 4 inches of the centre line.':
    'Lati opposti, Zone di Schieramento profonde 16 pollici (12 a 150 punti); nessuno schieramento entro 4 pollici dalla linea centrale.',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); not in contact with the Tech-Coffin or an Antenna.':
    'Lati opposti, Zone di Schieramento profonde 16 pollici (12 a 150 punti); non in contatto con il Tech-Coffin o un’Antenna.',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points).':
    'Lati opposti, Zone di Schieramento profonde 16 pollici (12 a 150 punti).',
  'Or else Threaten the enemy Key Ops': 'Oppure Minacciare il Key Ops nemico',
  'Own Beacon not Controlled by the enemy at the end': 'Il proprio Segnalatore non Controllato dal nemico alla fine',
  'Own Key Ops Killed more enemy troopers than the enemy Key Ops':
    'Il proprio Key Ops ha Ucciso più truppe nemiche del Key Ops nemico',
  'Own Prototype Destroyed': 'Il proprio Prototipo Distrutto',
  'Own Prototype not Captured by the enemy (and not Destroyed)':
    'Il proprio Prototipo non Catturato dal nemico (e non Distrutto)',
  'Private Classified Objective': 'Obiettivo Classificato Privato',
  'Private Classified Objective (Secure Treasure may replace it)':
    'Obiettivo Classificato Privato (Mettere in Sicurezza il Tesoro può sostituirlo)',
  Prototypes: 'Prototipi',
  Provisioning: 'Approvvigionamento',
  'referee’s reading: the opponent scores': 'lettura dell’arbitro: ottiene i punti l’avversario',
  'Replaced by Secure Treasure, accomplished': 'Sostituito da Mettere in Sicurezza il Tesoro, compiuto',
  'Resilience Operations': 'Operazioni di Resilienza',
  'Safe Areas': 'Aree Sicure',
  'Secure Treasure': 'Mettere in Sicurezza il Tesoro',
  'Secure Treasure accomplished (in place of a Classified card)':
    'Mettere in Sicurezza il Tesoro compiuto (al posto di una carta Classificata)',
  'Secure Treasure can replace only the Private Classified (the Commons are shared cards) and is then worth its 2 OP.':
    'Mettere in Sicurezza il Tesoro può sostituire solo il Classificato Privato (i Comuni sono carte condivise) e vale allora i suoi 2 PO.',
  'Secure Treasure Classified Objective': 'Obiettivo Classificato Mettere in Sicurezza il Tesoro',
  'Secure Treasure may replace one Classified Objective (Secure HVT or Secure Treasure, not both)':
    'Mettere in Sicurezza il Tesoro può sostituire un Obiettivo Classificato (l’HVT o il Tesoro, non entrambi)',
  'Server Room (ZO)': 'Sala Server (ZO)',
  'Special Zone of Interest': 'Zona d’Interesse Speciale',
  'Specialists Extracted': 'Specialisti Estratti',
  Superiority: 'Superiorità',
  'Supply Boxes Controlled at the end': 'Casse di Rifornimenti Controllate alla fine',
  'Supply Boxes in own Safe Area': 'Casse di Rifornimenti nella propria Area Sicura',
  'Tactical Elements': 'Elementi Tattici',
  'Tactical Objective {n}': 'Obiettivo Tattico {n}',
  'Tactical Objectives': 'Obiettivi Tattici',
  'That trooper is inside the Attacker’s Deployment Zone, non-Null':
    'Quella truppa è nella Zona di Schieramento dell’Attaccante, non Nulla',
  'The adversary Controls no box in their own Safe Area':
    'L’avversario non Controlla alcuna cassa nella propria Area Sicura',
  'The Attacker (the player with the first Player Turn)':
    'L’Attaccante (il giocatore con il primo Turno del Giocatore)',
  'The Attacker did not Extract the Data Pack': 'L’Attaccante non ha Estratto il Pacchetto Dati',
  'The Attacker did not Unlock the Data Console': 'L’Attaccante non ha Sbloccato la Console Dati',
  'The Attacker Extracted the Data Pack': 'L’Attaccante ha Estratto il Pacchetto Dati',
  'The Attacker Unlocked the Data Console': 'L’Attaccante ha Sbloccato la Console Dati',
  'The Beacon at the opponent’s Deployment Zone: only this player has non-Null models in contact (a carrier is in contact).':
    'Il Segnalatore presso la Zona di Schieramento avversaria: solo questo giocatore ha modelli non Nulli in contatto (chi lo trasporta è in contatto).',
  'The cost of this player’s troopers Extracted at the ID Checker, plus 20 for each Extracted trooper with Baggage.':
    'Il costo delle truppe di questo giocatore Estratte al Verificatore ID, più 20 per ogni truppa Estratta con Bagaglio.',
  'the Dead Zone in Player A’s half': 'la Zona Morta nella metà del Giocatore A',
  'the Dead Zone in Player B’s half': 'la Zona Morta nella metà del Giocatore B',
  'The extractor is inside own Deployment Zone, non-Null':
    'L’estrattore è nella propria Zona di Schieramento, non Nullo',
  'The extractor is not Killed': 'L’estrattore non è Ucciso',
  'the first Zone of Interest': 'la prima Zona d’Interesse',
  'The first Zone of Interest': 'La prima Zona d’Interesse',
  'the game ended before the third Game Round': 'la partita è finita prima del terzo Round di Gioco',
  'The half holding the opponent’s Deployment Zone; a Beacon touching the centre line is in neither half.':
    'La metà che contiene la Zona di Schieramento avversaria; un Segnalatore che tocca la linea centrale non è in nessuna metà.',
  'the Launching Tower': 'la Torre di Lancio',
  'The Lieutenant is in no Null state, not Isolated and not Immobilized.':
    'Il Tenente non è in alcuno stato Nullo, né Isolato né Immobilizzato.',
  'The model the opponent named Key Ops at the end of deployment is Dead, or in a Null state at the end of the game.':
    'Il modello che l’avversario ha nominato Key Ops alla fine dello schieramento è Morto, o in uno stato Nullo alla fine della partita.',
  'The opponent’s HVTs this player Extracted; a player’s own HVTs score nothing.':
    'Gli HVT dell’avversario che questo giocatore ha Estratto; i propri HVT non danno punti.',
  'The owner of the Destroyed Prototype (as printed)': 'Il proprietario del Prototipo Distrutto (come stampato)',
  'The owner’s opponent (read as a misprint)': 'L’avversario del proprietario (letto come refuso)',
  'The same number in your Safe Area as the adversary in theirs, at least 1':
    'Lo stesso numero nella tua Area Sicura dell’avversario nella sua, almeno 1',
  'The scenario does not say which Lieutenant counts when the role changes hands: the referee answers yes or no.':
    'Lo scenario non dice quale Tenente conta quando il ruolo cambia di mano: l’arbitro risponde sì o no.',
  'the second Zone of Interest': 'la seconda Zona d’Interesse',
  'The second Zone of Interest': 'La seconda Zona d’Interesse',
  'the Server Room': 'la Sala Server',
  'The Server Room': 'La Sala Server',
  'the Special Zone of Interest': 'la Zona d’Interesse Speciale',
  'The Special Zone of Interest': 'La Zona d’Interesse Speciale',
  'The Tracking Beacon entirely inside the enemy’s half at the end of the game':
    'Il Segnalatore di Tracciamento interamente nella metà nemica alla fine della partita',
  'The trooper who Extracted the Data Pack is Killed at the end':
    'La truppa che ha Estratto il Pacchetto Dati è Uccisa alla fine',
  'This player made the last Activation of the Antenna.':
    'Questo giocatore ha fatto l’ultima Attivazione dell’Antenna.',
  'This player’s Key Ops is non-Null inside a Quadrant this player Dominates.':
    'Il Key Ops di questo giocatore è non Nullo in un Quadrante che questo giocatore Domina.',
  'This player’s own Prototype was Destroyed': 'Il Prototipo di questo giocatore è stato Distrutto',
  'Threatens the enemy Key Ops': 'Minaccia il Key Ops nemico',
  'Tracking Beacon': 'Segnalatore di Tracciamento',
  'Tracking Beacon entirely inside the enemy’s half': 'Segnalatore di Tracciamento interamente nella metà nemica',
  'Two HVTs each': 'Due HVT ciascuno',
  'Unlocked the Data Console': 'Ha Sbloccato la Console Dati',
  'up to 3 each': 'fino a 3 ciascuno',
  'Uplink Center': 'Centro di Collegamento',
  'When neither player Killed a Specialist, none each is the same number: both score 1 (the objective, unlike others, does not ask for at least one).':
    'Se nessun giocatore ha Ucciso uno Specialista, nessuno per parte è lo stesso numero: entrambi ottengono 1 (questo obiettivo, a differenza di altri, non chiede almeno uno).',
  'Who scores “your Prototype is Destroyed”': 'Chi ottiene «il tuo Prototipo è Distrutto»',
  'With two HVTs each, some possibly already Extracted, the rule does not say which HVTs count: the referee answers yes or no.':
    'Con due HVT ciascuno, alcuni forse già Estratti, la regola non dice quali HVT contano: l’arbitro risponde sì o no.',
  'Your Key Ops Kills more enemy troopers than the enemy Key Ops':
    'Il tuo Key Ops Uccide più truppe nemiche del Key Ops nemico',
  'Your own Beacon not Controlled by the enemy at the end of the game':
    'Il tuo Segnalatore non Controllato dal nemico alla fine della partita',
  'Your own Prototype not Captured by the enemy (only if not Destroyed)':
    'Il tuo Prototipo non Catturato dal nemico (solo se non Distrutto)',
  'Your Prototype is Destroyed (as printed; the referee may read it as the enemy Prototype)':
    'Il tuo Prototipo è Distrutto (come stampato; l’arbitro può leggerlo come il Prototipo nemico)',
  'Zone of Interest': 'Zona d’Interesse',
  'Zones of Interest (ZO)': 'Zone d’Interesse (ZO)',
};
