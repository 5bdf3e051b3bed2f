// Hand-written Dawn positions for examples and tests. Cards the spec does not name are filled from
// the rest of the deck(s), shuffled by the seed. A position that cannot happen is refused with a
// message naming the problem.

import { aRank, cardName, rankOf, STANDARD_DECK, standardDecks, type Card } from '../core/cards.ts';
import { PositionError } from '../core/errors.ts';
import { seedRng, shuffle } from '../core/rng.ts';
import { leftOf, seatLetter } from '../core/seats.ts';
import { readSpec, said, specCards, specList, specSeat, unnamedCards } from '../core/spec.ts';
import { highestBelow } from './legal.ts';
import { deckCount, HAND_SIZE, type DawnOptions } from './options.ts';
import { reachedDawn, type DawnState, type FaceDownPair } from './state.ts';

/** The YAML shape of a Dawn position. Seats are letters; cards are in the site's notation. */
export interface DawnPositionSpec {
  /** 'play' (default) starts mid-play; 'arrange' starts right after the deal. */
  readonly phase?: 'play' | 'arrange';
  readonly dealer?: string;
  readonly turn?: string;
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** Bottom card first, top card last. */
  readonly pile?: readonly string[];
  /** Top card first; unnamed cards go below, shuffled. */
  readonly stock?: readonly string[];
  /** Total stock size; unnamed cards beyond it are discards. */
  readonly stockSize?: number;
  readonly discards?: readonly string[];
  /** Arrange phase: the two spare face-down pairs. */
  readonly spares?: readonly (readonly string[])[];
  /** Play phase: the four cards set aside as leftover pairs. */
  readonly leftover?: readonly string[];
  readonly firstFailer?: string;
  /**
   * The rank the next card must have (A, 2 to 10, J, Q, K), when the position says it: it follows
   * from the pile's top card, so a position may give it only to agree with the pile.
   */
  readonly needed?: string;
  /** Arrange phase: the seats that have finished arranging their hands. */
  readonly ready?: readonly string[];
}

const KEYS = [
  'phase',
  'dealer',
  'turn',
  'hands',
  'pile',
  'stock',
  'stockSize',
  'discards',
  'spares',
  'leftover',
  'firstFailer',
  'needed',
  'ready',
];

