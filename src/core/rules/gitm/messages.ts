/**
 * The lines the grid game prints when a unit cannot leave the battle square
 * (gitm-retreat-rout-fallback · "The following messages are printed").
 *
 * These templates are the game's own output, not explanations: the calculator must show the
 * referee exactly what the game printed, so they are reproduced with the unit's name filled in.
 * Everything else in this module is written in our own words.
 */
export type GitmAction = 'retreat' | 'rout' | 'fall-back';

/** The verb as the messages print it ("fall back", not "fall-back"). */
export function actionVerb(action: GitmAction): string {
  return action === 'fall-back' ? 'fall back' : action;
}

export const gitmMessages = {
  /** Its move was stopped in the first square it tried to enter. */
  unableToMove: (unit: string) => `${unit} is unable to move.`,
  /** No valid direction at all. */
  noValidDirection: (unit: string, action: GitmAction) =>
    `${unit} is unable to ${actionVerb(action)} and is forced to surrender!`,
  /** Lost a melee with fatigue 16 or more. */
  exhausted: (unit: string) => `${unit} is exhausted, and surrenders!`,
  /** Falling back only: entangled by the enemy in the melee. */
  trapped: (unit: string) => `${unit} is trapped by enemy forces and surrenders!`,
  /** Every square it could legitimately move to was impassable or occupied. */
  blocked: (unit: string, action: GitmAction) =>
    `${unit} tries to ${actionVerb(action)} but is blocked, and surrenders!`,
  /** Every valid direction was held by hostile units. */
  noDirection: (unit: string) => `${unit} has no direction to retreat and is forced to surrender!`,
} as const;
