// "What happens next?" and "Who wins this trick, and with how many points?": a move is made (one
// the reader may make), and the reader picks what follows from a few sentences. The right one is
// the engine's own event sentence; the others are sentences the engine would write for something
// that did not happen: the same event for another seat or another number of points, or what
// another move would have brought. None of them is any sentence of what did happen.
//
// The answer must follow from what the reader can see: the move is replayed on states the seat
// cannot tell apart from this one (`determinize`), and a question whose answer changes (a card
// drawn from the stock, a hand nobody has shown) is not asked.

import { redactEvent } from '../events.ts';
import type { GameEvent, Seat } from '../game.ts';
import { seatLetter } from '../seats.ts';
import { seedRng } from '../rng.ts';
import { shuffled } from './shuffled.ts';
import type { Asked, Choice, QuestionKind, Spot } from './question.ts';

/** How many indistinguishable deals must agree on the answer. */
const DEALS = 8;
const MAX_WRONG = 3;

interface OutcomeKindSpec {
  readonly id: string;
  readonly title: string;
  /** The question after the move: "What happens next?" */
  readonly question: string;
  /** The event kinds it asks about (a trick won, a showdown's result); every kind but the move's own when absent. */
  readonly kinds?: readonly string[];
}

export function outcomeKind(spec: OutcomeKindSpec): QuestionKind {
  const wanted = spec.kinds ? new Set(spec.kinds) : null;
  return {
    id: spec.id,
    title: spec.title,
    ask(spot: Spot, want: string | null): Asked | null {
      const { game, state, seat } = spot;
      const action = spot.random.pick(spot.legal);
      const events = game.apply(state, seat, action).events;
      if (events.length < 2) return null;
      const name = (s: Seat): string => (s === seat ? `${seatLetter(s)} (you)` : seatLetter(s));
      const say = (event: GameEvent): string => game.describeEvent(redactEvent(event, seat), name);
      const first = events[0] as GameEvent;
      const key = events.find(
        (e, i) => i > 0 && (wanted ? wanted.has(e.kind) : e.rule !== first.rule) && (want === null || e.rule === want),
      );
      if (!key) return null;
      const answer = say(key);
      if (!followsFromView(spot, action, answer, say)) return null;

      const happened = new Set(events.map(say));
      const wrong = new Set<string>();
      const after = game.apply(state, seat, action).state;
      for (const variant of variants(key, game.seatCount(state), handOf(after, key.seat))) {
        const text = say(variant);
        if (!happened.has(text)) wrong.add(text);
      }
      // What another move would have brought, in the same words.
      for (const other of spot.legal) {
        if (other === action) continue;
        for (const e of game.apply(state, seat, other).events.slice(1)) {
          if (wanted && !wanted.has(e.kind)) continue;
          const text = say(e);
          if (!happened.has(text)) wrong.add(text);
        }
      }
      if (wrong.size === 0) return null;
      const picked = pickSome([...wrong], MAX_WRONG, spot);
      const choices: Choice[] = [
        { id: 'right', label: answer, right: true, why: `That is what happens. ${answer}`, rule: key.rule },
        ...picked.map((label, i) => ({
          id: `wrong-${i + 1}`,
          label,
          right: false,
          why: 'That does not happen after this move.',
          rule: key.rule,
        })),
      ];
      return {
        rule: key.rule,
        move: say(first),
        action: game.formatAction(action),
        prompt: spec.question,
        multiple: false,
        choices: shuffled(choices, spot.random),
        answer,
      };
    },
  };
}

/** True when the same move brings the same sentence on every deal the seat cannot tell from this one. */
function followsFromView(spot: Spot, action: unknown, answer: string, say: (e: GameEvent) => string): boolean {
  const { game, state, seat } = spot;
  for (let i = 0; i < DEALS; i++) {
    const other = game.determinize(state, seat, seedRng(spot.random.int(1, 2 ** 30)));
    if (game.explain(other, seat, action) !== null) return false;
    if (!game.apply(other, seat, action).events.some((e) => say(e) === answer)) return false;
  }
  return true;
}

/** The cards `seat` holds in `state`, when the state keeps hands the usual way (BaseState). */
function handOf(state: unknown, seat: Seat | undefined): readonly string[] | null {
  const hands = (state as { hands?: unknown }).hands;
  if (seat === undefined || !Array.isArray(hands) || !Array.isArray(hands[seat])) return null;
  return hands[seat] as string[];
}

const sameCards = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The same event for each other seat, and with a few other numbers of points. An event that lists
 * its seat's own hand (Dawn's "holding only ...") is not given to other seats: it would repeat one
 * player's cards as another's, which gives the answer away.
 */
function* variants(event: GameEvent, seats: number, hand: readonly string[] | null): Generator<GameEvent> {
  const listsHand = event.cards !== undefined && hand !== null && sameCards(event.cards, hand);
  if (event.seat !== undefined && !listsHand) {
    for (let s = 0; s < seats; s++) if (s !== event.seat) yield { ...event, seat: s };
  }
  const points = event.detail?.['points'];
  if (typeof points === 'number') {
    for (const other of [points + 1, points - 1, points + 2, points === 0 ? 3 : 0]) {
      if (other >= 0 && other !== points) yield { ...event, detail: { ...event.detail, points: other } };
    }
  }
}

function pickSome(items: readonly string[], count: number, spot: Spot): string[] {
  return shuffled(items, spot.random).slice(0, count);
}
