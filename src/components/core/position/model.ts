// The position view's decisions in plain TypeScript, with no Preact: where a position starts (a
// `#pos=` link, the sandbox's first deal, an empty table), the deck as the editor shows it (each
// card once, with where it lies), a card moved or a fact set, the position checked, and the line of
// moves tried from it. The engine work is core/position's; this only keeps the view's state.

import type { AnyGame, Seat } from '../../../engine/core/game.ts';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { setUpPosition, type PositionGame } from '../../../engine/core/position/check.ts';
import {
  cardsAt,
  factOf,
  moveCard,
  setFact,
  type CardPlace,
  type PositionFact,
} from '../../../engine/core/position/edit.ts';
import { allowedWhy, followMove, moveSaid } from '../../../engine/core/position/ruling.ts';
import { decodePosition, encodePosition } from '../../../engine/core/position/share.ts';
import { onDemand } from '../../../engine/core/on-demand.ts';

import { POS_PREFIX } from './from-here.ts';

/** What the view loads before it can edit or rule: the game with its tools, its places and facts, its reasons. */
export async function loadPositionGame(play: PlayManifest): Promise<PositionGame & { readonly game: AnyGame }> {
  const parts = play.position;
  if (parts === undefined) throw new Error('This game has no position editor.');
  const [game, kit] = await Promise.all([play.withTools(), parts()]);
  return { game, position: kit };
}

// Fetched when the address holds a game record (an example's "Set up from here"): most links are #pos=.
const stepLink = onDemand(() => import('./step-link.ts').then((m) => m.openRecordLink));

/**
 * What the view opens with: the game as loadPositionGame loads it, and, when the address held a
 * game record (`#play=`) that could not be set up, why (step-link.ts: the address then holds the
 * record's `#pos=` link, or none).
 */
export async function loadPositionView(
  play: PlayManifest,
): Promise<PositionGame & { readonly game: AnyGame; readonly linkProblem: string | null }> {
  const pg = await loadPositionGame(play);
  // The prefix of sandbox/link.ts's playFragment, written out: importing link.ts would bring the
  // record reader's chunk to every opening of the view, for the few that come from a step.
  const record = typeof location !== 'undefined' && location.hash.startsWith('#play=');
  return { ...pg, linkProblem: record ? (await stepLink())(pg.game) : null };
}

/**
 * The seed of the sandbox's first deal (FIRST_SEED in ../sandbox/session.ts, which the view does not
 * import: it would split the sandbox's modules into more files for every page).
 */
const FIRST_DEAL_SEED = 1;

/** A position being set up: the options, the seed that places unnamed cards, and the spec. */
export interface Draft {
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly spec: unknown;
}

/** The sandbox's first deal for the game, as a position. */
export function freshDeal(game: AnyGame): Draft {
  const parsed = game.parseOptions(game.options.defaults);
  return {
    options: parsed as Record<string, unknown>,
    seed: FIRST_DEAL_SEED,
    spec: game.positionOf(game.newGame(parsed, FIRST_DEAL_SEED)),
  };
}

/** An empty table with `options`: every card unplaced. */
export function emptyTable(game: AnyGame, options: unknown): Draft {
  const parsed = game.parseOptions(options ?? {});
  return { options: parsed as Record<string, unknown>, seed: FIRST_DEAL_SEED, spec: game.emptyPosition(parsed) };
}

/** The position a `#pos=` fragment holds, or why it cannot be opened (a sentence for the reader). */
export function fromLink(game: AnyGame, hash: string): { readonly draft: Draft } | { readonly problem: string } {
  const text = hash.startsWith(POS_PREFIX) ? hash.slice(POS_PREFIX.length) : hash;
  try {
    const shared = decodePosition(text, game);
    return { draft: { options: shared.options, seed: shared.seed, spec: shared.position } };
  } catch (error) {
    const quoted = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    return { problem: `This position link (${quoted}) could not be opened. ${(error as Error).message}` };
  }
}

/** The `#pos=` fragment of `draft`. */
export function linkOf(game: AnyGame, draft: Draft): string {
  return POS_PREFIX + encodePosition(game, { options: draft.options, seed: draft.seed, position: draft.spec });
}

// Fetched when the reader plays on (play-on.ts): most readers only ask for a ruling.
const playOn = onDemand(() => import('./play-on.ts').then((m) => m.playOnLink));

/** The game page's address that opens `draft` in the sandbox, `seat` playing; null when it cannot be played on. */
export async function playOnLink(game: AnyGame, page: string, draft: Draft, seat: Seat): Promise<string | null> {
  return (await playOn())(game, page, draft, seat);
}

/** One card of the deck as the editor shows it: its text, how many the game holds, and where those lie. */
interface DeckCard {
  readonly card: string;
  readonly copies: number;
  /** The place of each copy placed, by its index among the places (a card on two places: both). */
  readonly at: readonly { readonly place: number; readonly text: string }[];
}

/** Every card of the game once, in the deck's order, with its copies and where they lie in `spec`. */
export function deckOf(pg: PositionGame, draft: Draft, places: readonly CardPlace[]): DeckCard[] {
  const { game } = pg;
  const copies = new Map<string, number>();
  for (const card of game.deckCards(game.newGame(game.parseOptions(draft.options), 0))) {
    copies.set(card, (copies.get(card) ?? 0) + 1);
  }
  const at = new Map<string, { place: number; text: string }[]>();
  places.forEach((place, index) => {
    for (const text of cardsAt(draft.spec, place)) {
      let card: string;
      try {
        card = game.deck.parse(text);
      } catch {
        continue;
      }
      const list = at.get(card) ?? [];
      list.push({ place: index, text });
      at.set(card, list);
    }
  });
  return [...copies].map(([card, count]) => ({ card, copies: count, at: at.get(card) ?? [] }));
}

