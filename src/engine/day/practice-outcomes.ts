// Day's wrong answers to "what happens next" and "who wins the pot" (core/practice/outcome-question.ts):
// the event asked about, told otherwise, each with why it cannot follow, read from the showdown's
// own results, the pot and the table. Only seats still in the hand are ever said to act or win, and
// a result's points always add up as the table says. An event this file cannot explain gets no
// wrong answers, so it is never asked about.

import type { Seat } from '../core/game.ts';
import type { OutcomeFacts, WrongOutcome } from '../core/practice/outcome-question.ts';
import { capital } from '../core/practice/question.ts';
import { conditionPoints, DAY_CONDITIONS, type DayCondition } from './conditions.ts';
import { dayRank, MOON, theDayCard } from './deck.ts';
import { needsAction } from './legal.ts';
import type { DayState } from './state.ts';
import { outcomeKinds } from '../core/practice/outcome-question.ts';
import { determinizeDay } from './hidden.ts';

const chips = (n: number): string => (n === 1 ? '1 chip' : `${String(n)} chips`);
const points = (n: number): string => (n === 1 ? '1 point' : `${String(n)} points`);

function dayWrongOutcomes(facts: OutcomeFacts): WrongOutcome[] {
  const { key, name, whose } = facts;
  const before = facts.before as DayState;
  const after = facts.after as DayState;
  const d = key.detail ?? {};
  const who = key.seat as Seat;
  const title = (rule: string): string => (facts.game.rules as Record<string, string>)[rule] ?? rule;
  switch (key.kind) {
    case 'round': {
      const dealer = name(after.dealer);
      return seats(after)
        .filter((s) => s !== who && needsAction(after, s))
        .map((s) => ({
          event: { ...key, seat: s },
          why: `A round of betting begins with the first player on the dealer’s left who still has a move to make: the dealer is ${dealer}, so it begins with ${name(who)}, not ${name(s)}.`,
          rule: key.rule,
        }));
    }
    case 'result':
      // A seat holding a Moon has an Eclipse once all three Moons are on view, and a hand still to
      // be shown (or the final card) may hold one the reader cannot see: no result is settled then.
      if (moonMayShow(before, facts.seat)) return [];
      return resultVariants(facts, before, after, title);
    case 'win':
      return winVariants(facts, after);
    case 'show': {
      const pot = after.lastHand?.pots[0];
      const live = seats(after).filter((s) => after.shown[s] === true && s !== who);
      if (!pot || live.length === 0) return [];
      const mucked = before.mucked[who] ?? null;
      const held = after.hands[who] ?? [];
      const swapped: WrongOutcome[] =
        mucked === null || held.length < 1
          ? []
          : [
              {
                event: { ...key, cards: [held[0] as string, mucked] },
                why: `${name(who)} substituted ${theDayCard(mucked)} away, so it is not shown: the hand shown is the two cards held now.`,
                rule: 'substitution',
              },
            ];
      return [
        ...swapped,
        {
          event: { kind: 'win', rule: 'last-player-standing', seat: who, detail: { chips: pot.amount - pot.rake } },
          why: `${list(live.map(name))} ${live.length === 1 ? 'is' : 'are'} still in the hand, so the hands are shown and scored: there is a showdown.`,
          rule: 'showdown',
        },
      ];
    }
    case 'rake': {
      const pot = after.lastHand?.pots[Number(d['pot'])];
      if (!pot) return [];
      const real = Number(d['chips']);
      return others(real).map((c) => ({
        event: { ...key, detail: { ...d, chips: c } },
        why: `The house takes ${String(after.options.rakePercent)}% of the ${String(pot.amount)}-chip pot, rounded down: ${chips(real)}, not ${String(c)}.`,
        rule: 'rake',
      }));
    }
    case 'uncalled': {
      const real = Number(d['chips']);
      return others(real).map((c) => ({
        event: { ...key, detail: { ...d, chips: c } },
        why: `Only the part of ${whose(who)} bet that nobody matched goes back: ${chips(real)}, not ${String(c)}.`,
        rule: key.rule,
      }));
    }
    case 'out':
      return seats(after)
        .filter((s) => s !== who && after.inHand[s] === true && (after.stacks[s] ?? 0) > 0)
        .map((s) => ({
          event: { ...key, seat: s },
          why: `${name(s)} still has ${chips(after.stacks[s] ?? 0)} after this hand.`,
          rule: key.rule,
        }));
    case 'session-over': {
      const holding = seats(after).filter((s) => (after.stacks[s] ?? 0) > 0);
      // The ending a newcomer might expect instead: another hand.
      const goesOn = 'The session goes on: the deal passes to the left for the next hand.';
      if (d['allChips'] === true) {
        return [
          {
            event: { ...key, detail: { ...d, allChips: false, hands: after.handNumber } },
            why: `${name(holding[0] as Seat)} now holds every chip, and that alone ends the session.`,
            rule: 'session-end',
          },
          {
            event: goesOn,
            why: `${name(holding[0] as Seat)} now holds every chip, so nobody is left to play against: the session is over.`,
            rule: 'session-end',
          },
        ];
      }
      return [
        {
          event: { ...key, detail: { ...d, allChips: true } },
          why: `${list(holding.map(name))} still have chips: the session ends because ${String(after.handNumber)} hands have been played.`,
          rule: 'session-end',
        },
        {
          event: goesOn,
          why: `This was hand ${String(after.handNumber)}, and a session lasts ${String(after.options.maxHands)} hands at most: it is over, and the most chips win.`,
          rule: 'session-end',
        },
      ];
    }
    default:
      return [];
  }
}

