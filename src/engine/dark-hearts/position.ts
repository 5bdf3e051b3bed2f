// Hand-written Dark Hearts positions for examples and tests. Cards are written by either face
// (L8D or D2C). Cards the spec does not place are taken to have been played in earlier tricks of
// the hand (or, with three players and no leftover named, one of them is the leftover). A
// position that cannot happen is refused with a message naming the problem.

import { PositionError } from '../core/errors.ts';
import type { Seat } from '../core/game.ts';
import { seedRng, shuffle } from '../core/rng.ts';
import { seatLetter } from '../core/seats.ts';
import { readSpec, said, specSeat } from '../core/spec.ts';
import { DARK_HAND_DECK, faceName, faceSuit, parseFace, type DarkCard, type Shade } from './deck.ts';
import { firstLeadCard } from './legal.ts';
import { handSize, type DarkHeartsOptions } from './options.ts';
import { passDirection, ZERO, type DarkHeartsState, type Play, type ShadePoints, type Trick } from './state.ts';

export interface DarkHeartsPositionSpec {
  /** 'play' (default) or 'pass' (right after the deal). */
  readonly phase?: 'play' | 'pass';
  /** The hand number in the game (sets the pass direction); default 1. */
  readonly hand?: number;
  readonly dealer?: string;
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** 3 players: the face-down leftover card. */
  readonly leftover?: string;
  readonly leftoverTakenBy?: string;
  /**
   * How many tricks of this hand are over (in play). Every hand then holds the deal's number less
   * that many, less one for a card played to the trick in progress; left out, the hands' sizes say it.
   */
  readonly tricks?: number;
  /** Who leads the next trick, when no trick is in progress. */
  readonly leader?: string;
  /** A trick in progress: its leader, shade and the cards played so far, in order. */
  readonly trick?: { readonly leader: string; readonly shade: string; readonly plays: readonly string[] };
  readonly broken?: { readonly L?: boolean; readonly D?: boolean };
  /** Points taken so far this hand, [Light, Dark] per seat. */
  readonly handPoints?: Readonly<Record<string, readonly [number, number]>>;
  /** Game scores before this hand, [Light, Dark] per seat. */
  readonly scores?: Readonly<Record<string, readonly [number, number]>>;
  /** Pass phase: the three cards each seat that has chosen will pass (still in its hand until all have). */
  readonly passing?: Readonly<Record<string, readonly string[]>>;
}

const KEYS = [
  'phase',
  'hand',
  'dealer',
  'hands',
  'leftover',
  'leftoverTakenBy',
  'tricks',
  'leader',
  'trick',
  'broken',
  'handPoints',
  'scores',
  'passing',
];

