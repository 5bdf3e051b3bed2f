// Hand-written Black & Red positions for examples and tests. Unnamed cards fill the stock below
// the named ones (shuffled by the seed), up to stockSize if given; the rest are discards of
// finished runs. A position that cannot happen is refused with a message naming the problem.

import { STANDARD_DECK } from '../core/cards.ts';
import { PositionError } from '../core/errors.ts';
import { seedRng, shuffle } from '../core/rng.ts';
import { seatLetter } from '../core/seats.ts';
import { readSpec, said, specCards, specList, specSeat, unnamedCards } from '../core/spec.ts';
import { HAND_SIZE, LIMIT, type BlackAndRedOptions } from './options.ts';
import { cardValue, colourOf, handColour, otherColour, type BlackAndRedState, type Colour } from './state.ts';

export interface BlackAndRedPositionSpec {
  /** 'play' (default) or 'handOver' (a hand just finished; the next step deals). */
  readonly phase?: 'play' | 'handOver';
  readonly hand?: number;
  /** Default B, so A is player one. */
  readonly dealer?: string;
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** The face-up card on top of the stock, before player one's first draw. */
  readonly upcard?: string;
  /** Player one's colour, when there is no upcard showing any more. */
  readonly playerOneColour?: string;
  /** The stock below the upcard, top first. */
  readonly stock?: readonly string[];
  readonly stockSize?: number;
  readonly turn?: string;
  /** The current run's discards in order; its colour and total follow from them. */
  readonly run?: readonly string[];
  readonly discards?: readonly string[];
  readonly goes?: readonly string[];
  readonly lastDiscarder?: string;
  readonly scores?: Readonly<Record<string, number>>;
  /** The run's colour and total, when the position says them: they follow from run, so they must agree with it. */
  readonly runColour?: string;
  readonly total?: number;
}

const KEYS = [
  'phase',
  'hand',
  'dealer',
  'hands',
  'upcard',
  'playerOneColour',
  'stock',
  'stockSize',
  'turn',
  'run',
  'discards',
  'goes',
  'lastDiscarder',
  'scores',
  'runColour',
  'total',
];

