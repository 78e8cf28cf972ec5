/**
 * Test helpers for the unit library: INVENTED files in Infinity Army's layout (no real unit
 * data: every name, id, cost and skill here is made up), a .zip writer, and a local HTTP server
 * that serves them like the public data service (loopback only, port chosen by the system).
 * Used by unit tests, the benchmark and the end-to-end tests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync } from 'node:zlib';

const REGULAR = [{ type: 'REGULAR', list: 1, total: 1 }];

/** Name tables of the invented metadata (ids as the army builder numbers them: arbitrary). */
export const INVENTED_TABLES = {
  skills: [
    { id: 20, name: 'Lieutenant' },
    { id: 21, name: 'Hacker' },
    { id: 24, name: 'V: Courage' },
    { id: 28, name: 'Commlink' },
    { id: 29, name: 'Mimetism' },
    { id: 33, name: 'Reinf.' },
  ],
  equips: [
    { id: 40, name: 'Baggage' },
    { id: 41, name: 'Hacking Device' },
  ],
  weapons: [
    { id: 50, name: 'Spark Rifle' },
    { id: 51, name: 'Glow Pistol' },
    { id: 52, name: 'Thunder Gun' },
  ],
  type: [
    { id: 1, name: 'LI' },
    { id: 2, name: 'MI' },
    { id: 3, name: 'HI' },
    { id: 4, name: 'TAG' },
    { id: 5, name: 'REM' },
    { id: 6, name: 'SK' },
  ],
  chars: [
    { id: 1, name: 'Regular' },
    { id: 2, name: 'Irregular' },
    { id: 3, name: 'Impetuous' },
  ],
  category: [{ id: 10, name: 'Character' }],
  extras: [{ id: 60, name: '+2' }],
};

interface InventedOption {
  id: number;
  name: string;
  points: number;
  swc: string;
  skills?: number[];
  equip?: number[];
  weapons?: number[];
  orders?: { type: string }[];
}

function unit(
  id: number,
  name: string,
  profile: { type: number; chars?: number[]; skills?: { id: number; extra?: number[] }[]; equip?: number[] },
  options: InventedOption[],
  extra: { category?: number } = {},
) {
  const refs = (ids: number[] | undefined) => (ids ?? []).map((i) => ({ id: i, extra: [] as number[] }));
  return {
    id,
    isc: name.toUpperCase(),
    name: name.toUpperCase(),
    ...(extra.category !== undefined ? { category: extra.category } : {}),
    profileGroups: [
      {
        id: 1,
        isc: name,
        profiles: [
          {
            id: 1,
            name,
            type: profile.type,
            chars: profile.chars ?? [1],
            skills: (profile.skills ?? []).map((s) => ({ id: s.id, extra: s.extra ?? [] })),
            equip: refs(profile.equip),
          },
        ],
        options: options.map((o) => ({
          id: o.id,
          name: o.name,
          points: o.points,
          swc: o.swc,
          orders: o.orders ?? REGULAR,
          skills: refs(o.skills),
          equip: refs(o.equip),
          weapons: refs(o.weapons ?? [50]),
        })),
      },
    ],
  };
}

/** Invented army ids: a faction, one of its sectorials, and a second faction. */
export const INVENTED_ARMIES = {
  concord: { id: 901, parent: 901, name: 'Invented Concord', slug: 'invented-concord' },
  vanguard: { id: 902, parent: 901, name: 'Invented Concord Vanguard', slug: 'invented-concord-vanguard' },
  syndicate: { id: 911, parent: 911, name: 'Invented Syndicate', slug: 'invented-syndicate' },
} as const;

/**
 * An invented list of army 901 to encode as an army code (each side has its own encoder: main's
 * and the e2e suite's): Lieutenant 10, trooper 10, TAG 70 (1.5 SWC), Baggage 12, Character 35
 * (0.5 SWC) in one Combat Group.
 */
export const STRIKE_TEAM = {
  sectorialId: INVENTED_ARMIES.concord.id,
  slug: INVENTED_ARMIES.concord.slug,
  name: 'Strike Team',
  pointsLimit: 300,
  groups: [
    {
      number: 1,
      members: [
        { unit: 1001, group: 1, option: 2 },
        { unit: 1001, group: 1, option: 1 },
        { unit: 1003, group: 1, option: 1 },
        { unit: 1004, group: 1, option: 1 },
        { unit: 1005, group: 1, option: 1 },
      ],
    },
  ],
};

