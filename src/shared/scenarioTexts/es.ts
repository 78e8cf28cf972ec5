/** Spanish texts of the scenario definitions (see ./index.ts). */
export const es: Readonly<Record<string, string>> = {};
