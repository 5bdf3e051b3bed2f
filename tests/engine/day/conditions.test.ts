// Each win condition (rules highest-card, x-of-a-kind, eclipse, consecutive, full-consecutive, day,
// full-day), with and without the Crown (DY-3), and each option that changes it (DY-1, DY-6,
// DY-10 to DY-16). Hands are hole cards, then the community [c1, c2, final].
import { describe, expect, test } from 'vitest';
import { highestCard } from '../../../src/engine/day/conditions.ts';
import { options as opts } from './helpers.ts';
import { best, table } from './helpers.ts';
import { showdownWinners } from '../../../src/engine/day/results.ts';

describe('Highest Card (DY-10)', () => {
  test('nothing else: the single highest card, 1 point', () => {
    const r = best('12R 3S', '1Rn 5S 9R');
    expect(r).toMatchObject({ condition: 'highest-card', rule: 'highest-card', points: 1, adjusted: 1, crown: null });
    expect(r.cards).toEqual(['12R']);
    expect(r.key).toEqual([12]);
    expect(r.label).toBe('Highest Card: 12');
  });

  test('moonValue 13: a Moon is the top card; 0: it is the lowest (DY-1)', () => {
    expect(best('MoonR 3S', '1Rn 5S 9R').key).toEqual([13]);
    const low = best('MoonR 3S', '1Rn 5S 9R', { moonValue: 0 });
    expect(low.key).toEqual([9]);
    expect(low.cards).toEqual(['9R']);
    expect(best('MoonR 3S', '1Rn 6S 9R', { moonValue: 'both' }).key).toEqual([13]);
  });

  test("'kickers' compares every card in turn", () => {
    const r = best('12R 3S', '1Rn 5S 9R', { highCard: 'kickers' });
    expect(r.key).toEqual([12, 9, 5, 3, 1]);
    expect(r.cards).toEqual(['12R', '9R', '5S', '3S', '1Rn']);
    expect(r.label).toBe('Highest Card: 12, 9, 5, 3, 1');
  });

  test("equal top cards: a tie with 'top', the next card decides with 'kickers'", () => {
    const holes = ['12R 3S', '12S 4R'];
    expect(showdownWinners(table(holes, '1Rn 6S 9R'))).toEqual({ winners: [0, 1], tie: true, rule: 'tie-breaker' });
    expect(showdownWinners(table(holes, '1Rn 6S 9R', { highCard: 'kickers' }))).toEqual({
      winners: [1],
      tie: false,
      rule: 'equal-points',
    });
  });

  test('the Crown is highest of all, above the Moon (DY-3); with it a hand always has a pair at least', () => {
    const ranks = [0, 13, 2, 5, 9];
    expect(highestCard(ranks, opts()).key).toEqual([14]);
    expect(highestCard(ranks, opts()).slots).toEqual([0]);
    expect(best('Crown 3S', '1Rn 6S 9R').condition).toBe('x-of-a-kind');
  });
});

