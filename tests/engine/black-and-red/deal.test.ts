// The deal (players-and-deck, deal, target-colour, dealt-one-colour): 7 cards each from one deck, the non-dealer is
// player one, the upcard sets the colours and is player one's first draw, the deal alternates, and
// a hand dealt in one colour scores 5 at once.
//
// Seeds found by search (newGame with default options, first hand, B deals):
// - 52: A is dealt seven red cards (B's hand is mixed).
// - 56: B is dealt seven black cards (A's hand is mixed): the five-point deal example.
// - 119: B is dealt seven red cards.
// - 188: both: A seven black, B seven red.
// And for the second hand (fromPosition { phase: handOver, dealer: B, hands: {A: [], B: []} } with
// this seed, then A deals): 950 gives A seven red and B seven black, with B as player one.
import { describe, expect, test } from 'vitest';
import { blackAndRed } from '../../../src/engine/black-and-red/index.ts';
import type { BlackAndRedState } from '../../../src/engine/black-and-red/state.ts';
import {
  A,
  act,
  B,
  conserved,
  isRedCard,
  kinds,
  legal,
  newGame,
  ofKind,
  options,
  position,
  refused,
  run,
} from './helpers.ts';

const colour = (card: string): 'red' | 'black' => (isRedCard(card) ? 'red' : 'black');
const allOneColour = (hand: readonly string[]): boolean => hand.every((c) => colour(c) === colour(hand[0] ?? ''));

/** First-hand seeds where neither hand is one colour. */
function ordinarySeeds(count: number): number[] {
  const out: number[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const state = newGame({}, seed);
    if (state.phase === 'play') out.push(seed);
  }
  return out;
}

describe('dealing 7 each from one deck (players-and-deck)', () => {
  test('each hand has 7 cards, the stock the other 38, and every card is there once', () => {
    for (const seed of ordinarySeeds(20)) {
      const state = newGame({}, seed);
      expect(state.hands.map((h) => h.length)).toEqual([7, 7]);
      expect(state.stock).toHaveLength(38);
      expect(state.run).toEqual([]);
      expect(state.discards).toEqual([]);
      expect(blackAndRed.deckCards(state)).toHaveLength(52);
      expect(new Set(blackAndRed.deckCards(state)).size).toBe(52);
      expect(conserved(state)).toBe(true);
    }
  });

  test('the same seed gives the same deal; different seeds give different deals', () => {
    expect(newGame({}, 42)).toEqual(newGame({}, 42));
    expect(blackAndRed.openingEvents(options(), 42)).toEqual(blackAndRed.openingEvents(options(), 42));
    expect(newGame({}, 42).hands).not.toEqual(newGame({}, 43).hands);
  });

  test('a new game starts at hand 1 with both scores 0 and nobody to have scored', () => {
    const state = newGame({}, 3);
    expect(state.handNumber).toBe(1);
    expect(state.scores).toEqual([0, 0]);
    expect(state.lastHand).toBeNull();
    expect(state.winners).toEqual([]);
    expect(state.turns).toBe(0);
    expect(blackAndRed.outcome(state)).toBeNull();
  });
});