function seats(state: DayState): Seat[] {
  return [...state.hands.keys()];
}

/** A few other whole numbers near `n`, none below 1. */
function others(n: number): number[] {
  return [n + 1, n - 1, n + 2].filter((c) => c > 0);
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/**
 * A hand's result with other points: each the points of another win condition (so it is another
 * condition's figure, never an arbitrary number), with the penalty for substituting applied as the
 * table does; and the penalty taken or left wrongly.
 */
function resultVariants(
  facts: OutcomeFacts,
  before: DayState,
  after: DayState,
  title: (rule: string) => string,
): WrongOutcome[] {
  const { key, name, whose } = facts;
  const d = key.detail ?? {};
  const who = key.seat as Seat;
  const condition = d['condition'] as DayCondition;
  const real = Number(d['points']);
  const adjusted = Number(d['adjusted']);
  const substituted = before.mucked[who] !== null;
  const label = String(d['label']);
  const out: WrongOutcome[] = [];
  for (const other of DAY_CONDITIONS) {
    const p = conditionPoints(other, after.options.fullDayPoints);
    if (other === condition || p === real || Math.abs(p - real) > 2) continue;
    const adj = substituted && p > 1 ? p - 1 : p;
    // Never the points the hand does score, said another way: "2 of a kind (1 point)" for a
    // substituted pair would read true.
    if (adj === adjusted) continue;
    out.push({
      event: { ...key, detail: { ...d, points: p, adjusted: adj } },
      why: `${capital(whose(who))} hand is ${label}: ${article(title(condition))} scores ${points(real)}; ${points(p)} would need ${article(title(other))}.`,
      rule: condition,
    });
  }
  if (substituted && adjusted < real) {
    out.push({
      event: { ...key, detail: { ...d, adjusted: real } },
      why: `${name(who)} substituted a card this hand, so the ${points(real)} of ${label} count 1 less: ${String(adjusted)}.`,
      rule: 'substitution-penalty',
    });
  } else if (!substituted && real > 1) {
    out.push({
      event: { ...key, detail: { ...d, adjusted: real - 1 } },
      why: `${name(who)} kept both cards this hand, so nothing is taken off for substituting: ${points(real)}.`,
      rule: 'substitution-penalty',
    });
  }
  return out;
}

/** "an X of a kind", "a Consecutive": a condition's title as a thing a hand is. */
function article(title: string): string {
  return /^[AEIOUX]/.test(title) ? `an ${title}` : `a ${title}`;
}

/**
 * A pot won told otherwise: other chips (the pot is what it is), and at a showdown another player
 * still in for that pot who scored fewer points (folded players never win).
 */
function winVariants(facts: OutcomeFacts, after: DayState): WrongOutcome[] {
  const { key, name, whose } = facts;
  const d = key.detail ?? {};
  const who = key.seat as Seat;
  const hand = after.lastHand;
  const pot = hand?.pots[Number(d['pot'] ?? 0)];
  if (!hand || !pot) return [];
  const real = Number(d['chips']);
  const split = pot.winners.length;
  // A bet nobody matched goes back to its owner before the pot is won: a reader counting every chip
  // bet would say the pot is that much bigger.
  const back = facts.events.find((e) => e.kind === 'uncalled');
  const returned = back ? Number(back.detail?.['chips']) : 0;
  const returnedWhy = back
    ? `Nobody matched the last ${chips(returned)} of ${whose(back.seat as Seat)} bet, so ${returned === 1 ? 'it goes' : 'they go'} back to ${name(back.seat as Seat)} first. `
    : '';
  const amounts = [...new Set([...(returned > 0 && split === 1 ? [real + returned] : []), ...others(real)])];
  const out: WrongOutcome[] = amounts.map((c) => ({
    event: { ...key, detail: { ...d, chips: c } },
    why: `${returnedWhy}The pot holds ${chips(pot.amount)}${pot.rake > 0 ? `, less the house’s ${String(pot.rake)}` : ''}${
      split > 1 ? `, shared ${String(split)} ways` : ''
    }: ${name(who)} wins ${chips(real)}, not ${String(c)}.`,
    rule: key.rule,
  }));
  if (key.rule === 'last-player-standing' || split > 1) return out;
  const mine = hand.results.find((r) => r.seat === who);
  if (!mine) return out;
  for (const s of pot.eligible) {
    const theirs = hand.results.find((r) => r.seat === s);
    if (s === who || !theirs || theirs.adjusted >= mine.adjusted) continue;
    out.push({
      // Their own figures: no Crown of the real winner's rides along.
      event: {
        ...key,
        seat: s,
        detail: {
          chips: real,
          pot: d['pot'] ?? 0,
          pots: d['pots'] ?? 1,
          split: 1,
          label: theirs.label,
          points: theirs.adjusted,
        },
      },
      why: `${capital(whose(s))} ${theirs.label} scores ${points(theirs.adjusted)}, fewer than the ${points(mine.adjusted)} of ${whose(who)} ${mine.label}.`,
      rule: 'showdown',
    });
  }
  return out;
}

/** `reader` holds a Moon, and not every Moon is in sight of them yet. */
function moonMayShow(state: DayState, reader: Seat): boolean {
  const own = state.hands[reader] ?? [];
  if (!own.some((card) => dayRank(card) === MOON)) return false;
  const inSight = [
    ...own,
    ...state.community,
    ...seats(state).flatMap((s) => (state.shown[s] === true && s !== reader ? (state.hands[s] ?? []) : [])),
  ];
  return inSight.filter((card) => dayRank(card) === MOON).length < 3;
}

/** What happens next and who wins, as the quiz fetches them the first time it deals one (practice.ts). */
export const DAY_OUTCOMES = outcomeKinds({
  settles: { kinds: ['win'], title: 'Who wins the pot?', question: 'Who wins the pot?' },
  wrong: dayWrongOutcomes,
  redeal: (state, seat, rng) => determinizeDay(state as DayState, seat, rng),
});