describe('X of a kind (DY-11)', () => {
  test('a pair: 2 points, the count then the value as key, "2 of a kind"', () => {
    const r = best('7S 10R', '7Rn 2Rn 4S');
    expect(r).toMatchObject({
      condition: 'x-of-a-kind',
      points: 2,
      key: [2, 7],
      label: '2 of a kind: 7s',
      crown: null,
    });
    expect(r.cards).toEqual(['7S', '7Rn']);
  });

  test('three of a kind beats a higher pair: the count comes first', () => {
    const r = best('2R 2S', '2Rn 9R 11S');
    expect(r.key).toEqual([3, 2]);
    expect(r.label).toBe('3 of a kind: 2s');
    expect(showdownWinners(table(['2R 2S', '11R 11Rn'], '2Rn 9R 5S')).winners).toEqual([0]);
  });

  test('no two pair: the better pair counts alone', () => {
    const r = best('5R 9S', '5Rn 9Rn 2S');
    expect(r.key).toEqual([2, 9]);
    expect(r.cards).toEqual(['9S', '9Rn']);
  });

  test('equal count: the higher value wins; equal count and value: tie-breaker', () => {
    expect(showdownWinners(table(['5R 1S', '8R 1Rn'], '5S 8S 11Rn'))).toEqual({
      winners: [1],
      tie: false,
      rule: 'equal-points',
    });
    expect(showdownWinners(table(['5R 1S', '5Rn 2R'], '5S 8S 11Rn'))).toMatchObject({ winners: [0, 1], tie: true });
  });

  test('Moons: a pair of Moons is the best pair at 13, the worst at 0 (DY-1)', () => {
    expect(best('MoonR 3S', 'MoonS 5Rn 9R').key).toEqual([2, 13]);
    expect(best('MoonR 3S', 'MoonS 5Rn 9R', { moonValue: 0 }).key).toEqual([2, 0]);
    expect(best('MoonR 3S', 'MoonS 5Rn 9R', { moonValue: 0 }).label).toBe('2 of a kind: Moons');
    expect(best('MoonR 3S', 'MoonS 5Rn 9R', { moonValue: 'both' }).key).toEqual([2, 13]);
  });

  test('the Crown fills a set: a pair becomes three, with a suit the hand does not hold', () => {
    const r = best('3R 12S', 'Crown 9Rn 3S');
    expect(r.key).toEqual([3, 3]);
    expect(r.crown).toEqual({ as: 'card', card: '3Rn', rank: 3, suit: 'Risen' });
    expect(r.cards).toEqual(['3R', 'Crown', '3S']);
  });

  test('the Crown alone pairs the highest card', () => {
    const r = best('Crown 3R', '8Rn 10S 1R');
    expect(r.key).toEqual([2, 10]);
    expect(r.crown).toMatchObject({ as: 'card', rank: 10 });
  });

  test('four of a kind exists only with the Crown, which may copy a real card (DY-3)', () => {
    const r = best('7R Crown', '7Rn 7S 2R');
    expect(r.key).toEqual([4, 7]);
    expect(r.label).toBe('4 of a kind: 7s');
    expect(r.cards).toEqual(['7R', 'Crown', '7Rn', '7S']);
    expect(r.crown).toMatchObject({ as: 'card', rank: 7 });
  });
});

describe('Eclipse (DY-16)', () => {
  test('all three Moons revealed, one held: 3 points', () => {
    const r = best('MoonR 4S', 'MoonRn 9S 2R', {}, { shown: 'MoonS 6R' });
    expect(r).toMatchObject({ condition: 'eclipse', points: 3, key: [1], label: 'Eclipse, holding 1 Moon' });
    expect(r.cards).toEqual(['MoonR', 'MoonRn', 'MoonS']);
  });

  test('a Moon not revealed does not count; holding none does not count', () => {
    expect(best('MoonR 4S', 'MoonRn 9S 2R').condition).toBe('x-of-a-kind');
    expect(best('5R 4S', 'MoonRn 9S 2R', {}, { shown: 'MoonS MoonR' }).condition).toBe('highest-card');
  });

  test('folded hands count only with eclipseCountsFolded', () => {
    expect(best('MoonR 4S', 'MoonRn 9S 2R', {}, { folded: 'MoonS 6R' }).condition).not.toBe('eclipse');
    expect(best('MoonR 4S', 'MoonRn 9S 2R', { eclipseCountsFolded: true }, { folded: 'MoonS 6R' }).condition).toBe(
      'eclipse',
    );
  });

  test('two Moons held beat one; equal Moons held go to the tie-breaker', () => {
    const two = table(['MoonR MoonS', 'MoonRn 4S'], '9S 2R 6Rn');
    expect(two.map((r) => r.key)).toEqual([[2], [1]]);
    expect(showdownWinners(two)).toEqual({ winners: [0], tie: false, rule: 'equal-points' });
    const level = table(['MoonR 3S', 'MoonS 4R'], 'MoonRn 2R 6Rn');
    expect(level.map((r) => r.condition)).toEqual(['eclipse', 'eclipse']);
    expect(showdownWinners(level)).toMatchObject({ winners: [0, 1], tie: true });
  });

  test('a community Crown stands in for the missing Moon', () => {
    const r = best('MoonR 4S', 'Crown MoonRn 9S');
    expect(r.condition).toBe('eclipse');
    expect(r.crown).toEqual({ as: 'card', card: 'MoonS', rank: 13, suit: 'Setting' });
    expect(r.cards).toEqual(['MoonR', 'Crown', 'MoonRn']);
  });

  test('a Crown in the hole fills the missing Moon and is held', () => {
    const r = best('Crown 4S', 'MoonR 9Rn 2S', {}, { shown: 'MoonRn 6R' });
    expect(r).toMatchObject({ condition: 'eclipse', key: [1] });
    expect(r.crown).toMatchObject({ card: 'MoonS' });
  });

  test('a Crown in the hole is a held Moon even when all three are out', () => {
    expect(best('Crown 4S', 'MoonR 9Rn 2S', {}, { shown: 'MoonRn MoonS' })).toMatchObject({
      condition: 'eclipse',
      key: [1],
    });
    expect(best('Crown MoonR', 'MoonRn 9Rn 2S', {}, { shown: 'MoonS 5R' })).toMatchObject({
      condition: 'eclipse',
      key: [2],
    });
  });

  test("another player's Crown is theirs: it fills no Moon for this player (our reading of DY-3 and DY-16)", () => {
    expect(best('MoonR 4S', 'MoonRn 9S 2R', {}, { shown: 'Crown 5Rn' }).condition).not.toBe('eclipse');
  });
});

