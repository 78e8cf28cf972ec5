/**
 * The translated catalogs are complete over the one key space (src/shared/i18n/en: main's
 * messages, the screens, the printed documents): every English key is translated into every
 * language of the table (../languageTable.ts), with the same holes and plural arguments, and not
 * left in English. A failure names each key, so a text added to English on another branch shows up
 * here by name after a merge.
 */
import { describe, expect, it } from 'vitest';
import * as catalogs from './catalogs';
import { en } from './en';
import type { Catalog, TextKey } from './en';
import { languageNames } from './languageNames';
import { pseudoOf } from '../pseudoLocale';
import { TRANSLATED_LANGUAGES } from '../locales';
import type { Language } from '../locales';

/**
 * Values that are the same in every language on purpose: names, codes, abbreviations and
 * Infinity terms Corvus Belli keeps in English in its translated rules.
 */
const SAME_AS_ENGLISH = new Set<string>([
  'app.title',
  'nav.shortcut',
  // Each language's name, in its own words (./languageNames.ts).
  ...Object.keys(languageNames),
  'settings.page.a4',
  'standings.rank',
  // An outcome and its bonuses, both translated: "Derrota (+Bonus Ofensivo)".
  'standings.outcomeBonus',
  // Separators between listed words and repairs; "club" is the same word in Spanish, French and Italian.
  'm.audit.words',
  'm.audit.repairs',
  'm.audit.playerField.club',
  'event.type.oneShot',
  'event.extras.specOps',
  'skill.specOps',
  'skill.hacker',
  'skill.morat',
  'skill.shasvastii',
  'skill.exrah',
  'tracker.dataTracker',
  'tracker.makeDt',
  'tracker.dt',
  'tracker.dataTrackerOrder',
  'rounds.timerAdd5',
  'pdf.previewOf',
  'wizard.answerLabel',
  'catalogs.slug',
  'report.playerAnswers',
  // "Quadrants" is the French word too (ITS S17 · Zone of Interest).
  'm.c.quadrants',
  // Messages from main: placeholder pairs (a field or a file and its problem), tier names, a scenario object's name, PIN, Club.
  'm.issue',
  'm.library.unitBroken',
  'm.library.zip',
  'm.os.onFile',
  'm.csv.problems',
  'm.code.layoutFailed',
  'm.check.then',
  'm.job.step',
  'm.tier.low',
  'm.tier.mid',
  'm.tier.top',
  'm.c.techCoffin',
  'm.field.club',
  'm.field.pin',
  // Scenario texts: the joints of a rule citation's segments, and names every language writes as English does.
  // A scenario pack's own words: the pack gives them per language.
  's.pack.text',
  's.cite.join2',
  's.cite.join3',
  's.cite.join4',
  's.cite.join5',
  's.common.timesOne',
  's.common.timesTwo',
  's.killing.tiersAndBaggage',
  's.b-pong.name',
  's.tournament.byes',
  's.evacuation.civEvac',
  's.common.dataTracker',
  's.hardlock.name',
  's.s17.keyOps',
  's.power-pack.name',
  's.army.specOps',
  's.common.techCoffin',
]);

/** Words allowed to stay English in a given language (loanwords its rules and players use). */
const LOANWORDS: Partial<Record<Language, Set<string>>> = {
  es: new Set([
    's.frontline.name',
    's.common.techCoffins',
    'm.export.byes',
    'pdf.roundShort',
    'pdf.byeMark',
    'pdf.cs.total',
    'pdf.rs.vs',
    'pdf.rs.bye',
    'event.extras',
    'standings.byeWord',
    'rounds.bye',
    'rounds.vs',
    'tracker.regular',
    'tracker.irregular',
    'training.regular',
    'training.irregular',
    'condition.normal',
    'skill.doctor',
    'players.club',
    'lists.error',
    'lists.csvPlaceholder',
  ]),
  fr: new Set([
    // Scenario names French players use as they are, the Lieutenant, ITS S17's Extraction and Prototypes.
    's.acquisition.name',
    's.biotechvore.name',
    's.evacuation.extraction',
    's.army.lieutenant',
    's.corporate-appropriation.prototypes',
    's.common.techCoffins',
    'm.export.byes',
    'pdf.roundShort',
    'pdf.signature',
    'pdf.byeMark',
    'pdf.cs.total',
    'm.audit.playerField.faction',
    'event.date',
    'event.extras',
    'event.deck.standard',
    'event.tables',
    'event.table.number',
    'audit.filterTable',
    'standings.notes',
    'standings.byeWord',
    'rounds.bye',
    'rounds.table',
    'rounds.note',
    'rounds.actions',
    'backups.actions',
    'gitm.action',
    'lists.type',
    'condition.normal',
    'players.club',
    'tracker.points',
    'wizard.question',
    'rounds.timerMinutes',
    'nav.tables',
    'lists.csvPlaceholder',
    'tracker.lieutenant',
    'skill.lieutenant',
    'tracker.isoShort',
    'tracker.immShort',
    'tracker.lt',
    'tracker.lieutenantOrder',
    'pdf.downloaded',
    'gitm.fatigue',
    'common.tableN',
    'rounds.tableSuffix',
    'rounds.timerPause',
    'wizard.score',
    'm.c.consoles',
    'm.field.faction',
    'm.field.table',
    'm.field.tables',
    'm.field.date',
    'm.field.note',
  ]),
  it: new Set([
    'pdf.byeMark',
    'pdf.rs.bye',
    'event.deck.standard',
    'standings.byeWord',
    'rounds.bye',
    'rounds.vs',
    'players.club',
    'tracker.isoShort',
    'tracker.immShort',
    'm.field.scenario',
  ]),
};

