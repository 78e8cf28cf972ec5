/**
 * Reading skill, characteristic and troop-type names (as a catalog or a pasted row spells them)
 * into the trooper model. One table serves the catalog resolver and the CSV import, so both
 * understand the same words.
 */
import type { Impetuous, SkillFlag, TroopType, Training } from './model';

export interface SkillReading {
  flags: SkillFlag[];
  /** Commlink's MOD (0 when printed without one). */
  commlink?: number;
  troopType?: TroopType;
  training?: Training;
  impetuous?: Impetuous;
}

/** Lower-cases, folds spaces and drops a trailing period or list punctuation. */
export function normalizeSkillName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*:\s*/g, ': ')
    .trim();
}

const FLAG_PATTERNS: [RegExp, SkillFlag][] = [
  [/^(lt|lieutenant)\b/, 'lieutenant'],
  [/^(hacker|hacking device)\b/, 'hacker'],
  [/^doctor\b/, 'doctor'],
  [/^engineer\b/, 'engineer'],
  [/^(forward observer\b|fo$)/, 'forwardObserver'],
  [/^paramedic\b/, 'paramedic'],
  [/^(chain of command|coc$)/, 'chainOfCommand'],
  [/^specialist operative\b/, 'specialistOperative'],
  // N3 · Retreat!: V: Courage and the skills that include its effects.
  [/^(v: courage|courage$|martial arts\b|g: remote presence|g: mnemonica)/, 'courage'],
  [/^religious( troop)?$/, 'religious'],
  [/^veteran\b/, 'veteran'],
  [/^character$/, 'character'],
  [/^morat$/, 'morat'],
  [/^(tactical awareness|ta$)/, 'tacticalAwareness'],
  [/^peripheral\b/, 'peripheral'],
  [/^baggage\b/, 'baggage'],
  [/^shasvastii\b/, 'shasvastii'],
  [/^exrah\b/, 'exrah'],
  [/^journalist\b/, 'journalist'],
  [/^peacekeeper\b/, 'peacekeeper'],
  [/^mercenar(y|ies)( troops?)?$/, 'mercenary'],
  [/^spec-?ops$/, 'specOps'],
  [/^(hidden deployment|hd)$/, 'hiddenDeployment'],
  [/^(ad\b|airborne deployment|(inferior |superior )?combat jump|parachutist)/, 'airborneDeployment'],
];

const TROOP_TYPE_NAMES: Record<string, TroopType> = {
  li: 'LI',
  'light infantry': 'LI',
  mi: 'MI',
  'medium infantry': 'MI',
  hi: 'HI',
  'heavy infantry': 'HI',
  tag: 'TAG',
  'tactical armored gear': 'TAG',
  rem: 'REM',
  remote: 'REM',
  sk: 'SK',
  skirmisher: 'SK',
  wb: 'WB',
  warband: 'WB',
};

const IMPETUOUS_NAMES: Record<string, Impetuous> = {
  impetuous: 'impetuous',
  'extremely impetuous': 'extremelyImpetuous',
  frenzy: 'frenzy',
};

/** Reads one name; null when the rules do not care about it (Mimetism, Combi Rifle…). */
export function readSkillName(name: string): SkillReading | null {
  const n = normalizeSkillName(name);
  if (n === '') return null;
  const commlink = /^commlink\b(?:\s*\(?\s*\+?\s*(\d+)\s*\)?)?/.exec(n);
  if (commlink) return { flags: [], commlink: commlink[1] === undefined ? 0 : Number(commlink[1]) };
  const troopType = TROOP_TYPE_NAMES[n];
  if (troopType) return { flags: [], troopType };
  if (n === 'regular') return { flags: [], training: 'regular' };
  if (n === 'irregular') return { flags: [], training: 'irregular' };
  const impetuous = IMPETUOUS_NAMES[n];
  if (impetuous) return { flags: [], impetuous };
  const flags = FLAG_PATTERNS.filter(([re]) => re.test(n)).map(([, flag]) => flag);
  return flags.length > 0 ? { flags } : null;
}

/** True when a unit or profile name marks a Reinforcement unit (N4 · Reinforcements: "Reinf."). */
export function namesReinforcement(unitName: string): boolean {
  return /\breinf\.|\breinforcements?\b/i.test(unitName);
}