export function dawnFromPosition(input: unknown, options: DawnOptions, seed: number): DawnState {
  const spec = readSpec<DawnPositionSpec>(input, 'Dawn', KEYS, ['play', 'arrange']);
  const n = options.players;
  const decks = deckCount(options);
  const phase = spec.phase ?? 'play';
  const dealer = spec.dealer === undefined ? n - 1 : specSeat(spec.dealer, n, 'dealer');

  const hands: Card[][] = [];
  for (let s = 0; s < n; s++) {
    const named = spec.hands[seatLetter(s)];
    if (named === undefined)
      throw new PositionError(`hands: seat ${seatLetter(s)} is missing; list every seat's hand.`);
    hands.push(specCards(named, `hands.${seatLetter(s)}`, STANDARD_DECK));
  }
  for (const key of Object.keys(spec.hands)) specSeat(key, n, 'hands');
  const pile = specCards(spec.pile ?? [], 'pile', STANDARD_DECK);
  const stockTop = specCards(spec.stock ?? [], 'stock', STANDARD_DECK);
  const discardsNamed = specCards(spec.discards ?? [], 'discards', STANDARD_DECK);
  const spares = specList(spec.spares, 'spares').map((pair, i) => specCards(pair, `spares[${i + 1}]`, STANDARD_DECK));
  const leftover = specCards(spec.leftover ?? [], 'leftover', STANDARD_DECK);

  if (phase === 'arrange') {
    hands.forEach((hand, s) => {
      if (hand.length !== HAND_SIZE) {
        throw new PositionError(
          `hands.${seatLetter(s)} has ${hand.length} cards; at the deal every hand holds ${HAND_SIZE}.`,
          'deal',
        );
      }
    });
    if (
      pile.length ||
      discardsNamed.length ||
      leftover.length ||
      spec.turn !== undefined ||
      spec.firstFailer !== undefined
    ) {
      throw new PositionError(
        'In the arrange phase the cards have just been dealt: there is no pile, no discards, no leftover pairs, no turn yet, and nobody has failed.',
        'deal',
      );
    }
    if (spares.length > 2 || spares.some((pair) => pair.length !== 2)) {
      throw new PositionError('spares: give up to two spare pairs of exactly two cards each.', 'deal');
    }
  } else if (spares.length) {
    throw new PositionError(
      'spares: spare pairs lie on the table only in the arrange phase; in play, the cards set aside are the leftover pairs.',
      'leftover-pairs',
    );
  } else if (leftover.length !== 0 && leftover.length !== 4) {
    throw new PositionError(`leftover: the two leftover pairs are 4 cards, not ${leftover.length}.`, 'leftover-pairs');
  }
  checkPile(pile);
  checkNeeded(spec.needed, pile);
  const ready = readyOf(spec.ready, phase, n);

  const named = [...hands.flat(), ...pile, ...stockTop, ...discardsNamed, ...spares.flat(), ...leftover];
  const rest = unnamedCards(
    standardDecks(decks),
    named,
    (card, count) =>
      `${card} appears ${count} times, but ${decks} deck${decks === 1 ? ' has' : 's have'} only ${decks === 1 ? 'one' : decks}.`,
    'players-and-decks',
  );
  const [shuffled, rng] = shuffle(rest, seedRng(seed));
  let unnamed = shuffled;
  const takeUnnamed = (count: number, what: string): Card[] => {
    if (count > unnamed.length)
      throw new PositionError(
        `${what}: only ${unnamed.length} cards are left unplaced to fill it.`,
        'players-and-decks',
      );
    const out = unnamed.slice(0, count);
    unnamed = unnamed.slice(count);
    return out;
  };

  const pairs: FaceDownPair[] = [];
  if (phase === 'arrange') {
    for (let p = 0; p < 2; p++) {
      const pairCards = spares[p] ?? takeUnnamed(2, 'spares');
      pairs.push({ id: `S${p + 1}`, owner: null, takenBy: null, cards: pairCards, pickedBy: null });
    }
  } else if (leftover.length === 4) {
    pairs.push({ id: 'S1', owner: null, takenBy: null, cards: leftover.slice(0, 2), pickedBy: null });
    pairs.push({ id: 'S2', owner: null, takenBy: null, cards: leftover.slice(2), pickedBy: null });
  }

  const stockSize = spec.stockSize ?? stockTop.length + unnamed.length;
  if (!Number.isInteger(stockSize) || stockSize < stockTop.length) {
    throw new PositionError(
      `stockSize: ${said(spec.stockSize)} is fewer than the ${stockTop.length} cards named in the stock.`,
      'players-and-decks',
    );
  }
  const stock = [...stockTop, ...takeUnnamed(stockSize - stockTop.length, 'stock')];
  const discards = [...discardsNamed, ...unnamed];
  if (phase === 'arrange' && discards.length > 0) {
    throw new PositionError(
      `At the deal every card is dealt, but the stock's size leaves ${discards.length} cards over as discards.`,
      'deal',
    );
  }

  const turn = spec.turn === undefined ? leftOf(dealer, n) : specSeat(spec.turn, n, 'turn');
  const firstFailer = spec.firstFailer === undefined ? null : specSeat(spec.firstFailer, n, 'firstFailer');
  if (firstFailer !== null && pile.length === 0)
    throw new PositionError('firstFailer: nobody can have failed with an empty pile.', 'draw-around');
  if (firstFailer === turn) {
    const needed = rankOf(pile[pile.length - 1] as Card) - 1;
    if (highestBelow(hands[turn] ?? [], needed) === null) {
      throw new PositionError(
        `${seatLetter(turn)}, the first to fail, is to play again with no card below the rank needed: the pile would already be cleared.`,
        'all-fail-reset',
      );
    }
  }
  if (firstFailer !== null) checkFailedHands(hands, rankOf(pile[pile.length - 1] as Card) - 1, firstFailer, turn);
  hands.forEach((hand, s) => {
    if (reachedDawn(hand, options.variant)) {
      const colour = options.variant === 'dawn' ? 'black' : 'red';
      throw new PositionError(
        `hands.${seatLetter(s)} has no ${colour} cards: that hand would already be won.`,
        options.variant === 'dawn' ? 'dawn' : 'dusk',
      );
    }
  });

  return {
    options,
    decks,
    rng,
    handNumber: 1,
    dealer,
    phase,
    hands,
    ready,
    takes: new Array<null>(n).fill(null),
    pairs,
    stock,
    pile,
    discards,
    turn,
    firstFailer,
    handWinners: [],
    wins: new Array<number>(n).fill(0),
  };
}

