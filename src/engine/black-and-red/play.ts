// A turn (rules discard-then-draw to going-out): discard a card of the run's colour without going over 31, then draw;
// a player who cannot discard says "go" and draws nothing, and the other carries on alone. A run
// ends at exactly 31, or when both have said go; the last to discard then leads the next run and
// picks its colour with that first discard. Going out is checked after every draw.
// Each turn builds its changes first and copies the state once: this is the hot path of every
// playout and bot search.

import { removeCards, type Card } from '../core/cards.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import { shuffle } from '../core/rng.ts';
import { LIMIT } from './options.ts';
import type { BlackAndRedRule } from './rules.ts';
import { finishHand } from './scoring.ts';
import { replaceAt } from '../core/lists.ts';
import { cardValue, colourOf, handColour, withChanges, type BlackAndRedState } from './state.ts';

type Events = GameEvent<BlackAndRedRule>[];
type Changes = { -readonly [K in keyof BlackAndRedState]?: BlackAndRedState[K] };

export function discard(state: BlackAndRedState, seat: Seat, card: Card, events: Events): BlackAndRedState {
  const value = cardValue(card, state.options.cardValues);
  const leading = state.runColour === null;
  const total = state.total + value;
  events.push({
    kind: 'discard',
    rule: leading ? 'run-colour' : 'running-total',
    seat,
    cards: [card],
    detail: { value, total, colour: colourOf(card), leading },
  });
  const hand = removeCards(state.hands[seat] ?? [], [card]) ?? [];
  const changes: Changes = {
    run: [...state.run, card],
    total,
    runColour: state.runColour ?? colourOf(card),
    lastDiscarder: seat,
    turns: state.turns + 1,
  };

  // The draw (rules target-colour, stock-out): the face-up card on player one's first turn, else the stock's top.
  let stock = state.stock;
  if (stock.length === 0) {
    if (state.options.stockOut === 'drawHand' || state.discards.length === 0) {
      events.push({ kind: 'drawn-hand', rule: 'stock-out', detail: { rebuilt: false } });
      const stuck = withChanges(state, { ...changes, hands: replaceAt(state.hands, seat, hand) });
      return finishHand(stuck, { scorers: [], reason: 'stockOut' }, events);
    }
    const [rebuilt, rng] = shuffle(state.discards, state.rng);
    events.push({ kind: 'stock-rebuilt', rule: 'stock-out', detail: { count: rebuilt.length } });
    stock = rebuilt;
    changes.rng = rng;
    changes.discards = [];
  }
  const drawn = stock[0] as Card;
  const upcard = state.upcardShowing;
  events.push({
    kind: 'draw',
    rule: 'discard-then-draw',
    seat,
    cards: [drawn],
    ...(upcard ? {} : { visibleTo: [seat] }),
    detail: { upcard },
  });
  const held = [...hand, drawn];
  changes.hands = replaceAt(state.hands, seat, held);
  changes.stock = stock.slice(1);
  changes.upcardShowing = false;

  const colour = handColour(held);
  if (colour !== null) {
    const own = colour === state.targets[seat];
    events.push({ kind: 'out', rule: 'going-out', seat, cards: held, detail: { colour, points: own ? 3 : 1 } });
    return finishHand(
      withChanges(state, changes),
      { scorers: [{ seat, points: own ? 3 : 1 }], reason: own ? 'ownColour' : 'otherColour' },
      events,
    );
  }
  if (capped(state.turns + 1, state.options.maxTurns, events)) {
    return finishHand(withChanges(state, changes), { scorers: [], reason: 'turnCap' }, events);
  }
  if (total === LIMIT) {
    const leader = state.options.after31Leader === 'playerWhoMade31' ? seat : 1 - seat;
    events.push({ kind: 'thirty-one', rule: 'thirty-one', seat, detail: { leader } });
    return withChanges(state, { ...changes, ...endRun(changes.discards ?? state.discards, changes.run ?? [], leader) });
  }
  const other = 1 - seat;
  changes.turn = state.goes[other] ? seat : other;
  return withChanges(state, changes);
}

export function sayGo(state: BlackAndRedState, seat: Seat, events: Events): BlackAndRedState {
  const goes = replaceAt(state.goes, seat, true);
  events.push({ kind: 'go', rule: 'go', seat, detail: { total: state.total } });
  const turns = state.turns + 1;
  if (capped(turns, state.options.maxTurns, events)) {
    return finishHand(withChanges(state, { goes, turns }), { scorers: [], reason: 'turnCap' }, events);
  }
  if (!goes.every(Boolean)) return withChanges(state, { goes, turns, turn: 1 - seat });
  const leader = state.lastDiscarder ?? seat;
  events.push({ kind: 'run-over', rule: 'next-run', seat: leader, detail: { total: state.total } });
  return withChanges(state, { turns, ...endRun(state.discards, state.run, leader) });
}

/** The run's discards join the finished pile; the count restarts with `leader` to play. */
function endRun(discards: readonly Card[], run: readonly Card[], leader: Seat): Partial<BlackAndRedState> {
  return { discards: [...discards, ...run], run: [], total: 0, runColour: null, goes: [false, false], turn: leader };
}

/** The turn cap (rule turn-cap): a hand that runs this long is a draw. */
function capped(turns: number, maxTurns: number, events: Events): boolean {
  if (turns < maxTurns) return false;
  events.push({ kind: 'drawn-hand', rule: 'turn-cap', detail: { turns } });
  return true;
}
