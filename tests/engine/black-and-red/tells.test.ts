// The strong bot's deal (tells.ts): the other player's hand dealt as their plays this hand make
// likely. Every deal is a whole, possible deck; a go rules out what did not fit, a discard what the
// heuristic bot would rather have thrown, each but for the cards drawn since; and against the
// heuristic bot the dealt hands guess the real one better than an even deal does.

import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import { mustSayGo } from '../../../src/engine/black-and-red/legal.ts';
import { BLACK_AND_RED } from '../../../src/engine/black-and-red/manifest.ts';
import { cardValue, colourOf, holdsUpcard, type BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import { dealAsPlayed } from '../../../src/engine/black-and-red/tells.ts';
import type { Card } from '../../../src/engine/core/cards.ts';
import type { Seat } from '../../../src/engine/core/game.ts';
import { makeRandom, seedRng } from '../../../src/engine/core/rng.ts';
import { choicePositions, optionsAt } from '../../bench/playouts.ts';
import { A, B, EX_HANDS, GO_AT_24, GO_AT_24_TWO_RUNS } from './helpers.ts';

const { game, bot } = BLACK_AND_RED.search;
const options = blackAndRed.parseOptions({ players: 2 });

/** Every position of seeded hands, the heuristic bot in both seats or (odd seeds) random moves. */
function positions(seeds: number, each: (state: BlackAndRedState, seat: Seat) => void): void {
  for (let seed = 1; seed <= seeds; seed++) {
    const random = makeRandom(seed);
    let state = game.newGame(optionsAt(BLACK_AND_RED, 2), seed) as BlackAndRedState;
    for (let n = 0; n < 300 && game.toAct(state).length > 0; n++) {
      const seat = game.toAct(state)[0] as Seat;
      if (state.phase === 'play') each(state, seat);
      const legal = game.legalActions(state, seat);
      const action = seed % 2 ? random.pick(legal) : bot(game.view(state, seat), legal, seat);
      state = game.step(state, seat, action) as BlackAndRedState;
    }
  }
}

/** `seat`'s sampled deals of the other hand. */
function dealtHands(state: BlackAndRedState, seat: Seat, deals: number): (readonly Card[])[] {
  return Array.from({ length: deals }, (_, k) => dealAsPlayed(state, seat, seedRng(k + 1)).hands[1 - seat] ?? []);
}

const sorted = (cards: readonly Card[]): Card[] => [...cards].sort();

describe('every deal is a possible one', () => {
  test('what the seat sees stays as it is; the unseen cards are shared out anew, the other hand its size and never one colour', () => {
    let deals = 0;
    positions(16, (state, seat) => {
      const other = 1 - seat;
      const world = dealAsPlayed(state, seat, seedRng(deals + 1));
      deals++;
      expect(world.hands[seat]).toBe(state.hands[seat]);
      expect(world.plays).toBe(state.plays);
      expect(world.run).toBe(state.run);
      expect(world.discards).toBe(state.discards);
      expect(world.hands[other]).toHaveLength(state.hands[other]?.length ?? 0);
      expect(world.stock).toHaveLength(state.stock.length);
      if (state.upcardShowing) expect(world.stock[0]).toBe(state.stock[0]);
      expect(sorted([...(world.hands[other] ?? []), ...world.stock])).toEqual(
        sorted([...(state.hands[other] ?? []), ...state.stock]),
      );
      expect(new Set((world.hands[other] ?? []).map(colourOf)).size).toBe(2);
    });
    expect(deals).toBeGreaterThan(2000);
  });

  test('player one keeps the upcard drawn face up for as long as they hold it', () => {
    let held = 0;
    positions(10, (state, seat) => {
      const other = 1 - seat;
      const hand = state.hands[other] ?? [];
      const drawnFaceUp = state.upcard !== null && other === 1 - state.dealer && !state.upcardShowing;
      // Until player one discards it (after which it is just a card in the discards).
      if (!drawnFaceUp || !hand.includes(state.upcard as Card)) return;
      if (state.plays.some((play) => play.card === state.upcard)) return;
      held++;
      for (const dealt of dealtHands(state, seat, 5)) expect(dealt).toContain(state.upcard);
    });
    expect(held).toBeGreaterThan(20);
  });
});

test('the upcard counts as known only while player one holds it from the face-up draw', () => {
  // A (player one) leads the 7 of spades and draws the upcard, the king of diamonds, face up.
  const start = blackAndRed.fromPosition(
    { dealer: 'B', hands: EX_HANDS, upcard: 'KD' },
    options,
    3,
  ) as BlackAndRedState;
  const drawn = blackAndRed.step(start, A, blackAndRed.parseAction('7S'));
  expect(drawn.hands[A]).toContain('KD');
  expect(holdsUpcard(drawn, A)).toBe(true);
  for (let k = 1; k <= 20; k++) {
    expect(blackAndRed.determinize(drawn, B, seedRng(k)).hands[A]).toContain('KD');
    expect(dealAsPlayed(drawn, B, seedRng(k)).hands[A]).toContain('KD');
  }
  // Once A has discarded it, a king of diamonds back in A's hand (from a rebuilt stock) came face
  // down: B's deals give it to A no more often than any other hidden card.
  const later: BlackAndRedState = {
    ...drawn,
    plays: [...drawn.plays, { seat: A, card: 'KD', total: 0, colour: 'red' }],
  };
  expect(holdsUpcard(later, A)).toBe(false);
  const held = (deal: (k: number) => BlackAndRedState) =>
    Array.from({ length: 60 }, (_, k) => deal(k + 1).hands[A]!.includes('KD')).filter(Boolean).length;
  expect(held((k) => blackAndRed.determinize(later, B, seedRng(k)))).toBeLessThan(30);
  expect(held((k) => dealAsPlayed(later, B, seedRng(k)))).toBeLessThan(30);
});

describe('a go rules out what did not fit', () => {
  test('a player who said go in this run is dealt no card that fits', () => {
    let checked = 0;
    positions(40, (state, seat) => {
      if (!state.goes[1 - seat]) return;
      for (const dealt of dealtHands(state, seat, 10)) {
        const world = { ...state, hands: state.hands.map((hand, s) => (s === seat ? hand : dealt)) };
        expect(mustSayGo(world, dealt)).toBe(true);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(100);
  });

  test('a go from an earlier run still counts, but for the cards drawn since', () => {
    // GO_AT_24: A holds only JS and QC in black and says go at 24; then GO_AT_24_TWO_RUNS, where A
    // draws one card.
    let state = blackAndRed.fromPosition(
      { ...GO_AT_24, stock: ['2H', '3H', '4H', '5H', '6H', '7S', '8C'] },
      options,
      1,
    ) as BlackAndRedState;
    for (const [seat, move] of GO_AT_24_TWO_RUNS) state = blackAndRed.step(state, seat, blackAndRed.parseAction(move));
    // In B's deals, A holds at most one black card worth 7 or less (the card A drew): often none.
    const low = dealtHands(state, B, 300).map(
      (hand) => hand.filter((card) => colourOf(card) === 'black' && cardValue(card, 'cribbage') <= 7).length,
    );
    expect(Math.max(...low)).toBe(1);
    expect(low.filter((n) => n === 0).length).toBeGreaterThan(150);
  });
});

describe('a discard is read as the heuristic bot would have thrown it', () => {
  // B follows a black run at 10 with the 2 of spades: the bot throws the highest card that fits,
  // so B held no other black card worth 3 or more (B keeps the ace of clubs). B then draws one card.
  const afterTwo = (): BlackAndRedState => {
    const state = blackAndRed.fromPosition(
      {
        dealer: 'A',
        playerOneColour: 'black',
        turn: 'B',
        hands: { A: ['3S', 'KH', 'QH', '9C', '8C', '4D', '5D'], B: ['2S', 'AC', 'QD', 'JH', '9H', '8H', '7H'] },
        run: ['10C'],
        lastDiscarder: 'A',
      },
      options,
      1,
    ) as BlackAndRedState;
    return blackAndRed.step(state, B, blackAndRed.parseAction('2S'));
  };
  const highBlack = (hand: readonly Card[]): number =>
    hand.filter((card) => colourOf(card) === 'black' && cardValue(card, 'cribbage') >= 3).length;

  test('in the other seat’s deals they hold at most the one card drawn since; an even deal gives them more', () => {
    const state = afterTwo();
    const read = dealtHands(state, A, 300).map(highBlack);
    expect(Math.max(...read)).toBe(1);
    const even = Array.from({ length: 300 }, (_, k) =>
      highBlack(blackAndRed.determinize(state, A, seedRng(k + 1)).hands[B] ?? []),
    );
    expect(Math.max(...even)).toBeGreaterThan(1);
    expect(even.reduce((a, b) => a + b, 0)).toBeGreaterThan(3 * read.reduce((a, b) => a + b, 0));
  });

  test('against the heuristic bot, the dealt hands hold more of the real cards than even deals do', () => {
    let read = 0;
    let even = 0;
    let spots = 0;
    for (const { state, seat } of choicePositions(BLACK_AND_RED, 120, 2, 50)) {
      const s = state as BlackAndRedState;
      const real = new Set(s.hands[1 - seat]);
      for (let k = 1; k <= 40; k++) {
        for (const card of dealAsPlayed(s, seat, seedRng(k)).hands[1 - seat] ?? []) if (real.has(card)) read++;
        for (const card of blackAndRed.determinize(s, seat, seedRng(k)).hands[1 - seat] ?? [])
          if (real.has(card)) even++;
      }
      spots++;
    }
    expect(spots).toBeGreaterThan(50);
    expect(read).toBeGreaterThan(1.08 * even);
  });
});