describe('Consecutive (DY-12)', () => {
  test('both hole cards and two community cards in order: 4 points', () => {
    const r = best('4R 6S', '5Rn 7S 12R');
    expect(r).toMatchObject({ condition: 'consecutive', points: 4, key: [], label: 'Consecutive: 4-5-6-7' });
    expect(r.cards).toEqual(['4R', '5Rn', '6S', '7S']);
  });

  test('one hole card is not enough by default; consecutiveHoleCards 1 allows it', () => {
    expect(best('4R 12S', '5Rn 6S 7R').condition).toBe('highest-card');
    const r = best('4R 12S', '5Rn 6S 7R', { consecutiveHoleCards: 1 });
    expect(r.condition).toBe('consecutive');
    expect(r.cards).toEqual(['4R', '5Rn', '6S', '7R']);
  });

  test('10-11-12-Moon with moonValue 13 or both, not with 0 (DY-1)', () => {
    expect(best('11R MoonS', '12Rn 10S 2R').label).toBe('Consecutive: 10-11-12-Moon');
    expect(best('11R MoonS', '12Rn 10S 2R', { moonValue: 'both' }).condition).toBe('consecutive');
    expect(best('11R MoonS', '12Rn 10S 2R', { moonValue: 0 }).condition).toBe('highest-card');
  });

  test('Moon-1-2-3 with moonValue 0 or both, not with 13', () => {
    expect(best('MoonR 2S', '1Rn 3S 9R', { moonValue: 0 }).label).toBe('Consecutive: Moon-1-2-3');
    expect(best('MoonR 2S', '1Rn 3S 9R', { moonValue: 'both' }).condition).toBe('consecutive');
    expect(best('MoonR 2S', '1Rn 3S 9R').condition).toBe('highest-card');
  });

  test("no wrap-around under 'both': 12-Moon-1-2 is not a run", () => {
    const r = best('12R MoonS', '1Rn 2S 9R', { moonValue: 'both' });
    expect(r.condition).toBe('highest-card');
    expect(r.key).toEqual([13]);
  });

  test('the Crown fills the gap, and the engine shows the higher run', () => {
    const r = best('7R 8S', 'Crown 9Rn 3S');
    expect(r.condition).toBe('consecutive');
    expect(r.crown).toMatchObject({ as: 'card', rank: 10 });
    expect(r.label).toBe('Consecutive: 7-8-9-10');
  });

  test('two Consecutives tie by default; runsCompareTop lets the higher top win (DY-17)', () => {
    const holes = ['4R 5S', '8R 9S'];
    const community = '6Rn 7S 1R';
    expect(showdownWinners(table(holes, community))).toMatchObject({ winners: [0, 1], tie: true, rule: 'tie-breaker' });
    const compared = table(holes, community, { runsCompareTop: true });
    expect(compared.map((r) => r.key)).toEqual([[7], [9]]);
    expect(showdownWinners(compared)).toEqual({ winners: [1], tie: false, rule: 'equal-points' });
  });
});

describe('Full Consecutive (DY-13)', () => {
  test('all five cards in order: 5 points', () => {
    const r = best('4R 6S', '5Rn 7S 8R');
    expect(r).toMatchObject({ condition: 'full-consecutive', points: 5, label: 'Full Consecutive: 4-5-6-7-8' });
    expect(r.cards).toEqual(['4R', '5Rn', '6S', '7S', '8R']);
  });

  test('with the Crown', () => {
    const r = best('4R 6S', '5Rn Crown 8R');
    expect(r.condition).toBe('full-consecutive');
    expect(r.crown).toMatchObject({ rank: 7 });
  });

  test('9-10-11-12-Moon and Moon-1-2-3-4 by moonValue', () => {
    expect(best('9R MoonS', '10Rn 11S 12R').condition).toBe('full-consecutive');
    expect(best('9R MoonS', '10Rn 11S 12R', { moonValue: 0 }).condition).not.toBe('full-consecutive');
    expect(best('MoonR 4S', '1Rn 2S 3R', { moonValue: 0 }).label).toBe('Full Consecutive: Moon-1-2-3-4');
    expect(best('MoonR 4S', '1Rn 2S 3R', { moonValue: 'both' }).condition).toBe('full-consecutive');
  });

  test('runsCompareTop compares the top card', () => {
    expect(best('4R 6S', '5Rn 7S 8R', { runsCompareTop: true }).key).toEqual([8]);
  });
});

