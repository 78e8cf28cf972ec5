import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../../shared/messages';
import type { Renderer } from '../../../shared/messages';
import { es as MESSAGES_ES } from '../../../shared/i18n/es';
import type { EncodableCode } from './armyCode';
import {
  armyCodeBytes,
  bytesToBase64,
  decodeArmyCode,
  decodeArmyCodeBytes,
  encodeArmyCode,
  encodeArmyCodeBytes,
  encodeInt,
} from './armyCode';

const EXAMPLE = 'gfUGbm9tYWRzASCBLAEBAQACAIbiAQEAAIGeAQEA';

function hex(text: string): Uint8Array {
  return Uint8Array.from(text.split(/\s+/).map((h) => parseInt(h, 16)));
}

function decodeOk(input: string) {
  const result = decodeArmyCode(input);
  if (!result.ok) throw new Error(result.reason);
  return result.code;
}

describe('integers', () => {
  it('uses one byte below 0x80 and two big-endian bytes with the top bit set otherwise', () => {
    // 300 = 0x012C → 0x81 0x2C (the example); 127 fits in one byte; 128 = 0x0080 → 80 80.
    expect(encodeInt(300)).toEqual([0x81, 0x2c]);
    expect(encodeInt(127)).toEqual([0x7f]);
    expect(encodeInt(128)).toEqual([0x80, 0x80]);
    expect(encodeInt(0x7fff)).toEqual([0xff, 0xff]);
    expect(() => encodeInt(0x8000)).toThrow(RangeError);
  });
});

describe('the issue example', () => {
  // Bytes by hand: 81 F5 → 0x01F5 = 501; 06 "nomads"; 01 " "; 81 2C = 300; 01 group;
  // group 01, flag 01, reinforcement 00, 02 members; 00 86E2(1762) 01 01 00; 00 819E(414) 01 01 00.
  it('decodes sectorial 501 nomads, name " ", 300 points, one group with 1762-1-1 and 414-1-1', () => {
    const code = decodeOk(EXAMPLE);
    expect(code.sectorialId).toBe(501);
    expect(code.slug).toBe('nomads');
    expect(code.name).toBe(' ');
    expect(code.pointsLimit).toBe(300);
    expect(code.groups).toHaveLength(1);
    const [group] = code.groups;
    expect(group?.number).toBe(1);
    expect(group?.reinforcement).toBe(false);
    expect(group?.members.map((m) => [m.unit, m.group, m.option])).toEqual([
      [1762, 1, 1],
      [414, 1, 1],
    ]);
    // Each member starts with 0 and has no trailing byte: the plain layout (b).
    expect(code.generation).toBe('b');
    // It also reads as (a) with index 0, giving the same ids: not reported as an ambiguity.
    expect(code.alsoMatches).toEqual([]);
  });

  it('accepts it padded, URL-encoded, URL-safe and wrapped in whitespace', () => {
    // 30 bytes → 40 base64 chars: no padding is needed; add a URL-encoded "=" anyway.
    for (const variant of [EXAMPLE, `${EXAMPLE}%3D%3D`, `  ${EXAMPLE}\n`, encodeURIComponent(`${EXAMPLE}==`)]) {
      expect(decodeOk(variant).sectorialId).toBe(501);
    }
  });

  it('rejects the example with one byte cut off, and with one byte added', () => {
    const bytes = armyCodeBytes(EXAMPLE);
    if (!bytes.ok) throw new Error(bytes.reason);
    const short = decodeArmyCodeBytes(bytes.bytes.subarray(0, bytes.bytes.length - 1));
    expect(short.ok).toBe(false);
    const long = decodeArmyCodeBytes(Uint8Array.from([...bytes.bytes, 7]));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.reason).toMatch(/left over/);
  });
});

describe('hand-made codes of each generation', () => {
  const list: EncodableCode = {
    sectorialId: 1001,
    slug: 'test-army',
    name: 'Ünïcode list',
    pointsLimit: 350,
    groups: [
      {
        number: 1,
        members: [
          { index: 1, unit: 200, group: 1, option: 3 },
          { index: 2, unit: 5, group: 2, option: 1 },
        ],
      },
      {
        number: 2,
        reinforcement: true,
        members: [{ index: 1, unit: 901, group: 1, option: 130, specOps: ['{"skills":[1]}', '{"equip":[2]}'] }],
      },
    ],
  };

  it('generation (a): an index leads each member', () => {
    // Hand bytes of the first member: 01 (index) 80 C8 (200) 01 03 00.
    const bytes = encodeArmyCodeBytes(list, 'a');
    expect([...bytes.subarray(0, 3)]).toEqual([0x83, 0xe9, 9]); // 1001 = 0x03E9
    const code = decodeOk(bytesToBase64(bytes, { padding: false }));
    expect(code.generation).toBe('a');
    expect(code.groups[0]?.members.map((m) => m.index)).toEqual([1, 2]);
    expect(code.groups[1]?.reinforcement).toBe(true);
    expect(code.groups[1]?.members[0]).toMatchObject({ unit: 901, group: 1, option: 130, specOps: [] });
    expect(code.name).toBe('Ünïcode list');
    expect(code.pointsLimit).toBe(350);
  });

  it('generation (b): a 0 leads each member', () => {
    const code = decodeOk(encodeArmyCode(list, 'b'));
    expect(code.generation).toBe('b');
    expect(code.groups.map((g) => g.members.map((m) => `${m.unit}-${m.group}-${m.option}`))).toEqual([
      ['200-1-3', '5-2-1'],
      ['901-1-130'],
    ]);
  });

  it('generation (c): Spec-Ops strings follow a member flagged 1', () => {
    const code = decodeOk(encodeArmyCode(list, 'c', { urlEncode: true }));
    expect(code.generation).toBe('c');
    expect(code.groups[1]?.members[0]?.specOps).toEqual(['{"skills":[1]}', '{"equip":[2]}']);
    expect(code.groups[0]?.members[0]?.specOps).toEqual([]);
  });

  it('a group whose flag is not 1 has no reinforcement byte', () => {
    // 01 00 "a"(01 61) 00 "" 32(50 pts) 01 group; group 03, flag 00, 01 member: 00 07 01 01 00.
    const code = decodeArmyCodeBytes(hex('01 01 61 00 32 01 03 00 01 00 07 01 01 00'));
    expect(code.ok).toBe(true);
    if (code.ok) {
      expect(code.code.groups[0]).toMatchObject({ number: 3, flag: 0, reinforcement: false });
      expect(code.code.groups[0]?.members[0]?.unit).toBe(7);
    }
  });
});

