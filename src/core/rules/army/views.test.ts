import { describe, expect, it } from 'vitest';
import { NO_EXTRAS } from '../../../shared/model';
import { ArmyListSchema } from './model';
import { completeView, courtesyView } from './views';

const list = ArmyListSchema.parse({
  id: 'L1',
  playerId: 'p1',
  army: { id: 501, slug: 'nomads', name: 'Nomads' },
  name: 'Night list',
  pointsLimit: 300,
  swc: 6,
  groups: [
    {
      number: 1,
      troopers: [
        {
          id: 't1',
          name: 'Harrow Trooper',
          profile: 'Harrow Lieutenant · Rifle',
          cost: 13,
          skills: { lieutenant: true },
          source: { unit: 414, group: 1, option: 2 },
          notes: 'player said he might swap',
        },
        {
          id: 't2',
          name: 'Kestrel Infiltrator',
          profile: 'Kestrel Hacker',
          cost: 28,
          swc: 0.5,
          skills: { hacker: true },
        },
        { id: 't3', name: 'Lurker', profile: 'Lurker', cost: 20, skills: { hiddenDeployment: true } },
      ],
    },
    { number: 2, troopers: [{ id: 't4', name: 'Ghost', cost: 25, skills: { hiddenDeployment: true } }] },
    {
      number: 3,
      troopers: [{ id: 't5', name: 'Brute', cost: 9, training: 'irregular', specOpsUpgrades: ['{"lt":1}'] }],
    },
  ],
});

describe('courtesyView (open information only)', () => {
  const view = courtesyView(list);

  it('hides the Lieutenant: no flag, no word in the profile, no catalog ids or notes', () => {
    const harrow = view.groups[0]?.troopers[0];
    expect(harrow?.skills.lieutenant).toBe(false);
    expect(harrow?.profile).toBe('Harrow · Rifle');
    const text = JSON.stringify(view);
    expect(text).not.toMatch(/lieutenant"\s*:\s*true/i);
    expect(text).not.toContain('414');
    expect(text).not.toContain('swap');
    expect(text).not.toContain('"lt":1');
  });

  it('leaves out troopers in Hidden Deployment and a group holding only them', () => {
    expect(view.groups.map((g) => [g.number, g.troopers.map((t) => t.name)])).toEqual([
      [1, ['Harrow Trooper', 'Kestrel Infiltrator']],
      [3, ['Brute']],
    ]);
    expect(JSON.stringify(view)).not.toContain('Lurker');
    expect(JSON.stringify(view)).not.toContain('Ghost');
  });

  it('keeps the open facts: army, name, points limit, costs, SWC, other skills', () => {
    expect(view).toMatchObject({
      listId: 'L1',
      playerId: 'p1',
      army: { slug: 'nomads' },
      name: 'Night list',
      pointsLimit: 300,
    });
    expect(view.groups[0]?.troopers[1]).toMatchObject({ cost: 28, swc: 0.5, skills: { hacker: true } });
    expect(view.groups[1]?.troopers[0]?.training).toBe('irregular');
  });
});

describe('completeView', () => {
  it('shows everything with totals and validation', () => {
    const view = completeView(list, { points: 300, swc: 6 }, NO_EXTRAS);
    expect(view.list).toBe(list);
    // 13 + 28 + 20 + 25 + 9 = 95 points, 0.5 SWC, 5 troopers.
    expect(view.totals).toMatchObject({ points: 95, swc: 0.5, troopers: 5, lieutenants: 1 });
    expect(view.issues).toEqual([]);
    expect(view.valid).toBe(true);
    expect(view.list.groups[0]?.troopers[0]?.skills.lieutenant).toBe(true);
  });
});
