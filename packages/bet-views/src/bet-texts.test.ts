import { describe, expect, it } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import en from '../../../apps/platform/src/dictionaries/data/bets/en.json';
import ru from '../../../apps/platform/src/dictionaries/data/bets/ru.json';
import { betStatusLabel, betStatusTone, couponTypeLabel, marketLabel, pickLabel, sidesLabel } from './bet-texts';
import { placedBet } from './testing/placed-coupon-fixture';

const t = createTranslate(en, 'en');

describe('bet texts', () => {
  it('has Russian and English texts with the same keys', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it('labels the nine bet statuses of the spec', () => {
    const labels = [-2, -1, 0, 1, 2, 3, 4, 5, 6].map((statusId) => betStatusLabel(t, statusId));
    expect(labels).toEqual([
      'Not calculated',
      'Game not started',
      'Lose',
      'Win',
      'Return',
      'Forced return',
      'Half win, half return',
      'Half lose, half return',
      'Half lose, half win',
    ]);
    expect(betStatusLabel(createTranslate(ru, 'ru'), 0)).toBe('Проигрыш');
  });

  it('gives each status its tone', () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6].map(betStatusTone)).toEqual([
      'open',
      'open',
      'lost',
      'won',
      'returned',
      'returned',
      'won',
      'returned',
      'won',
    ]);
  });

  it('names a system by its value and selections, other types by name', () => {
    const bets = [placedBet(), placedBet(), placedBet()];
    expect(couponTypeLabel(t, { typeId: 2, systemValue: 2, bets })).toBe('System 2/3');
    expect(couponTypeLabel(createTranslate(ru, 'ru'), { typeId: 2, systemValue: 2, bets })).toBe('Система 2/3');
    expect(couponTypeLabel(t, { typeId: 1, systemValue: null, bets })).toBe('Express');
    expect(couponTypeLabel(t, { typeId: 0, systemValue: null, bets: [placedBet()] })).toBe('Single');
  });

  it('reads markets and selections as a player does', () => {
    expect(marketLabel(t, placedBet())).toBe('Total');
    expect(pickLabel(t, placedBet())).toBe('Over 2.5');
    const handicap = placedBet({ kind: 'handicap', code: '2', param: 1.5, period: 'first-half' });
    expect(marketLabel(t, handicap)).toBe('Handicap, 1st half');
    expect(pickLabel(t, handicap)).toBe('Chelsea (+1.5)');
    expect(pickLabel(t, placedBet({ kind: 'winner3', code: 'X', param: null }))).toBe('Draw');
    expect(pickLabel(t, placedBet({ kind: 'winner3', code: '1', param: null }))).toBe('Arsenal');
    expect(pickLabel(t, placedBet({ kind: 'correct-score', code: '2:1', param: null }))).toBe('Score 2:1');
    expect(marketLabel(t, placedBet({ kind: 'team-total-away' }))).toBe('Total of Chelsea');
  });

  it('names a race bet by the horse picked', () => {
    const race = placedBet({ kind: 'race-place', code: '4', line: 2, param: null, home: '4. Comet', away: '' });
    expect([sidesLabel(race), marketLabel(t, race), pickLabel(t, race)]).toEqual([
      '4. Comet',
      'Place in the first two',
      'No. 4',
    ]);
    expect(pickLabel(createTranslate(ru, 'ru'), { ...race, kind: 'race-winner' })).toBe('№ 4');
    expect(sidesLabel(placedBet())).toBe('Arsenal — Chelsea');
  });
});