describe('player one and the upcard (deal, target-colour)', () => {
  test('the first dealer is B, so A is player one and acts first', () => {
    for (const seed of ordinarySeeds(10)) {
      const state = newGame({}, seed);
      expect(state.dealer).toBe(B);
      expect(state.turn).toBe(A);
      expect(blackAndRed.toAct(state)).toEqual([A]);
      expect(blackAndRed.view(state, 'all').playerOne).toBe(A);
      expect(legal(state, B)).toEqual([]);
    }
  });

  test("the upcard is the stock's top card, face up; A collects its colour and B the other", () => {
    const seen = new Set<string>();
    for (const seed of ordinarySeeds(30)) {
      const state = newGame({}, seed);
      const upcard = state.stock[0] ?? '';
      expect(state.upcardShowing).toBe(true);
      expect(state.upcard).toBe(upcard);
      expect(blackAndRed.view(state, B).upcard).toBe(upcard);
      expect(state.targets[A]).toBe(colour(upcard));
      expect(state.targets[B]).toBe(colour(upcard) === 'red' ? 'black' : 'red');
      seen.add(colour(upcard));
    }
    expect(seen).toEqual(new Set(['red', 'black']));
  });

  test('the opening events: B deals hand 1 with A as player one, then the upcard sets the colours', () => {
    const seed = ordinarySeeds(1)[0] ?? 1;
    const state = newGame({}, seed);
    const upcard = state.stock[0] ?? '';
    expect(blackAndRed.openingEvents(options(), seed)).toEqual([
      { kind: 'deal', rule: 'deal', seat: B, detail: { hand: 1, playerOne: A } },
      { kind: 'upcard', rule: 'target-colour', seat: A, cards: [upcard], detail: { colour: colour(upcard) } },
    ]);
  });

  test("player one's first draw is the upcard, public; later draws are private to the drawer", () => {
    const state = newGame({}, ordinarySeeds(1)[0]);
    const upcard = state.stock[0] ?? '';
    const second = state.stock[1] ?? '';
    const [card] = legal(state, A);
    const first = act(state, A, card ?? '');
    const draw = ofKind(first.events, 'draw')[0];
    expect(draw).toEqual({
      kind: 'draw',
      rule: 'discard-then-draw',
      seat: A,
      cards: [upcard],
      detail: { upcard: true },
    });
    expect(draw).not.toHaveProperty('visibleTo');
    expect(first.state.hands[A]).toContain(upcard);
    expect(first.state.upcardShowing).toBe(false);
    expect(first.state.upcard).toBe(upcard);
    expect(blackAndRed.view(first.state, B).upcard).toBeNull();

    const [reply] = legal(first.state, B);
    const next = act(first.state, B, reply ?? '');
    expect(ofKind(next.events, 'draw')[0]).toEqual({
      kind: 'draw',
      rule: 'discard-then-draw',
      seat: B,
      cards: [second],
      visibleTo: [B],
      detail: { upcard: false },
    });
  });
});

/** the winning example's position: A goes out with 6C and AD, ending hand 1 (dealer B) with A on 3. */
function handOneOver(input: Record<string, unknown> = {}): BlackAndRedState {
  const state = position(
    {
      dealer: 'B',
      playerOneColour: 'red',
      turn: 'A',
      hands: { A: ['8H', '9H', 'JD', '2D', '6C', '5H', '7H'], B: ['KH', 'QH', '3D', 'JS', '8D', '2H', '9S'] },
      stock: ['AD'],
    },
    input,
    5,
  );
  return act(state, A, '6C').state;
}

