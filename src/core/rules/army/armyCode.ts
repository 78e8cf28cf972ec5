/**
 * Infinity Army "army codes": decoding (and, for tests, encoding) the base64 string the army
 * builder gives to share a list.
 *
 * Layout, as the product's issue describes it (the format has no published specification):
 *   integer  a byte below 0x80 is the value; otherwise two bytes, big-endian, top bit cleared
 *            (81 2C → 0x012C = 300). This is not LEB128.
 *   string   an integer length, then that many bytes of UTF-8.
 *   header   sectorial id, sectorial slug, list name, points limit, number of Combat Groups.
 *   group    group number, a flag byte, a reinforcement byte only when the flag is 1, member count.
 *   member   one of three generations, the same for the whole code:
 *            (a) index, unit id, profile-group id, option id, 0
 *            (b) 0, unit id, profile-group id, option id, 0
 *            (c) as (b), then one byte; when it is 1, a count of length-prefixed JSON strings
 *                follows (Spec-Ops upgrades).
 * Nothing in the code names its generation, so each is tried and a layout is accepted only if
 * it reads every byte exactly. A code holds ids only: names and costs come from a catalog.
 *
 * Pure: no I/O. Every failure is a `{ ok: false, reason, i18n }` result, never an exception.
 */
import { english, msg } from '../../../shared/messages';
import type { MessageKey, MessageRef } from '../../../shared/messages';

export type CodeGeneration = 'a' | 'b' | 'c';

/** Human names for the generations, used in messages. */
const GENERATION_LABELS: Record<CodeGeneration, MessageKey> = {
  a: 'm.code.layout.a',
  b: 'm.code.layout.b',
  c: 'm.code.layout.c',
};

/** A part of the code, named in messages. */
type Part =
  | 'sectorialId'
  | 'slug'
  | 'slugLength'
  | 'listName'
  | 'listNameLength'
  | 'pointsLimit'
  | 'groupCount'
  | 'index'
  | 'unitId'
  | 'profileGroupId'
  | 'optionId'
  | 'endByte'
  | 'specOpsFlag'
  | 'specOpsCount'
  | 'specOpsEntry'
  | 'specOpsEntryLength'
  | 'number'
  | 'flag'
  | 'reinforcementByte'
  | 'memberCount';

export interface DecodedMember {
  /** Slot index; always 0 in generations (b) and (c). */
  index: number;
  unit: number;
  group: number;
  option: number;
  /** Raw Spec-Ops upgrade strings (generation c only). */
  specOps: string[];
}

export interface DecodedGroup {
  number: number;
  /** The raw flag byte (1 means a reinforcement byte follows). */
  flag: number;
  reinforcement: boolean;
  members: DecodedMember[];
}

export interface DecodedArmyCode {
  generation: CodeGeneration;
  /**
   * Other generations that also read every byte but give different ids (rare; the preferred
   * layout is used). A plain (b) code always also reads as (a) with index 0: not listed.
   */
  alsoMatches: CodeGeneration[];
  sectorialId: number;
  slug: string;
  name: string;
  pointsLimit: number;
  groups: DecodedGroup[];
}

/** A refusal: `reason` in English (the CLI) and its key (`i18n`), which messages quote. */
export type CodeRefusal = { ok: false; reason: string; i18n: MessageRef };
export type DecodeResult = { ok: true; code: DecodedArmyCode } | CodeRefusal;

const refusal = (i18n: MessageRef): CodeRefusal => ({ ok: false, reason: english(i18n), i18n });

/** The largest value the two-byte integer form can carry. */
export const MAX_CODE_INT = 0x7fff;

/** Order in which layouts are preferred when more than one reads every byte. */
const GENERATION_ORDER: CodeGeneration[] = ['b', 'c', 'a'];

/**
 * A layout that does not fit. Not an Error subclass on purpose: trying three layouts throws
 * often, and a plain object skips the stack-trace capture (decoding is about 3× faster).
 */
class CodeError {
  constructor(readonly problem: MessageRef) {}
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

class Reader {
  pos = 0;
  /** Where we are, for messages: Combat Group and member numbers (1-based; 0 = not inside). */
  group = 0;
  member = 0;
  constructor(private readonly bytes: Uint8Array) {}

