import { describe, expect, it } from 'vitest';
import { deskMatches, hereCount, scannedPlayer } from './checkInDesk';

const player = (id: string, name: string, more: Record<string, unknown> = {}) => ({
  id,
  name,
  itsPin: '',
  club: '',
  faction: '',
  checkedIn: false,
  droppedAfterRound: null as number | null,
  resultCode: '',
  ...more,
});
const players = [
  player('p1', 'Mads Østergård', { itsPin: 'DK-12a', resultCode: 'QEQETN' }),
  player('p2', 'Carlos García', { club: 'Hexa', resultCode: 'N9GPNJ', checkedIn: true }),
  player('p3', 'Carlos García', { club: 'Nómadas', resultCode: 'GTTQ36' }),
  player('p4', 'Ana Ruiz', { itsPin: '4412', resultCode: 'JG7MPX', droppedAfterRound: 0 }),
];

describe('the front desk', () => {
  it('reads a card: its QR address, its printed code in any case, or an ITS PIN', () => {
    expect(scannedPlayer('http://192.168.1.20:4820/#/report?who=Carlos%20Garc%C3%ADa&code=GTTQ36', players)?.id).toBe(
      'p3',
    );
    expect(scannedPlayer(' qeq-etn ', players)?.id).toBe('p1');
    expect(scannedPlayer('dk-12A', players)?.id).toBe('p1');
    expect(scannedPlayer('Carlos', players)).toBeNull();
    expect(scannedPlayer('', players)).toBeNull();
  });

  it('finds players still in the event by name, and counts who is here', () => {
    expect(deskMatches('garcia', players).map((p) => p.id)).toEqual(['p2', 'p3']);
    expect(deskMatches('ruiz', players)).toEqual([]);
    expect(deskMatches('ostergard', players).map((p) => p.id)).toEqual(['p1']);
    expect(hereCount(players)).toEqual({ here: 1, total: 3 });
  });
});