describe('the deal alternates (deal)', () => {
  test("after hand 1 (dealt by B) only A may act, and only to deal; anything else is refused under 'match'", () => {
    const over = handOneOver();
    expect(over.phase).toBe('handOver');
    expect(blackAndRed.toAct(over)).toEqual([A]);
    expect(legal(over, A)).toEqual(['deal']);
    expect(legal(over, B)).toEqual([]);
    expect(refused(over, B, 'deal')).toEqual({
      rule: 'match',
      message: 'The hand is over: A deals the next one (the deal alternates).',
    });
    expect(refused(over, A, '8H').rule).toBe('match');
    expect(refused(over, A, 'go').rule).toBe('match');
  });

  test('A deals hand 2: B is player one, plays first and collects the upcard colour; scores carry', () => {
    const dealt = act(handOneOver(), A, 'deal');
    const state = dealt.state;
    if (state.phase !== 'play') throw new Error('hand 2 was dealt one colour; pick another position seed');
    expect(state.handNumber).toBe(2);
    expect(state.dealer).toBe(A);
    expect(state.turn).toBe(B);
    expect(blackAndRed.toAct(state)).toEqual([B]);
    expect(state.scores).toEqual([3, 0]);
    expect(state.hands.map((h) => h.length)).toEqual([7, 7]);
    expect(state.stock).toHaveLength(38);
    expect(state.discards).toEqual([]);
    expect(conserved(state)).toBe(true);
    const upcard = state.stock[0] ?? '';
    expect(state.targets[B]).toBe(colour(upcard));
    expect(state.targets[A]).not.toBe(colour(upcard));
    expect(dealt.events).toEqual([
      { kind: 'deal', rule: 'deal', seat: A, detail: { hand: 2, playerOne: B } },
      { kind: 'upcard', rule: 'target-colour', seat: B, cards: [upcard], detail: { colour: colour(upcard) } },
    ]);
    // B's first draw is the upcard.
    const [card] = legal(state, B);
    const draw = ofKind(act(state, B, card ?? '').events, 'draw')[0];
    expect(draw).toMatchObject({ seat: B, cards: [upcard], detail: { upcard: true } });
  });

  test('the dealer alternates over a whole match: B, A, B, A, ...', () => {
    let state = newGame({ targetScore: 20 }, 9);
    const dealers: number[] = [state.dealer];
    let guard = 0;
    while (state.phase !== 'over' && guard++ < 50_000) {
      const [seat] = blackAndRed.toAct(state);
      if (seat === undefined) break;
      const [first] = blackAndRed.legalActions(state, seat);
      if (first === undefined) throw new Error('no legal action');
      const result = blackAndRed.apply(state, seat, first);
      if (first.type === 'deal') {
        expect(seat).toBe(1 - state.dealer);
        dealers.push(result.state.dealer);
        expect(result.state.handNumber).toBe(state.handNumber + 1);
      }
      state = result.state;
    }
    expect(state.phase).toBe('over');
    expect(dealers.length).toBeGreaterThan(3);
    dealers.forEach((dealer, i) => expect(dealer).toBe(i % 2 === 0 ? B : A));
  });

  test('a handOver position deals from its own seed; the dealer seat comes from the position', () => {
    const over = position({ phase: 'handOver', dealer: 'A', hands: { A: [], B: [] }, scores: { A: 4, B: 2 } }, {}, 12);
    expect(blackAndRed.toAct(over)).toEqual([B]);
    const next = act(over, B, 'deal').state;
    expect(next.dealer).toBe(B);
    expect(next.handNumber).toBe(2);
    expect(next.phase).toBe('play');
    expect(next.scores).toEqual([4, 2]);
    // B dealt, so A is player one and plays first.
    expect(next.turn).toBe(A);
    expect(conserved(next)).toBe(true);
  });
});