const spanish: Renderer = { template: (key) => (MESSAGES_ES as Record<string, string>)[key], number: String };

describe('rejections', () => {
  it('explains what is wrong', () => {
    expect(decodeArmyCode('')).toMatchObject({
      ok: false,
      reason: 'The army code is empty.',
      i18n: { key: 'm.code.empty' },
    });
    const notBase64 = decodeArmyCode('abc$def');
    expect(notBase64.ok).toBe(false);
    if (!notBase64.ok) expect(notBase64.reason).toMatch(/"\$" at position 4/);
    const badEscape = decodeArmyCode('abc%zz');
    expect(badEscape.ok).toBe(false);
    const oneChar = decodeArmyCode('abcde');
    if (!oneChar.ok) expect(oneChar.reason).toMatch(/5 base64 characters/);
    else throw new Error('5 base64 characters cannot be valid');
  });

  it('names every layout that was tried when none reads every byte', () => {
    // Header ok (1, "a", "", 50, 1 group), group 1 flag 0, one member 05 07 01 01 00:
    // index 5 fits only (a) — make the end byte 9 so that (a) fails too.
    const result = decodeArmyCodeBytes(hex('01 01 61 00 32 01 01 00 01 05 07 01 01 09'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toMatch(/indexed members: .*ends with 9/);
      expect(result.reason).toMatch(/plain members: .*starts with 5/);
      // The same reason in Spanish, each layout's problem translated part by part.
      expect(renderMessage(result.i18n, spanish)).toBe(
        'No es un código de Infinity Army legible para "a" (1): ninguna estructura de miembros lee todos los bytes. ' +
          'miembros simples: Grupo de Combate 1, miembro 1 empieza por 5 donde esta estructura tiene 0; ' +
          'miembros con datos de Spec-Ops: Grupo de Combate 1, miembro 1 empieza por 5 donde esta estructura tiene 0; ' +
          'miembros con índice: Grupo de Combate 1, miembro 1 termina en 9 donde esta estructura tiene 0.',
      );
      // A code cut short inside the header names the part that is missing, in Spanish too.
      const cut = decodeArmyCodeBytes(hex('01 01 61 00'));
      expect(cut.ok).toBe(false);
      if (!cut.ok) {
        expect(cut.reason).toBe('Not an Infinity Army code: the code ends too early (byte 5); missing: points limit.');
        expect(renderMessage(cut.i18n, spanish)).toBe(
          'No es un código de Infinity Army: el código termina demasiado pronto (byte 5); falta: límite de puntos.',
        );
      }
    }
  });

  it('10,000 random byte strings never crash and always give a result with a reason when rejected', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 80 }), fc.boolean(), (bytes, padded) => {
        const result = decodeArmyCode(bytesToBase64(bytes, { padding: padded }));
        if (result.ok) {
          // Accepted only when some layout read every byte; writing what was read back out
          // (canonically) and reading it again must give the same ids.
          const again = decodeArmyCode(encodeArmyCode(result.code, result.code.generation));
          expect(again.ok && again.code.groups.map((g) => g.members)).toEqual(result.code.groups.map((g) => g.members));
        } else {
          expect(result.reason.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 10_000, seed: 11 },
    );
  });

  it('random text never crashes either', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const result = decodeArmyCode(text);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 2_000, seed: 7 },
    );
  });

  it('round-trips any list the encoder can write, in every generation', () => {
    const member = fc.record({
      index: fc.integer({ min: 0, max: 300 }),
      unit: fc.integer({ min: 0, max: 0x7fff }),
      group: fc.integer({ min: 0, max: 200 }),
      option: fc.integer({ min: 0, max: 200 }),
    });
    const codeArb = fc.record({
      sectorialId: fc.integer({ min: 0, max: 0x7fff }),
      slug: fc.string({ maxLength: 20 }),
      name: fc.string({ maxLength: 40 }),
      pointsLimit: fc.integer({ min: 0, max: 1000 }),
      groups: fc.array(
        fc.record({
          number: fc.integer({ min: 1, max: 10 }),
          reinforcement: fc.boolean(),
          members: fc.array(member, { maxLength: 10 }),
        }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(codeArb, fc.constantFrom('a' as const, 'b' as const, 'c' as const), (code, generation) => {
        const decoded = decodeArmyCode(encodeArmyCode(code, generation));
        expect(decoded.ok).toBe(true);
        if (!decoded.ok) return;
        expect(decoded.code.name).toBe(code.name);
        expect(decoded.code.groups.map((g) => g.members.map((m) => [m.unit, m.group, m.option]))).toEqual(
          code.groups.map((g) => g.members.map((m) => [m.unit, m.group, m.option])),
        );
        expect(decoded.code.groups.map((g) => g.reinforcement)).toEqual(code.groups.map((g) => g.reinforcement));
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});
