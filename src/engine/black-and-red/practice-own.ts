// Black & Red's own question, "What is the total? May you go?": in a run, on the reader's turn,
// either "what does the total become if you discard this card?" (a number, 31 and who leads next,
// or "you may not discard it") or "may you say go?" (yes, or no: a card you may discard, with the
// total it makes). The answer rests only on what the reader sees: their own hand, the run's colour
// and the running total. The engine gives it: the total and what follows come from apply's events,
// the "may" and "may not" from explain (its refusal is the wrong choice's reason), and the check
// that the answer is the same on every deal the reader cannot tell from this one.

import { cardName, rankLabel, rankOf, type Card } from '../core/cards.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import { seedRng } from '../core/rng.ts';
import { seatLetter } from '../core/seats.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { tell } from '../core/telling.ts';
import { discardAction, GO } from './actions.ts';
import type { blackAndRedGame } from './game.ts';
import { determinizeBlackAndRed } from './hidden.ts';
import { LIMIT } from './options.ts';
import type { BlackAndRedRule } from './rules.ts';
import { cardValue, colourOf, otherColour, valueOf, type BlackAndRedState } from './state.ts';
import { shuffled } from '../core/practice/shuffled.ts';

/** The rules the kind asks about; a question's rule is the one the engine cites for its answer. */
export const TOTAL_RULES = ['running-total', 'thirty-one', 'run-colour', 'go'] as const;
type TotalRule = (typeof TOTAL_RULES)[number];

/** How many deals the reader cannot tell from this one must give the same answer. */
const DEALS = 8;
/** Numbers offered besides the right one. */
const WRONG_NUMBERS = 2;
/**
 * A spot where the reader may not say go is asked about one time in NO_GO_ODDS (and only when some
 * card is refused): far more spots are like that than spots where go is the only move, and this
 * keeps "yes" and "no" about as often right.
 */
const NO_GO_ODDS = 6;
/** The same for a card the engine allows, in a running-total question (refused cards are rarer). */
const ALLOWED_ODDS = 3;
/** The same for a card the run's colour refuses, against a lead, in a run-colour question. */
const COLOUR_ODDS = 3;

const NOT_ALLOWED = 'You may not discard it';

interface Context {
  readonly spot: Spot;
  readonly game: typeof blackAndRedGame;
  readonly state: BlackAndRedState;
  readonly seat: Seat;
  readonly hand: readonly Card[];
  readonly say: (event: GameEvent) => string;
}

/** What the engine says a discard of `card` brings: refused, or the total and whether it makes 31. */
type Discard =
  | { readonly card: Card; readonly allowed: false; readonly rule: string; readonly message: string }
  | {
      readonly card: Card;
      readonly allowed: true;
      readonly rule: string;
      readonly total: number;
      /** The sentences of the discard and, at 31, of the run's end. */
      readonly said: string;
      /** Who leads the next run, when the discard makes 31. */
      readonly leader: Seat | null;
    };

export const totalKind: QuestionKind = {
  id: 'total',
  title: 'What is the total? May you go?',
  ask(spot: Spot, want: string | null): Asked | null {
    const rule = (want ?? spot.random.pick(TOTAL_RULES)) as TotalRule;
    if (!TOTAL_RULES.includes(rule)) return null;
    const game = spot.game as typeof blackAndRedGame;
    const state = spot.state as BlackAndRedState;
    if (state.phase !== 'play' || state.turn !== spot.seat) return null;
    const seat = spot.seat;
    const say = (event: GameEvent): string => tell(game, event as GameEvent<BlackAndRedRule>, seat, seat);
    const context: Context = { spot, game, state, seat, hand: state.hands[seat] ?? [], say };
    return rule === 'go' ? askGo(context) : askDiscard(context, rule);
  },
};