describe('dealt all one colour (dealt-one-colour)', () => {
  test('seed 52: A (player one) dealt seven red scores 5 and the hand ends before the upcard', () => {
    const state = newGame({}, 52);
    const events = blackAndRed.openingEvents(options(), 52);
    expect(allOneColour(state.hands[A] ?? [])).toBe(true);
    expect(colour(state.hands[A]?.[0] ?? '')).toBe('red');
    expect(allOneColour(state.hands[B] ?? [])).toBe(false);
    expect(state.phase).toBe('handOver');
    expect(state.scores).toEqual([5, 0]);
    expect(state.lastHand).toEqual({ scorers: [{ seat: A, points: 5 }], reason: 'dealtOneColour' });
    expect(kinds(events)).toEqual(['deal', 'dealt-one-colour']);
    expect(events[1]).toEqual({ kind: 'dealt-one-colour', rule: 'dealt-one-colour', seat: A, cards: state.hands[A] });
  });

  test('the five-point deal example, seed 56: B dealt seven black scores 5 at once; the hand ends', () => {
    const state = newGame({}, 56);
    expect(state.hands[B]).toEqual(['4C', '3S', '5C', '9S', 'QS', '5S', '3C']);
    expect(state.phase).toBe('handOver');
    expect(state.scores).toEqual([0, 5]);
    expect(state.lastHand).toEqual({ scorers: [{ seat: B, points: 5 }], reason: 'dealtOneColour' });
    expect(kinds(blackAndRed.openingEvents(options(), 56))).toEqual(['deal', 'dealt-one-colour']);
    expect(conserved(state)).toBe(true);
    // The next hand is dealt by A.
    expect(blackAndRed.toAct(state)).toEqual([A]);
    expect(legal(state, A)).toEqual(['deal']);
  });

  test('either colour scores: seed 119 deals B seven red, 5 points', () => {
    const state = newGame({}, 119);
    expect((state.hands[B] ?? []).every(isRedCard)).toBe(true);
    expect(state.scores).toEqual([0, 5]);
    expect(state.lastHand?.reason).toBe('dealtOneColour');
  });

  test('the check comes before the upcard is turned: no upcard event and no upcard showing', () => {
    for (const seed of [52, 56, 119, 188]) {
      const state = newGame({}, seed);
      expect(kinds(blackAndRed.openingEvents(options(), seed))).not.toContain('upcard');
      expect(state.upcardShowing).toBe(false);
      expect(blackAndRed.view(state, A).upcard).toBeNull();
      expect(blackAndRed.view(state, 'all').upcard).toBeNull();
    }
  });

  test('the dealt hand is shown to the other seat after the hand (it scored)', () => {
    const state = newGame({}, 56);
    expect(blackAndRed.view(state, A).seats[B]?.cards).toEqual(state.hands[B]);
  });

  test("seed 188, both players one colour, 'bothScore' (default): both score 5", () => {
    const state = newGame({}, 188);
    expect((state.hands[A] ?? []).every((c) => !isRedCard(c))).toBe(true);
    expect((state.hands[B] ?? []).every(isRedCard)).toBe(true);
    expect(state.scores).toEqual([5, 5]);
    expect(state.lastHand).toEqual({
      scorers: [
        { seat: A, points: 5 },
        { seat: B, points: 5 },
      ],
      reason: 'dealtOneColour',
    });
    const events = blackAndRed.openingEvents(options(), 188);
    expect(kinds(events)).toEqual(['deal', 'dealt-one-colour', 'dealt-one-colour']);
    expect(events.slice(1).map((e) => e.seat)).toEqual([A, B]);
  });

  test("seed 188, 'playerOneOnly': only player one (A) scores", () => {
    const state = newGame({ bothMonoDealt: 'playerOneOnly' }, 188);
    expect(state.scores).toEqual([5, 0]);
    expect(state.lastHand).toEqual({ scorers: [{ seat: A, points: 5 }], reason: 'dealtOneColour' });
    const events = blackAndRed.openingEvents(options({ bothMonoDealt: 'playerOneOnly' }), 188);
    expect(ofKind(events, 'dealt-one-colour').map((e) => e.seat)).toEqual([A]);
  });

  test("hand 2 (A deals, B is player one), seed 950: 'playerOneOnly' scores B alone, 'bothScore' both", () => {
    const spec = { phase: 'handOver', dealer: 'B', hands: { A: [], B: [] }, scores: { A: 1, B: 2 } };
    const both = run(position(spec, {}, 950), [[A, 'deal']]);
    expect(both.state.dealer).toBe(A);
    expect(allOneColour(both.state.hands[A] ?? [])).toBe(true);
    expect(allOneColour(both.state.hands[B] ?? [])).toBe(true);
    expect(both.state.scores).toEqual([6, 7]);
    const only = run(position(spec, { bothMonoDealt: 'playerOneOnly' }, 950), [[A, 'deal']]);
    expect(only.state.scores).toEqual([1, 7]);
    expect(ofKind(only.events, 'dealt-one-colour').map((e) => e.seat)).toEqual([B]);
    expect(only.state.lastHand?.scorers).toEqual([{ seat: B, points: 5 }]);
  });

  test('a 5-point deal can win the match', () => {
    const state = newGame({ targetScore: 5 }, 56);
    expect(state.phase).toBe('over');
    expect(state.winners).toEqual([B]);
    expect(blackAndRed.outcome(state)?.winners).toEqual([B]);
  });

  test('about 2% of deals give someone one colour (over 5,000 seeds)', () => {
    let mono = 0;
    for (let seed = 1; seed <= 5000; seed++) if (newGame({}, seed).lastHand?.reason === 'dealtOneColour') mono++;
    // Two hands, each ~0.98% (2 x C(26,7) / C(52,7)).
    expect(mono).toBeGreaterThan(50);
    expect(mono).toBeLessThan(160);
  });
});
