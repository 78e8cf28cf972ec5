/**
 * The pack editor's draft: the pack as JSON, exactly as it will be exported, changed one edit at a
 * time. Every edit compiles it again with the core's compiler (`compilePack`, no API call), so the
 * problems shown beside each field are the ones `its-ref pack check` and `packs.load` would give,
 * at the same JSON paths. The last edits can be undone.
 */
import { produce } from 'immer';
import { compilePack } from '../../../../core/rules/scenarios/packs/compile';
import type { CompiledPack, PackProblem } from '../../../../core/rules/scenarios/packs/compile';
import { jsonPath } from '../../../../core/rules/scenarios/packs/zodProblems';
import { PACK_FILE_SUFFIX, PACK_FORMAT, PACK_FORMAT_VERSION } from '../../../../shared/scenarioPack';
import { SCENARIO_SCHEMA, templateOf } from './schemaShape';

export type Path = readonly (string | number)[];
type Json = Record<string, unknown>;

/** The languages a pack's texts may be written in; English is required. */
export const PACK_LANGUAGES = ['en', 'es', 'fr', 'it'] as const;
export type PackLanguage = (typeof PACK_LANGUAGES)[number];

const HISTORY = 50;

/** A new pack: one scenario with one objective, its texts still to write. */
export function newPack(): Json {
  return {
    format: PACK_FORMAT,
    formatVersion: PACK_FORMAT_VERSION,
    id: 'house-season',
    version: '1.0',
    name: 'house.name',
    source: '',
    cite: 'ITS HOUSE',
    seasonRules: 'its-s17',
    armySizes: [300],
    preset: 'its-s17',
    texts: { en: {} },
    scenarios: [newScenario(1)],
  };
}

/** A new scenario: an id and texts of its own, the rest as the format's defaults. */
export function newScenario(n: number): Json {
  const id = `scenario-${n}`;
  return { ...(templateOf(SCENARIO_SCHEMA) as Json), id, name: `${id}.name`, deployment: `${id}.deployment` };
}

