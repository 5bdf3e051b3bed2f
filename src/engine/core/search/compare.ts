// Two moves played out on the same sampled deals with their events built (Game.apply, not the
// search's fast step), for a review's reason (review.ts): how far apart their values lie deal by
// deal, and which events came more often after one than after the other. Worlds are drawn as the
// search draws them (the game's deal and plausible), so the deals are the ones the search weighed;
// the first event of the move itself is left out (it is the move, not what came of it). An event
// is counted by its words in the game's terms (ReviewScale.events): one the game does not say is
// not counted, so a reason never names an event by a rule's title.
//
// Slower per playout than the search, so it is run on a few dozen deals, never in the search's loop.

import type { Bot, GameEvent, Seat } from '../game.ts';
import { makeRandom } from '../rng.ts';
import { DEFAULT_DEPTH, drawWorld, playoutPolicy, worldDeal } from './search.ts';
import type { SearchSpec, SearchGame } from './spec.ts';

/** An event that came in a different share of the deals after the reader's move than after the other. */
export interface EventShare {
  /** The rule of its first occurrence, which the reason links. */
  readonly rule: string;
  /** What happened, in the game's words ("you folded"). */
  readonly words: string;
  /** The share of the deals tried in which it came after the reader's move, and after the other. */
  readonly played: number;
  readonly other: number;
}

interface Compared {
  /** The average value difference, the other move's less the played one's, over the deals. */
  readonly mean: number;
  /** Each move's own average value over the deals. */
  readonly playedMean: number;
  readonly otherMean: number;
  /** The standard deviation of the value difference between the two moves, deal by deal. */
  readonly spread: number;
  /** The events whose shares differ beyond chance, the largest difference first (at most MAX_EVENTS). */
  readonly events: readonly EventShare[];
}

const MAX_EVENTS = 3;
/** The least difference of share worth saying, however sure. */
const LEAST_SHARE = 0.08;

export function compare(
  game: SearchGame,
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
  // Per event's words, the deals in which it came after the played move only, and after the other only.
  const onlyPlayed = new Map<string, number>();
  const onlyOther = new Map<string, number>();
  const both = new Map<string, number>();
  const rules = new Map<string, string>();
  let sum = 0;
  let squares = 0;
  let sumPlayed = 0;
  const deals = Math.max(1, budget.deals);
  for (let d = 0; d < deals; d++) {
    const world = drawWorld(deal, spec, state, seat, random);
    const a = playOut(game, play, spec, world, seat, played, rules);
    const b = playOut(game, play, spec, world, seat, other, rules);
    const difference = b.value - a.value;
    sumPlayed += a.value;
    sum += difference;
    squares += difference * difference;
    for (const key of a.seen) {
      const tally = b.seen.has(key) ? both : onlyPlayed;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    for (const key of b.seen) if (!a.seen.has(key)) onlyOther.set(key, (onlyOther.get(key) ?? 0) + 1);
  }
  const mean = sum / deals;
  const playedMean = sumPlayed / deals;
  const spread = Math.sqrt(Math.max(0, squares / deals - mean * mean));
  const events: EventShare[] = [];
  for (const key of new Set([...onlyPlayed.keys(), ...onlyOther.keys()])) {
    const p = onlyPlayed.get(key) ?? 0;
    const o = onlyOther.get(key) ?? 0;
    const common = both.get(key) ?? 0;
    // The deals where only one move led to it say which way it leans (a paired sign test): the
    // difference must stand two standard errors clear of chance, and be worth saying.
    if (Math.abs(p - o) < 2 * Math.sqrt(p + o) || Math.abs(p - o) / deals < LEAST_SHARE) continue;
    events.push({ rule: rules.get(key) ?? '', words: key, played: (p + common) / deals, other: (o + common) / deals });
  }
  events.sort((x, y) => Math.abs(y.played - y.other) - Math.abs(x.played - x.other) || (x.words < y.words ? -1 : 1));
  return { mean, spread, playedMean, otherMean: playedMean + mean, events: events.slice(0, MAX_EVENTS) };
}

/**
 * One playout of `first` in `world`: the value for `seat` at its end, and the events met on the way,
 * by their words (the rule each links noted in `rules`).
 */
function playOut(
  game: SearchGame,
  play: (state: unknown, seat: Seat) => unknown,
  spec: SearchSpec,
  world: unknown,
  seat: Seat,
  first: unknown,
  rules: Map<string, string>,
): { value: number; seen: Set<string> } {
  const seen = new Set<string>();
  const say = spec.review.events;
  const note = (events: readonly GameEvent[], from: number): void => {
    if (!say) return;
    for (let i = from; i < events.length; i++) {
      const event = events[i] as GameEvent;
      const said = say(event, event.seat === undefined ? 'table' : event.seat === seat ? 'you' : 'other');
      if (said === undefined) continue;
      seen.add(said.words);
      if (!rules.has(said.words)) rules.set(said.words, said.rule);
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
