/** French texts of the scenario definitions (see ./index.ts): filled in on another branch. */
export const fr: Readonly<Record<string, string>> = {};
