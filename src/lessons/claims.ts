// The claims a coach's words make about the table, found so the build can hold each to a check
// (check.ts). A coach line may state something about the table only where the beat's `given` or
// `expect` checks it in the engine:
//
// - a card named in words (each game's names for its cards, core/claims.ts: "the 5 of spades",
//   "the Shield head", "the Dark 4 of hearts"; a short name only beside its owner, "your 5",
//   "C's 7") must be placed by a check that holds it (a hand, a tableau, the pile, the cards of the
//   moves since the reader's last one), by its owner's check when the words give an owner; and it
//   must be on the table as the reader sees it when the words are shown (the reader's hand or face
//   up: the game's onTable);
// - words that look like a card's name but do not say which card (the game's `unclear`) are refused;
// - the game's other claims (the rank needed, a total, who won a trick, who dealt) must be backed by
//   their check with the very value the words give.
//
// What it cannot see: a claim in words no pattern knows (a rule stated wrongly, a strategy, a
// card named by its rank alone without an owner), and when a claim is true (a beat's checks hold
// as it is shown, `given`, or after its move, `expect`, and the words may speak of either).

import { seatOf, type ClaimPattern, type ClaimWords } from '../engine/core/claims.ts';
import type { Card, Deck } from '../engine/core/deck.ts';
import type { AnyGame } from '../engine/core/game.ts';
import { asCard } from '../examples/runner.ts';

export type Claim =
  /** A card named: the cards the name may be (one for a full name), and its owner's seat letter, if said. */
  | { readonly kind: 'card'; readonly words: string; readonly cards: readonly Card[]; readonly owner: string | null }
  /** One of the game's other claims, and the check that backs it. */
  | {
      readonly kind: 'table';
      readonly words: string;
      readonly what: string;
      readonly key: string;
      readonly value: unknown;
    }
  /** A card's name that does not say which card. */
  | { readonly kind: 'unclear'; readonly words: string; readonly why: string };

/** Claims every game's words may make, on what every game's checks read (core/with-tools.ts). */
const COMMON: readonly ClaimPattern[] = [
  {
    what: 'who dealt',
    words: /\b(You|[A-H]) (?:dealt|deals)\b/,
    check: (m, reader) => ({ key: 'dealer', value: seatOf(m[1] ?? '', reader) }),
  },
];

/** Checks that read no place of a card, so never place one. */
const NOT_PLACES = new Set(['toAct', 'legal', 'events', 'over']);