// `{n}`, the number a plural form is chosen by (`{n, plural, …}`) and the word a select form is
// chosen by (`{direction, select, N {N} …}}`, its forms plain words in each language), each once.
const placeholders = (text: string): string[] =>
  [
    ...new Set(
      [...text.replace(/(\{\w+), select,.*?\}\}/g, '$1}').matchAll(/\{(\w+)(?:\}|, plural,)/g)].map(
        (m) => m[1] as string,
      ),
    ),
  ].sort();

// The numbers a text chooses plural forms by (`{n, plural, …}`), each once.
const pluralArguments = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+), plural,/g)].map((m) => m[1] as string))].sort();

describe('the English catalog', () => {
  it('counts with plural forms, never with “(s)” nor a …One/…Many pair of keys', () => {
    const keys = Object.keys(en) as TextKey[];
    expect(keys.filter((key) => /\w\(s\)/.test(en[key]))).toEqual([]);
    expect(
      keys.filter(
        (key) =>
          /(One|Singular)$/.test(key) &&
          keys.some(
            (k) => /(Many|Plural)$/.test(k) && k.replace(/(Many|Plural)$/, '') === key.replace(/(One|Singular)$/, ''),
          ),
      ),
    ).toEqual([]);
  });
});

describe.each(TRANSLATED_LANGUAGES)('the %s catalog', (lang) => {
  const catalog: Partial<Catalog> = catalogs[lang];

  it('has every English key', () => {
    const missing = (Object.keys(en) as TextKey[]).filter((key) => typeof catalog[key] !== 'string');
    expect(missing, `${lang} lacks ${missing.length} key(s): ${missing.join(', ')}`).toEqual([]);
  });

  it('has no key that English does not have', () => {
    const extra = Object.keys(catalog).filter((key) => !(key in en));
    expect(extra, `${lang} has keys English lacks: ${extra.join(', ')}`).toEqual([]);
  });

  it('keeps the placeholders of every string', () => {
    const wrong = (Object.keys(en) as TextKey[])
      .filter((key) => catalog[key] !== undefined)
      .filter((key) => placeholders(catalog[key] as string).join() !== placeholders(en[key]).join())
      .map((key) => `${key}: en {${placeholders(en[key]).join('} {')}} vs ${lang} "${catalog[key]}"`);
    expect(wrong).toEqual([]);
  });

  it('chooses plural forms by the same numbers as English', () => {
    const wrong = (Object.keys(en) as TextKey[])
      .filter((key) => pluralArguments(catalog[key] ?? '').join() !== pluralArguments(en[key]).join())
      .map((key) => `${key}: en {${pluralArguments(en[key]).join('} {')}} vs ${lang} "${catalog[key]}"`);
    expect(wrong).toEqual([]);
  });

  it('leaves no string in English unless it is a name, a code or a loanword', () => {
    const same = (Object.keys(en) as TextKey[]).filter(
      (key) => catalog[key] === en[key] && !SAME_AS_ENGLISH.has(key) && !LOANWORDS[lang]?.has(key),
    );
    expect(same, `${lang} still has English for: ${same.join(', ')}`).toEqual([]);
  });

  it('names the rule sections it cites in the language (“ITS S11 · Perte du Lieutenant”)', () => {
    // A section name every language keeps as it is (a loanword or a proper name).
    const kept = new Set(['Byes', 'DataTracker']);
    const sections = (text: string) =>
      [...text.matchAll(/(?:ITS S\d+|N\d) · ([A-Z][\p{L}’' -]*[\p{L}])/gu)].map((m) => m[1]!);
    const english = (Object.keys(en) as TextKey[]).flatMap((key) =>
      sections(catalog[key] ?? '')
        .filter((section) => !kept.has(section) && sections(en[key]).includes(section))
        .map((section) => `${key}: ${section}`),
    );
    expect(english, `${lang} cites rule sections in English`).toEqual([]);
  });

  it('uses the official rule terms', () => {
    const terms: Record<Language, string[]> = {
      en: [],
      es: ['Puntos de Torneo', 'Puntos de Objetivo', 'Puntos de Victoria'],
      fr: ['Points de Tournoi', 'Points d’Objectif', 'Points de Victoire'],
      it: ['Punti Torneo', 'Punti Obiettivo', 'Punti Vittoria'],
    };
    const [tp, op, vp] = terms[lang];
    expect(catalog['standings.tpLong']).toBe(tp);
    expect(catalog['standings.opLong']).toBe(op);
    expect(catalog['standings.vpLong']).toContain(vp);
  });
});

describe('pseudo-locale', () => {
  it('marks, accents and lengthens a string, keeping its placeholders', () => {
    expect(pseudoOf('Saved {time}')).toBe('⟦Sàvéd {time}···⟧');
    expect(pseudoOf('Round {n}').length).toBeGreaterThan('Round {n}'.length);
  });
});
