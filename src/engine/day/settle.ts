// The end of a hand (rules last-player-standing, showdown, all-in, tie-breaker, rake,
// session-end). An uncalled bet goes back to its owner; the pot is split into a main pot and side
// pots by what each live player put in; each pot goes to the best hand among the players who put
// in enough for it (DY-17, evaluateShowdown), level hands flipping cards from the deck (DY-18),
// and the house rakes rakePercent of each pot, rounded down. A pot split between winners gives the
// odd chips one each to the winners nearest the dealer's left. When everyone else has folded, the
// last player takes the pot and shows nothing.

import type { Card } from '../core/cards.ts';
import type { EventSink } from '../core/events.ts';
import type { Draft, Seat } from '../core/game.ts';
import type { DayRule } from './rules.ts';
import { evaluateShowdown, showdownWinners, type DayResult } from './showdown.ts';
import { isLive, type DayState, type PotResult, type SeatResult, type TieFlip } from './state.ts';
import { tieBreakWinners } from './tie-breaker.ts';

type Events = EventSink<DayRule>;

interface Pot {
  amount: number;
  eligible: Seat[];
}

/** Main pot first, then the side pots, from what each seat put in (live seats set the levels). */
export function buildPots(committed: readonly number[], live: readonly boolean[]): Pot[] {
  const levels = [...new Set(committed.filter((_, s) => live[s]))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = 0;
    const eligible: Seat[] = [];
    committed.forEach((c, s) => {
      amount += Math.max(0, Math.min(c, level) - previous);
      if (live[s] && c >= level) eligible.push(s);
    });
    if (amount > 0) pots.push({ amount, eligible });
    previous = level;
  }
  // Folded chips above every live player's level (an uncalled bet is returned first, so none).
  const above = committed.reduce((sum, c) => sum + Math.max(0, c - previous), 0);
  const last = pots[pots.length - 1];
  if (above > 0 && last !== undefined) last.amount += above;
  return pots;
}

/** Seats in order clockwise from the dealer's left. */
function fromDealersLeft(state: DayState, seats: readonly Seat[]): Seat[] {
  const n = state.hands.length;
  return [...seats].sort((a, b) => ((a - state.dealer - 1 + n) % n) - ((b - state.dealer - 1 + n) % n));
}

/**
 * The end of the hand, on the draft the hand's last action made (play.ts): the uncalled bet, the
 * showdown, the pots, the rake, and the end of the session.
 */
