// Editing a position spec as the position view does, by taps: a card moved from one place to
// another (a hand, the pile, a tableau...; unplaced cards are the stock) and a fact set (dealer,
// turn, phase...). Each game says where its cards can lie and what facts it has (its manifest's
// `position`); the edits here are the same for every game. Specs are plain data and never changed
// in place: an edit returns a new spec sharing what it did not touch.

import { seatLetter } from '../seats.ts';
import type { LegalKindSpec } from '../practice/legal-question.ts';
import type { MoveWords } from '../search/words.ts';
import type { FillPlan } from './fill.ts';

/** A place a card can lie in a spec: a list of cards, or a single card, at `path`. */
export interface CardPlace {
  /** The keys that lead to it in the spec: ['hands', 'A'], ['pile'], ['trick', 'plays']. */
  readonly path: readonly string[];
  /** What the reader calls it: "A's hand", "the pile". */
  readonly label: string;
  /** A list of cards, or one card (the upcard). */
  readonly holds: 'list' | 'one';
  /**
   * For a list whose order counts, the end that is its top (the card played or drawn next, or last):
   * 'first' for a stock, 'last' for a pile, a run or a trick (its cards in the order played). A
   * card moved onto the place goes there. Absent where order does not count (a hand).
   */
  readonly top?: 'first' | 'last';
}

/** A fact of a position other than where its cards lie. */
export interface PositionFact {
  readonly path: readonly string[];
  readonly label: string;
  /**
   * choice: one of `choices` (undefined leaves it out, for the game's default); number: a whole
   * number; seats: a list of seat letters; points: a Light and Dark pair of whole numbers; card:
   * one card of the game, in its notation (a duel's target).
   */
  readonly kind: 'choice' | 'number' | 'seats' | 'points' | 'card';
  readonly choices?: readonly (string | number | boolean | undefined)[];
  /**
   * What leaving the fact out means, where "not set" would not say it ("no trick yet"): the words
   * of the choice `undefined`. A fact that can be absent offers that choice, so a reader who set it
   * can put it back (issue 43's trial: a trick's shade, once chosen, could not be unset).
   */
  readonly absent?: string;
  /**
   * The game's words for a choice whose value is the spec's own id (Day's round `bet1`: "First
   * round of betting"), by that id: the select shows these (issue 43's trial read `bet1`, `handOver`).
   */
  readonly words?: Readonly<Record<string, string>>;
  /**
   * For a card fact, the cards it may be as the spec stands, in the spec's notation (DWYN's duel
   * target: the cards laid out in front of the defender that can be challenged for): the editor
   * offers these to choose from rather than a box to type in (issue 43's trial: the empty box gave
   * no hint of what to write).
   */
  among?(spec: unknown): readonly string[];
}

/** What a game tells the editor: its places and facts for a table with `options`. */
export interface PositionKit {
  places(options: unknown): readonly CardPlace[];
  facts(options: unknown): readonly PositionFact[];
  /** Why a legal move is allowed, in the game's words (its legal-reasons.ts, which the quiz says too). */
  readonly legal?: LegalKindSpec;
  /** The game's own words for a move (its move-words.ts, which the hint and the review say too). */
  readonly words?: MoveWords;
  /**
   * The game's words for the spec's fields the editor shows no place or fact for, by path, as the
   * position's problems name them (core/position/reader-words.ts): a seat's field as a whole
   * ({ committed: 'the chips in the pot' }, whose committed.A the editor calls "A's chips in the
   * pot"), a field only a link or an example holds ({ passing: 'the cards chosen to pass' }).
   */
  readonly names?: Readonly<Record<string, string>>;
  /**
   * The options that decide rulings at this table (Day's betting limit), by key: the ruling says
   * them (issue 43's trial: a reader settling a raise had the limit only under the folded options).
   */
  readonly ruledBy?: readonly string[];
  /**
   * Where "Deal the rest" deals the cards the reader has not placed (its position-fill.ts, with
   * core/position/fill.ts), fetched on the tap: opening the view does not load it.
   */
  readonly fill?: () => Promise<FillPlan>;
}

type Spec = Readonly<Record<string, unknown>>;