const WARDEN = unit(1001, 'Warden Rifleman', { type: 1 }, [
  { id: 1, name: 'Warden Rifleman', points: 10, swc: '0' },
  {
    id: 2,
    name: 'Warden Rifleman Lieutenant',
    points: 10,
    swc: '0',
    skills: [20],
    orders: [{ type: 'REGULAR' }, { type: 'LIEUTENANT' }],
  },
]);
const SIGNALLER = unit(1002, 'Signal Sergeant', { type: 1, skills: [{ id: 28, extra: [60] }] }, [
  { id: 1, name: 'Signal Sergeant', points: 18, swc: '0' },
]);
const TAG = unit(1003, 'Bastion Walker', { type: 4, skills: [{ id: 24 }] }, [
  { id: 1, name: 'Bastion Walker', points: 70, swc: '1.5', weapons: [52] },
]);
const BAGGAGE = unit(1004, 'Pack Mule', { type: 5, equip: [40] }, [{ id: 1, name: 'Pack Mule', points: 12, swc: '0' }]);
const CHARACTER = unit(
  1005,
  'Captain Inventa',
  { type: 2, skills: [{ id: 21 }] },
  [{ id: 1, name: 'Captain Inventa', points: 35, swc: '0.5', equip: [41] }],
  { category: 10 },
);
const REINFORCEMENT = unit(1006, 'Hailstorm Trooper (Reinf.)', { type: 2 }, [
  { id: 1, name: 'Hailstorm Trooper', points: 22, swc: '0' },
  { id: 2, name: 'Hailstorm Trooper Thunder Gun', points: 28, swc: '1', weapons: [52] },
]);
const SCOUT = unit(2001, 'Vanguard Scout', { type: 6, skills: [{ id: 29 }] }, [
  { id: 1, name: 'Vanguard Scout', points: 16, swc: '0' },
]);
const ENFORCER = unit(3001, 'Syndicate Enforcer', { type: 2 }, [
  { id: 1, name: 'Syndicate Enforcer', points: 15, swc: '0' },
  {
    id: 2,
    name: 'Syndicate Enforcer Lieutenant',
    points: 15,
    swc: '0',
    skills: [20],
    orders: [{ type: 'REGULAR' }, { type: 'LIEUTENANT' }],
  },
]);
const BRAWLER = unit(3002, 'Brawler', { type: 1, chars: [2, 3] }, [
  { id: 1, name: 'Brawler', points: 8, swc: '0', orders: [{ type: 'IRREGULAR' }, { type: 'IMPETUOUS' }] },
]);

function unitFile(version: string, units: unknown[]) {
  return { version, units, filters: { type: INVENTED_TABLES.type }, fireteams: [] };
}

export interface InventedFiles {
  metadata: unknown;
  /** Unit file per army id. */
  units: Record<number, unknown>;
}

/** A small invented library: three armies, the unit kinds the rules care about. */
export function inventedLibrary(version = 'inv-1'): InventedFiles {
  return {
    metadata: { factions: Object.values(INVENTED_ARMIES), ...INVENTED_TABLES },
    units: {
      901: unitFile(version, [WARDEN, SIGNALLER, TAG, BAGGAGE, CHARACTER, REINFORCEMENT]),
      902: unitFile(version, [WARDEN, TAG, SCOUT, REINFORCEMENT]),
      911: unitFile(version, [ENFORCER, BRAWLER]),
    },
  };
}

/** An invented library as large as a real one: `armies` × `units`, four options per unit. */
export function largeInventedLibrary(armies = 50, units = 150): InventedFiles {
  const factions = Array.from({ length: armies }, (_, a) => ({
    id: 1000 + a,
    parent: 1000 + (a - (a % 5)),
    name: `Invented Army ${a + 1}`,
    slug: `invented-army-${a + 1}`,
  }));
  const files: Record<number, unknown> = {};
  for (const faction of factions) {
    files[faction.id] = unitFile(
      'bench',
      Array.from({ length: units }, (_, u) =>
        unit(
          10 + u,
          `Invented Unit ${faction.id}-${u}`,
          { type: 1 + (u % 6), skills: u % 7 === 0 ? [{ id: 29 }] : [] },
          Array.from({ length: 4 }, (_, o) => ({
            id: o + 1,
            name: `Invented Unit ${u} option ${o + 1}`,
            points: 8 + ((u * 7 + o * 5) % 60),
            swc: o === 3 ? '1' : '0',
            skills: o === 1 ? [20] : [],
            weapons: [50, 51],
          })),
        ),
      ),
    );
  }
  return { metadata: { factions, ...INVENTED_TABLES }, units: files };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A .zip written by the format's description: local headers, central directory, end record. */
export function writeZip(files: { name: string; data: Buffer }[], options: { deflate: boolean }): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const body = options.deflate ? deflateRawSync(file.data) : file.data;
    const method = options.deflate ? 8 : 0;
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The files as the update writes them: metadata.json and `<army id>.json`. */
export function savedFiles(files: InventedFiles): { name: string; data: Buffer }[] {
  return [
    { name: 'metadata.json', data: Buffer.from(JSON.stringify(files.metadata)) },
    ...Object.entries(files.units).map(([id, body]) => ({
      name: `${id}.json`,
      data: Buffer.from(JSON.stringify(body)),
    })),
  ];
}

export interface FakeDataService {
  baseUrl: string;
  /** Paths requested, with the Origin header each carried. */
  requests: { path: string; origin: string | undefined }[];
  close(): Promise<void>;
}

/**
 * Serves `files` like the army builder's data service: `/army/infinity/<lang>/metadata` and
 * `/army/units/<lang>/<army id>`, refusing (403) a request without the expected Origin.
 * `failAfterUnits`: the unit files after that many answer 500 — a service failing mid-way.
 */
export async function serveLibrary(
  files: InventedFiles,
  options: { origin?: string; failAfterUnits?: number; lang?: string } = {},
): Promise<FakeDataService> {
  const origin = options.origin ?? 'https://infinityuniverse.com';
  const lang = options.lang ?? 'en';
  const requests: FakeDataService['requests'] = [];
  let unitsServed = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, origin: req.headers.origin });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (req.headers.origin !== origin) return send(403, { error: 'origin not allowed' });
    if (url.pathname === `/army/infinity/${lang}/metadata`) return send(200, files.metadata);
    const match = new RegExp(`^/army/units/${lang}/(\\d+)$`).exec(url.pathname);
    const body = match ? files.units[Number(match[1])] : undefined;
    if (body === undefined) return send(404, { error: 'not found' });
    unitsServed += 1;
    if (options.failAfterUnits !== undefined && unitsServed > options.failAfterUnits) {
      return send(500, { error: 'service failed' });
    }
    return send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