export function darkHeartsFromPosition(input: unknown, options: DarkHeartsOptions, seed: number): DarkHeartsState {
  const spec = readSpec<DarkHeartsPositionSpec>(input, 'Dark Hearts', KEYS, ['play', 'pass']);
  const n = options.players;
  const size = handSize(n);
  const phase = spec.phase ?? 'play';
  const handNumber = spec.hand ?? 1;
  if (!Number.isInteger(handNumber) || handNumber < 1)
    throw new PositionError(`hand: hands are numbered from 1, so not ${said(spec.hand)}.`, 'next-hand');
  const dealer = spec.dealer === undefined ? n - 1 : specSeat(spec.dealer, n, 'dealer');
  const seen = new Map<DarkCard, string>();
  const take = (text: string, where: string): DarkCard => {
    let card: DarkCard;
    try {
      card = parseFace(String(text)).card;
    } catch (error) {
      throw new PositionError(`${where}: ${(error as Error).message}`, 'players-and-deck');
    }
    const before = seen.get(card);
    if (before !== undefined) {
      throw new PositionError(
        `${where}: the card ${faceName(card, 'L')} / ${faceName(card, 'D')} is already in ${before}; each card exists once.`,
        'players-and-deck',
      );
    }
    seen.set(card, where);
    return card;
  };

  const hands: DarkCard[][] = [];
  for (let s = 0; s < n; s++) {
    const named = spec.hands[seatLetter(s)];
    if (!Array.isArray(named))
      throw new PositionError(`hands: seat ${seatLetter(s)} is missing; list every seat's hand.`);
    hands.push(named.map((text) => take(text, `hands.${seatLetter(s)}`)));
  }
  for (const key of Object.keys(spec.hands)) specSeat(key, n, 'hands');

  let trick: Trick | null = null;
  if (spec.trick !== undefined) {
    if (typeof spec.trick !== 'object' || spec.trick === null)
      throw new PositionError('trick: a trick in progress needs who led it, its shade and the cards played to it.');
    if (phase === 'pass') throw new PositionError('trick: no trick is played during the pass.', 'pass');
    // The cards first: a trick with none is a shade or a leader set with no trick on the table,
    // which the reader undoes, rather than a leader to name (issue 43's trial).
    if (!Array.isArray(spec.trick.plays) || spec.trick.plays.length === 0) {
      throw new PositionError(
        "trick: no card is in the trick, but its shade or who led it is set. Place the cards played to it, or set both to 'no trick yet'.",
        'turn-order',
      );
    }
    if (spec.trick.plays.length >= n) {
      throw new PositionError(
        `trick: it has ${spec.trick.plays.length} cards, but a trick in progress has 1 to ${n - 1}: with ${n} it is over.`,
        'turn-order',
      );
    }
    const leader = specSeat(spec.trick.leader, n, 'trick.leader');
    const shade = shadeOf(spec.trick.shade);
    const plays: Play[] = spec.trick.plays.map((text, i) => ({
      seat: (leader + i) % n,
      card: take(text, `trick.plays[${i + 1}]`),
    }));
    trick = { leader, shade, plays };
    checkFollowed(trick, hands);
  }

  if (n === 4 && (spec.leftover !== undefined || spec.leftoverTakenBy !== undefined)) {
    throw new PositionError('leftover: only a 3-player deal has a leftover card.', 'leftover-card');
  }
  let leftover: DarkCard | null = spec.leftover === undefined ? null : take(spec.leftover, 'leftover');
  let unnamed = DARK_HAND_DECK.filter((card) => !seen.has(card));
  let rng = seedRng(seed);
  if (n === 3 && leftover === null) {
    if (unnamed.length === 0)
      throw new PositionError(
        'leftover: with three players one card is the leftover, but every card is named.',
        'leftover-card',
      );
    const [shuffled, next] = shuffle(unnamed, rng);
    leftover = shuffled[0] as DarkCard;
    unnamed = unnamed.filter((card) => card !== leftover);
    rng = next;
  }

  // Hand sizes: before the current trick everyone held k cards; those who have played to it hold k - 1.
  // With the tricks played given, k is the deal's number less them; else the hands say it.
  const tricks = tricksOf(spec.tricks, phase, size);
  const playedNow = new Set(trick?.plays.map((p) => p.seat) ?? []);
  const k = tricks === null ? (hands[trick?.leader ?? 0]?.length ?? 0) + (trick ? 1 : 0) : size - tricks;
  hands.forEach((hand, s) => {
    const expected = k - (playedNow.has(s) ? 1 : 0);
    if (hand.length !== expected) {
      const less = playedNow.has(s) ? `, less the card ${seatLetter(s)} has played to this trick` : '';
      throw new PositionError(
        tricks === null
          ? `hands.${seatLetter(s)} has ${hand.length} cards but should have ${expected}: every player holds the same number, less one for each card already played to the trick in progress.`
          : `hands.${seatLetter(s)} has ${hand.length} ${hand.length === 1 ? 'card' : 'cards'} but should have ${expected}: ${size} dealt, less one for ${tricks === 1 ? 'the trick' : `each of the ${tricks} tricks`} played${less}.`,
        'turn-order',
      );
    }
  });
  if (k > size || k < 1) throw new PositionError(`Each hand holds 1 to ${size} cards in play, not ${k}.`, 'deal');
  const tricksPlayed = size - k;

  if (phase === 'pass') {
    if (k !== size)
      throw new PositionError(`At the pass, right after the deal, every hand holds ${size} cards.`, 'pass');
    if (passDirection(options, handNumber) === 'hold')
      throw new PositionError(`Hand ${handNumber} is a hold hand: there is no pass.`, 'pass-cycle');
  }

  const state0 = { leftover } as Pick<DarkHeartsState, 'leftover'>;
  const first = firstLeadCard(state0 as DarkHeartsState);
  let leader: Seat;
  if (trick !== null) {
    leader = trick.leader;
    if (tricksPlayed === 0 && ((trick.plays[0] as Play).card !== first || trick.shade !== 'D')) {
      throw new PositionError(
        `trick: the first trick of a hand opens with the ${faceName(first, 'D')}, led as Dark.`,
        'first-lead',
      );
    }
  } else if (tricksPlayed === 0) {
    leader = hands.findIndex((hand) => hand.includes(first));
    if (spec.leader !== undefined && specSeat(spec.leader, n, 'leader') !== leader) {
      throw new PositionError(
        `leader: the first trick is led by the holder of the ${faceName(first, 'D')}, ${seatLetter(leader)}.`,
        'first-lead',
      );
    }
  } else {
    if (spec.leader === undefined) throw new PositionError('leader: say who leads the next trick.', 'trick-winner');
    leader = specSeat(spec.leader, n, 'leader');
  }
  if (tricksPlayed > 0 && hands.some((hand) => hand.includes(first))) {
    throw new PositionError(
      `hands: the ${faceName(first, 'D')} opens the first trick, so nobody can still hold it after trick 1.`,
      'first-lead',
    );
  }

  const leftoverTakenBy =
    spec.leftoverTakenBy === undefined ? null : specSeat(spec.leftoverTakenBy, n, 'leftoverTakenBy');
  const broken = { L: spec.broken?.L === true, D: spec.broken?.D === true };
  if (leftoverTakenBy !== null && !broken.L && !broken.D) {
    throw new PositionError(
      'leftoverTakenBy: the leftover is taken with the first trick that breaks hearts, but no shade is broken.',
      'leftover-card',
    );
  }
  if (n === 3 && leftoverTakenBy === null && (broken.L || broken.D)) {
    throw new PositionError(
      'leftoverTakenBy: with three players the first trick that breaks hearts takes the leftover card, so say who took it.',
      'leftover-card',
    );
  }
  if (
    phase === 'pass' &&
    (spec.broken !== undefined || spec.handPoints !== undefined || spec.leftoverTakenBy !== undefined)
  ) {
    throw new PositionError(
      'At the pass, right after the deal, no shade is broken and nobody has taken points yet.',
      'pass',
    );
  }
  const handPoints = pointsBySeat(spec.handPoints, n, 'handPoints');
  if (options.queenBreaks) {
    for (const shade of ['L', 'D'] as const) {
      if (!broken[shade] && handPoints.some((p) => p[shade] > 0)) {
        throw new PositionError(
          `handPoints: ${shade === 'L' ? 'Light' : 'Dark'} points were taken, so ${shade === 'L' ? 'Light' : 'Dark'} hearts must be broken.`,
          'hearts-broken',
        );
      }
    }
  }
  return {
    options,
    rng,
    handNumber,
    dealer,
    phase: phase === 'pass' ? 'pass' : 'play',
    hands,
    passes: passingOf(spec.passing, phase, hands),
    received: new Array<readonly DarkCard[]>(n).fill([]),
    leftover,
    leftoverTakenBy,
    leader,
    trick,
    tricksPlayed,
    lastTrick: null,
    played: unnamed,
    broken,
    handPoints,
    scores: pointsBySeat(spec.scores, n, 'scores'),
    winners: [],
  };
}

