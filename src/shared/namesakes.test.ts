import { describe, expect, it } from 'vitest';
import { namesToldApart } from './namesakes';

describe('namesToldApart', () => {
  it('leaves a name nobody else has, and tells namesakes apart by club, faction or ITS PIN', () => {
    const names = namesToldApart([
      { id: 'p1', name: 'Mads Østergård', club: 'Hexa' },
      { id: 'p2', name: 'Carlos García', club: 'Hexa', faction: 'PanOceania', itsPin: '11' },
      { id: 'p3', name: 'carlos garcia', club: 'Nómadas', faction: 'PanOceania', itsPin: '12' },
      { id: 'p4', name: 'Ana Ruiz', club: 'Hexa', faction: 'Ariadna' },
      { id: 'p5', name: 'Ana Ruiz', club: 'Hexa', faction: 'Nomads' },
      { id: 'p6', name: 'Eva Sol', itsPin: '31' },
      { id: 'p7', name: 'Eva Sol', itsPin: '32' },
    ]);
    expect([...names.values()]).toEqual([
      'Mads Østergård',
      'Carlos García (Hexa)',
      'carlos garcia (Nómadas)',
      'Ana Ruiz (Ariadna)',
      'Ana Ruiz (Nomads)',
      'Eva Sol (31)',
      'Eva Sol (32)',
    ]);
  });
});
