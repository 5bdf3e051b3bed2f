// A move in words, for a hint ("Play the 9 of spades"), from its shape alone: the common action
// shapes of our games (a card, a seat, a pair, an amount) with the deck's own card names. A game
// whose moves need more says so in its SearchSpec (move).

import type { Deck } from '../deck.ts';
import type { AnyGame, Seat } from '../game.ts';
import { seatLetter } from '../seats.ts';
import { list } from '../telling.ts';
import type { SearchSpec } from './spec.ts';

/** The position a move is made in, and who makes it. */
export interface MoveAt {
  readonly state: unknown;
  readonly seat: Seat;
}

/**
 * A game's own words for a move (SearchSpec.move, PositionKit.words): undefined leaves it to the
 * shape (moveWords). `hidden`: said without the cards it names; `at`: the position, for words the
 * action alone does not hold.
 */
export type MoveWords = (action: unknown, hidden?: { readonly another: boolean }, at?: MoveAt) => string | undefined;

const PLAIN: Readonly<Record<string, string>> = {
  draw: 'Draw a card',
  go: 'Say go',
  ready: 'Say ready',
  check: 'Check',
  call: 'Call',
  fold: 'Fold',
  allin: 'Go all in',
  keep: 'Keep both cards',
  deal: 'Deal',
  layout: 'Lay out the body cards dealt',
  concede: 'Concede',
  pass: 'Pass',
};

/** Verbs that are not the action's type itself. */
const VERBS: Readonly<Record<string, string>> = { lay: 'Lay out' };

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

export function moveWords(deck: Deck, action: unknown): string {
  const move = action as Readonly<Record<string, unknown>>;
  const type = String(move['type']);
  const verb = VERBS[type] ?? capital(type);
  // A card's name may carry its own article ("a STEAL card"): no "the" before it then.
  const name = (card: unknown): string => deck.facts(String(card)).name;
  const articled = (said: string): boolean => /^(a|an|the) /.test(said);
  const the = (said: string): string => (articled(said) ? said : `the ${said}`);
  const card = move['card'];
  const from = typeof move['seat'] === 'number' ? ` from ${seatLetter(move['seat'])}` : '';
  if (card !== undefined) return `${verb} ${the(name(card))}${from}`;
  if (Array.isArray(move['cards'])) {
    const names = move['cards'].map(name);
    return names.some(articled) ? `${verb} ${list(names.map(the))}` : `${verb} the ${list(names)}`;
  }
  // An amount as the sandbox's buttons say it: "Bet 3" (the first bet of a round is its size),
  // "Raise to 6" (a raise names the round's new total).
  if (typeof move['to'] === 'number') return type === 'bet' ? `Bet ${move['to']}` : `${capital(type)} to ${move['to']}`;
  if (Array.isArray(move['positions'])) {
    const [a, b] = move['positions'] as number[];
    return `${capital(type)} the cards at positions ${(a ?? 0) + 1} and ${(b ?? 0) + 1}`;
  }
  if (typeof move['pair'] === 'string') return `${capital(type)} pair ${move['pair']}`;
  if (typeof move['at'] === 'number') return `Swap the cards at positions ${move['at'] + 1} and ${move['at'] + 2}`;
  if (typeof move['suit'] === 'number') return `Call suit ${move['suit'] + 1}`;
  return PLAIN[type] ?? capital(type);
}

/**
 * A move as a reader who may not see the mover's cards is told of it, from its shape: the cards it
 * names unnamed ("Swap a card", "Pass three cards"), or `another` after such a move of the same
 * kind ("swap another card"). A move that names no card but is hidden all the same (where in a
 * hidden hand) is "Make a move" (a game says better, SearchSpec.move).
 */
function hiddenMoveWords(action: unknown, another: boolean): string {
  const move = action as Readonly<Record<string, unknown>>;
  const type = String(move['type']);
  const verb = VERBS[type] ?? capital(type);
  if (move['card'] !== undefined) return `${verb} ${another ? 'another card' : 'a card'}`;
  if (Array.isArray(move['cards'])) {
    const count = COUNTS[move['cards'].length] ?? String(move['cards'].length);
    return `${verb} ${count} ${another ? 'other ' : ''}cards`;
  }
  return another ? 'Make another move' : 'Make a move';
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A move in words for the reader: the game's own (SearchSpec.move), else from its shape. `hidden`:
 * said without the cards it names, for a reader who may not see them (hiddenMoveWords).
 */
export function sayMove(
  game: Pick<AnyGame, 'deck'>,
  spec: { readonly move?: MoveWords | undefined },
  action: unknown,
  hidden?: { readonly another: boolean },
  at?: MoveAt,
): string {
  return (
    spec.move?.(action, hidden, at) ?? (hidden ? hiddenMoveWords(action, hidden.another) : moveWords(game.deck, action))
  );
}

/** Why a move narrow left alone was not searched, in words for the reader. */
export function narrowedWords(spec: SearchSpec, state: unknown): string {
  return spec.narrowed?.(state) ?? 'the one move the search weighs';
}

/** A sentence's words set inside another ("Play the 9" becomes "play the 9"). */
export function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