describe('Day (DY-14, DY-6)', () => {
  test('two Rising in hand, a Setting from the dealer, the final card Risen: 6 points', () => {
    const r = best('3R 9R', '5S 11Rn 2Rn');
    expect(r).toMatchObject({ condition: 'day', points: 6, key: [], label: 'Day' });
    expect(r.cards).toEqual(['3R', '9R', '5S', '2Rn']);
  });

  test('two Setting in hand and a Rising from the dealer', () => {
    expect(best('3S 9S', '11Rn 5R 2Rn').condition).toBe('day');
  });

  test('not a Day: Risen in hand, mixed hole suits, no other suit from the dealer, or the final not Risen', () => {
    expect(best('3Rn 9Rn', '5S 11R 2Rn').condition).not.toBe('day');
    expect(best('3R 9S', '5S 11Rn 2Rn').condition).not.toBe('day');
    expect(best('3R 9R', '5R 11Rn 2Rn').condition).not.toBe('day');
    expect(best('3R 9R', '5S 11S 2R').condition).not.toBe('day');
  });

  test("dayDealerBoth: both of the dealer's cards must be the other suit", () => {
    expect(best('3R 9R', '5S 11Rn 2Rn', { dayDealerBoth: true }).condition).not.toBe('day');
    const r = best('3R 9R', '5S 11S 2Rn', { dayDealerBoth: true });
    expect(r.condition).toBe('day');
    expect(r.cards).toEqual(['3R', '9R', '5S', '11S', '2Rn']);
  });

  test("dayMiddle 'second': the second card is the middle, the first and final are the dealer's", () => {
    expect(best('3R 9R', '5S 2Rn 11S').condition).not.toBe('day');
    const r = best('3R 9R', '5S 2Rn 11S', { dayMiddle: 'second' });
    expect(r.condition).toBe('day');
    expect(r.cards).toEqual(['3R', '9R', '5S', '11S', '2Rn']);
  });

  test('the Crown can supply a hole card, the dealer card or the middle card', () => {
    expect(best('Crown 9R', '5S 11Rn 2Rn').crown).toMatchObject({ suit: 'Rising' });
    expect(best('3R 9R', 'Crown 11Rn 2Rn').crown).toMatchObject({ suit: 'Setting' });
    const middle = best('3R 9R', '5S 11Rn Crown');
    expect(middle.condition).toBe('day');
    expect(middle.crown).toMatchObject({ suit: 'Risen' });
  });
});

describe('Full Day (DY-15)', () => {
  test('a Day whose five cards also run in order: 7 points by default', () => {
    const r = best('4R 6R', '5S 8S 7Rn');
    expect(r).toMatchObject({ condition: 'full-day', points: 7, label: 'Full Day: 4-5-6-7-8' });
    expect(r.cards).toEqual(['4R', '5S', '6R', '7Rn', '8S']);
  });

  test('fullDayPoints 6: still reported as Full Day, but level with a Day, so the tie-breaker decides', () => {
    expect(best('4R 6R', '5S 8S 7Rn', { fullDayPoints: 6 })).toMatchObject({ condition: 'full-day', points: 6 });
    const holes = ['4R 6R', '1S 11S'];
    const community = '5S 8R 7Rn';
    expect(table(holes, community).map((r) => r.condition)).toEqual(['full-day', 'day']);
    expect(showdownWinners(table(holes, community))).toMatchObject({ winners: [0], tie: false, rule: 'full-day' });
    expect(showdownWinners(table(holes, community, { fullDayPoints: 6 }))).toMatchObject({
      winners: [0, 1],
      tie: true,
    });
  });

  test('with the Crown standing for the card that both completes the run and keeps the suits', () => {
    const r = best('4R Crown', '5S 8S 7Rn');
    expect(r.condition).toBe('full-day');
    expect(r.crown).toEqual({ as: 'card', card: '6R', rank: 6, suit: 'Rising' });
  });
});
