// Dawn's wrong answers to "what happens next" (core/practice/outcome-question.ts): the event asked
// about, told otherwise, each with why it cannot follow, read from the move and the position. An
// event this file cannot explain gets no wrong answers, so it is never asked about.

import { aRank, rankLabel } from '../core/cards.ts';
import type { GameEvent, Seat } from '../core/game.ts';
import type { OutcomeFacts, WrongOutcome } from '../core/practice/outcome-question.ts';
import { highestBelow } from './legal.ts';
import { draftOf, type DawnState, type FaceDownPair } from './state.ts';
import { outcomeKinds, redealBetweenHands } from '../core/practice/outcome-question.ts';
import { determinizeDawn } from './hidden.ts';

function dawnWrongOutcomes(facts: OutcomeFacts): WrongOutcome[] {
  const { key, name, seat } = facts;
  const before = facts.before as DawnState;
  const after = facts.after as DawnState;
  const n = before.hands.length;
  const others = (who: Seat): Seat[] => [...Array(n).keys()].filter((s) => s !== who);
  switch (key.kind) {
    case 'pile-cleared': {
      const who = key.seat as Seat;
      return others(who).map((s) => ({
        event: { ...key, seat: s },
        why: `The player who plays the Ace starts the new pile: ${name(who)} played it, not ${name(s)}.`,
        rule: 'ace-clears-pile',
      }));
    }
    case 'back-to-first':
    case 'reset': {
      const who = key.seat as Seat;
      const needed = Number(key.detail?.['needed']);
      const out: WrongOutcome[] = others(who).map((s) => ({
        event: { ...key, seat: s },
        why: `The turn comes back to the first player who could not play ${aRank(needed)}: that is ${name(who)}, not ${name(s)}.`,
        rule: 'draw-around',
      }));
      // The other ending: going lower, or clearing the pile, as the first player's hand allows.
      const lower = highestBelow(after.hands[who] ?? [], needed);
      const mine = who === seat;
      if (key.kind === 'back-to-first' && lower !== null) {
        out.push({
          event: { kind: 'reset', rule: 'all-fail-reset', seat: who, detail: { needed, count: after.pile.length } },
          why: `${name(who)} still holds a card below ${aRank(needed)}${mine ? ` (a ${rankLabel(lower)})` : ''}, so must play the highest of them: the pile is cleared only when the first player has nothing lower.`,
          rule: 'all-fail-reset',
        });
      }
      if (key.kind === 'reset') {
        out.push({
          event: { kind: 'back-to-first', rule: 'draw-around', seat: who, detail: { needed } },
          why: `${name(who)} has no card below ${aRank(needed)} to go lower with, so the pile is cleared and ${name(who)} starts a new one.`,
          rule: 'all-fail-reset',
        });
      }
      return out;
    }
    case 'leftover':
      return leftoverVariants(key, before.pairs, after.pairs, name);
    case 'stock-rebuilt': {
      const count = Number(key.detail?.['count']);
      return [count - 1, count + 1, count + 2]
        .filter((c) => c > 0)
        .map((c) => ({
          event: { ...key, detail: { count: c } },
          why: `Every played card but the pile's top card goes into the new stock: that is ${String(count)} cards, not ${String(c)}.`,
          rule: 'stock-rebuilt',
        }));
    }
    default:
      return [];
  }
}

/**
 * Pairs named as left over that were picked up: each wrong list swaps one leftover pair for a pair
 * picked earlier in the pick-up (never the one the move itself picks, which the question shows).
 */
function leftoverVariants(
  key: GameEvent,
  before: readonly FaceDownPair[],
  pairs: readonly FaceDownPair[],
  name: (s: Seat) => string,
): WrongOutcome[] {
  const left = pairs.filter((p) => p.pickedBy === null).map((p) => p.id);
  const picked = pairs.filter((p) => p.pickedBy !== null && before.find((b) => b.id === p.id)?.pickedBy !== null);
  const out: WrongOutcome[] = [];
  for (const pair of picked) {
    for (let i = 0; i < left.length; i++) {
      const ids = left.slice();
      ids[i] = pair.id;
      const sorted = pairs.map((p) => p.id).filter((id) => ids.includes(id));
      out.push({
        event: { ...key, detail: { pairs: sorted.join(' and ') } },
        why: `${pairLabel(pair, name)} is not left over: ${name(pair.pickedBy as Seat)} picked it up.`,
        rule: 'leftover-pairs',
      });
    }
  }
  return out;
}

function pairLabel(pair: FaceDownPair, name: (s: Seat) => string): string {
  return pair.id.startsWith('S')
    ? `Spare pair ${pair.id.slice(1)}`
    : `The pair in front of ${name(pair.id.charCodeAt(0) - 65)}`;
}

/** What happens next and who wins, as the quiz fetches them the first time it deals one (practice.ts). */
export const DAWN_OUTCOMES = outcomeKinds({
  settles: { kinds: ['dawn'], title: 'Who wins the hand?', question: 'Who wins the hand?' },
  wrong: dawnWrongOutcomes,
  redeal: redealBetweenHands(determinizeDawn, (state: DawnState, rng) => Object.assign(draftOf(state), { rng })),
});