/** The engine's word on discarding `card` now. */
function discardOf(context: Context, card: Card, state: BlackAndRedState = context.state): Discard {
  const { game, seat, say } = context;
  const action = discardAction(card);
  const refusal = game.explain(state, seat, action);
  if (refusal) return { card, allowed: false, rule: refusal.rule, message: refusal.message };
  const events = game.apply(state, seat, action).events;
  const discard = events.find((e) => e.kind === 'discard');
  const total = discard?.detail?.['total'];
  if (discard === undefined || typeof total !== 'number') throw new Error(`No discard event for ${card}.`);
  const end = events.find((e) => e.kind === 'thirty-one');
  const leader = end?.detail?.['leader'];
  return {
    card,
    allowed: true,
    rule: end ? end.rule : discard.rule,
    total,
    said: end ? `${say(discard)} ${say(end)}` : say(discard),
    leader: typeof leader === 'number' ? leader : null,
  };
}

/** True when every deal the reader cannot tell from this one gives the same answer. */
function followsFromView(context: Context, answer: (state: BlackAndRedState) => string): boolean {
  const { spot, state, seat } = context;
  const expected = answer(state);
  for (let i = 0; i < DEALS; i++) {
    const other = determinizeBlackAndRed(state, seat, seedRng(spot.random.int(1, 2 ** 30)));
    if (answer(other) !== expected) return false;
  }
  return true;
}

/** What a discard's answer reads as, so deals can be compared. */
function discardKey(discard: Discard): string {
  return discard.allowed ? `${discard.rule} ${discard.total} ${String(discard.leader)}` : `${discard.rule}`;
}

const themName = (seat: Seat, reader: Seat): string => (seat === reader ? 'you lead' : `${seatLetter(seat)} leads`);

/** "31: the run is over, and you lead the next one." */
function overLabel(leader: Seat, reader: Seat): string {
  return `${LIMIT}: the run is over, and ${themName(leader, reader)} the next one`;
}

/** "What is the total if you discard the 8 of spades?" */
function askDiscard(context: Context, rule: Exclude<TotalRule, 'go'>): Asked | null {
  const { spot, state, seat, hand } = context;
  // A run-colour question is about a lead (which sets the colour) or a card the run's colour
  // refuses; leads are rarer, so a refusal is asked about only one time in COLOUR_ODDS. The other
  // rules are asked in a run already under way.
  const leading = state.runColour === null;
  if (leading && rule !== 'run-colour') return null;
  if (!leading && rule === 'run-colour' && spot.random.int(1, COLOUR_ODDS) !== 1) return null;
  if (leading) return askLead(context);
  const discards = hand.map((card) => discardOf(context, card));
  const fitting = discards.filter((d) => d.rule === rule);
  if (fitting.length === 0) return null;
  // A running-total question is about a card the engine allows or one it refuses for the total:
  // refused ones are rarer, so an allowed one is asked about only one time in ALLOWED_ODDS.
  const refused = fitting.filter((d) => !d.allowed);
  const allowed = fitting.filter((d) => d.allowed);
  let pool = fitting;
  if (rule === 'running-total') {
    if (refused.length > 0 && allowed.length > 0) pool = spot.random.int(0, 1) === 0 ? refused : allowed;
    else if (refused.length === 0 && spot.random.int(1, ALLOWED_ODDS) !== 1) return null;
  }
  const asked = spot.random.pick(pool);
  if (!followsFromView(context, (other) => discardKey(discardOf(context, asked.card, other)))) return null;

  const name = cardName(asked.card);
  const value = cardValue(asked.card, state.options.cardValues);
  const sum = state.total + value;
  const choices: Choice[] = [];
  const right = (label: string, why: string, choiceRule: string | null): void => {
    choices.push({ id: 'right', label, right: true, why, rule: choiceRule });
  };
  const wrong = (label: string, why: string, choiceRule: string | null): void => {
    if (choices.some((c) => c.label === label)) return;
    choices.push({ id: `wrong-${choices.length}`, label, right: false, why, rule: choiceRule });
  };
  let answer: string;
  if (!asked.allowed) {
    answer = asked.message;
    right(NOT_ALLOWED, asked.message, asked.rule);
    for (const n of wrongNumbers(context, asked.card, null)) wrong(String(n), asked.message, asked.rule);
  } else {
    const how = `The ${name} counts ${value}: ${state.total} + ${value} = ${sum}`;
    answer = `${how}${sum === LIMIT ? ', exactly 31.' : `, not over ${LIMIT}.`} ${asked.said}`;
    const allowedWhy = `You may: the run is ${state.runColour}, like the ${name}, and ${sum} is not over ${LIMIT}. ${asked.said}`;
    if (asked.leader !== null) {
      right(overLabel(asked.leader, seat), asked.said, 'thirty-one');
      wrong(overLabel(1 - asked.leader, seat), asked.said, 'thirty-one');
      wrong(`${LIMIT}: the run goes on`, asked.said, 'thirty-one');
      wrong(NOT_ALLOWED, allowedWhy, 'running-total');
      for (const n of wrongNumbers(context, asked.card, asked.total).slice(0, 1))
        wrong(String(n), notTotal(context, asked.card, n), 'running-total');
    } else {
      right(String(asked.total), asked.said, asked.rule);
      for (const n of wrongNumbers(context, asked.card, asked.total))
        wrong(String(n), notTotal(context, asked.card, n), 'running-total');
      wrong(NOT_ALLOWED, allowedWhy, 'running-total');
    }
  }
  return {
    rule: asked.rule,
    move: null,
    prompt: `It is your turn. The run is ${state.runColour} and the total is ${state.total}. What is the total if you discard the ${name}?`,
    multiple: false,
    choices: asked.allowed && asked.leader !== null ? shuffled(choices, spot.random) : ordered(choices),
    answer,
  };
}