function read(spec: unknown, path: readonly string[]): unknown {
  let at: unknown = spec;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** `spec` with the value at `path` replaced (undefined: removed), copying only the objects on the path. */
function withValue(spec: unknown, path: readonly string[], value: unknown): Spec {
  return replaced(spec, path, value) as Spec;
}

function replaced(at: unknown, path: readonly string[], value: unknown, inner = false): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(at)) {
    // A list of lists (Dawn's spare pairs): an index into it.
    const copy: unknown[] = at.slice();
    copy[Number(key)] = replaced(at[Number(key)], rest, value, true) ?? [];
    return copy;
  }
  const copy: Record<string, unknown> = typeof at === 'object' && at !== null ? { ...at } : {};
  const next = replaced(copy[key], rest, value, true);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  // A field of the spec's left with nothing in it (a trick whose shade and leader were unset) is
  // left out, as it was before it was set: an empty mapping would still read as a trick.
  return inner && next === undefined && Object.keys(copy).length === 0 ? undefined : copy;
}

/** The cards at `place` (none when the spec leaves it out). */
export function cardsAt(spec: unknown, place: CardPlace): readonly string[] {
  const value = read(spec, place.path);
  if (place.holds === 'one') return typeof value === 'string' ? [value] : [];
  return Array.isArray(value) ? value.map(String) : [];
}

/** The value of a fact (undefined when the spec leaves it out). */
export function factOf(spec: unknown, fact: PositionFact): unknown {
  return read(spec, fact.path);
}

/** `spec` with `fact` set to `value` (undefined: left out, the game's default). */
export function setFact(spec: unknown, fact: PositionFact, value: unknown): Spec {
  return withValue(spec, fact.path, value);
}

/**
 * `spec` with one `card` taken from `from` (null: the unplaced cards, the stock) and put on `to`
 * (null: unplaced), on top of a list (at its end where order does not count) or in place of a
 * single card (which becomes unplaced). The copy taken is the one at `index` in `from` (the copy
 * the reader tapped), else the first. A card not at `from` is left where it is: nothing moves.
 */
export function moveCard(
  spec: unknown,
  card: string,
  from: CardPlace | null,
  to: CardPlace | null,
  index?: number,
): Spec {
  let out = (typeof spec === 'object' && spec !== null ? spec : {}) as Spec;
  if (from !== null) {
    const cards = cardsAt(out, from);
    const at = index !== undefined && cards[index] === card ? index : cards.indexOf(card);
    if (at < 0) return out;
    const left = cards.filter((_, i) => i !== at);
    out = withValue(out, from.path, from.holds === 'one' ? undefined : left);
  }
  if (to !== null) {
    const cards = cardsAt(out, to);
    out = withValue(out, to.path, to.holds === 'one' ? card : to.top === 'first' ? [card, ...cards] : [...cards, card]);
  }
  return out;
}

/** A seat fact's choices: every seat's letter, or left out (the game's default). */
export function seatChoices(players: number): readonly (string | undefined)[] {
  return [...Array.from({ length: players }, (_, s) => seatLetter(s)), undefined];
}

/** A choice of `fact` as the editor's select shows it: the game's words for it, "yes"/"no", or itself. */
export function choiceSaid(fact: PositionFact, choice: string | number | boolean | undefined): string {
  if (choice === undefined) return `(${fact.absent ?? 'not set'})`;
  if (typeof choice === 'boolean') return choice ? 'yes' : 'no';
  return fact.words?.[String(choice)] ?? String(choice);
}

/**
 * The seat letters a reader typed into a seats fact, upper-cased, with or without commas or spaces
 * between them: "CD", "C D", "c,d" are all C and D. Seats are single letters, so every letter is
 * one seat; anything that is not a letter stays as typed, for the position to refuse by name.
 */
export function seatLettersOf(typed: string): string[] {
  return typed
    .toUpperCase()
    .split(/[\s,]+/)
    .flatMap((word) => (/^[A-Z]+$/.test(word) ? [...word] : word === '' ? [] : [word]));
}

/** One place per seat: ['hands', 'A'] "A's hand", and so on. */
export function seatPlaces(
  players: number,
  key: string,
  what: string,
  holds: CardPlace['holds'] = 'list',
): CardPlace[] {
  return Array.from({ length: players }, (_, s) => {
    const letter = seatLetter(s);
    return { path: [key, letter], label: `${letter}'s ${what}`, holds };
  });
}

/** One fact per seat: ['stacks', 'A'] "A's stack", and so on. */
export function seatFacts(players: number, key: string, what: string, kind: PositionFact['kind']): PositionFact[] {
  return Array.from({ length: players }, (_, s) => {
    const letter = seatLetter(s);
    return { path: [key, letter], label: `${letter}'s ${what}`, kind };
  });
}