/** The tricks over this hand as the spec says them, or null when it leaves them to the hands' sizes. */
function tricksOf(value: unknown, phase: string, size: number): number | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= size)
    throw new PositionError(
      `tricks: a hand has ${size} tricks, so 0 to ${size - 1} can be over, not ${said(value)}.`,
      'deal',
    );
  if (phase === 'pass' && value !== 0)
    throw new PositionError('tricks: the pass comes before the first trick.', 'pass');
  return value as number;
}

function shadeOf(text: string): Shade {
  if (text === undefined)
    throw new PositionError('trick.shade: not set. Say whether the trick is Light or Dark.', 'choose-shade');
  const t = String(text).toUpperCase();
  if (t === 'L' || t === 'LIGHT') return 'L';
  if (t === 'D' || t === 'DARK') return 'D';
  throw new PositionError(`trick.shade must be Light or Dark, not ${said(text)}.`, 'choose-shade');
}

function pointsBySeat(
  spec: Readonly<Record<string, readonly [number, number]>> | undefined,
  n: number,
  where: string,
): ShadePoints[] {
  const out = new Array<ShadePoints>(n).fill(ZERO);
  for (const [key, value] of Object.entries(spec ?? {})) {
    const s = specSeat(key, n, where);
    if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => Number.isInteger(v) && v >= 0)) {
      throw new PositionError(`${where}.${key} must be two whole numbers, Light then Dark.`, 'point-cards');
    }
    out[s] = { L: value[0], D: value[1] };
  }
  return out;
}