function read(json: unknown, path: Path): unknown {
  let at = json;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

/** The object or list holding the last step of `path`, inside an immer draft (made on the way). */
function holder(draft: Json, path: Path): Record<string | number, unknown> {
  let at = draft as Record<string | number, unknown>;
  for (const [i, step] of path.slice(0, -1).entries()) {
    let next = at[step];
    if (next === null || typeof next !== 'object') {
      next = typeof path[i + 1] === 'number' ? [] : {};
      at[step] = next;
    }
    at = next as Record<string | number, unknown>;
  }
  return at;
}

export class PackDraft {
  #json = $state.raw<Json>(newPack());
  #history = $state.raw<Json[]>([]);
  #problems = $state.raw<PackProblem[]>([]);
  #compiled = $state.raw<CompiledPack | null>(null);
  /** The pack as last exported or loaded into the event (or as opened). */
  #saved = $state.raw<Json | null>(null);
  /** The scenario the forms and the preview show (its index in `scenarios`). */
  selected = $state(0);
  /** The languages the referee writes the pack's texts in, English first. */
  languages = $state<PackLanguage[]>(['en']);

  constructor(start?: unknown) {
    if (start && typeof start === 'object' && !Array.isArray(start)) {
      this.#json = JSON.parse(JSON.stringify(start)) as Json;
      const texts = (this.#json.texts ?? {}) as Record<string, unknown>;
      this.languages = PACK_LANGUAGES.filter((l) => l === 'en' || l in texts);
    }
    this.#compile();
    this.#saved = this.#json;
  }

  get json(): Json {
    return this.#json;
  }
  get problems(): readonly PackProblem[] {
    return this.#problems;
  }
  /** The pack compiled, when it has no problem. */
  get compiled(): CompiledPack | null {
    return this.#compiled;
  }
  /** Edited since it was opened, exported or loaded into the event. */
  get unsaved(): boolean {
    return this.#json !== this.#saved;
  }
  /** The pack as it is now has left the editor (a file, or the event). */
  markSaved(): void {
    this.#saved = this.#json;
  }
  get canUndo(): boolean {
    return this.#history.length > 0;
  }
  get scenarios(): Json[] {
    const list = this.#json.scenarios;
    return Array.isArray(list) ? (list as Json[]) : [];
  }

  at(path: Path): unknown {
    return read(this.#json, path);
  }

  /** The problems found at this place in the file (not those inside it). */
  problemsAt(path: Path): readonly PackProblem[] {
    return this.#byPlace[jsonPath(path)] ?? [];
  }
  readonly #byPlace = $derived.by(() => {
    const byPlace: Record<string, PackProblem[]> = {};
    for (const p of this.#problems) (byPlace[p.path] ??= []).push(p);
    return byPlace;
  });

  /** One change of the pack: one step of undo however many fields it touches. */
  edit(recipe: (draft: Json) => void): void {
    const next = produce(this.#json, recipe);
    if (next === this.#json) return;
    this.#history = [...this.#history.slice(-(HISTORY - 1)), this.#json];
    this.#json = next;
    this.#compile();
  }

  /** Writes a field (`undefined` leaves it out: the format's default, if it has one). */
  set(path: Path, value: unknown): void {
    if (path.length === 0) return;
    const key = path[path.length - 1]!;
    this.edit((d) => {
      const parent = holder(d, path);
      if (value === undefined) delete parent[key];
      else parent[key] = value;
    });
  }

  /** Adds an element at the end of a list (made if the field was left out). */
  add(path: Path, value: unknown): void {
    this.edit((d) => {
      const list = holder(d, [...path, 0]) as unknown as unknown[];
      list.push(value);
    });
  }

  /** Takes an element out of a list, or a field out of an object. */
  remove(path: Path): void {
    if (path.length === 0) return;
    const key = path[path.length - 1]!;
    this.edit((d) => {
      const parent = holder(d, path);
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
      else delete parent[key];
    });
    if (path.length === 2 && path[0] === 'scenarios')
      this.selected = Math.max(0, Math.min(this.selected, this.scenarios.length - 1));
  }

  /** Renames an entry of a map (a question's name), keeping its place. */
  rename(path: Path, from: string, to: string): void {
    if (from === to || to === '') return;
    this.edit((d) => {
      const map = (read(d, path) ?? {}) as Record<string, unknown>;
      if (to in map) return;
      const entries = Object.entries(map).map(([k, v]) => [k === from ? to : k, v] as const);
      holder(d, path)[path[path.length - 1]!] = Object.fromEntries(entries);
    });
  }

  addScenario(): void {
    const ids = this.scenarios.map((s) => s.id);
    let n = this.scenarios.length + 1;
    while (ids.includes(`scenario-${n}`)) n += 1;
    this.add(['scenarios'], newScenario(n));
    this.selected = this.scenarios.length - 1;
  }

  /** The pack's own words for a text key in a language ('' when not written). */
  words(key: string, language: PackLanguage): string {
    const texts = (this.#json.texts ?? {}) as Record<string, Record<string, string> | undefined>;
    return texts[language]?.[key] ?? '';
  }

  /**
   * Writes the words of a text at `path`: the key it already has, else a new one named after its
   * place (`relay-siege.objectives.2.label`), so the referee writes words, not keys.
   */
  writeWords(path: Path, language: PackLanguage, words: string): void {
    const current = read(this.#json, path);
    const key = typeof current === 'string' && current !== '' ? current : this.#newKey(path);
    this.edit((d) => {
      if (current !== key) holder(d, path)[path[path.length - 1]!] = key;
      const texts = (d.texts ??= {}) as Record<string, Record<string, string>>;
      const own = (texts[language] ??= {});
      if (words === '') delete own[key];
      else own[key] = words;
    });
  }

  #newKey(path: Path): string {
    const scenario = path[0] === 'scenarios' ? this.scenarios[path[1] as number]?.id : undefined;
    const rest = (scenario ? path.slice(2) : path).map(String);
    const base = [typeof scenario === 'string' && scenario ? scenario : 'pack', ...rest].join('.').slice(0, 70);
    const used = ((this.#json.texts ?? {}) as Record<string, object>).en ?? {};
    let key = base;
    for (let n = 2; Object.hasOwn(used, key); n += 1) key = `${base}-${n}`;
    return key;
  }

  undo(): void {
    const previous = this.#history[this.#history.length - 1];
    if (!previous) return;
    this.#history = this.#history.slice(0, -1);
    this.#json = previous;
    this.selected = Math.max(0, Math.min(this.selected, this.scenarios.length - 1));
    this.#compile();
  }

  /** The file's contents, as `pack check` and `packs.load` read them. */
  exportText(): string {
    return `${JSON.stringify(this.#json, null, 2)}\n`;
  }

  get fileName(): string {
    const id = typeof this.#json.id === 'string' && this.#json.id ? this.#json.id : 'scenario-pack';
    return `${id}${PACK_FILE_SUFFIX}`;
  }

  /**
   * The selected scenario alone, compiled: the preview works while another scenario has problems,
   * and scores with a pack of one scenario (the S17 pack whole costs its compiler some 40 times more).
   */
  readonly previewPack: CompiledPack | null = $derived.by(() => {
    const scenario = this.scenarios[this.selected];
    if (!scenario) return null;
    const reading = compilePack({ ...this.#json, scenarios: [scenario] });
    return reading.ok ? reading.value : null;
  });

  #compile(): void {
    const reading = compilePack(this.#json);
    this.#problems = reading.ok ? [] : reading.problems;
    this.#compiled = reading.ok ? reading.value : null;
  }
}