/** The owner words before a name: "your", "C's". */
const OWNER = /(?:\b(your)|\b([A-H])['’]s)\s+$/i;

interface Names {
  /** Full names, longest first, each with its card. */
  readonly full: RegExp;
  readonly byFull: ReadonlyMap<string, Card>;
  /** Short names after an owner. */
  readonly short: RegExp | null;
  readonly byShort: ReadonlyMap<string, readonly Card[]>;
}

const NAMES = new WeakMap<ClaimWords, Names>();

function namesOf(words: ClaimWords, deck: Deck): Names {
  const known = NAMES.get(words);
  if (known) return known;
  const byFull = new Map<string, Card>();
  const byShort = new Map<string, Card[]>();
  for (const card of new Set(deck.cards)) {
    const name = deck.facts(card).name;
    for (const full of words.names ? words.names(card) : [name]) byFull.set(full.toLowerCase(), card);
    const shorts = words.shortNames
      ? words.shortNames(card)
      : name.includes(' of ')
        ? [name.split(' of ')[0] ?? '']
        : [];
    for (const short of shorts) {
      if (short === '') continue;
      const list = byShort.get(short.toLowerCase()) ?? [];
      list.push(card);
      byShort.set(short.toLowerCase(), list);
    }
  }
  const alternation = (names: Iterable<string>): string =>
    [...names]
      .sort((a, b) => b.length - a.length)
      .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|');
  const names: Names = {
    full: new RegExp(`(?<![\\w-])(?:${alternation(byFull.keys())})(?![\\w-])`, 'gi'),
    byFull,
    short:
      byShort.size === 0
        ? null
        : new RegExp(`(?:\\b(your)|\\b([A-H])['’]s)\\s+(${alternation(byShort.keys())})(?![\\w-])(?!\\s+of\\b)`, 'gi'),
    byShort,
  };
  NAMES.set(words, names);
  return names;
}

/** The claims in `text`, as `reader` (a seat letter) would read them. */
export function claimsIn(text: string, words: ClaimWords, deck: Deck, reader: string): Claim[] {
  const names = namesOf(words, deck);
  const claims: Claim[] = [];
  let rest = text;
  for (const match of text.matchAll(names.full)) {
    const card = names.byFull.get(match[0].toLowerCase());
    if (card === undefined) continue;
    const owner = OWNER.exec(text.slice(0, match.index));
    claims.push({ kind: 'card', words: match[0], cards: [card], owner: ownerOf(owner, reader) });
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  if (names.short) {
    for (const match of rest.matchAll(names.short)) {
      const cards = names.byShort.get((match[3] ?? '').toLowerCase()) ?? [];
      claims.push({ kind: 'card', words: match[0], cards, owner: ownerOf(match, reader) });
    }
  }
  if (words.unclear) {
    for (const match of rest.matchAll(global(words.unclear.words)))
      claims.push({ kind: 'unclear', words: match[0], why: words.unclear.why });
  }
  for (const pattern of [...COMMON, ...(words.claims ?? [])]) {
    for (const match of text.matchAll(global(pattern.words))) {
      const { key, value } = pattern.check(match, reader);
      claims.push({ kind: 'table', words: match[0], what: pattern.what, key, value });
    }
  }
  return claims;
}

function ownerOf(match: RegExpExecArray | RegExpMatchArray | null, reader: string): string | null {
  if (!match) return null;
  return match[1] ? reader : (match[2]?.toUpperCase() ?? null);
}

function global(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
}

/**
 * Why `claim` has no check backing it among `checks` (a beat's given and expect together), or null
 * when one does. The checks themselves are held to the engine as the lesson is played.
 */
export function unbacked(game: AnyGame, claim: Claim, entries: readonly (readonly [string, unknown])[]): string | null {
  switch (claim.kind) {
    case 'unclear':
      return claim.why;
    case 'card': {
      const wanted = new Set(claim.cards.map((c) => game.deck.format(c)));
      const placed = entries.some(([key, value]) => {
        const [name = '', arg] = key.split('.', 2);
        if (NOT_PLACES.has(name) || isLacks(value)) return false;
        if (claim.owner !== null && arg?.toUpperCase() !== claim.owner) return false;
        return itemsOf(value).some((item) => wanted.has(asCard(game, item)));
      });
      if (placed) return null;
      const one = [...wanted][0] ?? '?';
      const where = claim.owner === null ? 'a check that holds it' : `a check of ${claim.owner}'s that holds it`;
      return `no check places ${claim.cards.length === 1 ? 'this card' : 'such a card'}: give ${where} (hand.${claim.owner ?? 'A'}: { has: [${one}] }, or the like)`;
    }
    case 'table': {
      const backed = entries.some(([key, value]) => key === claim.key && agrees(game, value, claim.value));
      return backed ? null : `it claims ${claim.what}: check it (${claim.key}: ${JSON.stringify(claim.value)})`;
    }
  }
}

/** Why a named card is not on the table as `reader` sees it now, or null when it is. */
export function offTable(game: AnyGame, words: ClaimWords, claim: Claim, view: unknown, reader: number): string | null {
  if (claim.kind !== 'card') return null;
  const seen = new Set(words.onTable(view, reader).map((c) => game.deck.format(c)));
  if (claim.cards.some((c) => seen.has(game.deck.format(c)))) return null;
  return 'the reader cannot see it on the table then (in their hand or face up)';
}

/** Every text item of a check's value: a list's items, a `{ has: [...] }`'s, a mapping's values. */
function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(itemsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(itemsOf);
  return [value];
}

/**
 * Does a check's value say what the claim says? A claimed list is the value itself, in any order;
 * a claimed item is the value, or one of a list's (or a `has`'s) items; a claimed `{ lacks: item }`
 * is a list without it, or a `lacks` check naming it.
 */
function agrees(game: AnyGame, value: unknown, claimed: unknown): boolean {
  const text = (v: unknown): string => asCard(game, v);
  if (isLacks(claimed)) {
    // A claim that a list lacks an item: a list without it, or a `lacks` check naming it.
    if (Array.isArray(value)) return !value.map(text).includes(text(claimed.lacks));
    return isLacks(value) && itemsOf(value.lacks).map(text).includes(text(claimed.lacks));
  }
  if (isLacks(value)) return false;
  if (Array.isArray(claimed)) {
    if (!Array.isArray(value)) return false;
    const sorted = (list: unknown[]): string => JSON.stringify(list.map(text).sort());
    return sorted(value) === sorted(claimed);
  }
  if (value !== null && typeof value === 'object') return itemsOf(value).map(text).includes(text(claimed));
  return text(value) === text(claimed);
}

function isLacks(value: unknown): value is { readonly lacks: unknown } {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'lacks' in value;
}