  /** "Combat Group 2, member 3, unit id": built only when a message is needed. */
  label(what: Part): MessageRef {
    const part = msg(`m.code.part.${what}`);
    if (this.group === 0) return part;
    return this.member === 0
      ? msg('m.code.inGroup', { group: this.group, what: part })
      : msg('m.code.inMember', { group: this.group, member: this.member, what: part });
  }

  /** "Combat Group 2, member 3". */
  get where(): MessageRef {
    return msg('m.code.member', { group: this.group, member: this.member });
  }

  get done(): boolean {
    return this.pos >= this.bytes.length;
  }

  byte(what: Part): number {
    const b = this.bytes[this.pos];
    if (b === undefined) throw new CodeError(msg('m.code.endsEarly', { what: this.label(what), byte: this.pos + 1 }));
    this.pos += 1;
    return b;
  }

  int(what: Part): number {
    const first = this.byte(what);
    if (first < 0x80) return first;
    const second = this.byte(what);
    return ((first & 0x7f) << 8) | second;
  }

  string(what: Part, lengthPart: Part): string {
    const length = this.int(lengthPart);
    if (this.pos + length > this.bytes.length) {
      throw new CodeError(
        msg('m.code.claims', {
          what: this.label(what),
          n: length,
          left: this.bytes.length - this.pos,
          byte: this.pos + 1,
        }),
      );
    }
    const slice = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    try {
      return UTF8.decode(slice);
    } catch {
      throw new CodeError(msg('m.code.notUtf8', { what: this.label(what) }));
    }
  }
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64_ALPHABET].map((c, i) => [c, i]));

/**
 * Turns what the referee pasted into bytes: trims it, undoes URL encoding (%2B, %2F, %3D),
 * accepts the URL-safe alphabet (- and _), and padding or none. A space inside the code is read
 * as a "+" that a web form turned into a space.
 */
export function armyCodeBytes(input: string): { ok: true; bytes: Uint8Array } | CodeRefusal {
  let text = input.trim();
  if (text === '') return refusal(msg('m.code.empty'));
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return refusal(msg('m.code.badEscape'));
    }
    text = text.trim();
  }
  text = text
    .replace(/[\r\n\t]/g, '')
    .replace(/ /g, '+')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  text = text.replace(/=+$/, '');
  const bad = [...text].findIndex((c) => !BASE64_VALUE.has(c));
  if (bad >= 0) {
    return refusal(msg('m.code.notBase64', { char: [...text][bad] ?? '', n: bad + 1 }));
  }
  if (text.length % 4 === 1) {
    return refusal(msg('m.code.badLength', { n: text.length }));
  }
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let out = 0;
  for (const c of text) {
    acc = (acc << 6) | (BASE64_VALUE.get(c) ?? 0);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (acc >> bits) & 0xff;
    }
  }
  return { ok: true, bytes };
}

interface Header {
  sectorialId: number;
  slug: string;
  name: string;
  pointsLimit: number;
  groupCount: number;
}

function readHeader(r: Reader): Header {
  return {
    sectorialId: r.int('sectorialId'),
    slug: r.string('slug', 'slugLength'),
    name: r.string('listName', 'listNameLength'),
    pointsLimit: r.int('pointsLimit'),
    groupCount: r.int('groupCount'),
  };
}

function readMember(r: Reader, generation: CodeGeneration): DecodedMember {
  const index = r.int('index');
  if (generation !== 'a' && index !== 0) {
    throw new CodeError(msg('m.code.memberStarts', { where: r.where, n: index }));
  }
  const unit = r.int('unitId');
  const group = r.int('profileGroupId');
  const option = r.int('optionId');
  const end = r.byte('endByte');
  if (end !== 0) throw new CodeError(msg('m.code.memberEnds', { where: r.where, n: end }));
  const specOps: string[] = [];
  if (generation === 'c') {
    const hasExtras = r.byte('specOpsFlag');
    if (hasExtras === 1) {
      const count = r.int('specOpsCount');
      for (let i = 0; i < count; i += 1) specOps.push(r.string('specOpsEntry', 'specOpsEntryLength'));
    }
  }
  return { index, unit, group, option, specOps };
}