/** No card in the trick went off suit while its player still holds the suit led (a revoke cannot stand). */
function checkFollowed(trick: Trick, hands: readonly (readonly DarkCard[])[]): void {
  const led = faceSuit((trick.plays[0] as Play).card, trick.shade);
  for (const play of trick.plays.slice(1)) {
    if (faceSuit(play.card, trick.shade) === led) continue;
    const kept = (hands[play.seat] ?? []).find((card) => faceSuit(card, trick.shade) === led);
    if (kept !== undefined) {
      throw new PositionError(
        `trick: ${seatLetter(play.seat)} played the ${faceName(play.card, trick.shade)} off suit while holding the ${faceName(kept, trick.shade)}, of the suit led; a player follows suit when they can.`,
        'follow-suit',
      );
    }
  }
}

/** The cards chosen to pass so far: three of the seat's own, in the pass phase, and not yet everyone's. */
function passingOf(
  spec: DarkHeartsPositionSpec['passing'],
  phase: string,
  hands: readonly (readonly DarkCard[])[],
): (readonly DarkCard[] | null)[] {
  const passes: (readonly DarkCard[] | null)[] = hands.map(() => null);
  if (spec === undefined) return passes;
  if (typeof spec !== 'object' || spec === null)
    throw new PositionError('passing: give each seat that has chosen its three cards.');
  if (phase !== 'pass') throw new PositionError('passing: only the pass phase has cards chosen to pass.', 'pass');
  for (const [key, list] of Object.entries(spec)) {
    const seat = specSeat(key, hands.length, 'passing');
    if (!Array.isArray(list) || list.length !== 3)
      throw new PositionError(`passing.${key}: a seat passes exactly three cards.`, 'pass');
    const cards = list.map((text: unknown) => {
      let card: DarkCard;
      try {
        card = parseFace(String(text)).card;
      } catch (error) {
        throw new PositionError(`passing.${key}: ${(error as Error).message}`);
      }
      if (!(hands[seat] ?? []).includes(card))
        throw new PositionError(
          `passing.${key}: ${String(text)} is not in ${key}'s hand; a seat passes its own cards.`,
          'pass',
        );
      return card;
    });
    if (new Set(cards).size !== 3)
      throw new PositionError(`passing.${key}: a seat passes three different cards.`, 'pass');
    passes[seat] = cards;
  }
  if (!passes.includes(null)) {
    throw new PositionError('passing: when every seat has chosen, the cards have already been passed.', 'pass');
  }
  return passes;
}
