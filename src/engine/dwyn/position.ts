// Hand-written DWYN positions for examples, tests and share links. Cards the position does not
// name fill the stock above the KROWN (shuffled by the seed) up to stockSize if given, and the
// rest lie in the discard pile (below the named discards) or, once the KROWN is out, in the pool.
// A position that cannot happen is refused with a message naming the problem: two KROWNs, the
// KROWN in a hand, a number card in a tableau, a duel with no DWYN played, a winner already made
// (outside a duel: in one, the win waits for the duel's end).

import { PositionError } from '../core/errors.ts';
import type { Seat } from '../core/game.ts';
import { seedRng, shuffle } from '../core/rng.ts';
import { leftOf, seatLetter } from '../core/seats.ts';
import { readSpec, said, specCards, specSeat, unnamedCards } from '../core/spec.ts';
import {
  DWYN,
  DWYN_CARDS,
  DWYN_DECK,
  DWYN_SUITS,
  dwynIndex,
  isBody,
  KROWN,
  parseDwynSuit,
  strengthAt,
  suitAt,
  suitTitle,
  theDwynCard,
  type DwynCard,
} from './deck.ts';
import type { DwynOptions } from './options.ts';
import type { Duel, DwynStage, DwynState } from './state.ts';
import { isProtectedAt, suitBits } from './tableau.ts';
import { winnerOf } from './play.ts';

export interface DwynPositionSpec {
  readonly phase?: 'play';
  readonly game?: number;
  /** Default: the seat before A, so that A plays first. */
  readonly dealer?: string;
  readonly turn?: string;
  readonly stage?: DwynStage;
  readonly hands: Readonly<Record<string, readonly string[]>>;
  readonly tableaux?: Readonly<Record<string, readonly string[]>>;
  /** The stock's top cards, above the KROWN, top first. */
  readonly stock?: readonly string[];
  /** How many cards lie above the KROWN in the stock. */
  readonly stockSize?: number;
  /** The discard pile, bottom first (top last). */
  readonly discards?: readonly string[];
  /** The pool, once the KROWN is out. */
  readonly pool?: readonly string[];
  readonly duel?: {
    readonly defender: string;
    readonly target: string;
    readonly suit?: string;
    readonly cards?: readonly string[];
  };
  readonly turnsAfterKrown?: number;
  readonly wins?: Readonly<Record<string, number>>;
}

const KEYS = [
  'phase',
  'game',
  'dealer',
  'turn',
  'stage',
  'hands',
  'tableaux',
  'stock',
  'stockSize',
  'discards',
  'pool',
  'duel',
  'turnsAfterKrown',
  'wins',
];
const STAGES: readonly DwynStage[] = ['layout', 'draw', 'act', 'suit', 'duel'];