function readGroups(bytes: Uint8Array, afterHeader: number, count: number, generation: CodeGeneration): DecodedGroup[] {
  const r = new Reader(bytes);
  r.pos = afterHeader;
  const groups: DecodedGroup[] = [];
  for (let g = 0; g < count; g += 1) {
    r.group = g + 1;
    r.member = 0;
    const number = r.int('number');
    const flag = r.byte('flag');
    const reinforcement = flag === 1 ? r.byte('reinforcementByte') !== 0 : false;
    const memberCount = r.int('memberCount');
    const members: DecodedMember[] = [];
    for (let m = 0; m < memberCount; m += 1) {
      r.member = m + 1;
      members.push(readMember(r, generation));
    }
    groups.push({ number, flag, reinforcement, members });
  }
  r.group = 0;
  r.member = 0;
  if (!r.done) {
    throw new CodeError(msg('m.code.leftOver', { n: bytes.length - r.pos }));
  }
  return groups;
}

function idsOf(groups: DecodedGroup[]): string {
  return JSON.stringify(
    groups.map((g) => [g.number, g.reinforcement, g.members.map((m) => [m.unit, m.group, m.option])]),
  );
}

/** Decodes bytes already taken out of base64. */
export function decodeArmyCodeBytes(bytes: Uint8Array): DecodeResult {
  const r = new Reader(bytes);
  let header: Header;
  try {
    header = readHeader(r);
  } catch (err) {
    if (!(err instanceof CodeError)) throw err;
    return refusal(msg('m.code.notCode', { problem: err.problem }));
  }
  const afterHeader = r.pos;
  const matches: { generation: CodeGeneration; groups: DecodedGroup[] }[] = [];
  const failures: MessageRef[] = [];
  for (const generation of GENERATION_ORDER) {
    try {
      matches.push({ generation, groups: readGroups(bytes, afterHeader, header.groupCount, generation) });
    } catch (err) {
      if (!(err instanceof CodeError)) throw err;
      failures.push(
        msg('m.code.layoutFailed', { layout: { key: GENERATION_LABELS[generation] }, problem: err.problem }),
      );
    }
  }
  const best = matches[0];
  if (!best) {
    return refusal(msg('m.code.noLayout', { slug: header.slug, id: header.sectorialId, failures }));
  }
  return {
    ok: true,
    code: {
      generation: best.generation,
      alsoMatches: matches
        .slice(1)
        .filter((m) => idsOf(m.groups) !== idsOf(best.groups))
        .map((m) => m.generation),
      sectorialId: header.sectorialId,
      slug: header.slug,
      name: header.name,
      pointsLimit: header.pointsLimit,
      groups: best.groups,
    },
  };
}

/** Decodes an army code as pasted (base64, maybe URL-encoded, with or without padding). */
export function decodeArmyCode(input: string): DecodeResult {
  const bytes = armyCodeBytes(input);
  if (!bytes.ok) return bytes;
  return decodeArmyCodeBytes(bytes.bytes);
}

// ---------------------------------------------------------------------------------------------
// Encoding: used by tests to build codes of each generation by hand.

export interface EncodableCode {
  sectorialId: number;
  slug: string;
  name: string;
  pointsLimit: number;
  groups: {
    number: number;
    /** Defaults to 1 (a reinforcement byte follows). */
    flag?: number;
    reinforcement?: boolean;
    members: { index?: number; unit: number; group: number; option: number; specOps?: string[] }[];
  }[];
}

export function encodeInt(value: number): number[] {
  if (!Number.isInteger(value) || value < 0 || value > MAX_CODE_INT) {
    throw new RangeError(`An army code integer must be 0..${MAX_CODE_INT}; got ${value}.`);
  }
  return value < 0x80 ? [value] : [0x80 | (value >> 8), value & 0xff];
}

function encodeString(text: string): number[] {
  const bytes = [...new TextEncoder().encode(text)];
  return [...encodeInt(bytes.length), ...bytes];
}

