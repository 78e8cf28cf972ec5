/**
 * French texts of the ITS Season 11 scenarios: each key is the exact English text the scenario
 * engine produces (names, deployments, special rules, wizard questions and their help, score
 * guides, breakdown lines, rule citations split on " · "). Game terms as in the official French
 * Infinity and ITS rules: Points d’Objectif (PO), Points de Victoire (PV), Points d’Armée,
 * Objectifs Classifiés, Zone de Déploiement, Zone de Contrôle, Zone d’Opérations (ZO), Nul,
 * Tué, Lieutenant, Spécialiste, Officier de Liaison, Round de Jeu, Tour de Joueur, Retraite !
 */
export const fr: Readonly<Record<string, string>> = {
  // Scenario names
  Acquisition: 'Acquisition',
  Annihilation: 'Anéantissement',
  Biotechvore: 'Biotechvore',
  'Capture and Protect': 'Capture et Protection',
  Countermeasures: 'Contre-mesures',
  Decapitation: 'Décapitation',
  Firefight: 'Fusillade',
  Frontline: 'Ligne de Front',
  'Highly Classified': 'Hautement Classifié',
  'Hunting Party': 'Partie de Chasse',
  'Looting and Sabotaging': 'Pillage et Sabotage',
  'Power Pack': 'Power Pack',
  'Quadrant Control': 'Contrôle de Quadrants',
  'Safe Area': 'Zone Sûre',
  'Show of Force': 'Démonstration de Force',
  Supplies: 'Ravitaillement',
  Supremacy: 'Suprématie',
  'The Armory': 'L’Armurerie',
  'Transmission Matrix': 'Matrice de Transmission',
  Unmasking: 'Démasquage',

  // Deployment
  'Opposite sides, Deployment Zones 16 inches deep; not in base contact with the Tech-Coffin or an Antenna.':
    'Bords opposés, Zones de Déploiement de 16 pouces de profondeur ; pas en contact socle à socle avec le Tech-Coffin ou une Antenne.',
  'Opposite sides, standard Deployment Zones 12 inches deep.':
    'Bords opposés, Zones de Déploiement standard de 12 pouces de profondeur.',
  'Opposite sides, Deployment Zones 8 inches deep. Confused Deployment: deploying outside the zone with a Special Skill needs a PH-3 roll, or the trooper deploys inside its zone.':
    'Bords opposés, Zones de Déploiement de 8 pouces de profondeur. Déploiement Confus : se déployer hors de la zone grâce à une Compétence Spéciale exige un jet de PH-3, sinon la troupe se déploie dans sa zone.',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Beacon.':
    'Bords opposés, Zones de Déploiement standard de 12 pouces de profondeur ; pas en contact socle à socle avec une Balise.',
  'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted); not in base contact with an HVT.':
    'Bords opposés, Zones de Déploiement standard de 12 pouces de profondeur. Zone d’Exclusion : aucun déploiement par Déploiement Aéroporté, Avancé ou Mécanisé, Infiltration ou Usurpation d’Identité à moins de 8 pouces de la ligne centrale (sauf Dispersion) ; pas en contact socle à socle avec une HVT.',
  'Opposite sides, Deployment Zones 16 inches deep.': 'Bords opposés, Zones de Déploiement de 16 pouces de profondeur.',
  'Opposite sides, Deployment Zones 16 inches deep. The whole table is a Designated Landing Area.':
    'Bords opposés, Zones de Déploiement de 16 pouces de profondeur. Toute la table est une Zone d’Atterrissage Désignée.',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with an AC2 or a Panoply.':
    'Bords opposés, Zones de Déploiement standard de 12 pouces de profondeur ; pas en contact socle à socle avec un AC2 ou une Panoplie.',
  'Opposite sides, two 12 × 16 inch Deployment Zones per player at the table edges (16 × 20 with Forward Deployment L1, own half with L2); not in base contact with a Console or an Antenna.':
    'Bords opposés, deux Zones de Déploiement de 12 × 16 pouces par joueur aux bords de la table (16 × 20 avec Déploiement Avancé N1, sa propre moitié avec N2) ; pas en contact socle à socle avec une Console ou une Antenne.',
  'Opposite sides, standard Deployment Zones 12 inches deep. TAGs may deploy as with Forward Deployment L1 (Armored Vanguard).':
    'Bords opposés, Zones de Déploiement standard de 12 pouces de profondeur. Les TAG peuvent se déployer comme avec Déploiement Avancé N1 (Avant-garde Blindée).',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Tech-Coffin.':
    'Bords opposés, Zones de Déploiement standard de 12 pouces de profondeur ; pas en contact socle à socle avec un Tech-Coffin.',
  'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted).':
    'Bords opposés, Zones de Déploiement standard de 12 pouces de profondeur. Zone d’Exclusion : aucun déploiement par Déploiement Aéroporté, Avancé ou Mécanisé, Infiltration ou Usurpation d’Identité à moins de 8 pouces de la ligne centrale (sauf Dispersion).',

  // Special rules
  'Communication Antennas': 'Antennes de Communication',
  'Control Communication Antennas': 'Contrôler les Antennes de Communication',
  'Tech-Coffin': 'Tech-Coffin',
  'Control Tech-Coffin': 'Contrôler le Tech-Coffin',
  'Specialist Troops': 'Troupes Spécialistes',
  'Engineer and Hacker Bonus': 'Bonus d’Ingénieur et de Hacker',
  DataTracker: 'DataTracker',
  'Liaison Officer': 'Officier de Liaison',
  Killing: 'Élimination',
  'No Quarter': 'Sans Quartier',
  'HVT and Classified Deck Not Used': 'HVT et Paquet Classifié non utilisés',
  'Confused Deployment': 'Déploiement Confus',
  'Biotechvore Area': 'Zone Biotechvore',
  'INTELCOM Card (Counterespionage)': 'Carte INTELCOM (Contre-espionnage)',
  Beacons: 'Balises',
  'Pick Up Beacon': 'Ramasser une Balise',
  'Captured Enemy Beacon': 'Balise Ennemie Capturée',
  'HVT Not Used': 'HVT non utilisée',
  'INTELCOM Card (Provisions)': 'Carte INTELCOM (Provisions)',
  'Exclusion Zone': 'Zone d’Exclusion',
  'Classified Objectives (Current Mission Objectives)': 'Objectifs Classifiés (Objectifs de la Mission en Cours)',
  'DataTracker Special Order': 'Ordre Spécial du DataTracker',
  'Multiple HVTs': 'HVT Multiples',
  'Secure the HVT Not Used': 'Sécuriser la HVT non utilisé',
  'Extreme Mode': 'Mode Extrême',
  'Reinforced Tactical Link': 'Liaison Tactique Renforcée',
  'Designated Target': 'Cible Désignée',
  'Classified Deck Not Used': 'Paquet Classifié non utilisé',
  'Concilium Watch': 'Surveillance du Concilium',
  'Designated Landing Area': 'Zone d’Atterrissage Désignée',
  Panoplies: 'Les Panoplies',
  'Sectors (ZO)': 'Secteurs (ZO)',
  'Dominate ZO': 'Dominer une ZO',
  'INTELCOM Card (Support and Control)': 'Carte INTELCOM (Soutien et Contrôle)',
  'Main Classified Objectives': 'Objectifs Classifiés Principaux',
  'Secondary Classified Objective': 'Objectif Classifié Secondaire',
  'Secure HVT': 'Sécuriser la HVT',
  'High Difficulty Mode': 'Mode Haute Difficulté',
  Antennas: 'Antennes',
  'Connect Antenna': 'Connecter une Antenne',
  'Hunt Down Objectives': 'Objectifs de Traque',
  'Hunting Mission': 'Mission de Chasse',
  'The AC2s': 'Les AC2',
  'Damage and Destroy the AC2s': 'Endommager et Détruire les AC2',
  'Armored Fury': 'Fureur Blindée',
  'Use the Panoplies': 'Utiliser les Panoplies',
  'Saturation Zone': 'Zone de Saturation',
  'Activate Antenna': 'Activer une Antenne',
  'Overload Prevention System': 'Système Anti-Surcharge',
  Consoles: 'Les Consoles',
  'Control the Consoles': 'Contrôler les Consoles',
  'Chain of Command Bonus': 'Bonus de Chaîne de Commandement',
  'Quadrants (ZO)': 'Les Quadrants (ZO)',
  'Dominant DataTracker': 'DataTracker Dominant',
  'Sections (ZO)': 'Les Sections (ZO)',
  'Control Consoles': 'Contrôler les Consoles',
  'INTELCOM Card (Support and Control / Interference)': 'Carte INTELCOM (Soutien et Contrôle / Interférence)',
  'Transmission Antenna': 'Antenne de Transmission',
  'Control the Transmission Antenna': 'Contrôler l’Antenne de Transmission',
  'Armored Vanguard': 'Avant-garde Blindée',
  'Tech-Coffins': 'Tech-Coffins',
  'Supply Boxes': 'Boîtes de Ravitaillement',
  'Doctor and Paramedic Bonus': 'Bonus de Médecin et d’Infirmier',
  'Hack Consoles': 'Hacker les Consoles',
  'Hacker Bonus': 'Bonus de Hacker',
  'The Armory (ZO)': 'L’Armurerie (ZO)',
  'Transmission Areas (ZO)': 'Zones de Transmission (ZO)',
  Subterfuge: 'Le Subterfuge',

  // Rule citations (segments between " · ")
  'Activate Communication Antenna': 'Activer une Antenne de Communication',
  'Control the Communication Antenna': 'Contrôler l’Antenne de Communication',
  'Control the Tech-Coffin': 'Contrôler le Tech-Coffin',
  'Main Objectives': 'Objectifs Principaux',
  'Classified Objectives': 'Objectifs Classifiés',
  'Secure HVT Classified Objective': 'Objectif Classifié Sécuriser la HVT',
  'HVT Model': 'Figurine HVT',
  'Keeping Score (Victory Points)': 'Décompte des points (Points de Victoire)',
  'End of the Mission': 'Fin de la Mission',
  'INTELCOM Card': 'Carte INTELCOM',
  'Secondary Objectives': 'Objectifs Secondaires',
  'Controlling the Consoles': 'Contrôler les Consoles',
  'INTELCOM Card (Interference)': 'Carte INTELCOM (Interférence)',
  'Controlling the Supply Boxes': 'Contrôler les Boîtes de Ravitaillement',
  'Activate Console': 'Activer une Console',
  'Objective Points: maximum of 10': 'Points d’Objectif : maximum de 10',

  // Wizard questions
  'Communication Antennas Activated by this player': 'Antennes de Communication Activées par ce joueur',
  'Communication Antennas Controlled': 'Antennes de Communication Contrôlées',
  'Controls the Tech-Coffin': 'Contrôle le Tech-Coffin',
  'The DataTracker is one of the models Controlling the Tech-Coffin':
    'Le DataTracker est l’une des figurines qui Contrôlent le Tech-Coffin',
  'The Liaison Officer is one of the models Controlling the Tech-Coffin':
    'L’Officier de Liaison est l’une des figurines qui Contrôlent le Tech-Coffin',
  'Classified Objectives accomplished': 'Objectifs Classifiés accomplis',
  'Secure HVT accomplished (in place of a Classified card)':
    'Sécuriser la HVT accompli (à la place d’une carte Classifiée)',
  'Harmed a Neutral HVT': 'A blessé une HVT Neutre',
  'Liaison Officer bonus earned': 'Bonus d’Officier de Liaison obtenu',
  'Surviving Army Points (Victory Points)': 'Points d’Armée survivants (Points de Victoire)',
  'How the game ended': 'Comment la partie s’est terminée',
  'Game Round in which the game ended': 'Round de Jeu où la partie s’est terminée',
  'Player who played the first Player Turn of each Game Round':
    'Joueur qui a joué le premier Tour de Joueur de chaque Round de Jeu',
  'The game ended at the end of this player’s turn': 'La partie s’est terminée à la fin du tour de ce joueur',
  'Referee’s ruling: both players harmed a Neutral HVT':
    'Décision de l’arbitre : les deux joueurs ont blessé une HVT Neutre',
  'Enemy Army Points Killed on the table': 'Points d’Armée ennemis Tués sur la table',
  'Army Points of this player’s troopers never deployed': 'Points d’Armée des troupes de ce joueur jamais déployées',
  'Killed the enemy DataTracker': 'A Tué le DataTracker ennemi',
  'Classifieds of this player cancelled by Counterespionage': 'Classifiés de ce joueur annulés par Contre-espionnage',
  'Has Captured the enemy Beacon': 'A Capturé la Balise ennemie',
  'The DataTracker has Captured the enemy Beacon': 'Le DataTracker a Capturé la Balise ennemie',
  'The Captured enemy Beacon is inside this player’s Deployment Zone':
    'La Balise ennemie Capturée est dans la Zone de Déploiement de ce joueur',
  'Accomplished Classifieds bearing the Provisions symbol': 'Classifiés accomplis portant le symbole Provisions',
  'Current Mission Objectives accomplished': 'Objectifs de la Mission en Cours accomplis',
  'The DataTracker accomplished at least one of them': 'Le DataTracker en a accompli au moins un',
  'Enemy Lieutenants Killed': 'Lieutenants ennemis Tués',
  'Killed the enemy Designated Target': 'A Tué la Cible Désignée ennemie',
  'The DataTracker Killed the Designated Target': 'Le DataTracker a Tué la Cible Désignée',
  'Concilium Watch bonus earned': 'Bonus de Surveillance du Concilium obtenu',
  'Enemy Specialist Troops Killed on the table': 'Troupes Spécialistes ennemies Tuées sur la table',
  'Specialist Troops of this player never deployed': 'Troupes Spécialistes de ce joueur jamais déployées',
  'Weapons or items acquired from the Panoplies': 'Armes ou pièces d’équipement obtenues des Panoplies',
  'The Liaison Officer is inside the central Sector, non-Null':
    'L’Officier de Liaison est dans le Secteur central, non Nul',
  'Use of the Classified card': 'Usage de la carte Classifiée',
  'INTELCOM card value': 'Valeur de la carte INTELCOM',
  'Zone of Operations reinforced by the card': 'Zone d’Opérations renforcée par la carte',
  'A non-Null trooper of this player is inside that zone': 'Une troupe non Nulle de ce joueur est dans cette zone',
  'Main Classified Objectives accomplished': 'Objectifs Classifiés Principaux accomplis',
  'Antennas Connected by this player': 'Antennes Connectées par ce joueur',
  'Enemy Specialist Troops Hunted Down on the table': 'Troupes Spécialistes ennemies Traquées sur la table',
  'Enemy Lieutenants Hunted Down on the table': 'Lieutenants ennemis Traqués sur la table',
  'Lieutenants of this player never deployed': 'Lieutenants de ce joueur jamais déployés',
  'State of this player’s own AC2 at the end': 'État de l’AC2 de ce joueur à la fin',
  'Antennas Activated by this player': 'Antennes Activées par ce joueur',
  'Controls the enemy Console': 'Contrôle la Console ennemie',
  'Quadrant of the non-Null DataTracker': 'Quadrant du DataTracker non Nul',
  'Section of the non-Null Liaison Officer': 'Section de l’Officier de Liaison non Nul',
  'Consoles Controlled (before any INTELCOM)': 'Consoles Contrôlées (avant toute INTELCOM)',
  'Interference removed an enemy Console Control': 'L’Interférence a retiré le Contrôle d’une Console à l’ennemi',
  'Controls the Transmission Antenna': 'Contrôle l’Antenne de Transmission',
  'A TAG (or Pilot, Remote Pilot, Operator, Heavyweight) is one of the models Controlling it':
    'Un TAG (ou Pilote, Pilote à Distance, Opérateur, Poids Lourd) est l’une des figurines qui la Contrôlent',
  'The DataTracker is one of the models Controlling it': 'Le DataTracker est l’une des figurines qui la Contrôlent',
  'Supply Boxes Controlled': 'Boîtes de Ravitaillement Contrôlées',
  'Consoles Hacked by this player': 'Consoles Hackées par ce joueur',
  'Killed the enemy Designated Target after it was Revealed': 'A Tué la Cible Désignée ennemie après sa Révélation',
  'The DataTracker Killed it': 'Le DataTracker l’a Tuée',
  'Revealed enemy Target Decoys Killed': 'Leurres ennemis Révélés Tués',
  'Consoles Activated by this player': 'Consoles Activées par ce joueur',
  'This player’s own Designated Target was Killed while still Neutral (before it was Revealed)':
    'La Cible Désignée de ce joueur a été Tuée encore Neutre (avant sa Révélation)',
  'This player’s own DataTracker was Killed': 'Le DataTracker de ce joueur a été Tué',

  // Answer options
  'At the end of the third Game Round': 'À la fin du troisième Round de Jeu',
  'Early, by Retreat!': 'Plus tôt, par Retraite !',
  'Player A': 'Joueur A',
  'Player B': 'Joueur B',
  'Not ruled yet': 'Pas encore décidé',
  'Both lose the scenario; nobody gains the 2 OP': 'Les deux perdent le scénario ; personne ne gagne les 2 PO',
  'Both lose the scenario; each gains the 2 OP': 'Les deux perdent le scénario ; chacun gagne les 2 PO',
  'Only Player A’s harm counts (Player B gains the 2 OP)':
    'Seule compte la blessure causée par Joueur A (Joueur B gagne les 2 PO)',
  'Only Player B’s harm counts (Player A gains the 2 OP)':
    'Seule compte la blessure causée par Joueur B (Joueur A gagne les 2 PO)',
  'Kept as the Classified Objective': 'Gardée comme Objectif Classifié',
  'INTELCOM: Support and Control': 'INTELCOM : Soutien et Contrôle',
  'INTELCOM: Interference': 'INTELCOM : Interférence',
  'The Sector nearest Deployment Zone A': 'le Secteur le plus proche de la Zone de Déploiement A',
  'The central Sector': 'le Secteur central',
  'The Sector nearest Deployment Zone B': 'le Secteur le plus proche de la Zone de Déploiement B',
  'Not accomplished': 'Non accompli',
  'Accomplished (the card drawn)': 'Accompli (la carte tirée)',
  'Accomplished as Secure HVT (which replaced the Secondary)':
    'Accompli comme Sécuriser la HVT (qui a remplacé le Secondaire)',
  'Undamaged (STR 3)': 'Intact (STR 3)',
  'STR 2 left': 'STR 2 restante',
  'STR 1 left': 'STR 1 restante',
  'STR 0 left': 'STR 0 restante',
  'Destroyed (STR below 0)': 'Détruit (STR sous 0)',
  'Quadrant 1': 'le Quadrant 1',
  'Quadrant 2': 'le Quadrant 2',
  'Quadrant 3': 'le Quadrant 3',
  'Quadrant 4': 'le Quadrant 4',
  'None (Null, or in no Quadrant)': 'Aucun (Nul, ou dans aucun Quadrant)',
  'None (Null, or outside every Section)': 'Aucune (Nul, ou hors de toute Section)',
  'Section 1': 'la Section 1',
  'Section 2': 'la Section 2',
  'Section 3': 'la Section 3',
  'Section 4': 'la Section 4',

  // Zones of Operations and tiers, as placed inside other texts
  'the Sector nearest Deployment Zone A': 'le Secteur le plus proche de la Zone de Déploiement A',
  'the Sector nearest Deployment Zone B': 'le Secteur le plus proche de la Zone de Déploiement B',
  'the central Sector': 'le Secteur central',
  'the Armory': 'l’Armurerie',
  'the central Transmission Area': 'la Zone de Transmission centrale',
  'the Transmission Area on A’s half, left (seen from A)':
    'la Zone de Transmission de la moitié de A, à gauche (vu depuis A)',
  'the Transmission Area on A’s half, right (seen from A)':
    'la Zone de Transmission de la moitié de A, à droite (vu depuis A)',
  'the Transmission Area on B’s half, left (seen from A)':
    'la Zone de Transmission de la moitié de B, à gauche (vu depuis A)',
  'the Transmission Area on B’s half, right (seen from A)':
    'la Zone de Transmission de la moitié de B, à droite (vu depuis A)',
  low: 'Low',
  mid: 'Mid',
  top: 'Top',

  // Texts with numbers or other texts inside (templates)
  'Army Points inside {zone}': 'Points d’Armée dans {zone}',
  'Round {n}: {label}': 'Round {n} : {label}',
  '{a} vs {b}': '{a} contre {b}',
  '{noun}: {a} vs {b}': '{noun} : {a} contre {b}',
  '{a} vs {b} (never-deployed Specialists included)': '{a} contre {b} (Spécialistes jamais déployés inclus)',
  'after Counterespionage: {a} vs {b}': 'après Contre-espionnage : {a} contre {b}',
  '{n} of {m}': '{n} sur {m}',
  '{n} of {m} (one is Secure HVT)': '{n} sur {m} (dont un par Sécuriser la HVT)',
  '{n} of {m}; the card was used as INTELCOM': '{n} sur {m} ; la carte a servi de carte INTELCOM',
  '{n} cancelled': '{n} annulé(s)',
  '{n} accomplished': '{n} accompli(s)',
  '{n} Hacked': '{n} Hackée(s)',
  '{n} OP scored, 10 kept': '{n} PO marqués, 10 gardés',
  '{n} OP earned, {m} kept (maximum of 10)': '{n} PO obtenus, {m} gardés (maximum de 10)',
  '{n} killed, {tier} tier': '{n} pts tués, {tier}-Tier',
  '{n} killed ({m} never deployed), {tier} tier': '{n} pts tués (dont {m} jamais déployés), {tier}-Tier',
  '{n} surviving, {tier} tier': '{n} pts survivants, {tier}-Tier',
  'between {a} and {b}': 'entre {a} et {b}',
  'more than {n}': 'plus de {n}',
  'Kill {band} enemy Army Points ({tier} tier)': 'Tuer {band} Points d’Armée ennemis ({tier}-Tier)',
  'Have {band} surviving Army Points ({tier} tier)': 'Avoir {band} Points d’Armée survivants ({tier}-Tier)',
  'STR {n}': 'STR restante : {n}',
  'DataTracker in Quadrant {n}': 'DataTracker dans le Quadrant {n}',
  'Liaison Officer in Section {n}': 'Officier de Liaison dans la Section {n}',
  'INTELCOM Support and Control: +{n} Army Points in {zone}':
    'INTELCOM Soutien et Contrôle : +{n} Points d’Armée dans {zone}',
  'INTELCOM Support and Control had no effect (no non-Null trooper in {zone})':
    'INTELCOM Soutien et Contrôle sans effet (aucune troupe non Nulle dans {zone})',
  'The game ended by Retreat! in Game Round {n}, after {player}’s turn, {when}':
    'La partie s’est terminée par Retraite ! au Round de Jeu {n}, après le tour du {player}, {when}',
  'so the Game Round ended': 'le Round de Jeu s’est donc terminé',
  'before the Game Round ended': 'avant la fin du Round de Jeu',
  'Classified cards drawn from the deck that this player accomplished (the scenario gives {n}).':
    'Cartes Classifiées tirées du paquet que ce joueur a accomplies (le scénario en donne {n}).',
  'Each Classified Objective accomplished ({n} per player)': 'Chaque Objectif Classifié accompli ({n} par joueur)',
  '{n} each': '{n} chacun',
  '−{n} per cancelled Classified': '−{n} par Classifié annulé',

  // Help under the wizard questions
  'At the end of the game, Antennas whose last Activation was this player’s.':
    'À la fin de la partie, les Antennes dont la dernière Activation est celle de ce joueur.',
  'At the end of the game, Antennas whose last Activation was this player’s (never more than 2).':
    'À la fin de la partie, les Antennes dont la dernière Activation est celle de ce joueur (jamais plus de 2).',
  'At the end of the game, Antennas whose last Connection was this player’s.':
    'À la fin de la partie, les Antennes dont la dernière Connexion est celle de ce joueur.',
  'At the end of the game, Consoles whose last Activation was this player’s.':
    'À la fin de la partie, les Consoles dont la dernière Activation est celle de ce joueur.',
  'Only this player has a non-Null model (not a Marker) in base contact.':
    'Seul ce joueur a une figurine non Nulle (pas un Marqueur) en contact socle à socle.',
  'Only this player has a non-Null model (not a Marker) in base contact with the enemy Beacon (or carrying it).':
    'Seul ce joueur a une figurine non Nulle (pas un Marqueur) en contact socle à socle avec la Balise ennemie (ou la portant).',
  'Only this player has a non-Null Specialist model (not a Marker) in base contact; any non-Null enemy trooper in contact prevents it.':
    'Seul ce joueur a une figurine Spécialiste non Nulle (pas un Marqueur) en contact socle à socle ; toute troupe ennemie non Nulle en contact l’empêche.',
  'The Console in the opponent’s half: only this player has a non-Null model (not a Marker) in base contact.':
    'La Console de la moitié adverse : seul ce joueur a une figurine non Nulle (pas un Marqueur) en contact socle à socle.',
  'At the end: a non-Null trooper of this player in the enemy HVT’s Zone of Control, and no non-Null enemy in the Zone of Control of this player’s own HVT.':
    'À la fin : une troupe non Nulle de ce joueur dans la Zone de Contrôle de la HVT ennemie, et aucun ennemi non Nul dans la Zone de Contrôle de la HVT de ce joueur.',
  'This player left an HVT (either side’s) in a Null state during the game.':
    'Ce joueur a laissé une HVT (de l’un ou l’autre camp) dans un état Nul pendant la partie.',
  'This player left an HVT that was still Neutral (not yet Revealed) in a Null state during the game.':
    'Ce joueur a laissé une HVT encore Neutre (pas encore Révélée) dans un état Nul pendant la partie.',
  'At the end of the game the Liaison Officer was non-Null, wholly outside its own Deployment Zone, and passed its WIP+3 roll (repeated with Command Tokens if needed).':
    'À la fin de la partie, l’Officier de Liaison était non Nul, entièrement hors de sa propre Zone de Déploiement, et a réussi son jet de VOL+3 (relancé avec des Jetons de Commandement si besoin).',
  'Cost of this player’s troopers on the table in a non-Null state at the end, plus any that left the table through the widest side of their Deployment Zone while in Retreat!; Baggage adds its extra points only when non-Null.':
    'Coût des troupes de ce joueur sur la table dans un état non Nul à la fin, plus celles qui ont quitté la table par le plus grand côté de leur Zone de Déploiement en Retraite ! ; Bagages n’ajoute ses points supplémentaires que si la troupe est non Nulle.',
  'The turn order chosen at the Initiative holds for every Game Round (N4 · Game Sequence).':
    'L’ordre des tours choisi à l’Initiative vaut pour chaque Round de Jeu (N4 · Séquence de Jeu).',
  'The turn of the player who started it in Retreat!, or who lost or evacuated every trooper (N3 · Retreat!).':
    'Le tour du joueur qui l’a commencé en Retraite !, ou qui a perdu ou évacué toutes ses troupes (N3 · Retraite !).',
  'The HVT rules say what happens when one player harms a Neutral HVT, not when both do: the referee decides.':
    'Les règles de la HVT disent ce qui se passe quand un joueur blesse une HVT Neutre, pas quand les deux le font : l’arbitre décide.',
  'Cost of the enemy troopers that are Dead, or in a Null state at the end of the game (Baggage adds nothing to a Null trooper). Enemy troopers never deployed are counted separately.':
    'Coût des troupes ennemies Mortes, ou dans un état Nul à la fin de la partie (Bagages n’ajoute rien à une troupe Nulle). Les troupes ennemies jamais déployées sont comptées à part.',
  'Cost of the enemy troopers that are Dead, or in a Null state at the end of the game (Baggage adds nothing to a Null trooper). Enemy troopers never deployed are counted separately. Troopers still inside a Biotechvore Area at the end of the third Game Round are Killed.':
    'Coût des troupes ennemies Mortes, ou dans un état Nul à la fin de la partie (Bagages n’ajoute rien à une troupe Nulle). Les troupes ennemies jamais déployées sont comptées à part. Les troupes encore dans une Zone Biotechvore à la fin du troisième Round de Jeu sont Tuées.',
  'Troopers of this player still off the table at the end of the game; they count as Killed by the opponent.':
    'Troupes de ce joueur encore hors de la table à la fin de la partie ; elles comptent comme Tuées par l’adversaire.',
  'They count as Killed by the opponent.': 'Elles comptent comme Tuées par l’adversaire.',
  'They count as Hunted Down by the opponent.': 'Elles comptent comme Traquées par l’adversaire.',
  'How many of this player’s accomplished Classified cards the opponent’s Classifieds cancelled (read the symbols on the cards).':
    'Combien de cartes Classifiées accomplies de ce joueur les Classifiés de l’adversaire ont annulées (lisez les symboles des cartes).',
  'Read the symbol on the accomplished cards.': 'Lisez le symbole sur les cartes accomplies.',
  'Cards this player retained by accomplishing them during the game.':
    'Cartes que ce joueur a gardées en les accomplissant pendant la partie.',
  'Count each enemy trooper Killed while it was the Lieutenant (a new Lieutenant is named each time, as Public Information).':
    'Comptez chaque troupe ennemie Tuée alors qu’elle était le Lieutenant (un nouveau Lieutenant est désigné chaque fois, en Information Publique).',
  'Count each enemy trooper Killed while it was the Lieutenant.':
    'Comptez chaque troupe ennemie Tuée alors qu’elle était le Lieutenant.',
  'At the end of the game a non-Null Journalist of this player has, inside its Zone of Control, a non-Null enemy model without Peacekeeper whose profile has one of: Antipersonnel Mine, Blitzen, Boarding Shotgun, Chain-colt, Chain Rifle, Chest Mine, Drop Bears, E/M Grenades, E/Marat, E/Mauler, E/Mitter, Flammenspeer, Heavy Flamethrower, Heavy Shotgun, Light Flamethrower, Light Shotgun, Monofilament Mine, Nanopulser, T2 Boarding Shotgun, Viral Mine, Vulkan Shotgun, WildParrot, Zapper.':
    'À la fin de la partie, un Journaliste non Nul de ce joueur a dans sa Zone de Contrôle une figurine ennemie non Nulle sans Casque bleu dont le profil a l’une de ces armes : Mine Antipersonnel, Blitzen, Fusil d’Abordage, Chain-colt, Chain Rifle, Chest Mine, Drop Bears, Grenades E/M, E/Marat, E/Mauler, E/Mitter, Flammenspeer, Lance-Flammes Lourd, Fusil à Pompe Lourd, Lance-Flammes Léger, Fusil à Pompe Léger, Mine Monofilament, Nanopulseur, Fusil d’Abordage T2, Mine Virale, Fusil à Pompe Vulkan, WildParrot, Zapper.',
  'Hackers, Doctors, Engineers, Forward Observers, Paramedics, Chain of Command and Specialist Operatives that are Dead or Null at the end.':
    'Hackers, Médecins, Ingénieurs, Observateurs d’Artillerie, Infirmiers, Chaîne de Commandement et Spécialistes Morts ou Nuls à la fin.',
  'Army Points of this player’s troopers with more than half the base inside: models and trooper Markers (Camouflage, Spawn-Embryo…), AI Beacons, Proxies and G: Servants count; Null troopers, fake Holoechoes and equipment Markers do not; Baggage adds its extra points while non-Null.':
    'Points d’Armée des troupes de ce joueur ayant plus de la moitié du socle à l’intérieur : les figurines et les Marqueurs de troupe (Camouflage, Spawn-Embryo…), les Balises IA, les Proxies et les G : Serviteur comptent ; les troupes Nulles, les faux Holoéchos et les Marqueurs d’équipement non ; Bagages ajoute ses points supplémentaires tant que la troupe est non Nulle.',
  'Announced before the game: the card is either the Classified Objective or the INTELCOM card.':
    'Annoncé avant la partie : la carte est soit l’Objectif Classifié, soit la carte INTELCOM.',
  'The number printed on the card, added to the Army Points in the chosen Zone of Operations.':
    'Le nombre imprimé sur la carte, ajouté aux Points d’Armée dans la Zone d’Opérations choisie.',
  'Without one, the card adds nothing. That trooper also counts toward this player’s Army Points in the zone.':
    'Sans elle, la carte n’ajoute rien. Cette troupe compte aussi dans les Points d’Armée de ce joueur dans la zone.',
  'The four open Main Classifieds are the same for both players; count those this player accomplished.':
    'Les quatre Classifiés Principaux ouverts sont les mêmes pour les deux joueurs ; comptez ceux que ce joueur a accomplis.',
  'Secure HVT may replace only the Secondary here (ITS S11 · Secure HVT Classified Objective).':
    'Ici, Sécuriser la HVT ne peut remplacer que le Secondaire (ITS S11 · Objectif Classifié Sécuriser la HVT).',
  'Enemy Specialists in an Isolated or Immobilized (IMM-1, IMM-2) state at the end of the game.':
    'Spécialistes ennemis dans un état Isolé ou Immobilisé (IMM-1, IMM-2) à la fin de la partie.',
  'Enemy troopers Isolated or Immobilized at the end that entered that state while they were the Lieutenant. Enemy Lieutenants never deployed are counted separately.':
    'Troupes ennemies Isolées ou Immobilisées à la fin, entrées dans cet état alors qu’elles étaient le Lieutenant. Les Lieutenants ennemis jamais déployés sont comptés à part.',
  'The enemy Specialist chosen was the only one giving the opponent Control of a Console; counted as a non-Specialist it still blocks, so that Console is Controlled by nobody.':
    'Le Spécialiste ennemi choisi était le seul à donner à l’adversaire le Contrôle d’une Console ; compté comme non-Spécialiste, il bloque encore, donc cette Console n’est Contrôlée par personne.',
  'Carried by a non-Null model (not a Marker) of this player that is not in base contact with a non-Null enemy figure.':
    'Portée par une figurine non Nulle (pas un Marqueur) de ce joueur qui n’est pas en contact socle à socle avec une figurine ennemie non Nulle.',
  'A Console Hacked by both players counts for both.': 'Une Console Hackée par les deux joueurs compte pour les deux.',
  'By either player. Whoever harmed it also answers “Harmed a Neutral HVT”.':
    'Par l’un ou l’autre joueur. Celui qui l’a blessée répond aussi « A blessé une HVT Neutre ».',
  'Dead, or in a Null state at the end of the game.': 'Mort, ou dans un état Nul à la fin de la partie.',

  // Readings (the app’s reading where the rule text is silent)
  'A trooper that left the table any other way (not in Retreat!, or through another edge) is not counted as a survivor; the Retreat! rules only say which troopers leaving the table survive.':
    'Une troupe qui a quitté la table autrement (pas en Retraite !, ou par un autre bord) ne compte pas comme survivante ; les règles de Retraite ! disent seulement quelles troupes quittant la table survivent.',
  'Enemy troopers Killed by the Biotechvore plague (a failed BTS Roll, or caught in an Area at the end) count as Killed by this player: the rule says they are Killed, not by whom, and every Killed enemy trooper counts here whatever killed it.':
    'Les troupes ennemies Tuées par le fléau Biotechvore (un Jet de PB raté, ou prises dans une Zone à la fin) comptent comme Tuées par ce joueur : la règle dit qu’elles sont Tuées, pas par qui, et toute troupe ennemie Tuée compte ici quelle que soit la cause.',
  'A trooper named Lieutenant only after it was already Isolated or Immobilized does not count: it did not enter that state while it was the Lieutenant.':
    'Une troupe désignée Lieutenant seulement après avoir été Isolée ou Immobilisée ne compte pas : elle n’est pas entrée dans cet état en étant le Lieutenant.',

  // Score guides
  'Each Activated Communication Antenna at the end of the game':
    'Chaque Antenne de Communication Activée à la fin de la partie',
  'Each Controlled Communication Antenna at the end of the game':
    'Chaque Antenne de Communication Contrôlée à la fin de la partie',
  'Control the Tech-Coffin at the end of the game': 'Contrôler le Tech-Coffin à la fin de la partie',
  'Control the Tech-Coffin with your DataTracker': 'Contrôler le Tech-Coffin avec votre DataTracker',
  'Control the Tech-Coffin with your Liaison Officer (not with the DataTracker bonus)':
    'Contrôler le Tech-Coffin avec votre Officier de Liaison (pas avec le bonus du DataTracker)',
  'Secure HVT may replace one Classified Objective': 'Sécuriser la HVT peut remplacer un Objectif Classifié',
  'Liaison Officer non-Null, wholly outside your Deployment Zone, passes WIP+3':
    'Officier de Liaison non Nul, entièrement hors de votre Zone de Déploiement, réussit VOL+3',
  'Leaving a Neutral HVT in a Null state loses the scenario and all your OP; your opponent gains':
    'Laisser une HVT Neutre dans un état Nul fait perdre le scénario et tous vos PO ; votre adversaire gagne',
  'Maximum per player per game': 'Maximum par joueur et par partie',
  'Kill the enemy DataTracker': 'Tuer le DataTracker ennemi',
  'Accomplish more Classified Objectives than the opponent': 'Accomplir plus d’Objectifs Classifiés que l’adversaire',
  'Kill more enemy Army Points than the opponent': 'Tuer plus de Points d’Armée ennemis que l’adversaire',
  'Counterespionage: accomplished Classifieds with the matching symbol cancel the opponent’s':
    'Contre-espionnage : les Classifiés accomplis portant le symbole correspondant annulent ceux de l’adversaire',
  'Have Captured the enemy Beacon at the end of the game': 'Avoir Capturé la Balise ennemie à la fin de la partie',
  '… with your DataTracker': '… avec votre DataTracker',
  '… inside your own Deployment Zone': '… dans votre propre Zone de Déploiement',
  'The enemy has not Captured your Beacon at the end of the game':
    'L’ennemi n’a pas Capturé votre Balise à la fin de la partie',
  'Provisions: each accomplished Classified with the Provisions symbol, while below 10 OP':
    'Provisions : chaque Classifié accompli portant le symbole Provisions, tant que vous avez moins de 10 PO',
  'More Current Mission Objectives accomplished than the opponent':
    'Plus d’Objectifs de la Mission en Cours accomplis que l’adversaire',
  'As many Current Mission Objectives as the opponent (at least 1)':
    'Autant d’Objectifs de la Mission en Cours que l’adversaire (au moins 1)',
  'Each Current Mission Objective accomplished': 'Chaque Objectif de la Mission en Cours accompli',
  'One or more accomplished by your DataTracker': 'Un ou plusieurs accomplis par votre DataTracker',
  'Kill more Army Points than the opponent': 'Tuer plus de Points d’Armée que l’adversaire',
  'Kill as many Lieutenants as the opponent (at least 1)': 'Tuer autant de Lieutenants que l’adversaire (au moins 1)',
  'Kill more Lieutenants than the opponent': 'Tuer plus de Lieutenants que l’adversaire',
  'Kill the Designated Target': 'Tuer la Cible Désignée',
  'Concilium Watch: your non-Null Journalist has a non-Null enemy with a banned weapon in its Zone of Control':
    'Surveillance du Concilium : votre Journaliste non Nul a un ennemi non Nul avec une arme interdite dans sa Zone de Contrôle',
  'Kill more Specialist Troops than the opponent': 'Tuer plus de Troupes Spécialistes que l’adversaire',
  'Acquire more weapons or items from the Panoplies than the opponent':
    'Obtenir plus d’armes ou de pièces d’équipement des Panoplies que l’adversaire',
  'Dominate the Sector nearest your Deployment Zone': 'Dominer le Secteur le plus proche de votre Zone de Déploiement',
  'Dominate the central Sector': 'Dominer le Secteur central',
  '… with your non-Null Liaison Officer inside it': '… avec votre Officier de Liaison non Nul à l’intérieur',
  'Dominate the Sector farthest from your Deployment Zone':
    'Dominer le Secteur le plus éloigné de votre Zone de Déploiement',
  'INTELCOM Support and Control (instead of the Classified): add the card’s value to your Army Points in one Zone of Operations holding a non-Null trooper of yours, at the end of the game':
    'INTELCOM Soutien et Contrôle (au lieu du Classifié) : ajoutez la valeur de la carte à vos Points d’Armée dans une Zone d’Opérations contenant une de vos troupes non Nulles, à la fin de la partie',
  'INTELCOM (instead of the Classified): Support and Control — add the card’s value to your Army Points in one Zone of Operations holding a non-Null trooper of yours':
    'INTELCOM (au lieu du Classifié) : Soutien et Contrôle — ajoutez la valeur de la carte à vos Points d’Armée dans une Zone d’Opérations contenant une de vos troupes non Nulles',
  'INTELCOM (instead of the Classified): Interference — one enemy Specialist counts as a non-Specialist for Controlling the Consoles':
    'INTELCOM (au lieu du Classifié) : Interférence — un Spécialiste ennemi compte comme non-Spécialiste pour Contrôler les Consoles',
  'Accomplish more Classifieds (Main and Secondary) than the opponent':
    'Accomplir plus de Classifiés (Principaux et Secondaire) que l’adversaire',
  'Accomplish as many Classifieds as the opponent (at least 1)':
    'Accomplir autant de Classifiés que l’adversaire (au moins 1)',
  'Each Main Classified Objective (4, shared and open)': 'Chaque Objectif Classifié Principal (4, communs et ouverts)',
  'Your Secondary Classified Objective (Secure HVT may replace it)':
    'Votre Objectif Classifié Secondaire (Sécuriser la HVT peut le remplacer)',
  'Each Connected Antenna at the end of the game (2 Antennas)':
    'Chaque Antenne Connectée à la fin de la partie (2 Antennes)',
  'Hunt Down more enemy Specialist Troops than the opponent':
    'Traquer plus de Troupes Spécialistes ennemies que l’adversaire',
  'Hunt Down as many enemy Lieutenants as the opponent (at least 1)':
    'Traquer autant de Lieutenants ennemis que l’adversaire (au moins 1)',
  'Hunt Down more enemy Lieutenants than the opponent': 'Traquer plus de Lieutenants ennemis que l’adversaire',
  'Each STR point your own AC2 still has at the end of the game (STR 3)':
    'Chaque point de STR qu’il reste à votre AC2 à la fin de la partie (STR 3)',
  'Each STR point the enemy AC2 has lost at the end of the game':
    'Chaque point de STR perdu par l’AC2 ennemi à la fin de la partie',
  'The enemy AC2 Destroyed (besides the STR lost)': 'L’AC2 ennemi Détruit (en plus de la STR perdue)',
  'As many Activated Antennas as the opponent (at least 1)': 'Autant d’Antennes Activées que l’adversaire (au moins 1)',
  'More Activated Antennas than the opponent (at most 2 each)':
    'Plus d’Antennes Activées que l’adversaire (2 au plus chacun)',
  'Control the enemy Console at the end of the game': 'Contrôler la Console ennemie à la fin de la partie',
  'The enemy has not Controlled your Console at the end of the game':
    'L’ennemi n’a pas Contrôlé votre Console à la fin de la partie',
  'End of each Game Round: Dominate as many Quadrants as the opponent (at least 1)':
    'Fin de chaque Round de Jeu : Dominer autant de Quadrants que l’adversaire (au moins 1)',
  'End of each Game Round: Dominate more Quadrants than the opponent':
    'Fin de chaque Round de Jeu : Dominer plus de Quadrants que l’adversaire',
  'End of each Game Round: your DataTracker (non-Null) in a Quadrant you Dominate':
    'Fin de chaque Round de Jeu : votre DataTracker (non Nul) dans un Quadrant que vous Dominez',
  'Dominate as many Sections as the opponent (at least 1)': 'Dominer autant de Sections que l’adversaire (au moins 1)',
  'Dominate more Sections than the opponent': 'Dominer plus de Sections que l’adversaire',
  'Your non-Null Liaison Officer in a Section you Dominate':
    'Votre Officier de Liaison non Nul dans une Section que vous Dominez',
  'Each Console Controlled at the end of the game (4 Consoles)':
    'Chaque Console Contrôlée à la fin de la partie (4 Consoles)',
  'Control the Transmission Antenna at the end of the game':
    'Contrôler l’Antenne de Transmission à la fin de la partie',
  '… with a TAG (or Pilot, Remote Pilot, Operator, Heavyweight)':
    '… avec un TAG (ou Pilote, Pilote à Distance, Opérateur, Poids Lourd)',
  'Control the Transmission Antenna with your DataTracker':
    'Contrôler l’Antenne de Transmission avec votre DataTracker',
  'Each Supply Box Controlled at the end of the game (3 Boxes)':
    'Chaque Boîte de Ravitaillement Contrôlée à la fin de la partie (3 Boîtes)',
  'Control more Supply Boxes than the opponent': 'Contrôler plus de Boîtes de Ravitaillement que l’adversaire',
  'The opponent Controls no Supply Box': 'L’adversaire ne Contrôle aucune Boîte de Ravitaillement',
  'Each Hacked Console': 'Chaque Console Hackée',
  'End of each Game Round: Dominate the Armory': 'Fin de chaque Round de Jeu : Dominer l’Armurerie',
  'End of the game: Dominate the Armory': 'Fin de la partie : Dominer l’Armurerie',
  'End of each Game Round: Dominate as many Transmission Areas as the opponent (at least 1)':
    'Fin de chaque Round de Jeu : Dominer autant de Zones de Transmission que l’adversaire (au moins 1)',
  'End of each Game Round: Dominate more Transmission Areas than the opponent':
    'Fin de chaque Round de Jeu : Dominer plus de Zones de Transmission que l’adversaire',
  'Kill the enemy Designated Target after it has been Revealed': 'Tuer la Cible Désignée ennemie après sa Révélation',
  'Kill more Revealed enemy Target Decoys than the opponent': 'Tuer plus de Leurres ennemis Révélés que l’adversaire',
  '… the Designated Target Killed by your DataTracker': '… la Cible Désignée Tuée par votre DataTracker',
  'As many Activated Consoles as the opponent (at least 1)':
    'Autant de Consoles Activées que l’adversaire (au moins 1)',
  'More Activated Consoles than the opponent': 'Plus de Consoles Activées que l’adversaire',
  'Your Designated Target not Killed at the end of the game': 'Votre Cible Désignée non Tuée à la fin de la partie',
  'Your DataTracker not Killed at the end of the game': 'Votre DataTracker non Tué à la fin de la partie',
  '+1 (max 10)': '+1 (max. 10)',
  '+2 to the opponent (max 10)': '+2 pour l’adversaire (max. 10)',
  '+card value in Army Points': '+valeur de la carte en Points d’Armée',
  '1 each (2 Antennas)': '1 par Antenne (2 Antennes)',
  '1 each, up to 3': '1 chacune, jusqu’à 3',
  '1 each, up to 4': '1 chacun, jusqu’à 4',
  '1 per round': '1 par round',
  '2 per round': '2 par round',
  'denies 1 Console': 'prive d’1 Console',

  // Breakdown lines and their details
  'Activated Communication Antennas': 'Antennes de Communication Activées',
  'Controlled Communication Antennas': 'Antennes de Communication Contrôlées',
  'Tech-Coffin Controlled with the DataTracker (+2) or else the Liaison Officer (+1)':
    'Tech-Coffin Contrôlé avec le DataTracker (+2) ou sinon l’Officier de Liaison (+1)',
  'both in contact: the bonuses do not add up': 'les deux en contact : les bonus ne s’additionnent pas',
  'Liaison Officer reported (WIP+3 roll passed)': 'Rapport de l’Officier de Liaison (jet de VOL+3 réussi)',
  'Opponent harmed a Neutral HVT': 'L’adversaire a blessé une HVT Neutre',
  'Opponent harmed a Neutral HVT (referee’s ruling)': 'L’adversaire a blessé une HVT Neutre (décision de l’arbitre)',
  'Harmed a Neutral HVT: loses the scenario and all its OP':
    'A blessé une HVT Neutre : perd le scénario et tous ses PO',
  'Harmed a Neutral HVT: loses the scenario and all its OP (referee’s ruling)':
    'A blessé une HVT Neutre : perd le scénario et tous ses PO (décision de l’arbitre)',
  'Objective Points above the maximum of 10': 'Points d’Objectif au-delà du maximum de 10',
  'Enemy Army Points Killed': 'Points d’Armée ennemis Tués',
  'Surviving Army Points': 'Points d’Armée survivants',
  'Army Points': 'Points d’Armée',
  'More Classifieds accomplished than the opponent': 'Plus de Classifiés accomplis que l’adversaire',
  'Classifieds accomplished': 'Classifiés accomplis',
  'More enemy Army Points Killed than the opponent': 'Plus de Points d’Armée ennemis Tués que l’adversaire',
  'Classifieds cancelled by the opponent’s Counterespionage': 'Classifiés annulés par le Contre-espionnage adverse',
  'Enemy Beacon Captured with the DataTracker': 'Balise ennemie Capturée avec le DataTracker',
  'Enemy Beacon Captured inside own Deployment Zone': 'Balise ennemie Capturée dans sa propre Zone de Déploiement',
  'The enemy has not Captured this player’s Beacon': 'L’ennemi n’a pas Capturé la Balise de ce joueur',
  'Provisions: Classifieds with the Provisions symbol': 'Provisions : Classifiés portant le symbole Provisions',
  'As many Current Mission Objectives as the opponent': 'Autant d’Objectifs de la Mission en Cours que l’adversaire',
  'More Current Mission Objectives than the opponent': 'Plus d’Objectifs de la Mission en Cours que l’adversaire',
  'Current Mission Objectives': 'Objectifs de la Mission en Cours',
  'Current Mission Objectives accomplished (1 each, up to 4)':
    'Objectifs de la Mission en Cours accomplis (1 chacun, jusqu’à 4)',
  'Current Mission Objective accomplished by the DataTracker':
    'Objectif de la Mission en Cours accompli par le DataTracker',
  'More Army Points Killed than the opponent': 'Plus de Points d’Armée Tués que l’adversaire',
  'As many Lieutenants Killed as the opponent': 'Autant de Lieutenants Tués que l’adversaire',
  'More Lieutenants Killed than the opponent': 'Plus de Lieutenants Tués que l’adversaire',
  'Lieutenants Killed': 'Lieutenants Tués',
  'Killed the Designated Target': 'A Tué la Cible Désignée',
  'Designated Target Killed by the DataTracker': 'Cible Désignée Tuée par le DataTracker',
  'Concilium Watch: Journalist watching a banned weapon':
    'Surveillance du Concilium : Journaliste surveillant une arme interdite',
  'More Specialist Troops Killed than the opponent': 'Plus de Troupes Spécialistes Tuées que l’adversaire',
  'More Panoply items acquired than the opponent': 'Plus de pièces de Panoplie obtenues que l’adversaire',
  'Dominates the Sector nearest own Deployment Zone': 'Domine le Secteur le plus proche de sa Zone de Déploiement',
  'Dominates the central Sector': 'Domine le Secteur central',
  'Central Sector Dominated with the Liaison Officer inside':
    'Secteur central Dominé avec l’Officier de Liaison à l’intérieur',
  'Dominates the Sector farthest from own Deployment Zone':
    'Domine le Secteur le plus éloigné de sa Zone de Déploiement',
  'INTELCOM card not used: the game ended by Retreat! before the end of the third Game Round':
    'Carte INTELCOM non utilisée : la partie s’est terminée par Retraite ! avant la fin du troisième Round de Jeu',
  'INTELCOM Interference changed no Console Control': 'INTELCOM Interférence n’a changé le Contrôle d’aucune Console',
  'As many Classifieds (Main and Secondary) as the opponent':
    'Autant de Classifiés (Principaux et Secondaire) que l’adversaire',
  'More Classifieds (Main and Secondary) than the opponent':
    'Plus de Classifiés (Principaux et Secondaire) que l’adversaire',
  'Secondary Classified Objective accomplished': 'Objectif Classifié Secondaire accompli',
  'as Secure HVT': 'par Sécuriser la HVT',
  'Connected Antennas': 'Antennes Connectées',
  'More enemy Specialists Hunted Down than the opponent': 'Plus de Spécialistes ennemis Traqués que l’adversaire',
  'As many enemy Lieutenants Hunted Down as the opponent': 'Autant de Lieutenants ennemis Traqués que l’adversaire',
  'More enemy Lieutenants Hunted Down than the opponent': 'Plus de Lieutenants ennemis Traqués que l’adversaire',
  'Lieutenants Hunted Down (never-deployed Lieutenants included)':
    'Lieutenants Traqués (Lieutenants jamais déployés inclus)',
  'STR points left on own AC2': 'Points de STR restants sur son AC2',
  'STR points the enemy AC2 has lost': 'Points de STR perdus par l’AC2 ennemi',
  'Enemy AC2 Destroyed': 'AC2 ennemi Détruit',
  Destroyed: 'Détruit',
  'Activated Antennas': 'Antennes Activées',
  'As many Activated Antennas as the opponent': 'Autant d’Antennes Activées que l’adversaire',
  'More Activated Antennas than the opponent': 'Plus d’Antennes Activées que l’adversaire',
  'The enemy has not Controlled this player’s Console': 'L’ennemi n’a pas Contrôlé la Console de ce joueur',
  'Dominates as many Quadrants as the opponent': 'Domine autant de Quadrants que l’adversaire',
  'Dominates more Quadrants than the opponent': 'Domine plus de Quadrants que l’adversaire',
  'Quadrants Dominated': 'Quadrants Dominés',
  'DataTracker in a Dominated Quadrant': 'DataTracker dans un Quadrant Dominé',
  'DataTracker in no Quadrant': 'DataTracker dans aucun Quadrant',
  'Dominates as many Sections as the opponent': 'Domine autant de Sections que l’adversaire',
  'Dominates more Sections than the opponent': 'Domine plus de Sections que l’adversaire',
  'Sections Dominated': 'Sections Dominées',
  'Liaison Officer in a Dominated Section': 'Officier de Liaison dans une Section Dominée',
  'Liaison Officer in no Section': 'Officier de Liaison dans aucune Section',
  'Controlled Consoles': 'Consoles Contrôlées',
  'Transmission Antenna Controlled with a TAG': 'Antenne de Transmission Contrôlée avec un TAG',
  'Transmission Antenna Controlled with the DataTracker': 'Antenne de Transmission Contrôlée avec le DataTracker',
  'More Supply Boxes Controlled than the opponent': 'Plus de Boîtes de Ravitaillement Contrôlées que l’adversaire',
  'Hacked Consoles (1 each, up to 3)': 'Consoles Hackées (1 chacune, jusqu’à 3)',
  'Dominates the Armory': 'Domine l’Armurerie',
  'Dominates the Armory at the end of the game': 'Domine l’Armurerie à la fin de la partie',
  'Dominates as many Transmission Areas as the opponent': 'Domine autant de Zones de Transmission que l’adversaire',
  'Dominates more Transmission Areas than the opponent': 'Domine plus de Zones de Transmission que l’adversaire',
  'Transmission Areas Dominated': 'Zones de Transmission Dominées',
  'Killed the Revealed enemy Designated Target': 'A Tué la Cible Désignée ennemie Révélée',
  'More Revealed enemy Decoys Killed than the opponent': 'Plus de Leurres ennemis Révélés Tués que l’adversaire',
  'Activated Consoles': 'Consoles Activées',
  'As many Activated Consoles as the opponent': 'Autant de Consoles Activées que l’adversaire',
  'Own Designated Target not Killed': 'Sa Cible Désignée non Tuée',
  'Own DataTracker not Killed': 'Son DataTracker non Tué',
  'Killed by the opponent after it was Revealed': 'Tuée par l’adversaire après sa Révélation',
  'Killed while still Neutral': 'Tuée encore Neutre',
  'INTELCOM Interference: the opponent loses Control of one Console':
    'INTELCOM Interférence : l’adversaire perd le Contrôle d’une Console',
  '{n} Controlled, 1 lost to the opponent’s Interference':
    '{n} Contrôlées, 1 perdue à cause de l’Interférence de l’adversaire',
  // The tournament rules' texts shown beside the scenarios' (src/main/rules/tournament/texts.ts)
  // and the army list checks' citations (LIST_RULES in src/main/rules/army/validate.ts).
  'Army List': 'Liste d’Armée',
  'Army List; Reinforcements': 'Liste d’Armée ; Renforts',
  'Army Lists': 'Listes d’Armée',
  Byes: 'Byes',
  Commlink: 'Liaison de communication',
  'Escalation Tournament': 'Tournoi en Escalade',
  'Example preset (not ITS Season 11)': 'Barème d’exemple (hors ITS Saison 11)',
  'Final Scores': 'Scores Finaux',
  'Keeping Score': 'Décompte des points',
  Lieutenant: 'Lieutenant',
  'Limited Insertion': 'Insertion Limitée',
  'Number of Tournament Rounds': 'Nombre de Rondes du Tournoi',
  'Objective Points': 'Points d’Objectif',
  "Opponents' Objective Points": 'Points d’Objectif des adversaires',
  Reinforcements: 'Renforts',
  'Soldiers of Fortune': 'Soldats de Fortune',
  'Spec-Ops': 'Spec-Ops',
  'Tactical Window': 'Fenêtre Tactique',
  'Tournament Points': 'Points de Tournoi',
  'Tournament Tiers': 'Formats de Tournoi',
  'Victory Points': 'Points de Victoire',
  'ITS Season 11': 'ITS Saison 11',
  'ITS Season 17': 'ITS Saison 17',
  'Example: 4/2/0 with bonus points': 'Exemple : 4/2/0 avec points de bonus',
  'Total Victory': 'Victoire Totale',
  Victory: 'Victoire',
  Tie: 'Égalité',
  Defeat: 'Défaite',
  'Bye (Victory)': 'Bye (Victoire)',
  'Offensive Bonus': 'Bonus Offensif',
  'Defensive Bonus': 'Bonus Défensif',
  'Scored 5+ OP': 'A marqué 5+ PO',
  'Lost by 2 OP or fewer': 'A perdu de 2 PO ou moins',
  // ITS Season 17 scenarios (issue 26).
  '… and it is inside this player’s own Deployment Zone': '… et il est dans la propre Zone de Déploiement de ce joueur',
  '… inside own Deployment Zone': '… dans sa propre Zone de Déploiement',
  '… of which inside this player’s own Safe Area': '… dont dans la propre Zone Sûre de ce joueur',
  '{n} credited, {m} at most': '{n} crédités, {m} au plus',
  '{n} Hacked, {m} at most': '{n} Hackées, {m} au plus',
  '{n} killed': '{n} tués',
  '{n} killed ({m} never deployed), {a} points': '{n} tués ({m} jamais déployés), {a} points',
  '{n} killed, {m} points': '{n} tués, {m} points',
  '{n} of {m} (one is Secure Treasure)': '{n} sur {m} (l’un est Sécuriser le Trésor)',
  '{n} surviving, {m} points': '{n} survivants, {m} points',
  '1 each, up to 6': '1 chacun, jusqu’à 6',
  '1 per zone per round': '1 par zone et par round',
  '2 each (2 Antennas)': '2 chacune (2 Antennes)',
  'A Common or the Private; a Common cancelled later by Emit Akial Interference still counts for its round.':
    'Un Commun ou le Privé ; un Commun annulé plus tard par Émettre une Interférence Akial compte toujours pour son round.',
  'A non-Null model (not a Marker) of this player inside the enemy Key Ops’ Zone of Control at the end.':
    'Une figurine non Nulle (pas un Marqueur) de ce joueur dans la Zone de Contrôle du Key Ops ennemi à la fin.',
  'A non-Null model of this player carries it, not in contact with an enemy model.':
    'Une figurine non Nulle de ce joueur le porte, sans contact avec une figurine ennemie.',
  'A rear Deployment Zone 12 inches deep (8 at 150 points) and a second one, 4 inches deep, in the central strip of the other half (up to 75 points).':
    'Une Zone de Déploiement arrière de 12 pouces de profondeur (8 à 150 points) et une seconde, de 4 pouces, dans la bande centrale de l’autre moitié (jusqu’à 75 points).',
  'A Support and Control card played on the Special zone at the end of the last Game Round counts for that round’s check too, not only for the end-of-game zones.':
    'Une carte Soutien et Contrôle jouée sur la zone Spéciale à la fin du dernier Round de Jeu compte aussi pour la vérification de ce round, pas seulement pour les zones de fin de partie.',
  'A target the Key Ops left Null at the end, or from which it removed a Wound (or STR) in the Order in which the target died.':
    'Une cible que le Key Ops a laissée Nulle à la fin, ou à laquelle il a retiré une Blessure (ou STR) dans l’Ordre où elle est morte.',
  Accomplished: 'Accompli',
  'Accomplished at least one Classified Objective in this Game Round':
    'A accompli au moins un Objectif Classifié pendant ce Round de Jeu',
  'Akial Antenna': 'Antenne Akial',
  'Akial Interference': 'Interférence Akial',
  'All three Game Rounds are needed: a game that ended by Retreat! before the third cannot score it.':
    'Les trois Rounds de Jeu sont nécessaires : une partie terminée par Retraite ! avant le troisième ne peut pas le marquer.',
  'Antennas Activated': 'Antennes Activées',
  'Antennas Activated by this player at the end': 'Antennes Activées par ce joueur à la fin',
  'As many boxes in own Safe Area as the adversary (at least 1)':
    'Autant de boîtes dans sa Zone Sûre que l’adversaire (au moins 1)',
  'As printed, the owner of a Destroyed Prototype scores the 3 OP (and so loses the point for keeping it); the other reading gives them to the opponent. The app uses the printed one unless the referee chooses otherwise.':
    'Tel qu’imprimé, le propriétaire d’un Prototype Détruit marque les 3 PO (et perd donc le point pour l’avoir gardé) ; l’autre lecture les donne à l’adversaire. L’application utilise la version imprimée sauf si l’arbitre choisit autrement.',
  'as printed: the owner scores': 'tel qu’imprimé : le propriétaire marque',
  'As the card says, once per game.': 'Comme l’indique la carte, une fois par partie.',
  'At 350 points the printed middle band ends at 274 and the top one starts above 275; the app counts exactly 275 in the middle band (3 OP).':
    'À 350 points, la tranche médiane imprimée s’arrête à 274 et la tranche haute commence au-dessus de 275 ; l’application compte exactement 275 dans la tranche médiane (3 PO).',
  'At least one Classified Objective in each of the three Game Rounds':
    'Au moins un Objectif Classifié à chacun des trois Rounds de Jeu',
  'At least one Classified Objective in every Game Round': 'Au moins un Objectif Classifié à chaque Round de Jeu',
  'At the end, the Tracking Beacon is entirely inside the enemy’s half of the table':
    'À la fin, la Balise de Pistage est entièrement dans la moitié de table ennemie',
  'At the end: a non-Null trooper of this player in the Zone of Control of the enemy Treasure token, and no non-Null enemy in the Zone of Control of this player’s own Treasure (a Sāchā securing the enemy Treasure needs only the first). Secure HVT or Secure Treasure, never both.':
    'À la fin : une troupe non Nulle de ce joueur dans la Zone de Contrôle du pion Trésor ennemi, et aucun ennemi non Nul dans la Zone de Contrôle du propre Trésor de ce joueur (un Sāchā qui sécurise le Trésor ennemi n’a besoin que de la première condition). Sécuriser la HVT ou Sécuriser le Trésor, jamais les deux.',
  Attacker: 'Attaquant',
  'Attacker and Defender': 'Attaquant et Défenseur',
  'Attacker: Dominate the Server Room': 'Attaquant : Dominer la Salle des Serveurs',
  'Attacker: Extract the Data Pack': 'Attaquant : Extraire le Paquet de Données',
  'Attacker: Kill at least 40 / 50 / 65 / 75 / 85 / 100 enemy Army Points (150 … 400 points)':
    'Attaquant : Tuer au moins 40 / 50 / 65 / 75 / 85 / 100 Points d’Armée ennemis (150 … 400 points)',
  'Attacker: that trooper is inside your Deployment Zone, non-Null, at the end':
    'Attaquant : cette troupe est dans votre Zone de Déploiement, non Nulle, à la fin',
  'Attacker: the trooper who Extracted it is not Killed at the end':
    'Attaquant : la troupe qui l’a Extrait n’est pas Tuée à la fin',
  'Attacker: Unlock the Data Console': 'Attaquant : Déverrouiller la Console de Données',
  'Attacker’s Objectives': 'Objectifs de l’Attaquant',
  'B-Pong': 'B-Pong',
  'Battle Conditions': 'Conditions de Bataille',
  Battleground: 'Champ de Bataille',
  'Carried by a non-Null model of this player not in contact with an enemy model, or lying in this player’s Safe Area unless an enemy Specialist carries it.':
    'Portée par une figurine non Nulle de ce joueur sans contact avec une figurine ennemie, ou posée dans la Zone Sûre de ce joueur sauf si un Spécialiste ennemi la porte.',
  CivEvac: 'CivEvac',
  Civilians: 'Civils',
  'Civilians Extracted': 'Civils Extraits',
  'Common Classified Objectives': 'Objectifs Classifiés Communs',
  'Common Classified Objectives credited': 'Objectifs Classifiés Communs crédités',
  'Common Classified Objectives credited at the end': 'Objectifs Classifiés Communs crédités à la fin',
  'Commons this player accomplished and still holds at the end, after any Emit Akial Interference cancelled some.':
    'Communs que ce joueur a accomplis et détient encore à la fin, après les annulations par Émettre une Interférence Akial.',
  'Communication Antenna': 'Antenne de Communication',
  'Communication Antennas Activated': 'Antennes de Communication Activées',
  'Consoles Activated by this player at the end': 'Consoles Activées par ce joueur à la fin',
  'Control at least one Console at the end of each Game Round':
    'Contrôler au moins une Console à la fin de chaque Round de Jeu',
  'Control the enemy Beacon at the end of each Game Round':
    'Contrôler la Balise ennemie à la fin de chaque Round de Jeu',
  'Control the Tracking Beacon at the end of each Game Round':
    'Contrôler la Balise de Pistage à la fin de chaque Round de Jeu',
  'Controls at least one Console': 'Contrôle au moins une Console',
  'Controls the enemy Beacon': 'Contrôle la Balise ennemie',
  'Controls the Tracking Beacon': 'Contrôle la Balise de Pistage',
  'Corporate Appropriation': 'Appropriation Corporative',
  'Critical Intervention': 'Intervention Critique',
  'Crossing Lines': 'Lignes Croisées',
  Cutthroat: 'Coupe-Gorge',
  'Data Console': 'Console de Données',
  'Dead Zones (ZO)': 'Zones Mortes (ZO)',
  'Dead, or in a Null state at the end; enemy Specialists never deployed count; Extracted troopers are never Killed.':
    'Morts, ou dans un état Nul à la fin ; les Spécialistes ennemis jamais déployés comptent ; les troupes Extraites ne sont jamais Tuées.',
  Defender: 'Défenseur',
  'Defender: Dominate the Server Room': 'Défenseur : Dominer la Salle des Serveurs',
  'Defender: Kill at least 75 / 100 / 125 / 150 / 175 / 200 enemy Army Points (150 … 400 points)':
    'Défenseur : Tuer au moins 75 / 100 / 125 / 150 / 175 / 200 Points d’Armée ennemis (150 … 400 points)',
  'Defender: Kill the trooper who Extracted the Data Pack':
    'Défenseur : Tuer la troupe qui a Extrait le Paquet de Données',
  'Defender: the Attacker did not Extract the Data Pack':
    'Défenseur : l’Attaquant n’a pas Extrait le Paquet de Données',
  'Defender: the Attacker did not Unlock the Data Console':
    'Défenseur : l’Attaquant n’a pas Déverrouillé la Console de Données',
  'Defender’s Objectives': 'Objectifs du Défenseur',
  'Direct Action': 'Action Directe',
  'Dominate a Dead Zone at the end of each Game Round': 'Dominer une Zone Morte à la fin de chaque Round de Jeu',
  'Dominate a Zone of Interest at the end of the game (the Special one included)':
    'Dominer une Zone d’Intérêt à la fin de la partie (la Spéciale comprise)',
  'Dominate both Dead Zones at the end of the game': 'Dominer les deux Zones Mortes à la fin de la partie',
  'Dominate more Quadrants than the adversary at the end of each Game Round':
    'Dominer plus de Quadrants que l’adversaire à la fin de chaque Round de Jeu',
  'Dominate the Launching Tower': 'Dominer la Tour de Lancement',
  'Dominate the Special Zone of Interest at the end of each Game Round':
    'Dominer la Zone d’Intérêt Spéciale à la fin de chaque Round de Jeu',
  'Dominates both Dead Zones at the end': 'Domine les deux Zones Mortes à la fin',
  'Dominates more Quadrants than the adversary': 'Domine plus de Quadrants que l’adversaire',
  'Dominates the Dead Zone in Player A’s half': 'Domine la Zone Morte de la moitié du Joueur A',
  'Dominates the Dead Zone in Player B’s half': 'Domine la Zone Morte de la moitié du Joueur B',
  'Dominates the first Zone of Interest at the end': 'Domine la première Zone d’Intérêt à la fin',
  'Dominates the Launching Tower': 'Domine la Tour de Lancement',
  'Dominates the second Zone of Interest at the end': 'Domine la deuxième Zone d’Intérêt à la fin',
  'Dominates the Server Room': 'Domine la Salle des Serveurs',
  'Dominates the Special Zone of Interest': 'Domine la Zone d’Intérêt Spéciale',
  'Dominates the Special Zone of Interest at the end': 'Domine la Zone d’Intérêt Spéciale à la fin',
  'Each Activated Console at the end of the game': 'Chaque Console Activée à la fin de la partie',
  'Each Antenna Activated by you at the end of the game': 'Chaque Antenne Activée par vous à la fin de la partie',
  'Each Common Classified Objective credited at the end': 'Chaque Objectif Classifié Commun crédité à la fin',
  'Each Communication Antenna Activated by you at the end of the game':
    'Chaque Antenne de Communication Activée par vous à la fin de la partie',
  'Each Communication Antenna you Control at the end of the game':
    'Chaque Antenne de Communication que vous Contrôlez à la fin de la partie',
  'Each Extracted Civilian (4 in the game)': 'Chaque Civil Extrait (4 dans la partie)',
  'Each Extracted enemy HVT (2 per player)': 'Chaque HVT ennemie Extraite (2 par joueur)',
  'Each Hacked Console at the end of the game': 'Chaque Console Hackée à la fin de la partie',
  'Each of your three Tactical Objectives, as its card says':
    'Chacun de vos trois Objectifs Tactiques, comme l’indique sa carte',
  'Each Supply Box you Control at the end of the game':
    'Chaque Boîte de Ravitaillement que vous Contrôlez à la fin de la partie',
  'Enemy HVTs Extracted': 'HVT ennemies Extraites',
  'Enemy Prototype Destroyed': 'Prototype ennemi Détruit',
  'Enemy Specialist Troops Killed': 'Troupes Spécialistes ennemies Tuées',
  'Enemy troopers Killed by this player’s Key Ops': 'Troupes ennemies Tuées par le Key Ops de ce joueur',
  Evacuation: 'Évacuation',
  'Every enemy trooper that was Lieutenant at any time in the game and is Dead, or in a Null state at the end.':
    'Chaque troupe ennemie qui a été Lieutenant à un moment de la partie et qui est Morte, ou dans un état Nul à la fin.',
  'Extract Identified Trooper': 'Extraire une Troupe Identifiée',
  'Extracted Army Points': 'Points d’Armée Extraits',
  'Extracted by a Specialist of this player at an Extraction Console (not in Game Round 1).':
    'Extraits par un Spécialiste de ce joueur à une Console d’Extraction (pas au Round de Jeu 1).',
  'Extracted the Data Pack': 'A Extrait le Paquet de Données',
  Extraction: 'Extraction',
  'Extraction Consoles': 'Consoles d’Extraction',
  'For “more Classified Objectives than the adversary” the app counts every credited Common (beyond 6 too) plus the Private.':
    'Pour « plus d’Objectifs Classifiés que l’adversaire », l’application compte tous les Communs crédités (au-delà de 6 aussi) plus le Privé.',
  'Four HVTs each': 'Quatre HVT chacun',
  'Hack Console': 'Hacker une Console',
  'Hacked Consoles': 'Consoles Hackées',
  Hardlock: 'Hardlock',
  'Has a Dominant Key Ops': 'A un Key Ops Dominant',
  'Has a Dominant Key Ops at the end': 'A un Key Ops Dominant à la fin',
  'Has an Active Lieutenant': 'A un Lieutenant Actif',
  'Has the Communication Antenna Activated': 'A l’Antenne de Communication Activée',
  'Has the enemy Prototype Captured': 'A le Prototype ennemi Capturé',
  'Has the enemy Prototype Captured at the end': 'A le Prototype ennemi Capturé à la fin',
  'Have {band} surviving Army Points ({n} points)': 'Avoir {band} Points d’Armée survivants ({n} points)',
  'Have a Dominant Key Ops at the end of the game': 'Avoir un Key Ops Dominant à la fin de la partie',
  'Have an Active Lieutenant at the end of the game': 'Avoir un Lieutenant Actif à la fin de la partie',
  'Have the Communication Antenna Activated at the end of each Game Round':
    'Avoir l’Antenne de Communication Activée à la fin de chaque Round de Jeu',
  'Have the enemy Prototype Captured at the end of the game': 'Avoir le Prototype ennemi Capturé à la fin de la partie',
  'ID Scanners': 'Scanners d’ID',
  'If the game ended early, only a card revealed before the end can score: answer 0 for a card never revealed.':
    'Si la partie s’est terminée plus tôt, seule une carte révélée avant la fin peut marquer : répondez 0 pour une carte jamais révélée.',
  'Inhibitor Antenna': 'Antenne Inhibitrice',
  'Key Ops': 'Key Ops',
  'Kill {band} enemy Army Points ({n} points)': 'Tuer {band} Points d’Armée ennemis ({n} points)',
  'Kill as many Lieutenants as the adversary, at least 1': 'Tuer autant de Lieutenants que l’adversaire, au moins 1',
  'Kill more Army Points than the adversary': 'Tuer plus de Points d’Armée que l’adversaire',
  'Kill more Lieutenants than the adversary': 'Tuer plus de Lieutenants que l’adversaire',
  'Kill more Specialist Troops than the adversary': 'Tuer plus de Troupes Spécialistes que l’adversaire',
  'Kill the enemy Key Ops': 'Tuer le Key Ops ennemi',
  'Kill the enemy Lieutenant': 'Tuer le Lieutenant ennemi',
  'Kill the same number of Specialist Troops as the adversary (none each included)':
    'Tuer le même nombre de Troupes Spécialistes que l’adversaire (aucune de chaque côté comprise)',
  'Killed as many Lieutenants as the adversary (at least 1)':
    'A Tué autant de Lieutenants que l’adversaire (au moins 1)',
  'Killed at least {n} enemy Army Points': 'A Tué au moins {n} Points d’Armée ennemis',
  'Killed more Army Points than the adversary': 'A Tué plus de Points d’Armée que l’adversaire',
  'Killed more Lieutenants than the adversary': 'A Tué plus de Lieutenants que l’adversaire',
  'Killed more Specialist Troops than the adversary': 'A Tué plus de Troupes Spécialistes que l’adversaire',
  'Killed the enemy Key Ops': 'A Tué le Key Ops ennemi',
  'Killed the enemy Lieutenant': 'A Tué le Lieutenant ennemi',
  'Killed the same number of Specialist Troops as the adversary':
    'A Tué le même nombre de Troupes Spécialistes que l’adversaire',
  'Killed the trooper who Extracted the Data Pack': 'A Tué la troupe qui a Extrait le Paquet de Données',
  'Last Launch': 'Dernier Lancement',
  'Launching Tower (ZO)': 'Tour de Lancement (ZO)',
  'More Activated Consoles than the adversary': 'Plus de Consoles Activées que l’adversaire',
  'More Activated Consoles than the adversary at the end of the game':
    'Plus de Consoles Activées que l’adversaire à la fin de la partie',
  'More boxes in own Safe Area than the adversary': 'Plus de boîtes dans sa Zone Sûre que l’adversaire',
  'More boxes in your own Safe Area than the adversary in theirs':
    'Plus de boîtes dans votre Zone Sûre que l’adversaire dans la sienne',
  'More Classified Objectives than the adversary': 'Plus d’Objectifs Classifiés que l’adversaire',
  'More Classified Objectives than the adversary (Commons and Private)':
    'Plus d’Objectifs Classifiés que l’adversaire (Communs et Privé)',
  'More Extracted Army Points than the adversary': 'Plus de Points d’Armée Extraits que l’adversaire',
  'More Extracted Specialists than the adversary': 'Plus de Spécialistes Extraits que l’adversaire',
  'More Panoply acquisitions than the adversary': 'Plus d’acquisitions aux Panoplies que l’adversaire',
  'More Tactical Objectives accomplished (at least 1 OP each) than the adversary':
    'Plus d’Objectifs Tactiques accomplis (au moins 1 PO chacun) que l’adversaire',
  'More Tactical Objectives accomplished than the adversary': 'Plus d’Objectifs Tactiques accomplis que l’adversaire',
  'More weapons or items acquired from the Panoplies than the adversary':
    'Plus d’armes ou d’objets obtenus des Panoplies que l’adversaire',
  'No Classified Objectives': 'Pas d’Objectifs Classifiés',
  'none each: the same number, as printed': 'aucun de chaque côté : le même nombre, tel qu’imprimé',
  'Only the Attacker’s own Unlock and Extraction count, for the Attacker and against the Defender; a Defender who does either scores nothing for it.':
    'Seuls le Déverrouillage et l’Extraction de l’Attaquant lui-même comptent, pour l’Attaquant et contre le Défenseur ; un Défenseur qui fait l’un ou l’autre ne marque rien pour cela.',
  'Only this player has a non-Null model (not a Marker) in contact with it.':
    'Seul ce joueur a une figurine non Nulle (pas un Marqueur) en contact avec elle.',
  'OP given by Tactical Objective {n}': 'PO donnés par l’Objectif Tactique {n}',
  'Opposite corners, Deployment Zones of 24 inches radius (20 at 200 and 250 points, 12 at 150).':
    'Coins opposés, Zones de Déploiement de 24 pouces de rayon (20 à 200 et 250 points, 12 à 150).',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment in the Launching Tower.':
    'Côtés opposés, Zones de Déploiement de 12 pouces de profondeur (8 à 150 points) ; pas de déploiement dans la Tour de Lancement.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment inside the Server Room.':
    'Côtés opposés, Zones de Déploiement de 12 pouces de profondeur (8 à 150 points) ; pas de déploiement dans la Salle des Serveurs.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment within 4 inches of the centre line.':
    'Côtés opposés, Zones de Déploiement de 12 pouces de profondeur (8 à 150 points) ; pas de déploiement à moins de 4 pouces de la ligne centrale.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Beacon or a Console.':
    'Côtés opposés, Zones de Déploiement de 12 pouces de profondeur (8 à 150 points) ; pas au contact d’une Balise ou d’une Console.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Civilian.':
    'Côtés opposés, Zones de Déploiement de 12 pouces de profondeur (8 à 150 points) ; pas au contact d’un Civil.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).':
    'Côtés opposés, Zones de Déploiement de 12 pouces de profondeur (8 à 150 points).',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); no deployment within 4 inches of the centre line.':
    'Côtés opposés, Zones de Déploiement de 16 pouces de profondeur (12 à 150 points) ; pas de déploiement à moins de 4 pouces de la ligne centrale.',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); not in contact with the Tech-Coffin or an Antenna.':
    'Côtés opposés, Zones de Déploiement de 16 pouces de profondeur (12 à 150 points) ; pas au contact du Tech-Coffin ou d’une Antenne.',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points).':
    'Côtés opposés, Zones de Déploiement de 16 pouces de profondeur (12 à 150 points).',
  'Or else Threaten the enemy Key Ops': 'Ou sinon, Menacer le Key Ops ennemi',
  'Own Beacon not Controlled by the enemy at the end': 'Sa Balise non Contrôlée par l’ennemi à la fin',
  'Own Key Ops Killed more enemy troopers than the enemy Key Ops':
    'Son Key Ops a Tué plus de troupes ennemies que le Key Ops ennemi',
  'Own Prototype Destroyed': 'Son Prototype Détruit',
  'Own Prototype not Captured by the enemy (and not Destroyed)':
    'Son Prototype non Capturé par l’ennemi (et non Détruit)',
  'Private Classified Objective': 'Objectif Classifié Privé',
  'Private Classified Objective (Secure Treasure may replace it)':
    'Objectif Classifié Privé (Sécuriser le Trésor peut le remplacer)',
  Prototypes: 'Prototypes',
  Provisioning: 'Approvisionnement',
  'referee’s reading: the opponent scores': 'lecture de l’arbitre : l’adversaire marque',
  'Replaced by Secure Treasure, accomplished': 'Remplacé par Sécuriser le Trésor, accompli',
  'Resilience Operations': 'Opérations de Résilience',
  'Safe Areas': 'Zones Sûres',
  'Secure Treasure': 'Sécuriser le Trésor',
  'Secure Treasure accomplished (in place of a Classified card)':
    'Sécuriser le Trésor accompli (à la place d’une carte Classifiée)',
  'Secure Treasure can replace only the Private Classified (the Commons are shared cards) and is then worth its 2 OP.':
    'Sécuriser le Trésor ne peut remplacer que le Classifié Privé (les Communs sont des cartes partagées) et vaut alors ses 2 PO.',
  'Secure Treasure Classified Objective': 'Objectif Classifié Sécuriser le Trésor',
  'Secure Treasure may replace one Classified Objective (Secure HVT or Secure Treasure, not both)':
    'Sécuriser le Trésor peut remplacer un Objectif Classifié (Sécuriser la HVT ou Sécuriser le Trésor, pas les deux)',
  'Server Room (ZO)': 'Salle des Serveurs (ZO)',
  'Special Zone of Interest': 'Zone d’Intérêt Spéciale',
  'Specialists Extracted': 'Spécialistes Extraits',
  Superiority: 'Supériorité',
  'Supply Boxes Controlled at the end': 'Boîtes de Ravitaillement Contrôlées à la fin',
  'Supply Boxes in own Safe Area': 'Boîtes de Ravitaillement dans sa Zone Sûre',
  'Tactical Elements': 'Éléments Tactiques',
  'Tactical Objective {n}': 'Objectif Tactique {n}',
  'Tactical Objectives': 'Objectifs Tactiques',
  'That trooper is inside the Attacker’s Deployment Zone, non-Null':
    'Cette troupe est dans la Zone de Déploiement de l’Attaquant, non Nulle',
  'The adversary Controls no box in their own Safe Area':
    'L’adversaire ne Contrôle aucune boîte dans sa propre Zone Sûre',
  'The Attacker (the player with the first Player Turn)': 'L’Attaquant (le joueur qui a le premier Tour de Joueur)',
  'The Attacker did not Extract the Data Pack': 'L’Attaquant n’a pas Extrait le Paquet de Données',
  'The Attacker did not Unlock the Data Console': 'L’Attaquant n’a pas Déverrouillé la Console de Données',
  'The Attacker Extracted the Data Pack': 'L’Attaquant a Extrait le Paquet de Données',
  'The Attacker Unlocked the Data Console': 'L’Attaquant a Déverrouillé la Console de Données',
  'The Beacon at the opponent’s Deployment Zone: only this player has non-Null models in contact (a carrier is in contact).':
    'La Balise à la Zone de Déploiement adverse : seul ce joueur a des figurines non Nulles au contact (un porteur est au contact).',
  'The cost of this player’s troopers Extracted at the ID Checker, plus 20 for each Extracted trooper with Baggage.':
    'Le coût des troupes de ce joueur Extraites au Vérificateur d’ID, plus 20 pour chaque troupe Extraite avec Bagage.',
  'the Dead Zone in Player A’s half': 'la Zone Morte de la moitié du Joueur A',
  'the Dead Zone in Player B’s half': 'la Zone Morte de la moitié du Joueur B',
  'The extractor is inside own Deployment Zone, non-Null': 'L’extracteur est dans sa Zone de Déploiement, non Nul',
  'The extractor is not Killed': 'L’extracteur n’est pas Tué',
  'the first Zone of Interest': 'la première Zone d’Intérêt',
  'The first Zone of Interest': 'La première Zone d’Intérêt',
  'the game ended before the third Game Round': 'la partie s’est terminée avant le troisième Round de Jeu',
  'The half holding the opponent’s Deployment Zone; a Beacon touching the centre line is in neither half.':
    'La moitié qui contient la Zone de Déploiement adverse ; une Balise qui touche la ligne centrale n’est dans aucune moitié.',
  'the Launching Tower': 'la Tour de Lancement',
  'The Lieutenant is in no Null state, not Isolated and not Immobilized.':
    'Le Lieutenant n’est dans aucun état Nul, ni Isolé ni Immobilisé.',
  'The model the opponent named Key Ops at the end of deployment is Dead, or in a Null state at the end of the game.':
    'La figurine que l’adversaire a désignée Key Ops à la fin du déploiement est Morte, ou dans un état Nul à la fin de la partie.',
  'The opponent’s HVTs this player Extracted; a player’s own HVTs score nothing.':
    'Les HVT adverses que ce joueur a Extraites ; ses propres HVT ne rapportent rien.',
  'The owner of the Destroyed Prototype (as printed)': 'Le propriétaire du Prototype Détruit (tel qu’imprimé)',
  'The owner’s opponent (read as a misprint)': 'L’adversaire du propriétaire (lu comme une coquille)',
  'The same number in your Safe Area as the adversary in theirs, at least 1':
    'Le même nombre dans votre Zone Sûre que l’adversaire dans la sienne, au moins 1',
  'The scenario does not say which Lieutenant counts when the role changes hands: the referee answers yes or no.':
    'Le scénario ne dit pas quel Lieutenant compte quand le rôle change de mains : l’arbitre répond oui ou non.',
  'the second Zone of Interest': 'la deuxième Zone d’Intérêt',
  'The second Zone of Interest': 'La deuxième Zone d’Intérêt',
  'the Server Room': 'la Salle des Serveurs',
  'The Server Room': 'La Salle des Serveurs',
  'the Special Zone of Interest': 'la Zone d’Intérêt Spéciale',
  'The Special Zone of Interest': 'La Zone d’Intérêt Spéciale',
  'The Tracking Beacon entirely inside the enemy’s half at the end of the game':
    'La Balise de Pistage entièrement dans la moitié ennemie à la fin de la partie',
  'The trooper who Extracted the Data Pack is Killed at the end':
    'La troupe qui a Extrait le Paquet de Données est Tuée à la fin',
  'This player made the last Activation of the Antenna.': 'Ce joueur a fait la dernière Activation de l’Antenne.',
  'This player’s Key Ops is non-Null inside a Quadrant this player Dominates.':
    'Le Key Ops de ce joueur est non Nul dans un Quadrant que ce joueur Domine.',
  'This player’s own Prototype was Destroyed': 'Le propre Prototype de ce joueur a été Détruit',
  'Threatens the enemy Key Ops': 'Menace le Key Ops ennemi',
  'Tracking Beacon': 'Balise de Pistage',
  'Tracking Beacon entirely inside the enemy’s half': 'Balise de Pistage entièrement dans la moitié ennemie',
  'Two HVTs each': 'Deux HVT chacun',
  'Unlocked the Data Console': 'A Déverrouillé la Console de Données',
  'up to 3 each': 'jusqu’à 3 chacun',
  'Uplink Center': 'Centre de Liaison',
  'When neither player Killed a Specialist, none each is the same number: both score 1 (the objective, unlike others, does not ask for at least one).':
    'Quand aucun joueur n’a Tué de Spécialiste, aucun de chaque côté est le même nombre : les deux marquent 1 (cet objectif, contrairement à d’autres, ne demande pas au moins un).',
  'Who scores “your Prototype is Destroyed”': 'Qui marque « votre Prototype est Détruit »',
  'With two HVTs each, some possibly already Extracted, the rule does not say which HVTs count: the referee answers yes or no.':
    'Avec deux HVT chacun, dont certaines peut-être déjà Extraites, la règle ne dit pas lesquelles comptent : l’arbitre répond oui ou non.',
  'Your Key Ops Kills more enemy troopers than the enemy Key Ops':
    'Votre Key Ops Tue plus de troupes ennemies que le Key Ops ennemi',
  'Your own Beacon not Controlled by the enemy at the end of the game':
    'Votre propre Balise non Contrôlée par l’ennemi à la fin de la partie',
  'Your own Prototype not Captured by the enemy (only if not Destroyed)':
    'Votre propre Prototype non Capturé par l’ennemi (seulement s’il n’est pas Détruit)',
  'Your Prototype is Destroyed (as printed; the referee may read it as the enemy Prototype)':
    'Votre Prototype est Détruit (tel qu’imprimé ; l’arbitre peut le lire comme le Prototype ennemi)',
  'Zone of Interest': 'Zone d’Intérêt',
  'Zones of Interest (ZO)': 'Zones d’Intérêt (ZO)',
};
