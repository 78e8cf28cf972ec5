/**
 * Builds Infinity Army army codes for the end-to-end tests (generation (b): plain members),
 * written from the layout in the product's issue: integers below 0x80 are one byte, larger ones
 * two bytes big-endian with the top bit set; strings are a length then UTF-8.
 */
function int(n: number): number[] {
  if (n < 0 || n > 0x7fff) throw new Error(`cannot encode ${n}`);
  return n < 0x80 ? [n] : [0x80 | (n >> 8), n & 0xff];
}

function str(s: string): number[] {
  const bytes = [...new TextEncoder().encode(s)];
  return [...int(bytes.length), ...bytes];
}

export interface CodeGroup {
  number: number;
  members: { unit: number; group: number; option: number }[];
}

export function encodeArmyCode(
  sectorialId: number,
  slug: string,
  name: string,
  points: number,
  groups: CodeGroup[],
): string {
  const bytes = [...int(sectorialId), ...str(slug), ...str(name), ...int(points), ...int(groups.length)];
  for (const g of groups) {
    // Flag 1 followed by the reinforcement byte (0: a Main-section group), as in the example.
    bytes.push(...int(g.number), 1, 0, ...int(g.members.length));
    for (const m of g.members) bytes.push(0, ...int(m.unit), ...int(m.group), ...int(m.option), 0);
  }
  return Buffer.from(bytes).toString('base64').replace(/=+$/, '');
}
