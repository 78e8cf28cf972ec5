/** Italian texts of the scenario definitions (see ./index.ts): filled in on another branch. */
export const it: Readonly<Record<string, string>> = {};