export function encodeArmyCodeBytes(code: EncodableCode, generation: CodeGeneration): Uint8Array {
  const out: number[] = [
    ...encodeInt(code.sectorialId),
    ...encodeString(code.slug),
    ...encodeString(code.name),
    ...encodeInt(code.pointsLimit),
    ...encodeInt(code.groups.length),
  ];
  for (const group of code.groups) {
    const flag = group.flag ?? 1;
    out.push(...encodeInt(group.number), flag);
    if (flag === 1) out.push(group.reinforcement ? 1 : 0);
    out.push(...encodeInt(group.members.length));
    for (const m of group.members) {
      out.push(...encodeInt(generation === 'a' ? (m.index ?? 0) : 0));
      out.push(...encodeInt(m.unit), ...encodeInt(m.group), ...encodeInt(m.option), 0);
      if (generation === 'c') {
        const specOps = m.specOps ?? [];
        if (specOps.length === 0) out.push(0);
        else {
          out.push(1, ...encodeInt(specOps.length));
          for (const s of specOps) out.push(...encodeString(s));
        }
      }
    }
  }
  return Uint8Array.from(out);
}

export function bytesToBase64(bytes: Uint8Array, options: { padding?: boolean } = {}): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const n = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    text += BASE64_ALPHABET.charAt((n >> 18) & 63) + BASE64_ALPHABET.charAt((n >> 12) & 63);
    text += b1 === undefined ? '' : BASE64_ALPHABET.charAt((n >> 6) & 63);
    text += b2 === undefined ? '' : BASE64_ALPHABET.charAt(n & 63);
  }
  if (options.padding !== false) text += '='.repeat((4 - (text.length % 4)) % 4);
  return text;
}

/** Builds an army code string of the given generation. */
export function encodeArmyCode(
  code: EncodableCode,
  generation: CodeGeneration,
  options: { padding?: boolean; urlEncode?: boolean } = {},
): string {
  const text = bytesToBase64(encodeArmyCodeBytes(code, generation), options);
  return options.urlEncode ? encodeURIComponent(text) : text;
}

// ---------------------------------------------------------------------------------------------
// Bounds: a code can carry values no list may hold. Each is named so the referee can tell the
// player what is wrong with the code (ITS S11 · Army Lists: the organizer checks every list).

/** Largest Army Points figure a list may be built for (the model's bound). */
export const MAX_CODE_POINTS = 1000;
export const MAX_COMBAT_GROUP = 20;
export const MAX_GROUP_MEMBERS = 40;
const MAX_LIST_NAME = 200;
const MAX_SLUG = 80;
const MAX_SPEC_OPS_TEXT = 2000;
const MAX_SPEC_OPS_ENTRIES = 50;

/** What in a readable code is out of range; empty when the code can become a list. */
export function codeProblems(code: DecodedArmyCode): string[] {
  const problems: string[] = [];
  if (code.pointsLimit > MAX_CODE_POINTS) {
    problems.push(`its points limit is ${code.pointsLimit}; no list is built for more than ${MAX_CODE_POINTS} points`);
  }
  if ([...code.name].length > MAX_LIST_NAME) {
    problems.push(`its list name is ${[...code.name].length} characters long; at most ${MAX_LIST_NAME} are kept`);
  }
  if ([...code.slug].length > MAX_SLUG) {
    problems.push(`its army slug is ${[...code.slug].length} characters long; at most ${MAX_SLUG} are expected`);
  }
  if (code.groups.length > MAX_COMBAT_GROUP) {
    problems.push(`it has ${code.groups.length} Combat Groups; at most ${MAX_COMBAT_GROUP}`);
  }
  const seen = new Set<number>();
  for (const [i, group] of code.groups.entries()) {
    if (group.number < 1 || group.number > MAX_COMBAT_GROUP) {
      problems.push(
        `its Combat Group ${i + 1} is numbered ${group.number}; groups are numbered 1 to ${MAX_COMBAT_GROUP}`,
      );
    } else if (seen.has(group.number)) {
      problems.push(`Combat Group ${group.number} appears twice`);
    }
    seen.add(group.number);
    if (group.members.length > MAX_GROUP_MEMBERS) {
      problems.push(`Combat Group ${group.number} has ${group.members.length} troopers; at most ${MAX_GROUP_MEMBERS}`);
    }
    for (const [m, member] of group.members.entries()) {
      if (member.specOps.length > MAX_SPEC_OPS_ENTRIES || member.specOps.some((s) => s.length > MAX_SPEC_OPS_TEXT)) {
        problems.push(`Combat Group ${group.number}, trooper ${m + 1} carries more Spec-Ops data than a list holds`);
      }
    }
  }
  return problems;
}
