// Two moves played out on the same sampled deals with their events built (Game.apply, not the
// search's fast step), for a review's reason (review.ts): how far apart their values lie deal by
// deal, and which events came more often after one than after the other. Worlds are drawn as the
// search draws them (the game's deal and plausible), so the deals are the ones the search weighed;
// the first event of the move itself is left out (it is the move, not what came of it).
//
// Slower per playout than the search, so it is run on a few dozen deals, never in the search's loop.

import type { AnyGame, Bot, GameEvent, Seat } from '../game.ts';
import { makeRandom } from '../rng.ts';
import { DEFAULT_DEPTH, drawWorld, playoutPolicy, worldDeal } from './search.ts';
import type { SearchSpec } from './spec.ts';

/** An event that came in a different share of the deals after the reader's move than after the other. */
export interface EventShare {
  readonly rule: string;
  /** Whom it concerned: the reader, another seat, or the whole table (an event with no seat). */
  readonly who: 'you' | 'other' | 'table';
  /** The share of the deals tried in which it came after the reader's move, and after the other. */
  readonly played: number;
  readonly other: number;
}

interface Compared {
  /** The average value difference, the other move's less the played one's, over the deals. */
  readonly mean: number;
  /** The standard deviation of the value difference between the two moves, deal by deal. */
  readonly spread: number;
  /** The events whose shares differ beyond chance, the largest difference first (at most MAX_EVENTS). */
  readonly events: readonly EventShare[];
}

const MAX_EVENTS = 3;
/** The least difference of share worth saying, however sure. */
const LEAST_SHARE = 0.08;

export function compare(
  game: AnyGame,
  policy: Bot<unknown, unknown>,
  spec: SearchSpec,
  state: unknown,
  seat: Seat,
  played: unknown,
  other: unknown,
  budget: { readonly seed: number; readonly deals: number },
): Compared {
  const random = makeRandom(budget.seed ^ 0x2f6b);
  const deal = worldDeal(game, spec);
  const play = playoutPolicy(game, policy, spec);
  // Per event key, the deals in which it came after the played move only, and after the other only.
  const onlyPlayed = new Map<string, number>();
  const onlyOther = new Map<string, number>();
  const both = new Map<string, number>();
  let sum = 0;
  let squares = 0;
  const deals = Math.max(1, budget.deals);
  for (let d = 0; d < deals; d++) {
    const world = drawWorld(deal, spec, state, seat, random);
    const a = playOut(game, play, spec, world, seat, played);
    const b = playOut(game, play, spec, world, seat, other);
    const difference = b.value - a.value;
    sum += difference;
    squares += difference * difference;
    for (const key of a.seen) {
      const tally = b.seen.has(key) ? both : onlyPlayed;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    for (const key of b.seen) if (!a.seen.has(key)) onlyOther.set(key, (onlyOther.get(key) ?? 0) + 1);
  }
  const mean = sum / deals;
  const spread = Math.sqrt(Math.max(0, squares / deals - mean * mean));
  const events: EventShare[] = [];
  for (const key of new Set([...onlyPlayed.keys(), ...onlyOther.keys()])) {
    const p = onlyPlayed.get(key) ?? 0;
    const o = onlyOther.get(key) ?? 0;
    const common = both.get(key) ?? 0;
    // The deals where only one move led to it say which way it leans (a paired sign test): the
    // difference must stand two standard errors clear of chance, and be worth saying.
    if (Math.abs(p - o) < 2 * Math.sqrt(p + o) || Math.abs(p - o) / deals < LEAST_SHARE) continue;
    const [rule = '', who = 'table'] = key.split(' ');
    events.push({ rule, who: who as EventShare['who'], played: (p + common) / deals, other: (o + common) / deals });
  }
  events.sort((x, y) => Math.abs(y.played - y.other) - Math.abs(x.played - x.other) || (x.rule < y.rule ? -1 : 1));
  return { mean, spread, events: events.slice(0, MAX_EVENTS) };
}

/** One playout of `first` in `world`: the value for `seat` at its end, and the event keys met on the way. */
function playOut(
  game: AnyGame,
  play: (state: unknown, seat: Seat) => unknown,
  spec: SearchSpec,
  world: unknown,
  seat: Seat,
  first: unknown,
): { value: number; seen: Set<string> } {
  const seen = new Set<string>();
  const note = (events: readonly GameEvent[], from: number): void => {
    for (let i = from; i < events.length; i++) {
      const event = events[i] as GameEvent;
      const who = event.seat === undefined ? 'table' : event.seat === seat ? 'you' : 'other';
      seen.add(`${event.rule} ${who}`);
    }
  };
  const opened = game.apply(world, seat, first);
  note(opened.events, 1);
  let now = opened.state;
  for (let steps = 0; steps < DEFAULT_DEPTH && !game.isHandOver(now); steps++) {
    const acting = game.toAct(now);
    if (acting.length === 0) break;
    const who = acting[0] as Seat;
    const applied = game.apply(now, who, play(now, who));
    note(applied.events, 0);
    now = applied.state;
  }
  return { value: spec.value(now, seat), seen };
}
