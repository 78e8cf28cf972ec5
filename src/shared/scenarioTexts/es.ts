/**
 * Spanish texts of the scenario definitions (see ./index.ts for keys and templates). Terms as in
 * the official Spanish ITS and Infinity rules and the app's other Spanish catalogs: Puntos de
 * Objetivo (PO), Puntos de Ejército, Ronda de Juego, ¡Retirada!, Teniente, Especialista, Oficial
 * de Enlace, rival, Fichas de Mando, Objetivos Clasificados, Antena de Transmisión, Consola, Zona
 * de Operaciones (ZO), estado Nulo, VOL / FIS / BLI / EST; scenario names as Spanish players know
 * them (Adquisición, Biotecvoro, Control de Cuadrantes, Zona Segura, Supremacía…).
 */
export const es: Readonly<Record<string, string>> = {
  '… inside your own Deployment Zone': '… dentro de tu propia Zona de Despliegue',
  '… the Designated Target Killed by your DataTracker': '… el Objetivo Designado muerto por tu DataTracker',
  '… with a TAG (or Pilot, Remote Pilot, Operator, Heavyweight)':
    '… con un TAG (o Piloto, Piloto Remoto, Operador, Peso Pesado)',
  '… with your DataTracker': '… con tu DataTracker',
  '… with your non-Null Liaison Officer inside it': '… con tu Oficial de Enlace no Nulo dentro',
  '{a} vs {b}': '{a} contra {b}',
  '{a} vs {b} (never-deployed Specialists included)': '{a} contra {b} (incluidos los Especialistas no desplegados)',
  '{n} accomplished': '{n} cumplidos',
  '{n} cancelled': '{n} anulados',
  '{n} each': '{n} cada uno',
  '{n} Hacked': '{n} Hackeadas',
  '{n} killed ({m} never deployed), {tier} tier': '{n} muertos ({m} no desplegados), {tier}',
  '{n} killed, {tier} tier': '{n} muertos, {tier}',
  '{n} of {m}': '{n} de {m}',
  '{n} of {m} (one is Secure HVT)': '{n} de {m} (uno es Asegurar HVT)',
  '{n} of {m}; the card was used as INTELCOM': '{n} de {m}; la carta se usó como INTELCOM',
  '{n} OP earned, {m} kept (maximum of 10)': '{n} PO obtenidos, {m} conservados (máximo de 10)',
  '{n} OP scored, 10 kept': '{n} PO obtenidos, se conservan 10',
  '{n} surviving, {tier} tier': '{n} supervivientes, {tier}',
  '{noun}: {a} vs {b}': '{noun}: {a} contra {b}',
  '+1 (max 10)': '+1 (máx. 10)',
  '+2 to the opponent (max 10)': '+2 para el rival (máx. 10)',
  '+card value in Army Points': '+valor de la carta en Puntos de Ejército',
  '−{n} per cancelled Classified': '−{n} por cada Clasificado anulado',
  '1 each (2 Antennas)': '1 cada una (2 Antenas)',
  '1 each, up to 3': '1 cada una, hasta 3',
  '1 each, up to 4': '1 cada uno, hasta 4',
  '1 per round': '1 por ronda',
  '2 per round': '2 por ronda',
  'A Console Hacked by both players counts for both.': 'Una Consola Hackeada por ambos jugadores cuenta para los dos.',
  'A non-Null trooper of this player is inside that zone': 'Una tropa no Nula de este jugador está dentro de esa zona',
  'A TAG (or Pilot, Remote Pilot, Operator, Heavyweight) is one of the models Controlling it':
    'Un TAG (o Piloto, Piloto Remoto, Operador, Peso Pesado) es una de las miniaturas que la Controlan',
  'A trooper named Lieutenant only after it was already Isolated or Immobilized does not count: it did not enter that state while it was the Lieutenant.':
    'Una tropa nombrada Teniente cuando ya estaba Aislada o Inmovilizada no cuenta: no entró en ese estado mientras era el Teniente.',
  'A trooper that left the table any other way (not in Retreat!, or through another edge) is not counted as a survivor; the Retreat! rules only say which troopers leaving the table survive.':
    'Una tropa que salió de la mesa de otra forma (no en ¡Retirada!, o por otro borde) no cuenta como superviviente; las reglas de ¡Retirada! solo dicen qué tropas que salen de la mesa sobreviven.',
  'Accomplish as many Classifieds as the opponent (at least 1)':
    'Cumplir tantos Clasificados como el rival (al menos 1)',
  'Accomplish more Classified Objectives than the opponent': 'Cumplir más Objetivos Clasificados que el rival',
  'Accomplish more Classifieds (Main and Secondary) than the opponent':
    'Cumplir más Clasificados (Principales y Secundario) que el rival',
  'Accomplished (the card drawn)': 'Cumplido (la carta robada)',
  'Accomplished as Secure HVT (which replaced the Secondary)':
    'Cumplido como Asegurar HVT (que sustituyó al Secundario)',
  'Accomplished Classifieds bearing the Provisions symbol': 'Clasificados cumplidos con el símbolo de Provisiones',
  'Acquire more weapons or items from the Panoplies than the opponent':
    'Conseguir más armas o piezas de equipo de las Panoplias que el rival',
  Acquisition: 'Adquisición',
  'Activate Antenna': 'Activar Antena',
  'Activate Communication Antenna': 'Activar Antena de Transmisión',
  'Activate Console': 'Activar Consola',
  'Activated Antennas': 'Antenas Activadas',
  'Activated Communication Antennas': 'Antenas de Transmisión Activadas',
  'Activated Consoles': 'Consolas Activadas',
  'after Counterespionage: {a} vs {b}': 'tras el Contraespionaje: {a} contra {b}',
  Annihilation: 'Aniquilación',
  'Announced before the game: the card is either the Classified Objective or the INTELCOM card.':
    'Se anuncia antes de la partida: la carta es el Objetivo Clasificado o la carta INTELCOM.',
  Antennas: 'Antenas',
  'Antennas Activated by this player': 'Antenas Activadas por este jugador',
  'Antennas Connected by this player': 'Antenas Conectadas por este jugador',
  'Armored Fury': 'Furia Acorazada',
  'Armored Vanguard': 'Vanguardia Acorazada',
  'Army Points': 'Puntos de Ejército',
  'Army Points inside {zone}': 'Puntos de Ejército dentro de {zone}',
  'Army Points of this player’s troopers never deployed':
    'Puntos de Ejército de las tropas de este jugador no desplegadas',
  'Army Points of this player’s troopers with more than half the base inside: models and trooper Markers (Camouflage, Spawn-Embryo…), AI Beacons, Proxies and G: Servants count; Null troopers, fake Holoechoes and equipment Markers do not; Baggage adds its extra points while non-Null.':
    'Puntos de Ejército de las tropas de este jugador con más de la mitad de la peana dentro: cuentan las miniaturas y los Marcadores de tropa (Camuflaje, Embrión…), las Balizas IA, los Proxies y los G: Servidor; no cuentan las tropas Nulas, los Holoecos falsos ni los Marcadores de equipo; el Equipaje suma sus puntos extra mientras no esté Nulo.',
  'As many Activated Antennas as the opponent': 'Tantas Antenas Activadas como el rival',
  'As many Activated Antennas as the opponent (at least 1)': 'Tantas Antenas Activadas como el rival (al menos 1)',
  'As many Activated Consoles as the opponent': 'Tantas Consolas Activadas como el rival',
  'As many Activated Consoles as the opponent (at least 1)': 'Tantas Consolas Activadas como el rival (al menos 1)',
  'As many Classifieds (Main and Secondary) as the opponent':
    'Tantos Clasificados (Principales y Secundario) como el rival',
  'As many Current Mission Objectives as the opponent': 'Tantos Objetivos de Misión Actual como el rival',
  'As many Current Mission Objectives as the opponent (at least 1)':
    'Tantos Objetivos de Misión Actual como el rival (al menos 1)',
  'As many enemy Lieutenants Hunted Down as the opponent': 'Tantos Tenientes enemigos Cazados como el rival',
  'As many Lieutenants Killed as the opponent': 'Tantos Tenientes muertos como el rival',
  'as Secure HVT': 'como Asegurar HVT',
  'At the end of the game a non-Null Journalist of this player has, inside its Zone of Control, a non-Null enemy model without Peacekeeper whose profile has one of: Antipersonnel Mine, Blitzen, Boarding Shotgun, Chain-colt, Chain Rifle, Chest Mine, Drop Bears, E/M Grenades, E/Marat, E/Mauler, E/Mitter, Flammenspeer, Heavy Flamethrower, Heavy Shotgun, Light Flamethrower, Light Shotgun, Monofilament Mine, Nanopulser, T2 Boarding Shotgun, Viral Mine, Vulkan Shotgun, WildParrot, Zapper.':
    'Al final de la partida, un Periodista no Nulo de este jugador tiene en su Zona de Control una miniatura enemiga no Nula sin Pacificador cuyo perfil tiene alguna de estas armas: Mina Antipersona, Blitzen, Escopeta de Abordaje, Chain-colt, Fusil de Cadena, Mina Pectoral, Drop Bears, Granadas E/M, E/Marat, E/Mauler, E/Mitter, Flammenspeer, Lanzallamas Pesado, Escopeta Pesada, Lanzallamas Ligero, Escopeta Ligera, Mina Monofilo, Nanopulser, Escopeta de Abordaje T2, Mina Viral, Escopeta Vulkan, WildParrot, Zapper.',
  'At the end of the game the Liaison Officer was non-Null, wholly outside its own Deployment Zone, and passed its WIP+3 roll (repeated with Command Tokens if needed).':
    'Al final de la partida el Oficial de Enlace estaba no Nulo, completamente fuera de su propia Zona de Despliegue, y superó su tirada de VOL+3 (repetida con Fichas de Mando si hizo falta).',
  'At the end of the game, Antennas whose last Activation was this player’s (never more than 2).':
    'Al final de la partida, Antenas cuya última Activación fue de este jugador (nunca más de 2).',
  'At the end of the game, Antennas whose last Activation was this player’s.':
    'Al final de la partida, Antenas cuya última Activación fue de este jugador.',
  'At the end of the game, Antennas whose last Connection was this player’s.':
    'Al final de la partida, Antenas cuya última Conexión fue de este jugador.',
  'At the end of the game, Consoles whose last Activation was this player’s.':
    'Al final de la partida, Consolas cuya última Activación fue de este jugador.',
  'At the end of the third Game Round': 'Al final de la tercera Ronda de Juego',
  'At the end: a non-Null trooper of this player in the enemy HVT’s Zone of Control, and no non-Null enemy in the Zone of Control of this player’s own HVT.':
    'Al final: una tropa no Nula de este jugador en la Zona de Control del HVT enemigo, y ningún enemigo no Nulo en la Zona de Control del HVT propio de este jugador.',
  Beacons: 'Balizas',
  'before the Game Round ended': 'antes de que terminara la Ronda de Juego',
  'between {a} and {b}': 'entre {a} y {b}',
  Biotechvore: 'Biotecvoro',
  'Biotechvore Area': 'Zona de Biotecvoro',
  'both in contact: the bonuses do not add up': 'ambos en contacto: los bonificadores no se suman',
  'Both lose the scenario; each gains the 2 OP': 'Ambos pierden el escenario; cada uno gana los 2 PO',
  'Both lose the scenario; nobody gains the 2 OP': 'Ambos pierden el escenario; nadie gana los 2 PO',
  'By either player. Whoever harmed it also answers “Harmed a Neutral HVT”.':
    'Por cualquiera de los dos jugadores. Quien lo dañó responde también «Dañó a un HVT Neutral».',
  'Capture and Protect': 'Capturar y Proteger',
  'Captured Enemy Beacon': 'Baliza enemiga Capturada',
  'Cards this player retained by accomplishing them during the game.':
    'Cartas que este jugador conservó al cumplirlas durante la partida.',
  'Carried by a non-Null model (not a Marker) of this player that is not in base contact with a non-Null enemy figure.':
    'Llevada por una miniatura no Nula (no un Marcador) de este jugador que no está en contacto peana con peana con una figura enemiga no Nula.',
  'Central Sector Dominated with the Liaison Officer inside': 'Sector central Dominado con el Oficial de Enlace dentro',
  'Chain of Command Bonus': 'Bonificador de Cadena de Mando',
  'Classified cards drawn from the deck that this player accomplished (the scenario gives {n}).':
    'Cartas Clasificadas robadas del mazo que este jugador cumplió (el escenario da {n}).',
  'Classified Deck Not Used': 'Sin mazo de Clasificados',
  'Classified Objectives': 'Objetivos Clasificados',
  'Classified Objectives (Current Mission Objectives)': 'Objetivos Clasificados (Objetivos de Misión Actual)',
  'Classified Objectives accomplished': 'Objetivos Clasificados cumplidos',
  'Classifieds accomplished': 'Clasificados cumplidos',
  'Classifieds cancelled by the opponent’s Counterespionage': 'Clasificados anulados por el Contraespionaje del rival',
  'Classifieds of this player cancelled by Counterespionage':
    'Clasificados de este jugador anulados por Contraespionaje',
  'Communication Antennas': 'Antenas de Transmisión',
  'Communication Antennas Activated by this player': 'Antenas de Transmisión Activadas por este jugador',
  'Communication Antennas Controlled': 'Antenas de Transmisión Controladas',
  'Concilium Watch': 'Vigilancia del Concilium',
  'Concilium Watch bonus earned': 'Bonificador de Vigilancia del Concilium obtenido',
  'Concilium Watch: Journalist watching a banned weapon':
    'Vigilancia del Concilium: Periodista vigilando un arma prohibida',
  'Concilium Watch: your non-Null Journalist has a non-Null enemy with a banned weapon in its Zone of Control':
    'Vigilancia del Concilium: tu Periodista no Nulo tiene un enemigo no Nulo con un arma prohibida en su Zona de Control',
  'Confused Deployment': 'Despliegue Confuso',
  'Connect Antenna': 'Conectar Antena',
  'Connected Antennas': 'Antenas Conectadas',
  Consoles: 'Consolas',
  'Consoles Activated by this player': 'Consolas Activadas por este jugador',
  'Consoles Controlled (before any INTELCOM)': 'Consolas Controladas (antes de cualquier INTELCOM)',
  'Consoles Hacked by this player': 'Consolas Hackeadas por este jugador',
  'Control Communication Antennas': 'Controlar las Antenas de Transmisión',
  'Control Consoles': 'Controlar Consolas',
  'Control more Supply Boxes than the opponent': 'Controlar más Cajas de Suministros que el rival',
  'Control Tech-Coffin': 'Controlar el Tech-Coffin',
  'Control the Communication Antenna': 'Controlar la Antena de Transmisión',
  'Control the Consoles': 'Controlar las Consolas',
  'Control the enemy Console at the end of the game': 'Controlar la Consola enemiga al final de la partida',
  'Control the Tech-Coffin': 'Controlar el Tech-Coffin',
  'Control the Tech-Coffin at the end of the game': 'Controlar el Tech-Coffin al final de la partida',
  'Control the Tech-Coffin with your DataTracker': 'Controlar el Tech-Coffin con tu DataTracker',
  'Control the Tech-Coffin with your Liaison Officer (not with the DataTracker bonus)':
    'Controlar el Tech-Coffin con tu Oficial de Enlace (no con el bonificador del DataTracker)',
  'Control the Transmission Antenna': 'Controlar la Antena de Transmisión',
  'Control the Transmission Antenna at the end of the game':
    'Controlar la Antena de Transmisión al final de la partida',
  'Control the Transmission Antenna with your DataTracker': 'Controlar la Antena de Transmisión con tu DataTracker',
  'Controlled Communication Antennas': 'Antenas de Transmisión Controladas',
  'Controlled Consoles': 'Consolas Controladas',
  'Controlling the Consoles': 'Controlar las Consolas',
  'Controlling the Supply Boxes': 'Controlar las Cajas de Suministros',
  'Controls the enemy Console': 'Controla la Consola enemiga',
  'Controls the Tech-Coffin': 'Controla el Tech-Coffin',
  'Controls the Transmission Antenna': 'Controla la Antena de Transmisión',
  'Cost of the enemy troopers that are Dead, or in a Null state at the end of the game (Baggage adds nothing to a Null trooper). Enemy troopers never deployed are counted separately.':
    'Coste de las tropas enemigas Muertas o en estado Nulo al final de la partida (el Equipaje no suma nada a una tropa Nula). Las tropas enemigas no desplegadas se cuentan aparte.',
  'Cost of the enemy troopers that are Dead, or in a Null state at the end of the game (Baggage adds nothing to a Null trooper). Enemy troopers never deployed are counted separately. Troopers still inside a Biotechvore Area at the end of the third Game Round are Killed.':
    'Coste de las tropas enemigas Muertas o en estado Nulo al final de la partida (el Equipaje no suma nada a una tropa Nula). Las tropas enemigas no desplegadas se cuentan aparte. Las tropas que siguen dentro de una Zona de Biotecvoro al final de la tercera Ronda de Juego mueren.',
  'Cost of this player’s troopers on the table in a non-Null state at the end, plus any that left the table through the widest side of their Deployment Zone while in Retreat!; Baggage adds its extra points only when non-Null.':
    'Coste de las tropas de este jugador sobre la mesa en estado no Nulo al final, más las que salieron de la mesa por el lado más ancho de su Zona de Despliegue estando en ¡Retirada!; el Equipaje suma sus puntos extra solo si no está Nulo.',
  'Count each enemy trooper Killed while it was the Lieutenant (a new Lieutenant is named each time, as Public Information).':
    'Cuenta cada tropa enemiga muerta mientras era el Teniente (cada vez se nombra un nuevo Teniente, como Información Pública).',
  'Count each enemy trooper Killed while it was the Lieutenant.':
    'Cuenta cada tropa enemiga muerta mientras era el Teniente.',
  'Counterespionage: accomplished Classifieds with the matching symbol cancel the opponent’s':
    'Contraespionaje: los Clasificados cumplidos con el símbolo correspondiente anulan los del rival',
  Countermeasures: 'Contramedidas',
  'Current Mission Objective accomplished by the DataTracker': 'Objetivo de Misión Actual cumplido por el DataTracker',
  'Current Mission Objectives': 'Objetivos de Misión Actual',
  'Current Mission Objectives accomplished': 'Objetivos de Misión Actual cumplidos',
  'Current Mission Objectives accomplished (1 each, up to 4)':
    'Objetivos de Misión Actual cumplidos (1 cada uno, hasta 4)',
  'Damage and Destroy the AC2s': 'Dañar y Destruir los AC2',
  DataTracker: 'DataTracker',
  'DataTracker in a Dominated Quadrant': 'DataTracker en un Cuadrante Dominado',
  'DataTracker in no Quadrant': 'DataTracker en ningún Cuadrante',
  'DataTracker in Quadrant {n}': 'DataTracker en el Cuadrante {n}',
  'DataTracker Special Order': 'Orden Especial del DataTracker',
  'Dead, or in a Null state at the end of the game.': 'Muerta, o en estado Nulo al final de la partida.',
  Decapitation: 'Decapitación',
  'denies 1 Console': 'anula 1 Consola',
  'Designated Landing Area': 'Zona de Aterrizaje Designada',
  'Designated Target': 'Objetivo Designado',
  'Designated Target Killed by the DataTracker': 'Objetivo Designado muerto por el DataTracker',
  Destroyed: 'Destruido',
  'Destroyed (STR below 0)': 'Destruido (EST por debajo de 0)',
  'Doctor and Paramedic Bonus': 'Bonificador de Doctor y Sanitario',
  'Dominant DataTracker': 'DataTracker Dominante',
  'Dominate as many Sections as the opponent (at least 1)': 'Dominar tantas Secciones como el rival (al menos 1)',
  'Dominate more Sections than the opponent': 'Dominar más Secciones que el rival',
  'Dominate the central Sector': 'Dominar el Sector central',
  'Dominate the Sector farthest from your Deployment Zone': 'Dominar el Sector más alejado de tu Zona de Despliegue',
  'Dominate the Sector nearest your Deployment Zone': 'Dominar el Sector más cercano a tu Zona de Despliegue',
  'Dominate ZO': 'Dominar ZO',
  'Dominates as many Quadrants as the opponent': 'Domina tantos Cuadrantes como el rival',
  'Dominates as many Sections as the opponent': 'Domina tantas Secciones como el rival',
  'Dominates as many Transmission Areas as the opponent': 'Domina tantas Áreas de Transmisión como el rival',
  'Dominates more Quadrants than the opponent': 'Domina más Cuadrantes que el rival',
  'Dominates more Sections than the opponent': 'Domina más Secciones que el rival',
  'Dominates more Transmission Areas than the opponent': 'Domina más Áreas de Transmisión que el rival',
  'Dominates the Armory': 'Domina el Arsenal',
  'Dominates the Armory at the end of the game': 'Domina el Arsenal al final de la partida',
  'Dominates the central Sector': 'Domina el Sector central',
  'Dominates the Sector farthest from own Deployment Zone': 'Domina el Sector más alejado de su Zona de Despliegue',
  'Dominates the Sector nearest own Deployment Zone': 'Domina el Sector más cercano a su Zona de Despliegue',
  'Each Activated Communication Antenna at the end of the game':
    'Cada Antena de Transmisión Activada al final de la partida',
  'Each Classified Objective accomplished ({n} per player)': 'Cada Objetivo Clasificado cumplido ({n} por jugador)',
  'Each Connected Antenna at the end of the game (2 Antennas)':
    'Cada Antena Conectada al final de la partida (2 Antenas)',
  'Each Console Controlled at the end of the game (4 Consoles)':
    'Cada Consola Controlada al final de la partida (4 Consolas)',
  'Each Controlled Communication Antenna at the end of the game':
    'Cada Antena de Transmisión Controlada al final de la partida',
  'Each Current Mission Objective accomplished': 'Cada Objetivo de Misión Actual cumplido',
  'Each Hacked Console': 'Cada Consola Hackeada',
  'Each Main Classified Objective (4, shared and open)': 'Cada Objetivo Clasificado Principal (4, comunes y abiertos)',
  'Each STR point the enemy AC2 has lost at the end of the game':
    'Cada punto de EST que ha perdido el AC2 enemigo al final de la partida',
  'Each STR point your own AC2 still has at the end of the game (STR 3)':
    'Cada punto de EST que conserva tu propio AC2 al final de la partida (EST 3)',
  'Each Supply Box Controlled at the end of the game (3 Boxes)':
    'Cada Caja de Suministros Controlada al final de la partida (3 Cajas)',
  'Early, by Retreat!': 'Antes de tiempo, por ¡Retirada!',
  'End of each Game Round: Dominate as many Quadrants as the opponent (at least 1)':
    'Final de cada Ronda de Juego: Dominar tantos Cuadrantes como el rival (al menos 1)',
  'End of each Game Round: Dominate as many Transmission Areas as the opponent (at least 1)':
    'Final de cada Ronda de Juego: Dominar tantas Áreas de Transmisión como el rival (al menos 1)',
  'End of each Game Round: Dominate more Quadrants than the opponent':
    'Final de cada Ronda de Juego: Dominar más Cuadrantes que el rival',
  'End of each Game Round: Dominate more Transmission Areas than the opponent':
    'Final de cada Ronda de Juego: Dominar más Áreas de Transmisión que el rival',
  'End of each Game Round: Dominate the Armory': 'Final de cada Ronda de Juego: Dominar el Arsenal',
  'End of each Game Round: your DataTracker (non-Null) in a Quadrant you Dominate':
    'Final de cada Ronda de Juego: tu DataTracker (no Nulo) en un Cuadrante que Dominas',
  'End of the game: Dominate the Armory': 'Final de la partida: Dominar el Arsenal',
  'End of the Mission': 'Fin de la Misión',
  'Enemy AC2 Destroyed': 'AC2 enemigo Destruido',
  'Enemy Army Points Killed': 'Puntos de Ejército enemigos muertos',
  'Enemy Army Points Killed on the table': 'Puntos de Ejército enemigos muertos sobre la mesa',
  'Enemy Beacon Captured inside own Deployment Zone': 'Baliza enemiga Capturada dentro de su Zona de Despliegue',
  'Enemy Beacon Captured with the DataTracker': 'Baliza enemiga Capturada con el DataTracker',
  'Enemy Lieutenants Hunted Down on the table': 'Tenientes enemigos Cazados sobre la mesa',
  'Enemy Lieutenants Killed': 'Tenientes enemigos muertos',
  'Enemy Specialist Troops Hunted Down on the table': 'Tropas Especialistas enemigas Cazadas sobre la mesa',
  'Enemy Specialist Troops Killed on the table': 'Tropas Especialistas enemigas muertas sobre la mesa',
  'Enemy Specialists in an Isolated or Immobilized (IMM-1, IMM-2) state at the end of the game.':
    'Especialistas enemigos en estado Aislado o Inmovilizado (IMM-1, IMM-2) al final de la partida.',
  'Enemy troopers Isolated or Immobilized at the end that entered that state while they were the Lieutenant. Enemy Lieutenants never deployed are counted separately.':
    'Tropas enemigas Aisladas o Inmovilizadas al final que entraron en ese estado mientras eran el Teniente. Los Tenientes enemigos no desplegados se cuentan aparte.',
  'Enemy troopers Killed by the Biotechvore plague (a failed BTS Roll, or caught in an Area at the end) count as Killed by this player: the rule says they are Killed, not by whom, and every Killed enemy trooper counts here whatever killed it.':
    'Las tropas enemigas muertas por la plaga Biotecvoro (una tirada de BLI fallada, o atrapadas en una Zona al final) cuentan como muertas por este jugador: la regla dice que mueren, no quién las mata, y aquí cuenta toda tropa enemiga muerta, la matara quien la matara.',
  'Engineer and Hacker Bonus': 'Bonificador de Ingeniero y Hacker',
  'Exclusion Zone': 'Zona de Exclusión',
  'Extreme Mode': 'Modo Extremo',
  Firefight: 'Tiroteo',
  Frontline: 'Frontline',
  'Game Round in which the game ended': 'Ronda de Juego en la que terminó la partida',
  'Hack Consoles': 'Hackear Consolas',
  'Hacked Consoles (1 each, up to 3)': 'Consolas Hackeadas (1 cada una, hasta 3)',
  'Hacker Bonus': 'Bonificador de Hacker',
  'Hackers, Doctors, Engineers, Forward Observers, Paramedics, Chain of Command and Specialist Operatives that are Dead or Null at the end.':
    'Hackers, Doctores, Ingenieros, Observadores de Artillería, Sanitarios, Cadenas de Mando y Operativos Especialistas que están Muertos o Nulos al final.',
  'Harmed a Neutral HVT': 'Dañó a un HVT Neutral',
  'Harmed a Neutral HVT: loses the scenario and all its OP':
    'Dañó a un HVT Neutral: pierde el escenario y todos sus PO',
  'Harmed a Neutral HVT: loses the scenario and all its OP (referee’s ruling)':
    'Dañó a un HVT Neutral: pierde el escenario y todos sus PO (decisión del árbitro)',
  'Has Captured the enemy Beacon': 'Ha Capturado la Baliza enemiga',
  'Have {band} surviving Army Points ({tier} tier)': 'Tener {band} Puntos de Ejército supervivientes ({tier})',
  'Have Captured the enemy Beacon at the end of the game': 'Haber Capturado la Baliza enemiga al final de la partida',
  'High Difficulty Mode': 'Modo de Alta Dificultad',
  'Highly Classified': 'Alto Secreto',
  'How many of this player’s accomplished Classified cards the opponent’s Classifieds cancelled (read the symbols on the cards).':
    'Cuántas de las cartas Clasificadas cumplidas de este jugador anularon los Clasificados del rival (lee los símbolos de las cartas).',
  'How the game ended': 'Cómo terminó la partida',
  'Hunt Down as many enemy Lieutenants as the opponent (at least 1)':
    'Cazar tantos Tenientes enemigos como el rival (al menos 1)',
  'Hunt Down more enemy Lieutenants than the opponent': 'Cazar más Tenientes enemigos que el rival',
  'Hunt Down more enemy Specialist Troops than the opponent': 'Cazar más Tropas Especialistas enemigas que el rival',
  'Hunt Down Objectives': 'Objetivos de Caza',
  'Hunting Mission': 'Misión de Caza',
  'Hunting Party': 'Partida de Caza',
  'HVT and Classified Deck Not Used': 'Sin HVT ni mazo de Clasificados',
  'HVT Model': 'Modelo HVT',
  'HVT Not Used': 'Sin HVT',
  'INTELCOM (instead of the Classified): Interference — one enemy Specialist counts as a non-Specialist for Controlling the Consoles':
    'INTELCOM (en lugar del Clasificado): Interferencia — un Especialista enemigo cuenta como no Especialista para Controlar las Consolas',
  'INTELCOM (instead of the Classified): Support and Control — add the card’s value to your Army Points in one Zone of Operations holding a non-Null trooper of yours':
    'INTELCOM (en lugar del Clasificado): Apoyo y Control — suma el valor de la carta a tus Puntos de Ejército en una Zona de Operaciones donde tengas una tropa no Nula',
  'INTELCOM Card': 'Carta INTELCOM',
  'INTELCOM Card (Counterespionage)': 'Carta INTELCOM (Contraespionaje)',
  'INTELCOM Card (Interference)': 'Carta INTELCOM (Interferencia)',
  'INTELCOM Card (Provisions)': 'Carta INTELCOM (Provisiones)',
  'INTELCOM Card (Support and Control / Interference)': 'Carta INTELCOM (Apoyo y Control / Interferencia)',
  'INTELCOM Card (Support and Control)': 'Carta INTELCOM (Apoyo y Control)',
  'INTELCOM card not used: the game ended by Retreat! before the end of the third Game Round':
    'Carta INTELCOM sin usar: la partida terminó por ¡Retirada! antes del final de la tercera Ronda de Juego',
  'INTELCOM card value': 'Valor de la carta INTELCOM',
  'INTELCOM Interference changed no Console Control':
    'La Interferencia INTELCOM no cambió el Control de ninguna Consola',
  'INTELCOM Support and Control (instead of the Classified): add the card’s value to your Army Points in one Zone of Operations holding a non-Null trooper of yours, at the end of the game':
    'INTELCOM Apoyo y Control (en lugar del Clasificado): suma el valor de la carta a tus Puntos de Ejército en una Zona de Operaciones donde tengas una tropa no Nula, al final de la partida',
  'INTELCOM Support and Control had no effect (no non-Null trooper in {zone})':
    'El Apoyo y Control INTELCOM no tuvo efecto (ninguna tropa no Nula en {zone})',
  'INTELCOM Support and Control: +{n} Army Points in {zone}':
    'INTELCOM Apoyo y Control: +{n} Puntos de Ejército en {zone}',
  'INTELCOM: Interference': 'INTELCOM: Interferencia',
  'INTELCOM: Support and Control': 'INTELCOM: Apoyo y Control',
  'Interference removed an enemy Console Control': 'La Interferencia quitó el Control de una Consola enemiga',
  'Keeping Score (Victory Points)': 'Recuento de puntos (Puntos de Victoria)',
  'Kept as the Classified Objective': 'Conservada como Objetivo Clasificado',
  'Kill {band} enemy Army Points ({tier} tier)': 'Matar {band} Puntos de Ejército enemigos ({tier})',
  'Kill as many Lieutenants as the opponent (at least 1)': 'Matar tantos Tenientes como el rival (al menos 1)',
  'Kill more Army Points than the opponent': 'Matar más Puntos de Ejército que el rival',
  'Kill more enemy Army Points than the opponent': 'Matar más Puntos de Ejército enemigos que el rival',
  'Kill more Lieutenants than the opponent': 'Matar más Tenientes que el rival',
  'Kill more Revealed enemy Target Decoys than the opponent': 'Matar más Señuelos enemigos Revelados que el rival',
  'Kill more Specialist Troops than the opponent': 'Matar más Tropas Especialistas que el rival',
  'Kill the Designated Target': 'Matar al Objetivo Designado',
  'Kill the enemy DataTracker': 'Matar al DataTracker enemigo',
  'Kill the enemy Designated Target after it has been Revealed':
    'Matar al Objetivo Designado enemigo después de que haya sido Revelado',
  'Killed by the opponent after it was Revealed': 'Muerto por el rival después de ser Revelado',
  'Killed the Designated Target': 'Mató al Objetivo Designado',
  'Killed the enemy DataTracker': 'Mató al DataTracker enemigo',
  'Killed the enemy Designated Target': 'Mató al Objetivo Designado enemigo',
  'Killed the enemy Designated Target after it was Revealed':
    'Mató al Objetivo Designado enemigo después de ser Revelado',
  'Killed the Revealed enemy Designated Target': 'Mató al Objetivo Designado enemigo Revelado',
  'Killed while still Neutral': 'Muerto cuando aún era Neutral',
  Killing: 'Matar',
  'Leaving a Neutral HVT in a Null state loses the scenario and all your OP; your opponent gains':
    'Dejar a un HVT Neutral en estado Nulo hace perder el escenario y todos tus PO; tu rival gana',
  'Liaison Officer': 'Oficial de Enlace',
  'Liaison Officer bonus earned': 'Bonificador del Oficial de Enlace obtenido',
  'Liaison Officer in a Dominated Section': 'Oficial de Enlace en una Sección Dominada',
  'Liaison Officer in no Section': 'Oficial de Enlace en ninguna Sección',
  'Liaison Officer in Section {n}': 'Oficial de Enlace en la Sección {n}',
  'Liaison Officer non-Null, wholly outside your Deployment Zone, passes WIP+3':
    'Oficial de Enlace no Nulo, completamente fuera de tu Zona de Despliegue, supera VOL+3',
  'Liaison Officer reported (WIP+3 roll passed)': 'Informe del Oficial de Enlace (tirada de VOL+3 superada)',
  'Lieutenants Hunted Down (never-deployed Lieutenants included)':
    'Tenientes Cazados (incluidos los Tenientes no desplegados)',
  'Lieutenants Killed': 'Tenientes muertos',
  'Lieutenants of this player never deployed': 'Tenientes de este jugador no desplegados',
  'Looting and Sabotaging': 'Saqueo y Sabotaje',
  low: 'Low-Tier',
  'Main Classified Objectives': 'Objetivos Clasificados Principales',
  'Main Classified Objectives accomplished': 'Objetivos Clasificados Principales cumplidos',
  'Main Objectives': 'Objetivos Principales',
  'Maximum per player per game': 'Máximo por jugador y partida',
  mid: 'Mid-Tier',
  'More Activated Antennas than the opponent': 'Más Antenas Activadas que el rival',
  'More Activated Antennas than the opponent (at most 2 each)':
    'Más Antenas Activadas que el rival (como máximo 2 cada uno)',
  'More Activated Consoles than the opponent': 'Más Consolas Activadas que el rival',
  'More Army Points Killed than the opponent': 'Más Puntos de Ejército muertos que el rival',
  'More Classifieds (Main and Secondary) than the opponent': 'Más Clasificados (Principales y Secundario) que el rival',
  'More Classifieds accomplished than the opponent': 'Más Clasificados cumplidos que el rival',
  'More Current Mission Objectives accomplished than the opponent':
    'Más Objetivos de Misión Actual cumplidos que el rival',
  'More Current Mission Objectives than the opponent': 'Más Objetivos de Misión Actual que el rival',
  'More enemy Army Points Killed than the opponent': 'Más Puntos de Ejército enemigos muertos que el rival',
  'More enemy Lieutenants Hunted Down than the opponent': 'Más Tenientes enemigos Cazados que el rival',
  'More enemy Specialists Hunted Down than the opponent': 'Más Especialistas enemigos Cazados que el rival',
  'More Lieutenants Killed than the opponent': 'Más Tenientes muertos que el rival',
  'More Panoply items acquired than the opponent': 'Más piezas de las Panoplias conseguidas que el rival',
  'More Revealed enemy Decoys Killed than the opponent': 'Más Señuelos enemigos Revelados muertos que el rival',
  'More Specialist Troops Killed than the opponent': 'Más Tropas Especialistas muertas que el rival',
  'More Supply Boxes Controlled than the opponent': 'Más Cajas de Suministros Controladas que el rival',
  'more than {n}': 'más de {n}',
  'Multiple HVTs': 'HVT Múltiples',
  'No Quarter': 'Sin Cuartel',
  'None (Null, or in no Quadrant)': 'Ninguno (Nulo, o en ningún Cuadrante)',
  'None (Null, or outside every Section)': 'Ninguna (Nulo, o fuera de todas las Secciones)',
  'Not accomplished': 'No cumplido',
  'Not ruled yet': 'Aún sin decisión',
  'Objective Points above the maximum of 10': 'Puntos de Objetivo por encima del máximo de 10',
  'Objective Points: maximum of 10': 'Puntos de Objetivo: máximo de 10',
  'One or more accomplished by your DataTracker': 'Uno o más cumplidos por tu DataTracker',
  'Only Player A’s harm counts (Player B gains the 2 OP)':
    'Solo cuenta el daño causado por Jugador A (Jugador B gana los 2 PO)',
  'Only Player B’s harm counts (Player A gains the 2 OP)':
    'Solo cuenta el daño causado por Jugador B (Jugador A gana los 2 PO)',
  'Only this player has a non-Null model (not a Marker) in base contact with the enemy Beacon (or carrying it).':
    'Solo este jugador tiene una miniatura no Nula (no un Marcador) en contacto peana con peana con la Baliza enemiga (o la lleva).',
  'Only this player has a non-Null model (not a Marker) in base contact.':
    'Solo este jugador tiene una miniatura no Nula (no un Marcador) en contacto peana con peana.',
  'Only this player has a non-Null Specialist model (not a Marker) in base contact; any non-Null enemy trooper in contact prevents it.':
    'Solo este jugador tiene una miniatura Especialista no Nula (no un Marcador) en contacto peana con peana; cualquier tropa enemiga no Nula en contacto lo impide.',
  'Opponent harmed a Neutral HVT': 'El rival dañó a un HVT Neutral',
  'Opponent harmed a Neutral HVT (referee’s ruling)': 'El rival dañó a un HVT Neutral (decisión del árbitro)',
  'Opposite sides, Deployment Zones 16 inches deep; not in base contact with the Tech-Coffin or an Antenna.':
    'Lados opuestos, Zonas de Despliegue de 16 pulgadas de profundidad; sin contacto peana con peana con el Tech-Coffin ni con una Antena.',
  'Opposite sides, Deployment Zones 16 inches deep.':
    'Lados opuestos, Zonas de Despliegue de 16 pulgadas de profundidad.',
  'Opposite sides, Deployment Zones 16 inches deep. The whole table is a Designated Landing Area.':
    'Lados opuestos, Zonas de Despliegue de 16 pulgadas de profundidad. Toda la mesa es Zona de Aterrizaje Designada.',
  'Opposite sides, Deployment Zones 8 inches deep. Confused Deployment: deploying outside the zone with a Special Skill needs a PH-3 roll, or the trooper deploys inside its zone.':
    'Lados opuestos, Zonas de Despliegue de 8 pulgadas de profundidad. Despliegue Confuso: desplegar fuera de la zona con una Habilidad Especial requiere una tirada de FIS-3; si falla, la tropa despliega dentro de su zona.',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Beacon.':
    'Lados opuestos, Zonas de Despliegue estándar de 12 pulgadas de profundidad; sin contacto peana con peana con una Baliza.',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with a Tech-Coffin.':
    'Lados opuestos, Zonas de Despliegue estándar de 12 pulgadas de profundidad; sin contacto peana con peana con un Tech-Coffin.',
  'Opposite sides, standard Deployment Zones 12 inches deep; not in base contact with an AC2 or a Panoply.':
    'Lados opuestos, Zonas de Despliegue estándar de 12 pulgadas de profundidad; sin contacto peana con peana con un AC2 ni con una Panoplia.',
  'Opposite sides, standard Deployment Zones 12 inches deep.':
    'Lados opuestos, Zonas de Despliegue estándar de 12 pulgadas de profundidad.',
  'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted); not in base contact with an HVT.':
    'Lados opuestos, Zonas de Despliegue estándar de 12 pulgadas de profundidad. Zona de Exclusión: no se puede desplegar por Despliegue Aerotransportado, Avanzado o Mecanizado, Infiltración o Suplantación a menos de 8 pulgadas de la línea central (salvo Dispersión); sin contacto peana con peana con un HVT.',
  'Opposite sides, standard Deployment Zones 12 inches deep. Exclusion Zone: no deploying by Airborne, Forward or Mechanized Deployment, Infiltration or Impersonation within 8 inches of the central line (Dispersion excepted).':
    'Lados opuestos, Zonas de Despliegue estándar de 12 pulgadas de profundidad. Zona de Exclusión: no se puede desplegar por Despliegue Aerotransportado, Avanzado o Mecanizado, Infiltración o Suplantación a menos de 8 pulgadas de la línea central (salvo Dispersión).',
  'Opposite sides, standard Deployment Zones 12 inches deep. TAGs may deploy as with Forward Deployment L1 (Armored Vanguard).':
    'Lados opuestos, Zonas de Despliegue estándar de 12 pulgadas de profundidad. Los TAG pueden desplegar como con Despliegue Avanzado N1 (Vanguardia Acorazada).',
  'Opposite sides, two 12 × 16 inch Deployment Zones per player at the table edges (16 × 20 with Forward Deployment L1, own half with L2); not in base contact with a Console or an Antenna.':
    'Lados opuestos, dos Zonas de Despliegue de 12 × 16 pulgadas por jugador en los bordes de la mesa (16 × 20 con Despliegue Avanzado N1, la propia mitad con N2); sin contacto peana con peana con una Consola ni con una Antena.',
  'Overload Prevention System': 'Sistema de Prevención de Sobrecarga',
  'Own DataTracker not Killed': 'DataTracker propio no muerto',
  'Own Designated Target not Killed': 'Objetivo Designado propio no muerto',
  Panoplies: 'Panoplias',
  'Pick Up Beacon': 'Recoger Baliza',
  'Player A': 'Jugador A',
  'Player B': 'Jugador B',
  'Player who played the first Player Turn of each Game Round':
    'Jugador que jugó el primer Turno de Jugador de cada Ronda de Juego',
  'Power Pack': 'Power Pack',
  'Provisions: Classifieds with the Provisions symbol': 'Provisiones: Clasificados con el símbolo de Provisiones',
  'Provisions: each accomplished Classified with the Provisions symbol, while below 10 OP':
    'Provisiones: cada Clasificado cumplido con el símbolo de Provisiones, mientras tengas menos de 10 PO',
  'Quadrant 1': 'Cuadrante 1',
  'Quadrant 2': 'Cuadrante 2',
  'Quadrant 3': 'Cuadrante 3',
  'Quadrant 4': 'Cuadrante 4',
  'Quadrant Control': 'Control de Cuadrantes',
  'Quadrant of the non-Null DataTracker': 'Cuadrante del DataTracker no Nulo',
  'Quadrants (ZO)': 'Cuadrantes (ZO)',
  'Quadrants Dominated': 'Cuadrantes Dominados',
  'Read the symbol on the accomplished cards.': 'Lee el símbolo de las cartas cumplidas.',
  'Referee’s ruling: both players harmed a Neutral HVT':
    'Decisión del árbitro: ambos jugadores dañaron a un HVT Neutral',
  'Reinforced Tactical Link': 'Enlace Táctico Reforzado',
  'Revealed enemy Target Decoys Killed': 'Señuelos enemigos Revelados muertos',
  'Round {n}: {label}': 'Ronda {n}: {label}',
  'Safe Area': 'Zona Segura',
  'Saturation Zone': 'Zona de Saturación',
  'Secondary Classified Objective': 'Objetivo Clasificado Secundario',
  'Secondary Classified Objective accomplished': 'Objetivo Clasificado Secundario cumplido',
  'Secondary Objectives': 'Objetivos Secundarios',
  'Section 1': 'Sección 1',
  'Section 2': 'Sección 2',
  'Section 3': 'Sección 3',
  'Section 4': 'Sección 4',
  'Section of the non-Null Liaison Officer': 'Sección del Oficial de Enlace no Nulo',
  'Sections (ZO)': 'Secciones (ZO)',
  'Sections Dominated': 'Secciones Dominadas',
  'Sectors (ZO)': 'Sectores (ZO)',
  'Secure HVT': 'Asegurar HVT',
  'Secure HVT accomplished (in place of a Classified card)':
    'Asegurar HVT cumplido (en lugar de una carta Clasificada)',
  'Secure HVT Classified Objective': 'Objetivo Clasificado Asegurar HVT',
  'Secure HVT may replace one Classified Objective': 'Asegurar HVT puede sustituir a un Objetivo Clasificado',
  'Secure HVT may replace only the Secondary here (ITS S11 · Secure HVT Classified Objective).':
    'Aquí Asegurar HVT solo puede sustituir al Secundario (ITS S11 · Objetivo Clasificado Asegurar HVT).',
  'Secure the HVT Not Used': 'Sin Asegurar HVT',
  'Show of Force': 'Demostración de Fuerza',
  'so the Game Round ended': 'así que la Ronda de Juego terminó',
  'Specialist Troops': 'Tropas Especialistas',
  'Specialist Troops of this player never deployed': 'Tropas Especialistas de este jugador no desplegadas',
  'State of this player’s own AC2 at the end': 'Estado del AC2 propio de este jugador al final',
  'STR {n}': 'EST {n}',
  'STR 0 left': 'Queda EST 0',
  'STR 1 left': 'Queda EST 1',
  'STR 2 left': 'Quedan EST 2',
  'STR points left on own AC2': 'Puntos de EST que le quedan al AC2 propio',
  'STR points the enemy AC2 has lost': 'Puntos de EST que ha perdido el AC2 enemigo',
  Subterfuge: 'Subterfugio',
  Supplies: 'Suministros',
  'Supply Boxes': 'Cajas de Suministros',
  'Supply Boxes Controlled': 'Cajas de Suministros Controladas',
  Supremacy: 'Supremacía',
  'Surviving Army Points': 'Puntos de Ejército supervivientes',
  'Surviving Army Points (Victory Points)': 'Puntos de Ejército supervivientes (Puntos de Victoria)',
  'Tech-Coffin': 'Tech-Coffin',
  'Tech-Coffin Controlled with the DataTracker (+2) or else the Liaison Officer (+1)':
    'Tech-Coffin Controlado con el DataTracker (+2) o si no con el Oficial de Enlace (+1)',
  'Tech-Coffins': 'Tech-Coffins',
  'The AC2s': 'Los AC2',
  'the Armory': 'el Arsenal',
  'The Armory': 'El Arsenal',
  'The Armory (ZO)': 'El Arsenal (ZO)',
  'The Captured enemy Beacon is inside this player’s Deployment Zone':
    'La Baliza enemiga Capturada está dentro de la Zona de Despliegue de este jugador',
  'the central Sector': 'el Sector central',
  'The central Sector': 'El Sector central',
  'the central Transmission Area': 'el Área de Transmisión central',
  'The Console in the opponent’s half: only this player has a non-Null model (not a Marker) in base contact.':
    'La Consola de la mitad del rival: solo este jugador tiene una miniatura no Nula (no un Marcador) en contacto peana con peana.',
  'The DataTracker accomplished at least one of them': 'El DataTracker cumplió al menos uno de ellos',
  'The DataTracker has Captured the enemy Beacon': 'El DataTracker ha Capturado la Baliza enemiga',
  'The DataTracker is one of the models Controlling it': 'El DataTracker es una de las miniaturas que la Controlan',
  'The DataTracker is one of the models Controlling the Tech-Coffin':
    'El DataTracker es una de las miniaturas que Controlan el Tech-Coffin',
  'The DataTracker Killed it': 'El DataTracker lo mató',
  'The DataTracker Killed the Designated Target': 'El DataTracker mató al Objetivo Designado',
  'The enemy AC2 Destroyed (besides the STR lost)': 'El AC2 enemigo Destruido (además de la EST perdida)',
  'The enemy has not Captured this player’s Beacon': 'El enemigo no ha Capturado la Baliza de este jugador',
  'The enemy has not Captured your Beacon at the end of the game':
    'El enemigo no ha Capturado tu Baliza al final de la partida',
  'The enemy has not Controlled this player’s Console': 'El enemigo no ha Controlado la Consola de este jugador',
  'The enemy has not Controlled your Console at the end of the game':
    'El enemigo no ha Controlado tu Consola al final de la partida',
  'The enemy Specialist chosen was the only one giving the opponent Control of a Console; counted as a non-Specialist it still blocks, so that Console is Controlled by nobody.':
    'El Especialista enemigo elegido era el único que daba al rival el Control de una Consola; contado como no Especialista sigue bloqueando, así que nadie Controla esa Consola.',
  'The four open Main Classifieds are the same for both players; count those this player accomplished.':
    'Los cuatro Clasificados Principales abiertos son los mismos para ambos jugadores; cuenta los que cumplió este jugador.',
  'The game ended at the end of this player’s turn': 'La partida terminó al final del turno de este jugador',
  'The game ended by Retreat! in Game Round {n}, after {player}’s turn, {when}':
    'La partida terminó por ¡Retirada! en la Ronda de Juego {n}, tras el turno de {player}, {when}',
  'The HVT rules say what happens when one player harms a Neutral HVT, not when both do: the referee decides.':
    'Las reglas de HVT dicen qué pasa cuando un jugador daña a un HVT Neutral, no cuando lo hacen los dos: decide el árbitro.',
  'The Liaison Officer is inside the central Sector, non-Null':
    'El Oficial de Enlace está dentro del Sector central, no Nulo',
  'The Liaison Officer is one of the models Controlling the Tech-Coffin':
    'El Oficial de Enlace es una de las miniaturas que Controlan el Tech-Coffin',
  'The number printed on the card, added to the Army Points in the chosen Zone of Operations.':
    'El número impreso en la carta, que se suma a los Puntos de Ejército en la Zona de Operaciones elegida.',
  'The opponent Controls no Supply Box': 'El rival no Controla ninguna Caja de Suministros',
  'the Sector nearest Deployment Zone A': 'el Sector más cercano a la Zona de Despliegue A',
  'The Sector nearest Deployment Zone A': 'El Sector más cercano a la Zona de Despliegue A',
  'the Sector nearest Deployment Zone B': 'el Sector más cercano a la Zona de Despliegue B',
  'The Sector nearest Deployment Zone B': 'El Sector más cercano a la Zona de Despliegue B',
  'the Transmission Area on A’s half, left (seen from A)':
    'el Área de Transmisión en la mitad de A, a la izquierda (vista desde A)',
  'the Transmission Area on A’s half, right (seen from A)':
    'el Área de Transmisión en la mitad de A, a la derecha (vista desde A)',
  'the Transmission Area on B’s half, left (seen from A)':
    'el Área de Transmisión en la mitad de B, a la izquierda (vista desde A)',
  'the Transmission Area on B’s half, right (seen from A)':
    'el Área de Transmisión en la mitad de B, a la derecha (vista desde A)',
  'The turn of the player who started it in Retreat!, or who lost or evacuated every trooper (N3 · Retreat!).':
    'El turno del jugador que lo empezó en ¡Retirada!, o que perdió o evacuó todas sus tropas (N3 · ¡Retirada!).',
  'The turn order chosen at the Initiative holds for every Game Round (N4 · Game Sequence).':
    'El orden de turnos elegido en la Iniciativa se mantiene en todas las Rondas de Juego (N4 · Secuencia de Juego).',
  'They count as Hunted Down by the opponent.': 'Cuentan como Cazados por el rival.',
  'They count as Killed by the opponent.': 'Cuentan como muertos por el rival.',
  'This player left an HVT (either side’s) in a Null state during the game.':
    'Este jugador dejó a un HVT (de cualquier bando) en estado Nulo durante la partida.',
  'This player left an HVT that was still Neutral (not yet Revealed) in a Null state during the game.':
    'Este jugador dejó a un HVT que aún era Neutral (sin Revelar) en estado Nulo durante la partida.',
  'This player’s own DataTracker was Killed': 'El DataTracker propio de este jugador murió',
  'This player’s own Designated Target was Killed while still Neutral (before it was Revealed)':
    'El Objetivo Designado propio de este jugador murió cuando aún era Neutral (antes de ser Revelado)',
  top: 'Top-Tier',
  'Transmission Antenna': 'Antena de Transmisión',
  'Transmission Antenna Controlled with a TAG': 'Antena de Transmisión Controlada con un TAG',
  'Transmission Antenna Controlled with the DataTracker': 'Antena de Transmisión Controlada con el DataTracker',
  'Transmission Areas (ZO)': 'Áreas de Transmisión (ZO)',
  'Transmission Areas Dominated': 'Áreas de Transmisión Dominadas',
  'Transmission Matrix': 'Matriz de Transmisión',
  'Troopers of this player still off the table at the end of the game; they count as Killed by the opponent.':
    'Tropas de este jugador que siguen fuera de la mesa al final de la partida; cuentan como muertas por el rival.',
  'Undamaged (STR 3)': 'Intacto (EST 3)',
  Unmasking: 'Desenmascaramiento',
  'Use of the Classified card': 'Uso de la carta Clasificada',
  'Use the Panoplies': 'Usar las Panoplias',
  'Weapons or items acquired from the Panoplies': 'Armas o piezas de equipo conseguidas de las Panoplias',
  'Without one, the card adds nothing. That trooper also counts toward this player’s Army Points in the zone.':
    'Sin ella, la carta no suma nada. Esa tropa también cuenta para los Puntos de Ejército de este jugador en la zona.',
  'Your DataTracker not Killed at the end of the game': 'Tu DataTracker no ha muerto al final de la partida',
  'Your Designated Target not Killed at the end of the game':
    'Tu Objetivo Designado no ha muerto al final de la partida',
  'Your non-Null Liaison Officer in a Section you Dominate': 'Tu Oficial de Enlace no Nulo en una Sección que Dominas',
  'Your Secondary Classified Objective (Secure HVT may replace it)':
    'Tu Objetivo Clasificado Secundario (Asegurar HVT puede sustituirlo)',
  'Zone of Operations reinforced by the card': 'Zona de Operaciones reforzada por la carta',
  'INTELCOM Interference: the opponent loses Control of one Console':
    'Interferencia INTELCOM: el rival pierde el Control de una Consola',
  '{n} Controlled, 1 lost to the opponent’s Interference': '{n} Controladas, 1 perdida por la Interferencia del rival',
  // The tournament rules' texts shown beside the scenarios' (src/main/rules/tournament/texts.ts)
  // and the army list checks' citations (LIST_RULES in src/main/rules/army/validate.ts).
  'Army List': 'Lista de Ejército',
  'Army List; Reinforcements': 'Lista de Ejército; Refuerzos',
  'Army Lists': 'Listas de Ejército',
  Byes: 'Byes',
  Commlink: 'Enlace de comunicaciones',
  'Escalation Tournament': 'Torneo de Escalada',
  'Example preset (not ITS Season 11)': 'Sistema de ejemplo (no es de ITS Temporada 11)',
  'Final Scores': 'Puntuación Final',
  'Keeping Score': 'Recuento de puntos',
  Lieutenant: 'Teniente',
  'Limited Insertion': 'Inserción Limitada',
  'Number of Tournament Rounds': 'Número de Rondas del Torneo',
  'Objective Points': 'Puntos de Objetivo',
  "Opponents' Objective Points": 'Puntos de Objetivo de los rivales',
  Reinforcements: 'Refuerzos',
  'Soldiers of Fortune': 'Soldados de Fortuna',
  'Spec-Ops': 'Spec-Ops',
  'Tactical Window': 'Ventana Táctica',
  'Tournament Points': 'Puntos de Torneo',
  'Tournament Tiers': 'Niveles de Torneo',
  'Victory Points': 'Puntos de Victoria',
  'ITS Season 11': 'ITS Temporada 11',
  'ITS Season 17': 'ITS Temporada 17',
  'Example: 4/2/0 with bonus points': 'Ejemplo: 4/2/0 con puntos de bonificación',
  'Total Victory': 'Victoria Total',
  Victory: 'Victoria',
  Tie: 'Empate',
  Defeat: 'Derrota',
  'Bye (Victory)': 'Bye (Victoria)',
  'Offensive Bonus': 'Bonus Ofensivo',
  'Defensive Bonus': 'Bonus Defensivo',
  'Scored 5+ OP': 'Anotó 5+ PO',
  'Lost by 2 OP or fewer': 'Perdió por 2 PO o menos',
  // ITS Season 17 scenarios (issue 26).
  '… and it is inside this player’s own Deployment Zone':
    '… y está dentro de la propia Zona de Despliegue de este jugador',
  '… inside own Deployment Zone': '… dentro de su propia Zona de Despliegue',
  '… of which inside this player’s own Safe Area': '… de las cuales dentro de la propia Zona Segura de este jugador',
  '{n} credited, {m} at most': '{n} acreditados, {m} como máximo',
  '{n} Hacked, {m} at most': '{n} Hackeadas, {m} como máximo',
  '{n} killed': '{n} muertos',
  '{n} killed ({m} never deployed), {a} points': '{n} muertos ({m} no desplegados), {a} puntos',
  '{n} killed, {m} points': '{n} muertos, {m} puntos',
  '{n} of {m} (one is Secure Treasure)': '{n} de {m} (uno es Asegurar Tesoro)',
  '{n} surviving, {m} points': '{n} supervivientes, {m} puntos',
  '1 each, up to 6': '1 cada uno, hasta 6',
  '1 per zone per round': '1 por zona y ronda',
  '2 each (2 Antennas)': '2 cada una (2 Antenas)',
  'A Common or the Private; a Common cancelled later by Emit Akial Interference still counts for its round.':
    'Un Común o el Privado; un Común anulado después por Emitir Interferencia Akial sigue contando para su ronda.',
  'A non-Null model (not a Marker) of this player inside the enemy Key Ops’ Zone of Control at the end.':
    'Una miniatura no Nula (no un Marcador) de este jugador dentro de la Zona de Control del Key Ops enemigo al final.',
  'A non-Null model of this player carries it, not in contact with an enemy model.':
    'Lo lleva una miniatura no Nula de este jugador, sin contacto con una miniatura enemiga.',
  'A rear Deployment Zone 12 inches deep (8 at 150 points) and a second one, 4 inches deep, in the central strip of the other half (up to 75 points).':
    'Una Zona de Despliegue trasera de 12 pulgadas de fondo (8 a 150 puntos) y una segunda, de 4 pulgadas, en la franja central de la otra mitad (hasta 75 puntos).',
  'A Support and Control card played on the Special zone at the end of the last Game Round counts for that round’s check too, not only for the end-of-game zones.':
    'Una carta de Apoyo y Control jugada en la zona Especial al final de la última Ronda de Juego cuenta también para la comprobación de esa ronda, no solo para las zonas del final de la partida.',
  'A target the Key Ops left Null at the end, or from which it removed a Wound (or STR) in the Order in which the target died.':
    'Un objetivo que el Key Ops dejó Nulo al final, o al que quitó una Herida (o EST) en la Orden en que murió.',
  Accomplished: 'Cumplido',
  'Accomplished at least one Classified Objective in this Game Round':
    'Cumplió al menos un Objetivo Clasificado en esta Ronda de Juego',
  'Akial Antenna': 'Antena Akial',
  'Akial Interference': 'Interferencia Akial',
  'All three Game Rounds are needed: a game that ended by Retreat! before the third cannot score it.':
    'Hacen falta las tres Rondas de Juego: una partida terminada por ¡Retirada! antes de la tercera no puede puntuarlo.',
  'Antennas Activated': 'Antenas Activadas',
  'Antennas Activated by this player at the end': 'Antenas Activadas por este jugador al final',
  'As many boxes in own Safe Area as the adversary (at least 1)':
    'Tantas cajas en su Zona Segura como el rival (al menos 1)',
  'As printed, the owner of a Destroyed Prototype scores the 3 OP (and so loses the point for keeping it); the other reading gives them to the opponent. The app uses the printed one unless the referee chooses otherwise.':
    'Tal como está impreso, el dueño de un Prototipo Destruido obtiene los 3 PO (y pierde así el punto por conservarlo); la otra lectura se los da al rival. La aplicación usa la impresa salvo que el árbitro elija otra cosa.',
  'as printed: the owner scores': 'tal como está impreso: puntúa el dueño',
  'As the card says, once per game.': 'Según diga la carta, una vez por partida.',
  'At 350 points the printed middle band ends at 274 and the top one starts above 275; the app counts exactly 275 in the middle band (3 OP).':
    'A 350 puntos la franja intermedia impresa acaba en 274 y la superior empieza por encima de 275; la aplicación cuenta exactamente 275 en la franja intermedia (3 PO).',
  'At least one Classified Objective in each of the three Game Rounds':
    'Al menos un Objetivo Clasificado en cada una de las tres Rondas de Juego',
  'At least one Classified Objective in every Game Round': 'Al menos un Objetivo Clasificado en cada Ronda de Juego',
  'At the end, the Tracking Beacon is entirely inside the enemy’s half of the table':
    'Al final, la Baliza de Rastreo está por completo dentro de la mitad de la mesa enemiga',
  'At the end: a non-Null trooper of this player in the Zone of Control of the enemy Treasure token, and no non-Null enemy in the Zone of Control of this player’s own Treasure (a Sāchā securing the enemy Treasure needs only the first). Secure HVT or Secure Treasure, never both.':
    'Al final: una tropa no Nula de este jugador en la Zona de Control de la ficha de Tesoro enemiga, y ningún enemigo no Nulo en la Zona de Control del propio Tesoro de este jugador (un Sāchā que asegure el Tesoro enemigo solo necesita lo primero). Asegurar HVT o Asegurar Tesoro, nunca ambos.',
  Attacker: 'Atacante',
  'Attacker and Defender': 'Atacante y Defensor',
  'Attacker: Dominate the Server Room': 'Atacante: Dominar la Sala de Servidores',
  'Attacker: Extract the Data Pack': 'Atacante: Extraer el Paquete de Datos',
  'Attacker: Kill at least 40 / 50 / 65 / 75 / 85 / 100 enemy Army Points (150 … 400 points)':
    'Atacante: Matar al menos 40 / 50 / 65 / 75 / 85 / 100 Puntos de Ejército enemigos (150 … 400 puntos)',
  'Attacker: that trooper is inside your Deployment Zone, non-Null, at the end':
    'Atacante: esa tropa está dentro de tu Zona de Despliegue, no Nula, al final',
  'Attacker: the trooper who Extracted it is not Killed at the end':
    'Atacante: la tropa que lo Extrajo no está Muerta al final',
  'Attacker: Unlock the Data Console': 'Atacante: Desbloquear la Consola de Datos',
  'Attacker’s Objectives': 'Objetivos del Atacante',
  'B-Pong': 'B-Pong',
  'Battle Conditions': 'Condiciones de Batalla',
  Battleground: 'Campo de Batalla',
  'Carried by a non-Null model of this player not in contact with an enemy model, or lying in this player’s Safe Area unless an enemy Specialist carries it.':
    'Llevada por una miniatura no Nula de este jugador sin contacto con una miniatura enemiga, o situada en la Zona Segura de este jugador salvo que la lleve un Especialista enemigo.',
  CivEvac: 'CivEvac',
  Civilians: 'Civiles',
  'Civilians Extracted': 'Civiles Extraídos',
  'Common Classified Objectives': 'Objetivos Clasificados Comunes',
  'Common Classified Objectives credited': 'Objetivos Clasificados Comunes acreditados',
  'Common Classified Objectives credited at the end': 'Objetivos Clasificados Comunes acreditados al final',
  'Commons this player accomplished and still holds at the end, after any Emit Akial Interference cancelled some.':
    'Comunes que este jugador cumplió y conserva al final, después de que Emitir Interferencia Akial anulara alguno.',
  'Communication Antenna': 'Antena de Transmisión',
  'Communication Antennas Activated': 'Antenas de Transmisión Activadas',
  'Consoles Activated by this player at the end': 'Consolas Activadas por este jugador al final',
  'Control at least one Console at the end of each Game Round':
    'Controlar al menos una Consola al final de cada Ronda de Juego',
  'Control the enemy Beacon at the end of each Game Round':
    'Controlar la Baliza enemiga al final de cada Ronda de Juego',
  'Control the Tracking Beacon at the end of each Game Round':
    'Controlar la Baliza de Rastreo al final de cada Ronda de Juego',
  'Controls at least one Console': 'Controla al menos una Consola',
  'Controls the enemy Beacon': 'Controla la Baliza enemiga',
  'Controls the Tracking Beacon': 'Controla la Baliza de Rastreo',
  'Corporate Appropriation': 'Apropiación Corporativa',
  'Critical Intervention': 'Intervención Crítica',
  'Crossing Lines': 'Cruzando Líneas',
  Cutthroat: 'A Degüello',
  'Data Console': 'Consola de Datos',
  'Dead Zones (ZO)': 'Zonas Muertas (ZO)',
  'Dead, or in a Null state at the end; enemy Specialists never deployed count; Extracted troopers are never Killed.':
    'Muertos, o en estado Nulo al final; cuentan los Especialistas enemigos no desplegados; las tropas Extraídas nunca están Muertas.',
  Defender: 'Defensor',
  'Defender: Dominate the Server Room': 'Defensor: Dominar la Sala de Servidores',
  'Defender: Kill at least 75 / 100 / 125 / 150 / 175 / 200 enemy Army Points (150 … 400 points)':
    'Defensor: Matar al menos 75 / 100 / 125 / 150 / 175 / 200 Puntos de Ejército enemigos (150 … 400 puntos)',
  'Defender: Kill the trooper who Extracted the Data Pack':
    'Defensor: Matar a la tropa que Extrajo el Paquete de Datos',
  'Defender: the Attacker did not Extract the Data Pack': 'Defensor: el Atacante no Extrajo el Paquete de Datos',
  'Defender: the Attacker did not Unlock the Data Console': 'Defensor: el Atacante no Desbloqueó la Consola de Datos',
  'Defender’s Objectives': 'Objetivos del Defensor',
  'Direct Action': 'Acción Directa',
  'Dominate a Dead Zone at the end of each Game Round': 'Dominar una Zona Muerta al final de cada Ronda de Juego',
  'Dominate a Zone of Interest at the end of the game (the Special one included)':
    'Dominar una Zona de Interés al final de la partida (incluida la Especial)',
  'Dominate both Dead Zones at the end of the game': 'Dominar las dos Zonas Muertas al final de la partida',
  'Dominate more Quadrants than the adversary at the end of each Game Round':
    'Dominar más Cuadrantes que el rival al final de cada Ronda de Juego',
  'Dominate the Launching Tower': 'Dominar la Torre de Lanzamiento',
  'Dominate the Special Zone of Interest at the end of each Game Round':
    'Dominar la Zona de Interés Especial al final de cada Ronda de Juego',
  'Dominates both Dead Zones at the end': 'Domina las dos Zonas Muertas al final',
  'Dominates more Quadrants than the adversary': 'Domina más Cuadrantes que el rival',
  'Dominates the Dead Zone in Player A’s half': 'Domina la Zona Muerta de la mitad del Jugador A',
  'Dominates the Dead Zone in Player B’s half': 'Domina la Zona Muerta de la mitad del Jugador B',
  'Dominates the first Zone of Interest at the end': 'Domina la primera Zona de Interés al final',
  'Dominates the Launching Tower': 'Domina la Torre de Lanzamiento',
  'Dominates the second Zone of Interest at the end': 'Domina la segunda Zona de Interés al final',
  'Dominates the Server Room': 'Domina la Sala de Servidores',
  'Dominates the Special Zone of Interest': 'Domina la Zona de Interés Especial',
  'Dominates the Special Zone of Interest at the end': 'Domina la Zona de Interés Especial al final',
  'Each Activated Console at the end of the game': 'Cada Consola Activada al final de la partida',
  'Each Antenna Activated by you at the end of the game': 'Cada Antena Activada por ti al final de la partida',
  'Each Common Classified Objective credited at the end': 'Cada Objetivo Clasificado Común acreditado al final',
  'Each Communication Antenna Activated by you at the end of the game':
    'Cada Antena de Transmisión Activada por ti al final de la partida',
  'Each Communication Antenna you Control at the end of the game':
    'Cada Antena de Transmisión que Controlas al final de la partida',
  'Each Extracted Civilian (4 in the game)': 'Cada Civil Extraído (4 en la partida)',
  'Each Extracted enemy HVT (2 per player)': 'Cada HVT enemigo Extraído (2 por jugador)',
  'Each Hacked Console at the end of the game': 'Cada Consola Hackeada al final de la partida',
  'Each of your three Tactical Objectives, as its card says':
    'Cada uno de tus tres Objetivos Tácticos, según diga su carta',
  'Each Supply Box you Control at the end of the game': 'Cada Caja de Suministros que Controlas al final de la partida',
  'Enemy HVTs Extracted': 'HVT enemigos Extraídos',
  'Enemy Prototype Destroyed': 'Prototipo enemigo Destruido',
  'Enemy Specialist Troops Killed': 'Tropas Especialistas enemigas Muertas',
  'Enemy troopers Killed by this player’s Key Ops': 'Tropas enemigas Muertas por el Key Ops de este jugador',
  Evacuation: 'Evacuación',
  'Every enemy trooper that was Lieutenant at any time in the game and is Dead, or in a Null state at the end.':
    'Cada tropa enemiga que fue Teniente en algún momento de la partida y está Muerta, o en estado Nulo al final.',
  'Extract Identified Trooper': 'Extraer Tropa Identificada',
  'Extracted Army Points': 'Puntos de Ejército Extraídos',
  'Extracted by a Specialist of this player at an Extraction Console (not in Game Round 1).':
    'Extraídos por un Especialista de este jugador en una Consola de Extracción (no en la Ronda de Juego 1).',
  'Extracted the Data Pack': 'Extrajo el Paquete de Datos',
  Extraction: 'Extracción',
  'Extraction Consoles': 'Consolas de Extracción',
  'For “more Classified Objectives than the adversary” the app counts every credited Common (beyond 6 too) plus the Private.':
    'Para «más Objetivos Clasificados que el rival» la aplicación cuenta todos los Comunes acreditados (también más allá de 6) más el Privado.',
  'Four HVTs each': 'Cuatro HVT cada uno',
  'Hack Console': 'Hackear Consola',
  'Hacked Consoles': 'Consolas Hackeadas',
  Hardlock: 'Hardlock',
  'Has a Dominant Key Ops': 'Tiene un Key Ops Dominante',
  'Has a Dominant Key Ops at the end': 'Tiene un Key Ops Dominante al final',
  'Has an Active Lieutenant': 'Tiene un Teniente Activo',
  'Has the Communication Antenna Activated': 'Tiene la Antena de Transmisión Activada',
  'Has the enemy Prototype Captured': 'Tiene el Prototipo enemigo Capturado',
  'Has the enemy Prototype Captured at the end': 'Tiene el Prototipo enemigo Capturado al final',
  'Have {band} surviving Army Points ({n} points)': 'Tener {band} Puntos de Ejército supervivientes ({n} puntos)',
  'Have a Dominant Key Ops at the end of the game': 'Tener un Key Ops Dominante al final de la partida',
  'Have an Active Lieutenant at the end of the game': 'Tener un Teniente Activo al final de la partida',
  'Have the Communication Antenna Activated at the end of each Game Round':
    'Tener la Antena de Transmisión Activada al final de cada Ronda de Juego',
  'Have the enemy Prototype Captured at the end of the game':
    'Tener el Prototipo enemigo Capturado al final de la partida',
  'ID Scanners': 'Escáneres de ID',
  'If the game ended early, only a card revealed before the end can score: answer 0 for a card never revealed.':
    'Si la partida terminó antes de tiempo, solo puede puntuar una carta revelada antes del final: responde 0 para una carta nunca revelada.',
  'Inhibitor Antenna': 'Antena Inhibidora',
  'Key Ops': 'Key Ops',
  'Kill {band} enemy Army Points ({n} points)': 'Matar {band} Puntos de Ejército enemigos ({n} puntos)',
  'Kill as many Lieutenants as the adversary, at least 1': 'Matar tantos Tenientes como el rival, al menos 1',
  'Kill more Army Points than the adversary': 'Matar más Puntos de Ejército que el rival',
  'Kill more Lieutenants than the adversary': 'Matar más Tenientes que el rival',
  'Kill more Specialist Troops than the adversary': 'Matar más Tropas Especialistas que el rival',
  'Kill the enemy Key Ops': 'Matar al Key Ops enemigo',
  'Kill the enemy Lieutenant': 'Matar al Teniente enemigo',
  'Kill the same number of Specialist Troops as the adversary (none each included)':
    'Matar el mismo número de Tropas Especialistas que el rival (ninguna por bando incluido)',
  'Killed as many Lieutenants as the adversary (at least 1)': 'Mató tantos Tenientes como el rival (al menos 1)',
  'Killed at least {n} enemy Army Points': 'Mató al menos {n} Puntos de Ejército enemigos',
  'Killed more Army Points than the adversary': 'Mató más Puntos de Ejército que el rival',
  'Killed more Lieutenants than the adversary': 'Mató más Tenientes que el rival',
  'Killed more Specialist Troops than the adversary': 'Mató más Tropas Especialistas que el rival',
  'Killed the enemy Key Ops': 'Mató al Key Ops enemigo',
  'Killed the enemy Lieutenant': 'Mató al Teniente enemigo',
  'Killed the same number of Specialist Troops as the adversary':
    'Mató el mismo número de Tropas Especialistas que el rival',
  'Killed the trooper who Extracted the Data Pack': 'Mató a la tropa que Extrajo el Paquete de Datos',
  'Last Launch': 'Último Lanzamiento',
  'Launching Tower (ZO)': 'Torre de Lanzamiento (ZO)',
  'More Activated Consoles than the adversary': 'Más Consolas Activadas que el rival',
  'More Activated Consoles than the adversary at the end of the game':
    'Más Consolas Activadas que el rival al final de la partida',
  'More boxes in own Safe Area than the adversary': 'Más cajas en su Zona Segura que el rival',
  'More boxes in your own Safe Area than the adversary in theirs':
    'Más cajas en tu Zona Segura que el rival en la suya',
  'More Classified Objectives than the adversary': 'Más Objetivos Clasificados que el rival',
  'More Classified Objectives than the adversary (Commons and Private)':
    'Más Objetivos Clasificados que el rival (Comunes y Privado)',
  'More Extracted Army Points than the adversary': 'Más Puntos de Ejército Extraídos que el rival',
  'More Extracted Specialists than the adversary': 'Más Especialistas Extraídos que el rival',
  'More Panoply acquisitions than the adversary': 'Más adquisiciones de Panoplia que el rival',
  'More Tactical Objectives accomplished (at least 1 OP each) than the adversary':
    'Más Objetivos Tácticos cumplidos (al menos 1 PO cada uno) que el rival',
  'More Tactical Objectives accomplished than the adversary': 'Más Objetivos Tácticos cumplidos que el rival',
  'More weapons or items acquired from the Panoplies than the adversary':
    'Más armas u objetos obtenidos de las Panoplias que el rival',
  'No Classified Objectives': 'Sin Objetivos Clasificados',
  'none each: the same number, as printed': 'ninguno por bando: el mismo número, tal como está impreso',
  'Only the Attacker’s own Unlock and Extraction count, for the Attacker and against the Defender; a Defender who does either scores nothing for it.':
    'Solo cuentan el Desbloqueo y la Extracción del propio Atacante, para el Atacante y contra el Defensor; un Defensor que haga cualquiera de ellos no puntúa nada por ello.',
  'Only this player has a non-Null model (not a Marker) in contact with it.':
    'Solo este jugador tiene una miniatura no Nula (no un Marcador) en contacto con ella.',
  'OP given by Tactical Objective {n}': 'PO obtenidos con el Objetivo Táctico {n}',
  'Opposite corners, Deployment Zones of 24 inches radius (20 at 200 and 250 points, 12 at 150).':
    'Esquinas opuestas, Zonas de Despliegue de 24 pulgadas de radio (20 a 200 y 250 puntos, 12 a 150).',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment in the Launching Tower.':
    'Lados opuestos, Zonas de Despliegue de 12 pulgadas de fondo (8 a 150 puntos); no se despliega en la Torre de Lanzamiento.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment inside the Server Room.':
    'Lados opuestos, Zonas de Despliegue de 12 pulgadas de fondo (8 a 150 puntos); no se despliega dentro de la Sala de Servidores.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); no deployment within 4 inches of the centre line.':
    'Lados opuestos, Zonas de Despliegue de 12 pulgadas de fondo (8 a 150 puntos); no se despliega a menos de 4 pulgadas de la línea central.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Beacon or a Console.':
    'Lados opuestos, Zonas de Despliegue de 12 pulgadas de fondo (8 a 150 puntos); sin contacto con una Baliza o una Consola.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points); not in contact with a Civilian.':
    'Lados opuestos, Zonas de Despliegue de 12 pulgadas de fondo (8 a 150 puntos); sin contacto con un Civil.',
  'Opposite sides, Deployment Zones 12 inches deep (8 at 150 points).':
    'Lados opuestos, Zonas de Despliegue de 12 pulgadas de fondo (8 a 150 puntos).',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); no deployment within 4 inches of the centre line.':
    'Lados opuestos, Zonas de Despliegue de 16 pulgadas de fondo (12 a 150 puntos); no se despliega a menos de 4 pulgadas de la línea central.',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points); not in contact with the Tech-Coffin or an Antenna.':
    'Lados opuestos, Zonas de Despliegue de 16 pulgadas de fondo (12 a 150 puntos); sin contacto con el Tech-Coffin o una Antena.',
  'Opposite sides, Deployment Zones 16 inches deep (12 at 150 points).':
    'Lados opuestos, Zonas de Despliegue de 16 pulgadas de fondo (12 a 150 puntos).',
  'Or else Threaten the enemy Key Ops': 'O si no, Amenazar al Key Ops enemigo',
  'Own Beacon not Controlled by the enemy at the end': 'Su Baliza no Controlada por el enemigo al final',
  'Own Key Ops Killed more enemy troopers than the enemy Key Ops':
    'Su Key Ops Mató más tropas enemigas que el Key Ops enemigo',
  'Own Prototype Destroyed': 'Su Prototipo Destruido',
  'Own Prototype not Captured by the enemy (and not Destroyed)':
    'Su Prototipo no Capturado por el enemigo (y no Destruido)',
  'Private Classified Objective': 'Objetivo Clasificado Privado',
  'Private Classified Objective (Secure Treasure may replace it)':
    'Objetivo Clasificado Privado (Asegurar Tesoro puede sustituirlo)',
  Prototypes: 'Prototipos',
  Provisioning: 'Aprovisionamiento',
  'referee’s reading: the opponent scores': 'lectura del árbitro: puntúa el rival',
  'Replaced by Secure Treasure, accomplished': 'Sustituido por Asegurar Tesoro, cumplido',
  'Resilience Operations': 'Operaciones de Resiliencia',
  'Safe Areas': 'Zonas Seguras',
  'Secure Treasure': 'Asegurar Tesoro',
  'Secure Treasure accomplished (in place of a Classified card)':
    'Asegurar Tesoro cumplido (en lugar de una carta Clasificada)',
  'Secure Treasure can replace only the Private Classified (the Commons are shared cards) and is then worth its 2 OP.':
    'Asegurar Tesoro solo puede sustituir al Clasificado Privado (los Comunes son cartas compartidas) y vale entonces sus 2 PO.',
  'Secure Treasure Classified Objective': 'Objetivo Clasificado Asegurar Tesoro',
  'Secure Treasure may replace one Classified Objective (Secure HVT or Secure Treasure, not both)':
    'Asegurar Tesoro puede sustituir un Objetivo Clasificado (Asegurar HVT o Asegurar Tesoro, no ambos)',
  'Server Room (ZO)': 'Sala de Servidores (ZO)',
  'Special Zone of Interest': 'Zona de Interés Especial',
  'Specialists Extracted': 'Especialistas Extraídos',
  Superiority: 'Superioridad',
  'Supply Boxes Controlled at the end': 'Cajas de Suministros Controladas al final',
  'Supply Boxes in own Safe Area': 'Cajas de Suministros en su Zona Segura',
  'Tactical Elements': 'Elementos Tácticos',
  'Tactical Objective {n}': 'Objetivo Táctico {n}',
  'Tactical Objectives': 'Objetivos Tácticos',
  'That trooper is inside the Attacker’s Deployment Zone, non-Null':
    'Esa tropa está dentro de la Zona de Despliegue del Atacante, no Nula',
  'The adversary Controls no box in their own Safe Area': 'El rival no Controla ninguna caja en su propia Zona Segura',
  'The Attacker (the player with the first Player Turn)': 'El Atacante (el jugador con el primer Turno de Jugador)',
  'The Attacker did not Extract the Data Pack': 'El Atacante no Extrajo el Paquete de Datos',
  'The Attacker did not Unlock the Data Console': 'El Atacante no Desbloqueó la Consola de Datos',
  'The Attacker Extracted the Data Pack': 'El Atacante Extrajo el Paquete de Datos',
  'The Attacker Unlocked the Data Console': 'El Atacante Desbloqueó la Consola de Datos',
  'The Beacon at the opponent’s Deployment Zone: only this player has non-Null models in contact (a carrier is in contact).':
    'La Baliza junto a la Zona de Despliegue del rival: solo este jugador tiene miniaturas no Nulas en contacto (quien la lleva está en contacto).',
  'The cost of this player’s troopers Extracted at the ID Checker, plus 20 for each Extracted trooper with Baggage.':
    'El coste de las tropas de este jugador Extraídas en el Verificador de ID, más 20 por cada tropa Extraída con Equipaje.',
  'the Dead Zone in Player A’s half': 'la Zona Muerta de la mitad del Jugador A',
  'the Dead Zone in Player B’s half': 'la Zona Muerta de la mitad del Jugador B',
  'The extractor is inside own Deployment Zone, non-Null': 'El extractor está dentro de su Zona de Despliegue, no Nulo',
  'The extractor is not Killed': 'El extractor no está Muerto',
  'the first Zone of Interest': 'la primera Zona de Interés',
  'The first Zone of Interest': 'La primera Zona de Interés',
  'the game ended before the third Game Round': 'la partida terminó antes de la tercera Ronda de Juego',
  'The half holding the opponent’s Deployment Zone; a Beacon touching the centre line is in neither half.':
    'La mitad que contiene la Zona de Despliegue del rival; una Baliza que toque la línea central no está en ninguna mitad.',
  'the Launching Tower': 'la Torre de Lanzamiento',
  'The Lieutenant is in no Null state, not Isolated and not Immobilized.':
    'El Teniente no está en ningún estado Nulo, ni Aislado ni Inmovilizado.',
  'The model the opponent named Key Ops at the end of deployment is Dead, or in a Null state at the end of the game.':
    'La miniatura que el rival nombró Key Ops al final del despliegue está Muerta, o en estado Nulo al final de la partida.',
  'The opponent’s HVTs this player Extracted; a player’s own HVTs score nothing.':
    'Los HVT del rival que este jugador Extrajo; los HVT propios no puntúan nada.',
  'The owner of the Destroyed Prototype (as printed)': 'El dueño del Prototipo Destruido (tal como está impreso)',
  'The owner’s opponent (read as a misprint)': 'El rival del dueño (leído como errata)',
  'The same number in your Safe Area as the adversary in theirs, at least 1':
    'El mismo número en tu Zona Segura que el rival en la suya, al menos 1',
  'The scenario does not say which Lieutenant counts when the role changes hands: the referee answers yes or no.':
    'El escenario no dice qué Teniente cuenta cuando el papel cambia de manos: el árbitro responde sí o no.',
  'the second Zone of Interest': 'la segunda Zona de Interés',
  'The second Zone of Interest': 'La segunda Zona de Interés',
  'the Server Room': 'la Sala de Servidores',
  'The Server Room': 'La Sala de Servidores',
  'the Special Zone of Interest': 'la Zona de Interés Especial',
  'The Special Zone of Interest': 'La Zona de Interés Especial',
  'The Tracking Beacon entirely inside the enemy’s half at the end of the game':
    'La Baliza de Rastreo por completo dentro de la mitad enemiga al final de la partida',
  'The trooper who Extracted the Data Pack is Killed at the end':
    'La tropa que Extrajo el Paquete de Datos está Muerta al final',
  'This player made the last Activation of the Antenna.': 'Este jugador hizo la última Activación de la Antena.',
  'This player’s Key Ops is non-Null inside a Quadrant this player Dominates.':
    'El Key Ops de este jugador está no Nulo dentro de un Cuadrante que este jugador Domina.',
  'This player’s own Prototype was Destroyed': 'El propio Prototipo de este jugador fue Destruido',
  'Threatens the enemy Key Ops': 'Amenaza al Key Ops enemigo',
  'Tracking Beacon': 'Baliza de Rastreo',
  'Tracking Beacon entirely inside the enemy’s half': 'Baliza de Rastreo por completo dentro de la mitad enemiga',
  'Two HVTs each': 'Dos HVT cada uno',
  'Unlocked the Data Console': 'Desbloqueó la Consola de Datos',
  'up to 3 each': 'hasta 3 cada uno',
  'Uplink Center': 'Centro de Enlace',
  'When neither player Killed a Specialist, none each is the same number: both score 1 (the objective, unlike others, does not ask for at least one).':
    'Si ningún jugador Mató a un Especialista, ninguno por bando es el mismo número: ambos obtienen 1 (este objetivo, a diferencia de otros, no pide al menos uno).',
  'Who scores “your Prototype is Destroyed”': 'Quién puntúa «tu Prototipo está Destruido»',
  'With two HVTs each, some possibly already Extracted, the rule does not say which HVTs count: the referee answers yes or no.':
    'Con dos HVT cada uno, quizá alguno ya Extraído, la regla no dice qué HVT cuentan: el árbitro responde sí o no.',
  'Your Key Ops Kills more enemy troopers than the enemy Key Ops':
    'Tu Key Ops Mata más tropas enemigas que el Key Ops enemigo',
  'Your own Beacon not Controlled by the enemy at the end of the game':
    'Tu propia Baliza no Controlada por el enemigo al final de la partida',
  'Your own Prototype not Captured by the enemy (only if not Destroyed)':
    'Tu propio Prototipo no Capturado por el enemigo (solo si no está Destruido)',
  'Your Prototype is Destroyed (as printed; the referee may read it as the enemy Prototype)':
    'Tu Prototipo está Destruido (tal como está impreso; el árbitro puede leerlo como el Prototipo enemigo)',
  'Zone of Interest': 'Zona de Interés',
  'Zones of Interest (ZO)': 'Zonas de Interés (ZO)',
};
