// What a game's words claim about the table, for the build's check of a guided lesson's coaching
// (src/lessons/claims.ts): how a coach names the game's cards, which cards a seat sees, and the
// game's other claims (the rank needed, a total, who won) with the check that backs each. Each game
// gives its own in its probes.ts, beside the checks that back them, and its manifest carries it.

import type { Card } from './deck.ts';
import type { Seat } from './game.ts';

export interface ClaimWords {
  /** Every name that picks out this card alone ("5 of spades", "Dark 4 of hearts"). Default: the deck's name. */
  names?(card: Card): readonly string[];
  /**
   * Names that pick out a card only beside its owner ("your 5", "C's Moon"). Default: the words of
   * the deck's name before " of " ("5" of "5 of spades").
   */
  shortNames?(card: Card): readonly string[];
  /**
   * Words that name a card without saying which (found once every full name is taken out): the
   * build refuses them, with `why`.
   */
  readonly unclear?: { readonly words: RegExp; readonly why: string };
  /** The cards `seat` sees in its hand or face up on the table, read from its own view. */
  onTable(view: unknown, seat: Seat): readonly Card[];
  /** The game's other claims. */
  readonly claims?: readonly ClaimPattern[];
}

export interface ClaimPattern {
  /** What the words claim, as the build's message says it: "the rank needed". */
  readonly what: string;
  /** The words that make the claim (matched anywhere, case-insensitive). */
  readonly words: RegExp;
  /**
   * The check that backs a match, as a beat writes it in `given` or `expect` (key and value);
   * `reader` is the reader's seat letter, for "you" in the words.
   */
  check(match: RegExpExecArray, reader: string): { readonly key: string; readonly value: unknown };
}

/** "you" in a claim's words is the reader: the seat letter a check names. */
export function seatOf(word: string, reader: string): string {
  return /^you$/i.test(word) ? reader : word.toUpperCase();
}
