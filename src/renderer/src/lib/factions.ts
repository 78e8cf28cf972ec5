/**
 * The factions a player may register with, for the Faction select: Infinity's general armies,
 * the armies of the unit catalogs loaded in the event, and any faction already registered (so a
 * sectorial typed once is offered to the next player). Sorted, each once.
 */
export const GENERAL_FACTIONS = [
  'PanOceania',
  'Yu Jing',
  'Ariadna',
  'Haqqislam',
  'Nomads',
  'Combined Army',
  'ALEPH',
  'Tohaa',
  'O-12',
  'JSA',
  'Non-Aligned Armies',
] as const;

export function factionChoices(catalogArmies: readonly string[], registered: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of [...GENERAL_FACTIONS, ...catalogArmies, ...registered]) {
    const trimmed = name.trim();
    if (trimmed !== '' && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}
