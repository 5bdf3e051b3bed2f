// "What happens next?" and "Who wins this trick, and with how many points?": a move is made (one
// the reader may make), and the reader picks what follows from a few sentences. The right one is
// the engine's own event sentence; each wrong one is the same kind of event told otherwise (another
// seat, other points, another pair), made by the game's `wrong` (src/engine/<game>/practice-outcomes.ts)
// with its own reason: why that cannot follow, from the game's evaluators and the move's events,
// with the rule it rests on. A game gives no wrong outcome it cannot explain, and none that reads
// wrong (a seat acting on itself, a folded seat winning, another seat's figures): such an event
// is simply not asked about.
//
// The answer must follow from what the reader can see: the move is replayed on DEALS deals the
// seat cannot tell apart from this one (`determinize` deals every unseen card again, the stock's
// order and the generator included), and a question whose answer changes on any of them is not
// asked. The reasons given must not change either (checked on the first REASON_DEALS of them). A game
// that can count the deals (few unseen cards, late in a hand) has every one of them tried as well.

import type { AnyPlayableGame, GameEvent, Seat } from '../game.ts';
import { seatLetter } from '../seats.ts';
import { seedRng, type RngState } from '../rng.ts';
import { namesFor, tell } from '../telling.ts';
import { shuffled } from './shuffled.ts';
import type { Asked, Choice, QuestionKind, Spot } from './question.ts';
import { NEXT, SETTLES_ID } from './spec.ts';

/** How many indistinguishable deals must all give the answer. */
const DEALS = 1_000;
/** The most deals counted out one by one (every order of up to six unseen cards). */
const COUNTED = 720;
/** On how many of them the wrong choices' reasons must come out the same. */
const REASON_DEALS = 50;
/** A question offers at least three choices: the answer and two wrong ones. */
const MIN_WRONG = 2;
const MAX_WRONG = 3;

/**
 * A wrong outcome: the event as it did not happen (or, for an outcome no event tells, such as play
 * simply going on, its sentence), why it cannot, and the rule that says so.
 */
export interface WrongOutcome {
  readonly event: GameEvent | string;
  readonly why: string;
  readonly rule: string;
}

/** What a game's `wrong` reads: the move, its events and the one asked about. */
export interface OutcomeFacts {
  readonly game: AnyPlayableGame;
  /** The position the question shows. */
  readonly before: unknown;
  /** The position after the move. */
  readonly after: unknown;
  /** The reader, who makes the move. */
  readonly seat: Seat;
  readonly events: readonly GameEvent[];
  /** The event the question asks about (one of `events`). */
  readonly key: GameEvent;
  /** "A (you)" for the reader, "B" for others. */
  readonly name: (seat: Seat) => string;
  /** "your" for the reader, "B’s" for others. */
  readonly whose: (seat: Seat) => string;
}

/** A deal `seat` cannot tell from `state`: every unseen card, and the generator, dealt again. */
export type Redeal = (state: unknown, seat: Seat, rng: RngState) => unknown;

/**
 * The Redeal of a game whose `determinize` keeps the state as it is between hands (nothing is dealt
 * then): its deal, or between hands the same state with another generator, `withRng`, since the
 * next hand's deal (an upcard, say) is as unseen as any card.
 */
export function redealBetweenHands<S>(
  determinize: (state: S, seat: Seat, rng: RngState) => S,
  withRng: (state: S, rng: RngState) => S,
): Redeal {
  return (state, seat, rng) => {
    const world = determinize(state as S, seat, rng);
    return world !== state ? world : withRng(state as S, rng);
  };
}

/**
 * Every deal `seat` cannot tell from `state` (one per order of the unseen cards, with the generator
 * `rng`), or null when there are more than `most`: a game that can count them gives this, and each
 * is tried on top of the DEALS sampled.
 */
export type EveryDeal = (state: unknown, seat: Seat, rng: RngState, most: number) => readonly unknown[] | null;

/** A game's wrong outcomes for `facts.key`, each with its reason; none for an event it cannot explain. */
type WrongOutcomes = (facts: OutcomeFacts) => readonly WrongOutcome[];

interface OutcomeKindSpec {
  readonly id: string;
  readonly title: string;
  /** The question after the move: "What happens next?" */
  readonly question: string;
  /** The event kinds it asks about (a trick won, a showdown's result); every kind but the move's own when absent. */
  readonly kinds?: readonly string[];
  readonly wrong: WrongOutcomes;
  /**
   * A deal the reader cannot tell from the position (the game's determinize, from its hidden.ts,
   * or redealBetweenHands where that keeps some states as they are): from the game's module, not
   * its tools, so a quiz loads the game without them.
   */
  readonly redeal: Redeal;
  /** Every deal, where the game can count them. */
  readonly everyDeal?: EveryDeal | undefined;
}

/** A game's "what happens next" and "who wins" (src/engine/<game>/practice-outcomes.ts). */
interface OutcomeKinds {
  /** What settles a contest in this game: the "who wins" question asks about these events. */
  readonly settles: { readonly kinds: readonly string[]; readonly question: string; readonly title: string };
  /** The wrong answers to both, each with its reason. */
  readonly wrong: WrongOutcomes;
  readonly redeal: Redeal;
  readonly everyDeal?: EveryDeal;
}

/** An outcome kind, with the deals it checks its answers on (the unseen-cards test plants them). */
export interface OutcomeKind extends QuestionKind {
  readonly redeal: Redeal;
  readonly everyDeal?: EveryDeal | undefined;
}