export function finishHand(state: Draft<DayState>, events: Events): DayState {
  const n = state.hands.length;
  const stacks = state.stacks.slice();
  const committed = state.committed.slice();
  const live = state.hands.map((_, s) => isLive(state, s));
  const liveSeats = fromDealersLeft(
    state,
    live.flatMap((l, s) => (l ? [s] : [])),
  );

  // An uncalled bet: the most any seat put in, when nobody else matched it.
  let returned: { seat: Seat; amount: number } | null = null;
  let top = -1;
  for (let s = 0; s < n; s++) if (top < 0 || (committed[s] ?? 0) > (committed[top] ?? 0)) top = s;
  const second = Math.max(0, ...committed.filter((_, s) => s !== top));
  if (top >= 0 && (committed[top] ?? 0) > second) {
    const amount = (committed[top] ?? 0) - second;
    committed[top] = second;
    stacks[top] = (stacks[top] ?? 0) + amount;
    returned = { seat: top, amount };
    events?.push({ kind: 'uncalled', rule: 'betting', seat: top, detail: { chips: amount } });
  }

  const showdown = liveSeats.length > 1;
  const results = new Map<Seat, DayResult>();
  let shown = state.shown;
  if (showdown) {
    shown = live;
    const folded = state.hands.flatMap((hand, s) => (state.inHand[s] && !live[s] ? hand : []));
    for (const seat of liveSeats) {
      events?.push({ kind: 'show', rule: 'showdown', seat, cards: state.hands[seat] ?? [] });
    }
    for (const seat of liveSeats) {
      const result = evaluateShowdown(
        {
          hole: state.hands[seat] ?? [],
          community: state.community,
          substituted: state.mucked[seat] !== null,
          shown: liveSeats.flatMap((s) => (s === seat ? [] : (state.hands[s] ?? []))),
          folded,
        },
        state.options,
      );
      results.set(seat, result);
      events?.push({
        kind: 'result',
        rule: result.substituted && result.adjusted < result.points ? 'substitution-penalty' : result.rule,
        seat,
        detail: { label: result.label, points: result.points, adjusted: result.adjusted, condition: result.condition },
      });
    }
  }

  // Tie-breaks already played among the same players are not flipped again.
  let deck = state.deck;
  const flips: TieFlip[] = state.flips.slice();
  const tieBreaks = new Map<string, Seat[]>();
  const breakTie = (tied: Seat[]): Seat[] => {
    const key = tied.join(',');
    const known = tieBreaks.get(key);
    if (known !== undefined) return known;
    let still = tied;
    while (still.length > 1) {
      if (deck.length < still.length) {
        events?.push({ kind: 'tie-split', rule: 'tie-breaker', detail: { players: still.length } });
        break;
      }
      const cards = deck.slice(0, still.length) as Card[];
      deck = deck.slice(still.length);
      still.forEach((seat, i) => {
        flips.push({ seat, card: cards[i] as Card });
        events?.push({ kind: 'flip', rule: 'tie-breaker', seat, cards: [cards[i] as Card] });
      });
      const best = tieBreakWinners(cards, state.options.moonValue);
      still = best.map((i) => still[i] as Seat);
    }
    tieBreaks.set(key, still);
    return still;
  };

  const potResults: PotResult[] = [];
  let raked = 0;
  const pots = buildPots(committed, live);
  pots.forEach((pot, index) => {
    const eligible = fromDealersLeft(state, pot.eligible);
    let winners: Seat[];
    let rule: DayRule;
    if (eligible.length === 1 || !showdown) {
      winners = eligible;
      rule = showdown ? 'all-in' : 'last-player-standing';
    } else {
      const found = showdownWinners(eligible.map((s) => results.get(s) as DayResult));
      winners = found.winners.map((i) => eligible[i] as Seat);
      rule = found.rule;
      if (found.tie) winners = breakTie(winners);
    }
    const rake = Math.floor((pot.amount * state.options.rakePercent) / 100);
    raked += rake;
    if (rake > 0) events?.push({ kind: 'rake', rule: 'rake', detail: { chips: rake, pot: index } });
    const net = pot.amount - rake;
    const each = Math.floor(net / winners.length);
    let odd = net - each * winners.length;
    const shares = winners.map(() => each + (odd-- > 0 ? 1 : 0));
    winners.forEach((seat, i) => {
      stacks[seat] = (stacks[seat] ?? 0) + (shares[i] ?? 0);
      const result = results.get(seat);
      events?.push({
        kind: 'win',
        rule,
        seat,
        detail: {
          chips: shares[i] ?? 0,
          pot: index,
          pots: pots.length,
          split: winners.length,
          ...(result && showdown ? { label: result.label, points: result.adjusted } : {}),
          ...(result?.crown?.as === 'card' ? { crown: result.crown.card } : {}),
        },
      });
    });
    potResults.push({ amount: pot.amount, rake, eligible, winners, shares, rule });
  });

  const seatResults: SeatResult[] = [...results].map(([seat, r]) => ({
    seat,
    condition: r.condition,
    points: r.points,
    adjusted: r.adjusted,
    label: r.label,
  }));
  const withChips = stacks.flatMap((c, s) => (c > 0 ? [s] : []));
  const handNumber = state.handNumber;
  let phase: DayState['phase'] = 'handOver';
  let winners: Seat[] = [];
  if (withChips.length <= 1 || handNumber >= state.options.maxHands) {
    phase = 'over';
    const most = Math.max(...stacks);
    winners = stacks.flatMap((c, s) => (c === most ? [s] : []));
    events?.push({
      kind: 'session-over',
      rule: 'session-end',
      detail: { hands: handNumber, allChips: withChips.length <= 1, chips: most },
    });
  }
  for (let s = 0; s < n; s++) {
    if (state.inHand[s] && stacks[s] === 0) events?.push({ kind: 'out', rule: 'chips', seat: s });
  }
  state.phase = phase;
  state.deck = deck;
  state.stacks = stacks;
  state.committed = new Array<number>(n).fill(0);
  state.roundBets = new Array<number>(n).fill(0);
  state.currentBet = 0;
  state.acted = new Array<boolean>(n).fill(false);
  state.turn = -1;
  state.rakeTaken = state.rakeTaken + raked;
  state.flips = flips;
  state.shown = shown;
  state.lastHand = { hand: handNumber, showdown, pots: potResults, results: seatResults, returned };
  state.winners = winners;
  return state;
}