/**
 * Totals a reader might reach by mistake, none of them `right` or 31 (a 31 reads differently): the
 * card at its value under the other card values, one off, or the total left where it was.
 */
function wrongNumbers(context: Context, card: Card, right: number | null): number[] {
  const { spot, state } = context;
  const value = cardValue(card, state.options.cardValues);
  const otherValues = state.options.cardValues === 'cribbage' ? 'ranked' : 'cribbage';
  const sum = state.total + value;
  const candidates = [state.total + valueOf(rankOf(card), otherValues), sum + 1, sum - 1, sum + 2, state.total, value];
  const out: number[] = [];
  // The card's own sum first when it is refused (the mistake of forgetting the rule), then the others.
  for (const n of right === null ? [sum, ...shuffled(candidates, spot.random)] : shuffled(candidates, spot.random)) {
    if (out.length >= WRONG_NUMBERS) break;
    if (n === right || n === LIMIT || n <= 0 || out.includes(n)) continue;
    out.push(n);
  }
  return out;
}

/**
 * Why `n` is not the total after discarding `card`, in words: the card's value at this table, and
 * the sum (a lead counts from 0, a later discard from the run's total).
 */
function notTotal(context: Context, card: Card, n: number): string {
  const { state } = context;
  const value = cardValue(card, state.options.cardValues);
  const rank = rankOf(card);
  const sum = state.total + value;
  const adds =
    state.runColour === null
      ? `a new run counts from 0, so the total is ${value}`
      : `${state.total} + ${value} = ${sum}`;
  if (rank > 10 && n === state.total + valueOf(rank, state.options.cardValues === 'cribbage' ? 'ranked' : 'cribbage')) {
    return `At this table a ${rankLabel(rank)} counts ${value}: ${adds}, not ${n}.`;
  }
  if (n === state.total && state.runColour !== null) {
    return `A discard adds its value to the total: the ${cardName(card)} counts ${value}, and ${adds}, not ${n}.`;
  }
  if (n === value && state.runColour !== null) {
    return `The total counts on from ${state.total} until the run ends: ${adds}, not ${n}.`;
  }
  return `The ${cardName(card)} counts ${value}: ${adds}, not ${n}.`;
}

