import { afterEach, describe, expect, it } from 'vitest';
import { PairingSchema, PlayerSchema, RoundSchema } from '../../../shared/model';
import { describePath, describeValue } from './auditWords';
import { loadLanguage, setLanguage } from './i18n';

afterEach(() => setLanguage('en'));

const event = {
  players: [PlayerSchema.parse({ id: 'p1', name: 'Ana Núñez' }), PlayerSchema.parse({ id: 'p2', name: 'Björn' })],
  rounds: [
    RoundSchema.parse({ number: 1, tier: 'mid', pairings: [PairingSchema.parse({ table: 7, a: 'p1', b: 'p2' })] }),
  ],
  tables: [],
  lists: [],
};

describe('audit in a referee’s words', () => {
  it('names rounds and tables by number (from 1) and fields in words', () => {
    expect(describePath(['rounds', 0, 'pairings', 0, 'result', 'op', 1], event)).toBe(
      'Round 1 › Table 7 › Result › OP of player B',
    );
    expect(describePath(['rounds', 3, 'pairings', 4, 'dispute'], event)).toBe('Round 4 › Table 5 › Dispute note');
    expect(describePath(['players', 1, 'checkedIn'], event)).toBe('Björn › Checked in');
    expect(describePath(['tracker', '2:5'], event)).toBe('Game tracker of round 2, table 5');
    expect(describePath(['settings', 'pairing', 'avoidSameClub'], event)).toBe(
      'Event settings › Pairing › Avoid Same Club',
    );
  });

  it('reads in the referee’s language', async () => {
    await Promise.all([loadLanguage('es'), loadLanguage('fr')]);
    setLanguage('es');
    expect(describePath(['rounds', 0, 'pairings', 0, 'result', 'op', 1], event)).toBe(
      'Ronda 1 › Mesa 7 › Resultado › PO del jugador B',
    );
    expect(describePath(['tracker', '2:5'], event)).toBe('Seguimiento de la ronda 2, mesa 5');
    setLanguage('fr');
    expect(describePath(['rounds', 0, 'pairings', 0, 'confirmedByA'], event)).toBe(
      'Ronde 1 › Table 7 › Confirmé par le joueur A',
    );
    expect(describePath(['players', 0, 'itsPin'], event)).toBe('Ana Núñez › PIN ITS');
  });

  it('shows players by name inside values, never their internal id', () => {
    expect(describeValue({ table: 7, a: 'p1', b: 'p2' }, event)).toBe('{"table":7,"a":"Ana Núñez","b":"Björn"}');
    expect(describeValue('p2', event)).toBe('Björn');
    expect(describeValue(undefined, event)).toBe('—');
  });
});

describe('describeValue', () => {
  it('cuts long values', () => {
    expect(describeValue('x'.repeat(10), null, 5)).toBe('xxxx…');
  });
});