export function dwynFromPosition(input: unknown, options: DwynOptions, seed: number): DwynState {
  const spec = readSpec<DwynPositionSpec>(input, 'DWYN', KEYS, ['play']);
  const n = options.players;
  const seats = Array.from({ length: n }, (_, s) => s);
  for (const key of Object.keys(spec.hands)) specSeat(key, n, 'hands');
  for (const key of Object.keys(spec.tableaux ?? {})) specSeat(key, n, 'tableaux');
  const hands = seats.map((s) => {
    const named = spec.hands[seatLetter(s)];
    if (!Array.isArray(named))
      throw new PositionError(`hands: seat ${seatLetter(s)} is missing; list every hand, an empty one too.`);
    const hand = specCards(named, `hands.${seatLetter(s)}`, DWYN_DECK);
    if (hand.includes(KROWN))
      throw new PositionError(
        `hands.${seatLetter(s)}: the KROWN never goes into a hand; it is put in front of the player who draws it.`,
        'krown-draw',
      );
    return hand;
  });
  const tableaux = seats.map((s) => {
    const tableau = specCards(spec.tableaux?.[seatLetter(s)] ?? [], `tableaux.${seatLetter(s)}`, DWYN_DECK);
    for (const card of tableau) {
      if (card !== KROWN && !isBody(card)) {
        throw new PositionError(
          `tableaux.${seatLetter(s)}: only body cards and the KROWN lie in front of a player, not ${theDwynCard(card)}.`,
          'body-cards',
        );
      }
    }
    return tableau;
  });
  const stockTop = specCards(spec.stock ?? [], 'stock', DWYN_DECK);
  const discardsNamed = specCards(spec.discards ?? [], 'discards', DWYN_DECK);
  const poolNamed = specCards(spec.pool ?? [], 'pool', DWYN_DECK);
  if (spec.duel != null) {
    if (typeof spec.duel !== 'object')
      throw new PositionError(
        'duel: a duel in progress needs its defender and the card challenged for, then the suit named and the cards played.',
      );
    if (typeof spec.duel.defender !== 'string')
      throw new PositionError('duel.defender: name the defending seat, like B.');
    if (typeof spec.duel.target !== 'string')
      throw new PositionError('duel.target: name the card challenged for, like RUGBY-HEAD.');
  }
  const duelCards = specCards(spec.duel?.cards ?? [], 'duel.cards', DWYN_DECK);
  const duelTarget = spec.duel == null ? [] : specCards([spec.duel.target], 'duel.target', DWYN_DECK);
  for (const [where, list] of [
    ['stock', stockTop],
    ['discards', discardsNamed],
    ['pool', poolNamed],
    ['duel.cards', duelCards],
  ] as const) {
    if (list.includes(KROWN)) {
      throw new PositionError(
        `${where}: the KROWN is the bottom card of the stock until it is drawn, then in front of a player.`,
        'krown-draw',
      );
    }
  }
  const named = [...hands.flat(), ...tableaux.flat(), ...stockTop, ...discardsNamed, ...poolNamed, ...duelCards];
  const rest = unnamedCards(
    DWYN_CARDS,
    named,
    (card, count) =>
      card === KROWN
        ? `The KROWN appears ${count} times, but there is only one.`
        : `${card} appears ${count} times, but the deck has ${DWYN_CARDS.filter((c) => c === card).length}.`,
    'players-and-deck',
  ).filter((card) => card !== KROWN);
  const holder = tableaux.findIndex((t) => t.includes(KROWN));
  const after = holder >= 0;
  const [unnamed, rng] = shuffle(rest, seedRng(seed));

  if (after && (stockTop.length > 0 || (spec.stockSize ?? 0) > 0)) {
    throw new PositionError(
      `stock: ${seatLetter(holder)} has the KROWN, so the stock is gone: it was the last card.`,
      'krown-draw',
    );
  }
  if (after && discardsNamed.length > 0) {
    throw new PositionError(
      'discards: once the KROWN is out the discard pile has become the pool; those cards are in the pool.',
      'pool',
    );
  }
  if (!after && poolNamed.length > 0) {
    throw new PositionError(
      'pool: there is no pool until the KROWN is drawn; those cards are on the discard pile.',
      'pool',
    );
  }
  const opening = spec.stage === 'layout';
  if (opening && (after || discardsNamed.length > 0 || spec.stockSize !== undefined)) {
    throw new PositionError(
      'stage: during the opening lay-out the first discard is not turned yet, so every card not in a hand or laid out is in the stock, above the KROWN.',
      'opening-layout',
    );
  }
  const size = after ? 0 : (spec.stockSize ?? stockTop.length + unnamed.length);
  if (!Number.isInteger(size) || size < stockTop.length || size - stockTop.length > unnamed.length) {
    throw new PositionError(
      `stockSize: ${said(spec.stockSize)} does not fit the ${stockTop.length} cards named in the stock and the ${unnamed.length} left unplaced.`,
      'players-and-deck',
    );
  }
  const stock = after ? [] : [...stockTop, ...unnamed.slice(0, size - stockTop.length), KROWN];
  const leftover = unnamed.slice(size - stockTop.length);
  const discards = after ? [] : [...leftover, ...discardsNamed];
  const pool = after ? [...leftover, ...poolNamed] : [];

  const dealer = spec.dealer === undefined ? n - 1 : specSeat(spec.dealer, n, 'dealer');
  const turn = spec.turn === undefined ? leftOf(dealer, n) : specSeat(spec.turn, n, 'turn');
  const duel =
    spec.duel == null ? null : readDuel(spec.duel, turn, tableaux, duelTarget[0] as DwynCard, duelCards, n, options);
  const stage: DwynStage = spec.stage ?? (duel === null ? 'draw' : duel.suit < 0 ? 'suit' : 'duel');
  if (!STAGES.includes(stage)) throw new PositionError(`stage must be ${STAGES.join(', ')}, not ${said(stage)}.`);
  if ((stage === 'suit' || stage === 'duel') !== (duel !== null)) {
    throw new PositionError(
      duel === null
        ? `stage: at the ${stage} stage a duel is in progress: say who defends it and the card challenged for.`
        : 'duel: with a duel in progress the stage is suit (before the suit is named) or duel.',
      'challenge',
    );
  }
  if (duel !== null) {
    if ((stage === 'suit') !== duel.suit < 0)
      throw new PositionError(
        'duel.suit: the suit is named at the duel stage, and not yet at the suit stage.',
        'challenge',
      );
    const played = after ? pool.includes(DWYN) : discards[discards.length - 1] === DWYN;
    if (!played) {
      throw new PositionError(
        after
          ? 'duel: a duel starts with a DWYN played into the pool, but the pool has none.'
          : 'duel: a duel starts with a DWYN played on the discard pile, so its top card must be a DWYN.',
        'challenge',
      );
    }
  }
  if (stage === 'layout' && !(hands[turn] ?? []).some(isBody)) {
    throw new PositionError(
      `stage: at the opening lay-out ${seatLetter(turn)} lays out next, so their hand must hold a body card.`,
      'opening-layout',
    );
  }
  if (stage === 'act' && (hands[turn] ?? []).length === 0) {
    throw new PositionError(
      `stage: at the act stage ${seatLetter(turn)} has just drawn, so their hand cannot be empty.`,
      'one-action',
    );
  }
  const turnsAfterKrown = spec.turnsAfterKrown ?? 0;
  if (
    !Number.isInteger(turnsAfterKrown) ||
    turnsAfterKrown < 0 ||
    turnsAfterKrown >= options.maxTurnsAfterKrown ||
    (!after && turnsAfterKrown > 0)
  ) {
    throw new PositionError(
      `turnsAfterKrown must be a whole number below ${options.maxTurnsAfterKrown}, and 0 before the KROWN is drawn.`,
      'no-progress',
    );
  }
  const wins = seats.map((s) => {
    const value = spec.wins?.[seatLetter(s)] ?? 0;
    if (!Number.isInteger(value) || value < 0)
      throw new PositionError(`wins.${seatLetter(s)} must be a whole number.`, 'match');
    return value;
  });
  const gameNumber = spec.game ?? 1;
  if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > options.matchGames) {
    throw new PositionError(`game must be 1 to ${options.matchGames}, the games in the match.`, 'match');
  }
  // In a duel a player may have emptied their hand: the win is checked only once it is resolved (DW-16).
  const winner = duel === null ? winnerOf({ hands, tableaux }) : -1;
  if (winner >= 0) {
    throw new PositionError(
      `${seatLetter(winner)} has the KROWN, a body and an empty hand: that game is already won.`,
      'winning',
    );
  }
  return {
    options,
    rng,
    gameNumber,
    dealer,
    phase: 'play',
    stage,
    turn,
    hands,
    tableaux,
    stock,
    discards,
    pool,
    duel,
    turnsAfterKrown,
    passes: 0,
    wins,
    lastGame: null,
    winners: [],
  };
}