export function blackAndRedFromPosition(input: unknown, options: BlackAndRedOptions, seed: number): BlackAndRedState {
  const spec = readSpec<BlackAndRedPositionSpec>(input, 'Black & Red', KEYS, ['play', 'handOver']);
  const phase = spec.phase ?? 'play';
  const dealer = spec.dealer === undefined ? 1 : specSeat(spec.dealer, 2, 'dealer');
  const p1 = 1 - dealer;
  const hands = [0, 1].map((s) => {
    const named = spec.hands[seatLetter(s)];
    if (!Array.isArray(named)) throw new PositionError(`hands: seat ${seatLetter(s)} is missing; list both hands.`);
    const hand = specCards(named, `hands.${seatLetter(s)}`, STANDARD_DECK);
    // Every moment of play has both hands at seven and of two colours (BR-11: a turn is a discard
    // and a draw, a go is neither, and seven of one colour go out at once), whatever has been played:
    // the refusals say why, so a reader who took cards out of a hand as they were played knows.
    if (phase === 'play' && hand.length !== HAND_SIZE) {
      throw new PositionError(
        `hands.${seatLetter(s)} has ${hand.length} ${hand.length === 1 ? 'card' : 'cards'}, but in play a hand always holds ${HAND_SIZE}, however many cards have been played: every discard is followed by a draw, and saying go changes neither.`,
        'discard-then-draw',
      );
    }
    if (phase === 'play' && handColour(hand) !== null) {
      throw new PositionError(
        `hands.${seatLetter(s)} is all ${handColour(hand)}: seven cards of one colour go out at once, so the hand would already be over.`,
        'going-out',
      );
    }
    return hand;
  });
  for (const key of Object.keys(spec.hands)) specSeat(key, 2, 'hands');

  const upcard = spec.upcard === undefined ? [] : specCards([spec.upcard], 'upcard', STANDARD_DECK);
  const stockTop = specCards(spec.stock ?? [], 'stock', STANDARD_DECK);
  const run = specCards(spec.run ?? [], 'run', STANDARD_DECK);
  const discardsNamed = specCards(spec.discards ?? [], 'discards', STANDARD_DECK);
  const named = [...hands.flat(), ...upcard, ...stockTop, ...run, ...discardsNamed];
  const rest = unnamedCards(
    STANDARD_DECK.cards,
    named,
    (card, count) => `${card} appears ${count} times, but there is one deck.`,
    'players-and-deck',
  );
  const [unnamed, rng] = shuffle(rest, seedRng(seed));
  const size = spec.stockSize ?? stockTop.length + unnamed.length;
  if (!Number.isInteger(size) || size < stockTop.length || size - stockTop.length > unnamed.length) {
    throw new PositionError(
      `stockSize: ${said(spec.stockSize)} does not fit the ${stockTop.length} cards named in the stock and the ${unnamed.length} left unplaced.`,
      'players-and-deck',
    );
  }
  const stock = [...upcard, ...stockTop, ...unnamed.slice(0, size - stockTop.length)];
  const discards = [...discardsNamed, ...unnamed.slice(size - stockTop.length)];

  let p1Colour: Colour;
  if (upcard[0] !== undefined) {
    p1Colour = colourOf(upcard[0]);
    if (spec.playerOneColour !== undefined)
      throw new PositionError(
        "Player one's colour is set by the upcard: leave the colour unset, or take the upcard away.",
        'target-colour',
      );
    if (run.length || discards.length)
      throw new PositionError('upcard: the upcard shows only before the first discard of the hand.', 'target-colour');
  } else if (phase === 'handOver' && spec.playerOneColour === undefined) {
    p1Colour = 'red';
  } else {
    if (spec.playerOneColour !== 'red' && spec.playerOneColour !== 'black') {
      throw new PositionError(
        "Player one's colour: with no upcard showing, say whether player one collects red or black.",
        'target-colour',
      );
    }
    p1Colour = spec.playerOneColour;
  }

  const runColour = run[0] === undefined ? null : colourOf(run[0]);
  if (run.some((card) => colourOf(card) !== runColour))
    throw new PositionError("run: every discard in a run has the run's colour.", 'run-colour');
  const total = run.reduce((sum, card) => sum + cardValue(card, options.cardValues), 0);
  if (total >= LIMIT) throw new PositionError(`run: its total is ${total}, but a run ends at ${LIMIT}.`, 'thirty-one');
  checkRunFacts(spec, runColour, total, options);
  const goes = [0, 1].map((s) => specList(spec.goes, 'goes').some((g) => specSeat(g, 2, 'goes') === s));
  if (goes.every(Boolean))
    throw new PositionError('goes: when both players have said go the run is already over.', 'next-run');
  if (goes.some(Boolean) && run.length === 0)
    throw new PositionError('goes: nobody says go before the run has started.', 'go');
  const lastDiscarder = spec.lastDiscarder === undefined ? null : specSeat(spec.lastDiscarder, 2, 'lastDiscarder');
  if (run.length > 0 && lastDiscarder === null)
    throw new PositionError('lastDiscarder: say who discarded last in the run.', 'next-run');
  const turn = spec.turn === undefined ? p1 : specSeat(spec.turn, 2, 'turn');
  if (goes[turn])
    throw new PositionError(`turn: ${seatLetter(turn)} has said go and does not play again in this run.`, 'go');
  // Rule target-colour: the upcard is player one's first draw, so it only shows on player one's first turn.
  if (upcard.length > 0 && turn !== p1) {
    throw new PositionError(
      `turn: while the upcard shows it is player one's first turn, so ${seatLetter(p1)} plays.`,
      'target-colour',
    );
  }

  const scores = [0, 1].map((s) => {
    const value = spec.scores?.[seatLetter(s)] ?? 0;
    if (!Number.isInteger(value) || value < 0 || value >= options.targetScore) {
      throw new PositionError(
        `scores.${seatLetter(s)} must be a whole number below the target ${options.targetScore}.`,
        'match',
      );
    }
    return value;
  });
  return {
    options,
    rng,
    handNumber: spec.hand ?? 1,
    dealer,
    phase,
    hands,
    stock,
    upcardShowing: upcard.length > 0,
    upcard: upcard[0] ?? null,
    targets: p1 === 0 ? [p1Colour, otherColour(p1Colour)] : [otherColour(p1Colour), p1Colour],
    turn,
    runColour,
    total,
    run,
    discards,
    goes,
    // A go in this run lacked what does not fit now (it may have been said at a lower count).
    plays:
      runColour === null
        ? []
        : goes.flatMap((said, seat) => (said ? [{ seat, card: null, total, colour: runColour }] : [])),
    lastDiscarder,
    turns: 0,
    scores,
    lastHand: null,
    winners: [],
  };
}

/** The run's colour and total as the position states them, against what its cards make. */
function checkRunFacts(
  spec: BlackAndRedPositionSpec,
  colour: Colour | null,
  total: number,
  options: BlackAndRedOptions,
): void {
  if (spec.runColour !== undefined && spec.runColour !== (colour ?? 'none')) {
    throw new PositionError(
      colour === null
        ? `runColour: no card has been discarded in this run, so it has no colour yet, not ${said(spec.runColour)}.`
        : `runColour: the run's first discard is ${colour}, so the run is ${colour}, not ${said(spec.runColour)}.`,
      'run-colour',
    );
  }
  if (spec.total !== undefined && spec.total !== total) {
    throw new PositionError(
      `total: the run's discards add up to ${total} (${options.cardValues === 'cribbage' ? 'court cards count 10' : 'each card its rank'}), not ${said(spec.total)}.`,
      'running-total',
    );
  }
}
