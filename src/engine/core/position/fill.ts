// "Deal the rest": the cards a reader has not placed, dealt at random to the places a position
// needs cards in, so that setting up a table takes the taps that matter (the cards in dispute) and
// not one for every card in every hand. Each game says where its position needs cards and how many
// (its position-fill.ts: a hand at its size for the phase, the community cards for the round) and
// which cards may not go somewhere (a suit a player has shown they lack); the dealing is the same
// for every game. A card the reader placed never moves, and the cards left over stay unplaced, where
// each game's position puts them (the stock, earlier tricks). The position view fetches this with
// the game's plan on the tap (PositionKit.rest), so opening the view does not load it.

import { seedRng, shuffle, type RngState } from '../rng.ts';
import { setUpPosition, type PositionGame } from './check.ts';
import { cardsAt, factOf, moveCard, type CardPlace } from './edit.ts';

/** A place the rest of the cards are dealt to: its path in the spec, the cards it holds when dealt. */
export interface FillTarget {
  /** A place of the game's kit (PositionKit.places), by its path: ['hands', 'A']. */
  readonly path: readonly string[];
  /** How many cards it holds once dealt, those the reader placed there included. */
  readonly size: number;
  /**
   * Whether a card (the deck's card, as `game.deck.parse` gives it) may be dealt here: a card the
   * rules keep out of this place now. Every card when absent.
   */
  readonly accepts?: (card: string) => boolean;
}

/**
 * A game's rule for where the rest of a position's cards go, for `spec` with (parsed) `options`;
 * with `facts`, the facts the position requires that the reader has not set, where the question
 * hardly turns on them (Black & Red: player one's colour, who discarded last), set as the game's
 * deal would have them (issue 43's trial: each needed a fix after "Deal the rest"). `facts` is
 * given the cards not placed, shuffled, to take one from (an upcard), and never changes a fact or
 * a card the reader set.
 */
export type FillPlan = ((spec: unknown, options: unknown) => readonly FillTarget[]) & {
  readonly facts?: (spec: unknown, options: unknown, unplaced: readonly string[]) => unknown;
};

/** A position with the rest of its cards dealt, and how many went to each place (in the places' order). */
interface Dealt {
  readonly spec: unknown;
  readonly dealt: readonly { readonly label: string; readonly count: number }[];
  /** The facts the plan set, in words ("player one's colour is red", "the upcard is the 4 of hearts"). */
  readonly set?: readonly string[];
}

/**
 * Deals tried before settling: a deal at random can break a rule the reader's cards do not (a Black &
 * Red hand all of one colour, a Dawn hand with no card to shed), so a deal the position refuses is
 * dealt again. When every one is refused, the reader's own cards or facts are what is wrong, and the
 * first deal stands for them to see what the check says of it.
 */
const DEALS = 24;

/** Each card of the deck, as many times as the deck holds it, less those placed in `spec`. */
function unplacedCards(pg: PositionGame, spec: unknown, options: unknown, places: readonly CardPlace[]): string[] {
  const { game } = pg;
  const left = new Map<string, number>();
  const deck: readonly string[] = game.deckCards(game.newGame(options, 0));
  for (const card of deck) left.set(card, (left.get(card) ?? 0) + 1);
  for (const place of places) {
    for (const text of cardsAt(spec, place)) {
      try {
        const card: string = game.deck.parse(text);
        left.set(card, (left.get(card) ?? 0) - 1);
      } catch {
        // A card the deck does not know: the check names it; it takes no card's place.
      }
    }
  }
  const out: string[] = [];
  for (const card of deck) {
    const count = left.get(card) ?? 0;
    if (count > 0) {
      out.push(card);
      left.set(card, count - 1);
    }
  }
  return out;
}

interface Room {
  readonly place: CardPlace;
  readonly accepts: (card: string) => boolean;
  readonly cards: string[];
  free: number;
}

/**
 * One deal of `cards` (shuffled by `rng`) to the places with room: a card only one place may take
 * goes there first, then each card in turn to the place that may take it with the most room left,
 * so the hands fill evenly. Cards no place takes stay unplaced.
 */
