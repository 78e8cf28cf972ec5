import { describe, expect, it } from 'vitest';
import { compilePack } from '../../../../core/rules/scenarios/packs/compile';
import { PackDraft } from './packDraft.svelte';
import {
  alternativeName,
  alternatives,
  elementOf,
  recordValueOf,
  SCENARIO_SCHEMA,
  shapeOf,
  templateOf,
} from './schemaShape';

import inventedFile from '../../../../../tests/fixtures/packs/invented.its-scenarios.json';

const invented = inventedFile as Record<string, unknown>;

/** A new pack written as a referee would: its words, one question, one objective. */
function written(): PackDraft {
  const draft = new PackDraft();
  draft.set(['source'], 'Written for the spec');
  draft.writeWords(['name'], 'en', 'House season');
  draft.writeWords(['scenarios', 0, 'name'], 'en', 'Relay');
  draft.writeWords(['scenarios', 0, 'deployment'], 'en', 'Frontal');
  draft.set(['scenarios', 0, 'player', 'hacked'], { kind: 'yes-no', label: '', rule: [] });
  draft.writeWords(['scenarios', 0, 'player', 'hacked', 'label'], 'en', 'Hacked the relay');
  draft.set(['scenarios', 0, 'objectives', 0], {
    kind: 'points',
    id: 'hack',
    label: '',
    op: 3,
    when: { fact: 'hacked' },
  });
  draft.writeWords(['scenarios', 0, 'objectives', 0, 'label'], 'en', 'Hack the relay');
  return draft;
}

describe('the pack editor’s draft', () => {
  it('a new pack names what is still to write, at its place in the file', () => {
    const draft = new PackDraft();
    expect(draft.compiled).toBeNull();
    expect(draft.problemsAt(['source']).length).toBe(1);
    expect(draft.problemsAt(['scenarios', 0, 'objectives', 0, 'id']).length).toBeGreaterThan(0);
  });

  it('writes the words of a text under a key of its own and compiles once everything is written', () => {
    const draft = written();
    expect(draft.problems).toEqual([]);
    expect(draft.at(['scenarios', 0, 'objectives', 0, 'label'])).toBe('scenario-1.objectives.0.label');
    expect(draft.words('scenario-1.objectives.0.label', 'en')).toBe('Hack the relay');
    // A second language fills the same key.
    draft.writeWords(['scenarios', 0, 'objectives', 0, 'label'], 'es', 'Hackear el repetidor');
    expect(draft.json.texts).toMatchObject({ es: { 'scenario-1.objectives.0.label': 'Hackear el repetidor' } });
    expect(draft.compiled?.scenarios[0]?.id).toBe('scenario-1');
  });

  it('an objective reading a question that does not exist is a problem at its path; removing it clears it', () => {
    const draft = written();
    draft.add(['scenarios', 0, 'objectives'], {
      kind: 'points',
      id: 'held',
      label: 'house.name',
      op: 1,
      when: { fact: 'held' },
    });
    expect(draft.problemsAt(['scenarios', 0, 'objectives', 1, 'when', 'fact'])[0]?.message.key).toBe(
      'm.pack.unknownQuestion',
    );
    draft.remove(['scenarios', 0, 'objectives', 1]);
    expect(draft.problems).toEqual([]);
  });

  it('a scenario that could give more than 10 OP is refused as the compiler refuses it', () => {
    const draft = written();
    draft.set(['scenarios', 0, 'objectives', 0, 'op'], 10);
    draft.add(['scenarios', 0, 'objectives'], { kind: 'points', id: 'bonus', label: 'house.name', op: 2 });
    expect(draft.problemsAt(['scenarios', 0, 'objectives']).map((p) => p.message.key)).toEqual(['m.pack.overTen']);
  });

  it('undo takes back one edit at a time, a text written with its key as one', () => {
    const draft = written();
    const before = draft.exportText();
    draft.writeWords(['scenarios', 0, 'specialRules', 0], 'en', 'Relay rule');
    expect(draft.at(['scenarios', 0, 'specialRules', 0])).toBe('scenario-1.specialRules.0');
    draft.undo();
    expect(draft.exportText()).toBe(before);
    draft.set(['id'], 'renamed');
    draft.set(['version'], '2');
    draft.undo();
    expect(draft.at(['id'])).toBe('renamed');
    draft.undo();
    expect(draft.exportText()).toBe(before);
  });

  it('renames a question in place, and a scenario added is selected', () => {
    const draft = written();
    draft.set(['scenarios', 0, 'player', 'count'], { kind: 'count', label: 'house.name', rule: [], min: 0, max: 3 });
    draft.rename(['scenarios', 0, 'player'], 'hacked', 'relayHacked');
    expect(Object.keys(draft.at(['scenarios', 0, 'player']) as object)).toEqual(['relayHacked', 'count']);
    draft.addScenario();
    expect(draft.selected).toBe(1);
    expect(draft.at(['scenarios', 1, 'id'])).toBe('scenario-2');
    draft.remove(['scenarios', 1]);
    expect(draft.selected).toBe(0);
  });

  it('edits a pack loaded from a file; the export is a file the compiler accepts as it is', () => {
    const draft = new PackDraft(invented);
    expect(draft.problems).toEqual([]);
    expect(draft.languages).toEqual(['en', 'es']);
    draft.set(['version'], '1.1');
    const file = JSON.parse(draft.exportText()) as unknown;
    expect(compilePack(file).ok).toBe(true);
    expect(file).toEqual({ ...invented, version: '1.1' });
    expect(draft.fileName).toBe('ember-reach.its-scenarios.json');
  });

  it('previews the selected scenario while another one has a problem', () => {
    const draft = new PackDraft(invented);
    draft.set(['scenarios', 0, 'objectives', 0, 'op'], 11);
    expect(draft.compiled).toBeNull();
    draft.selected = 1;
    const second = (invented.scenarios as { id: string }[])[1]!.id;
    expect(draft.previewPack?.scenarios.map((s) => s.id)).toEqual([second]);
    draft.selected = 0;
    expect(draft.previewPack).toBeNull();
  });

  it('every objective, check, question, value and condition of the vocabulary has a form to add it from', () => {
    const shape = shapeOf(SCENARIO_SCHEMA);
    const objective = alternatives(elementOf(shape.objectives!)).map(alternativeName);
    expect(objective).toEqual([
      'points',
      'each',
      'more',
      'same',
      'dominate',
      'dominate-all',
      'at-least',
      'bands',
      'classified',
      'value',
      'each-round',
    ]);
    expect(alternatives(elementOf(shape.checks!)).map(alternativeName)).toHaveLength(6);
    expect(alternatives(recordValueOf(shape.player!)).map(alternativeName)).toEqual([
      'yes-no',
      'count',
      'army-points',
      'choice',
    ]);
    const points = shapeOf(alternatives(elementOf(shape.objectives!))[0]!);
    expect(alternatives(points.when!).map(alternativeName)).toContain('everyRound');
    expect(templateOf(alternatives(shapeOf(alternatives(elementOf(shape.objectives!))[1]!).count!)[0]!)).toBe(0);
  });
});