/** The two outcome kinds of a game: what happens next (NEXT) and who wins (SETTLES_ID). */
export function outcomeKinds({ settles, ...game }: OutcomeKinds): { next: OutcomeKind; settles: OutcomeKind } {
  return {
    next: outcomeKind({ ...NEXT, question: 'What happens next?', ...game }),
    settles: outcomeKind({ id: SETTLES_ID, ...settles, ...game }),
  };
}

export function outcomeKind(spec: OutcomeKindSpec): OutcomeKind {
  const wanted = spec.kinds ? new Set(spec.kinds) : null;
  return {
    id: spec.id,
    title: spec.title,
    walkPerRule: true,
    redeal: spec.redeal,
    everyDeal: spec.everyDeal,
    ask(spot: Spot, want: string | null): Asked | null {
      const { game, state, seat } = spot;
      const action = spot.random.pick(spot.legal);
      const applied = game.apply(state, seat, action);
      const events = applied.events;
      if (events.length < 2) return null;
      const name = namesFor(seat);
      const say = (event: GameEvent): string => tell(game, event, seat, seat);
      const first = events[0] as GameEvent;
      const key = events.find(
        (e, i) => i > 0 && (wanted ? wanted.has(e.kind) : e.rule !== first.rule) && (want === null || e.rule === want),
      );
      if (!key) return null;
      const answer = say(key);
      const whose = (s: Seat): string => (s === seat ? 'your' : `${seatLetter(s)}’s`);
      const facts: OutcomeFacts = { game, before: state, after: applied.state, seat, events, key, name, whose };
      const wrong = distinct(spec.wrong(facts), new Set(events.map(say)), say);
      if (wrong.length < MIN_WRONG) return null;
      const picked = shuffled(wrong, spot.random).slice(0, MAX_WRONG);
      if (!followsFromView(spot, action, key, answer, picked, spec, say, facts)) return null;
      const counted = spec.everyDeal?.(state, seat, seedRng(spot.random.int(1, 2 ** 30)), COUNTED) ?? [];
      if (!counted.every((deal) => made(game, deal, seat, action, key, answer, say) !== null)) return null;

      const choices: Choice[] = [
        { id: '', label: answer, right: true, why: `That is what happens. ${answer}`, rule: key.rule },
        ...picked.map((w) => ({ id: '', label: w.label, right: false, why: w.why, rule: w.rule })),
      ];
      return {
        rule: key.rule,
        move: say(first),
        action: game.formatAction(action),
        prompt: spec.question,
        multiple: false,
        // Neutral ids in the order shown: nothing in an id says which is right.
        choices: shuffled(choices, spot.random).map((c, i) => ({ ...c, id: `c${i + 1}` })),
        answer,
      };
    },
  };
}

interface Said extends WrongOutcome {
  readonly label: string;
}

/** The wrong outcomes as sentences: none that happened, and no two saying the same or giving the same reason. */
function distinct(
  wrong: readonly WrongOutcome[],
  happened: ReadonlySet<string>,
  say: (e: GameEvent) => string,
): Said[] {
  const labels = new Set<string>();
  const reasons = new Set<string>();
  const out: Said[] = [];
  for (const w of wrong) {
    const label = typeof w.event === 'string' ? w.event : say(w.event);
    if (happened.has(label) || labels.has(label) || reasons.has(w.why)) continue;
    labels.add(label);
    reasons.add(w.why);
    out.push({ ...w, label });
  }
  return out;
}

/**
 * The move made in `deal`: its state and events, and the event that says `answer`; null when the
 * move is refused there or brings no such sentence.
 */
function made(
  game: AnyPlayableGame,
  deal: unknown,
  seat: Seat,
  action: unknown,
  key: GameEvent,
  answer: string,
  say: (e: GameEvent) => string,
): { readonly after: unknown; readonly events: readonly GameEvent[]; readonly same: GameEvent } | null {
  if (game.explain(deal, seat, action) !== null) return null;
  const applied = game.apply(deal, seat, action);
  const same = applied.events.find((e) => e.kind === key.kind && say(e) === answer);
  return same ? { after: applied.state, events: applied.events, same } : null;
}

/**
 * True when the move brings the same sentence on every one of DEALS deals the seat cannot tell from
 * this one, and the wrong choices keep their reasons on the first REASON_DEALS of them.
 */
function followsFromView(
  spot: Spot,
  action: unknown,
  key: GameEvent,
  answer: string,
  picked: readonly Said[],
  { wrong, redeal }: { readonly wrong: WrongOutcomes; readonly redeal: Redeal },
  say: (e: GameEvent) => string,
  facts: OutcomeFacts,
): boolean {
  const { game, state, seat } = spot;
  for (let i = 0; i < DEALS; i++) {
    const other = redeal(state, seat, seedRng(spot.random.int(1, 2 ** 30)));
    const there = made(game, other, seat, action, key, answer, say);
    if (!there) return false;
    if (i < REASON_DEALS) {
      const reasons = wrong({ ...facts, before: other, after: there.after, events: there.events, key: there.same });
      const told = (w: WrongOutcome): string => (typeof w.event === 'string' ? w.event : say(w.event));
      for (const p of picked) if (!reasons.some((w) => w.why === p.why && told(w) === p.label)) return false;
    }
  }
  return true;
}