function dealOnce(
  pg: PositionGame,
  spec: unknown,
  cards: readonly string[],
  targets: readonly { place: CardPlace; target: FillTarget }[],
  rng: RngState,
): [Dealt, RngState] {
  const [order, next] = shuffle(cards, rng);
  const rooms: Room[] = targets.map(({ place, target }) => ({
    place,
    accepts: target.accepts ?? (() => true),
    cards: [],
    free: Math.max(0, target.size - cardsAt(spec, place).length),
  }));
  const takers = (card: string): Room[] => rooms.filter((room) => room.free > 0 && room.accepts(card));
  const forced = order.filter((card) => rooms.filter((room) => room.accepts(card)).length === 1);
  for (const card of [...forced, ...order.filter((card) => !forced.includes(card))]) {
    const room = takers(card).reduce<Room | null>((best, r) => (best === null || r.free > best.free ? r : best), null);
    if (room === null) continue;
    room.cards.push(card);
    room.free--;
  }
  let out = spec;
  for (const room of rooms)
    for (const card of room.cards) out = moveCard(out, pg.game.deck.format(card), null, room.place);
  const dealt = rooms
    .filter((room) => room.cards.length > 0)
    .map((r) => ({ label: r.place.label, count: r.cards.length }));
  return [{ spec: out, dealt }, next];
}

/**
 * `spec` with the cards no place names dealt at random (by `seed`, the position's own) to the places
 * `plan` gives, up to their sizes: the first deal the position accepts, else the first deal.
 */
export function dealTheRest(pg: PositionGame, input: unknown, options: unknown, seed: number, plan: FillPlan): Dealt {
  const parsed = pg.game.parseOptions(options ?? {});
  const places = pg.position.places(parsed);
  // Its own shuffle of the cards not placed, so the deal after it stays the one the seed gives.
  const [shuffled] = shuffle(unplacedCards(pg, input, parsed, places), seedRng(seed ^ 0x5e7));
  const spec = plan.facts?.(input, parsed, shuffled.map(pg.game.deck.format)) ?? input;
  const set = factsSet(pg, input, spec, parsed);
  const dealt = dealCards(pg, spec, parsed, seed, plan, places);
  return set.length === 0 ? dealt : { ...dealt, set };
}

const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const theCard = (name: string): string => (/^(the|a|an) /i.test(name) ? name : `the ${name}`);

/** The facts `after` sets that `before` left out, as the editor names them: "player one's colour is red". */
function factsSet(pg: PositionGame, before: unknown, after: unknown, options: unknown): string[] {
  if (after === before) return [];
  const out: string[] = [];
  for (const place of pg.position.places(options))
    for (const card of cardsAt(after, place))
      if (!cardsAt(before, place).includes(card))
        out.push(`${lower(place.label)} is ${theCard(pg.game.deck.facts(pg.game.deck.parse(card)).name)}`);
  for (const fact of pg.position.facts(options)) {
    const value = factOf(after, fact);
    if (value !== undefined && factOf(before, fact) === undefined) out.push(`${lower(fact.label)} is ${String(value)}`);
  }
  return out;
}

function dealCards(
  pg: PositionGame,
  spec: unknown,
  parsed: unknown,
  seed: number,
  plan: FillPlan,
  places: readonly CardPlace[],
): Dealt {
  const targets = plan(spec, parsed).flatMap((target) => {
    const place = places.find((p) => p.path.join('.') === target.path.join('.'));
    return place === undefined ? [] : [{ place, target }];
  });
  const cards = unplacedCards(pg, spec, parsed, places);
  let rng = seedRng(seed);
  let first: Dealt | null = null;
  for (let i = 0; i < DEALS; i++) {
    const [deal, next] = dealOnce(pg, spec, cards, targets, rng);
    rng = next;
    if (deal.dealt.length === 0) return deal;
    first ??= deal;
    if (setUpPosition(pg, deal.spec, parsed, seed).ok) return deal;
  }
  return first ?? { spec, dealt: [] };
}