function checkPile(pile: readonly Card[]): void {
  for (let i = 1; i < pile.length; i++) {
    if (rankOf(pile[i] as Card) >= rankOf(pile[i - 1] as Card)) {
      throw new PositionError(
        `pile: the ${cardName(pile[i] as Card)} cannot lie on the ${cardName(pile[i - 1] as Card)}; the pile only goes down.`,
        'one-lower',
      );
    }
  }
  const top = pile[pile.length - 1];
  if (top !== undefined && rankOf(top) === 1)
    throw new PositionError('pile: an Ace clears the pile at once, so it is never the top card.', 'ace-clears-pile');
}

/** The ranks as a position names them. */
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * The players who have failed since the last card played (the first to fail, then each in turn up to
 * the one to play; every player once the turn is back with the first) hold no card of the rank
 * needed: one who held it had to play it, and one drawn is played at once (issue 43's trial: "Deal
 * the rest" gave a 6 to a player the position says could not play one).
 */
function checkFailedHands(hands: readonly (readonly Card[])[], needed: number, first: number, turn: number): void {
  const n = hands.length;
  let seat = first;
  do {
    const held = (hands[seat] ?? []).find((card) => rankOf(card) === needed);
    if (held !== undefined) {
      throw new PositionError(
        `${seatLetter(seat)} holds the ${cardName(held)}, but has failed to play ${aRank(needed)} since the last card played: a player who holds one must play it, and one drawn is played at once.`,
        'drawn-card-played',
      );
    }
    seat = leftOf(seat, n);
  } while (seat !== turn);
}

/** The rank name of `rank` (1 to 13), as `needed` writes it. */
export function rankName(rank: number): string {
  return RANK_NAMES[rank - 1] ?? String(rank);
}

function checkNeeded(needed: string | undefined, pile: readonly Card[]): void {
  if (needed === undefined) return;
  const rank = RANK_NAMES.indexOf(String(needed).trim().toUpperCase()) + 1;
  if (rank === 0) throw new PositionError(`needed: the rank needed is A, 2 to 10, J, Q or K, not ${said(needed)}.`);
  const top = pile[pile.length - 1];
  if (top === undefined) {
    throw new PositionError(
      `needed: with an empty pile no rank is needed (any card starts it), so ${rankName(rank)} cannot be.`,
      'lead-any-card',
    );
  }
  if (rankOf(top) - 1 !== rank) {
    throw new PositionError(
      `needed: the pile's top card is the ${cardName(top)}, so the rank needed is ${rankName(rankOf(top) - 1)}, not ${rankName(rank)}.`,
      'one-lower',
    );
  }
}

/** Who has finished arranging: only in the arrange phase, and never everyone (the swap would have moved on). */
function readyOf(list: readonly string[] | undefined, phase: string, n: number): boolean[] {
  const seats = specList(list, 'ready').map((text) => specSeat(text, n, 'ready'));
  if (seats.length > 0 && phase !== 'arrange')
    throw new PositionError('ready: only the arrange phase has seats that are ready.', 'swap-arrange');
  const ready = Array.from({ length: n }, (_, s) => seats.includes(s));
  if (ready.every(Boolean)) {
    throw new PositionError(
      'ready: when every seat has finished arranging, the swap has moved on to taking two cards.',
      'swap-arrange',
    );
  }
  return ready;
}