/**
 * `draft` with a copy of `card` moved to `to` (null: unplaced). A copy still unplaced moves first;
 * when every copy is placed, the first placed elsewhere moves (to the same place: nothing moves).
 */
export function placeCard(
  game: AnyGame,
  draft: Draft,
  card: DeckCard,
  places: readonly CardPlace[],
  to: number | null,
): Draft {
  const target = to === null ? null : (places[to] ?? null);
  const unplaced = card.copies > card.at.length;
  // Written in the deck's notation, which the position reads (a Dark Hand card names its face).
  if (unplaced && target !== null)
    return { ...draft, spec: moveCard(draft.spec, game.deck.format(card.card), null, target) };
  const from = card.at.find((where) => where.place !== to);
  if (from === undefined) return draft;
  return { ...draft, spec: moveCard(draft.spec, from.text, places[from.place] ?? null, target) };
}

/** A placed copy of a card the reader tapped: its place (by index), where it lies there, its text. */
export interface PlacedCopy {
  readonly place: number;
  readonly index: number;
  readonly text: string;
}

/**
 * `draft` with the copy the reader tapped moved to `to` (null: unplaced): that copy, not another of
 * the same card (issue 43's trial: with five DWYN cards, a copy tapped and placed added a sixth's
 * worth, and "Unplaced" took the wrong one). To its own list, it goes to the top.
 */
export function moveCopy(draft: Draft, places: readonly CardPlace[], copy: PlacedCopy, to: number | null): Draft {
  const from = places[copy.place] ?? null;
  const target = to === null ? null : (places[to] ?? null);
  return { ...draft, spec: moveCard(draft.spec, copy.text, from, target, copy.index) };
}

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** A card as a place lists it (the editor, the printed position): its symbol, or the spec's text where the deck does not read it. */
export function placedSymbol(game: AnyGame, text: string): string {
  try {
    return game.deck.facts(text).symbol || text;
  } catch {
    // A face the spec names (Dark Hearts' "L4S"): its suit letter drawn as the suit.
    return text.replace(/([CDHS])$/, (letter) => SUIT_SYMBOLS[letter] ?? letter);
  }
}

/**
 * A card fact with the cards it may be (PositionFact.among) as a choice of them by name, the value
 * the spec holds kept among them (a link's, which the check may refuse), in the spec's notation.
 */
export function amongCards(fact: PositionFact, spec: unknown, nameOf: (text: string) => string): PositionFact {
  const value = factOf(spec, fact);
  const cards = [...new Set([...(fact.among?.(spec) ?? []), ...(typeof value === 'string' ? [value] : [])])];
  const words: Record<string, string> = {};
  for (const text of cards) {
    try {
      words[text] = nameOf(text);
    } catch {
      // Not a card of the game: shown as written.
    }
  }
  return { ...fact, kind: 'choice', choices: [...cards, undefined], words };
}

/** `draft` with `fact` set to `value` (undefined: the game's default). */
export function withFact(draft: Draft, fact: PositionFact, value: unknown): Draft {
  return { ...draft, spec: setFact(draft.spec, fact, value) };
}

/**
 * One move tried from the position: who made it, the move in words, why it is allowed (the rule
 * and the game's reason: the answer to what the reader asked, said first) and what followed.
 */
export interface Tried {
  readonly seat: Seat;
  readonly words: string;
  readonly rule: string;
  readonly message: string;
  readonly state: unknown;
  readonly events: readonly { readonly text: string; readonly rule: string }[];
}

/** The moves tried from the set-up position, the latest last. */
export function tryMove(pg: PositionGame, state: unknown, seat: Seat, action: unknown): Tried {
  const followed = followMove(pg, state, seat, action);
  return {
    seat,
    words: moveSaid(pg, state, seat, action),
    ...allowedWhy(pg, state, seat, action),
    state: followed.state,
    events: followed.events,
  };
}

/**
 * The position shown once moves are tried from `draft` (the last one's moment, as the game writes a
 * position of it), for the address and the share box, so that a copied address opens what the
 * reader sees: `draft` itself before any move, and null when no position holds that moment (a hand
 * over) or the one written would not set up.
 */
export function shownDraft(pg: PositionGame, draft: Draft, line: readonly Tried[]): Draft | null {
  const last = line[line.length - 1];
  if (last === undefined) return draft;
  try {
    const shown = { ...draft, spec: pg.game.positionOf(last.state) };
    return checked(pg, shown).ok ? shown : null;
  } catch {
    return null;
  }
}

/**
 * True when `draft` places no card at all (an empty table): its problems are then the rules' demands
 * on cards the reader has not placed yet, not a mistake of theirs (issue 43's trial: the empty
 * table opened on "A's hand has no black cards"), so the view asks for cards instead.
 */
export function nothingPlaced(pg: PositionGame, draft: Draft): boolean {
  return pg.position.places(draft.options).every((place) => cardsAt(draft.spec, place).length === 0);
}

/** The set-up state of `draft`, or its problems. */
export function checked(pg: PositionGame, draft: Draft): ReturnType<typeof setUpPosition> {
  return setUpPosition(pg, draft.spec, draft.options, draft.seed);
}