/** "You lead the 8 of spades: what is the total, and what must follow?" */
function askLead(context: Context): Asked | null {
  const { spot, hand } = context;
  const asked = discardOf(context, spot.random.pick(hand));
  if (!asked.allowed || asked.rule !== 'run-colour') return null;
  if (!followsFromView(context, (other) => discardKey(discardOf(context, asked.card, other)))) return null;
  const name = cardName(asked.card);
  const colour = colourOf(asked.card);
  const label = (n: number, c: string): string => `${n}: a ${c} run, so every discard in it must be ${c}`;
  const sets = `The first discard of a run sets its colour: the ${name} is ${colour}, so every discard in this run must be ${colour}.`;
  const choices: Choice[] = [
    { id: 'right', label: label(asked.total, colour), right: true, why: asked.said, rule: 'run-colour' },
    {
      id: 'other-colour',
      label: label(asked.total, otherColour(colour)),
      right: false,
      why: sets,
      rule: 'run-colour',
    },
    {
      id: 'any-colour',
      label: `${asked.total}: either colour may follow`,
      right: false,
      why: sets,
      rule: 'run-colour',
    },
  ];
  const [n] = wrongNumbers(context, asked.card, asked.total);
  if (n !== undefined)
    choices.push({
      id: 'number',
      label: label(n, colour),
      right: false,
      why: notTotal(context, asked.card, n),
      rule: 'running-total',
    });
  return {
    rule: 'run-colour',
    move: null,
    prompt: `It is your turn, and a new run starts: you lead. What is the total if you discard the ${name}, and what may follow it?`,
    multiple: false,
    choices: shuffled(choices, spot.random),
    answer: `The first discard of a run sets its colour: every later discard in it must be ${colour}. ${asked.said}`,
  };
}

/** "May you say go?" */
function askGo(context: Context): Asked | null {
  const { spot, game, state, seat, hand, say } = context;
  if (state.runColour === null) return null;
  const goRefusal = game.explain(state, seat, GO);
  const mayGo = goRefusal === null;
  const discards = hand.map((card) => discardOf(context, card));
  const refused = discards.filter((d): d is Extract<Discard, { allowed: false }> => !d.allowed);
  const allowed = discards.filter((d): d is Extract<Discard, { allowed: true }> => d.allowed);
  if (!mayGo && (refused.length === 0 || spot.random.int(1, NO_GO_ODDS) !== 1)) return null;
  if (!followsFromView(context, (other) => String(game.explain(other, seat, GO) === null))) return null;

  const total = (card: Card): number => state.total + cardValue(card, state.options.cardValues);
  const cardLabel = (card: Card): string => `No: you may discard the ${cardName(card)} (total ${total(card)})`;
  const goLabel = 'Yes: you cannot discard, so you say go';
  // Refused cards of the run's colour first: they are the ones a reader might think fit.
  const byTotal = refused.filter((d) => d.rule === 'running-total');
  const byColour = refused.filter((d) => d.rule !== 'running-total');
  const wrongCards = [...shuffled(byTotal, spot.random), ...shuffled(byColour, spot.random)].slice(0, mayGo ? 3 : 2);
  const choices: Choice[] = [];
  let answer: string;
  if (mayGo) {
    const said = say(game.apply(state, seat, GO).events[0] as GameEvent);
    const example = wrongCards[0];
    answer = `Yes: no card you hold may be discarded${example ? `. ${example.message}` : ''} ${said}`.trim();
    choices.push({ id: 'go', label: goLabel, right: true, why: said, rule: 'go' });
  } else {
    const asked = spot.random.pick(allowed);
    const message = goRefusal?.message ?? '';
    answer = `No: you may discard the ${cardName(asked.card)}, so you may not say go. ${message}`;
    choices.push({
      id: asked.card,
      label: cardLabel(asked.card),
      card: asked.card,
      right: true,
      why: asked.said,
      rule: asked.rule,
    });
    choices.push({ id: 'go', label: goLabel, right: false, why: message, rule: 'go' });
  }
  for (const d of wrongCards) {
    choices.push({ id: d.card, label: cardLabel(d.card), card: d.card, right: false, why: d.message, rule: d.rule });
  }
  return {
    rule: 'go',
    move: null,
    prompt: `It is your turn. The run is ${state.runColour} and the total is ${state.total}. May you say go?`,
    multiple: false,
    choices: shuffled(choices, spot.random),
    answer,
  };
}

/** Numbers in ascending order, then "You may not discard it". */
function ordered(choices: readonly Choice[]): Choice[] {
  const number = (c: Choice): number => (/^\d+$/.test(c.label) ? Number(c.label) : Infinity);
  return choices
    .map((c, i) => ({ c, i }))
    .sort((a, b) => number(a.c) - number(b.c) || a.i - b.i)
    .map(({ c }) => c);
}