function readDuel(
  spec: NonNullable<DwynPositionSpec['duel']>,
  challenger: Seat,
  tableaux: readonly (readonly DwynCard[])[],
  target: DwynCard,
  cards: readonly DwynCard[],
  n: number,
  options: DwynOptions,
): Duel {
  const defender = specSeat(spec.defender, n, 'duel.defender');
  if (defender === challenger)
    throw new PositionError(
      'duel.defender: the player whose turn it is challenges; the defender is someone else.',
      'challenge',
    );
  const tableau = tableaux[defender] ?? [];
  if (!tableau.includes(target))
    throw new PositionError(
      `duel.target: ${seatLetter(defender)} has no ${theDwynCard(target).replace(/^(the|a|an) /, '')} in front of them.`,
      'challenge',
    );
  if (target !== KROWN && isProtectedAt(suitBits(tableau), dwynIndex(target))) {
    throw new PositionError(
      `duel.target: ${theDwynCard(target)} is part of a whole same-suit body, so it cannot be challenged for.`,
      'protection',
    );
  }
  let suit = -1;
  if (spec.suit !== undefined) {
    try {
      if (typeof spec.suit !== 'string') throw new Error(`${said(spec.suit)} is not a suit.`);
      suit = DWYN_SUITS.indexOf(parseDwynSuit(spec.suit));
    } catch (error) {
      throw new PositionError(`duel.suit: ${(error as Error).message}`);
    }
  }
  if (suit < 0 && cards.length > 0)
    throw new PositionError('duel.cards: no card is played before the suit is named.', 'challenge');
  const xHigh = options.xRank === 'high';
  let high = 0;
  for (const card of cards) {
    const index = dwynIndex(card);
    const strength = strengthAt(index, xHigh);
    // Said with where the card belongs (issue 43's trial: the DWYN that starts the duel was put here).
    if (suitAt(index) !== suit || strength === 0)
      throw new PositionError(
        card === DWYN
          ? "duel.cards: the DWYN card that starts a duel is not one of the duel's cards: it goes on top of the discard pile (into the pool once the KROWN is drawn)."
          : `duel.cards: ${theDwynCard(card)} is not a number card of the duel's suit, ${suitTitle(suit)}, so it is not played in this duel: it belongs in a hand${isBody(card) ? ', laid out' : ''} or on the discard pile.`,
        'duel',
      );
    if (strength <= high)
      throw new PositionError(
        `duel.cards: each card must beat the one before, and ${theDwynCard(card)} does not.`,
        'duel',
      );
    high = strength;
  }
  return { challenger, defender, target, suit, cards, toAnswer: cards.length % 2 === 0 ? defender : challenger };
}
