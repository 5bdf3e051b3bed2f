// Black and Red's wrong answers to "what happens next" and "who wins" (core/practice/outcome-question.ts):
// the event asked about, told otherwise, each with why it cannot follow, read from the move and the
// position. An event this file cannot explain gets no wrong answers, so it is never asked about.

import type { Seat } from '../core/game.ts';
import type { OutcomeFacts, WrongOutcome } from '../core/practice/outcome-question.ts';
import { draftOf, type BlackAndRedState } from './state.ts';
import { outcomeKinds, redealBetweenHands } from '../core/practice/outcome-question.ts';
import { determinizeBlackAndRed } from './hidden.ts';

function blackAndRedWrongOutcomes(facts: OutcomeFacts): WrongOutcome[] {
  const { key, name } = facts;
  const before = facts.before as BlackAndRedState;
  const after = facts.after as BlackAndRedState;
  const d = key.detail ?? {};
  const who = key.seat as Seat;
  const other = 1 - who;
  switch (key.kind) {
    case 'draw': {
      const out: WrongOutcome[] = [
        {
          event: { ...key, seat: other },
          why: `The player who discards draws at once: ${name(who)} discarded, so ${name(who)} draws, not ${name(other)}.`,
          rule: 'discard-then-draw',
        },
      ];
      // The upcard lies on the stock face up: the next draw takes it, whoever would rather not.
      if (d['upcard'] === true) {
        out.push({
          event: `${name(who)} draws a face-down card from under the upcard, which stays for ${name(other)}.`,
          why: `The upcard lies face up on top of the stock, so the first draw takes it: ${name(who)} draws it.`,
          rule: 'target-colour',
        });
      }
      return out;
    }
    case 'run-over': {
      const total = Number(d['total']);
      return [
        {
          event: { ...key, seat: other },
          why: `${name(who)} made the last discard of this run, so ${name(who)} starts the next one, not ${name(other)}.`,
          rule: 'next-run',
        },
        {
          event: { ...key, detail: { total: total - 1 } },
          why: `The run’s discards add up to ${String(total)}, and a go adds nothing to it.`,
          rule: 'running-total',
        },
      ];
    }
    case 'thirty-one': {
      const leader = Number(d['leader']);
      const byMaker = after.options.after31Leader === 'playerWhoMade31';
      return [
        {
          event: { ...key, detail: { leader: 1 - leader } },
          why: `${name(who)} made 31, and ${byMaker ? 'the player who makes 31' : 'the other player'} starts the next run: ${name(leader)}, not ${name(1 - leader)}.`,
          rule: 'thirty-one',
        },
      ];
    }
    case 'out': {
      const colour = String(d['colour']);
      const own = after.targets[who] === colour;
      const real = Number(d['points']);
      return [
        {
          event: { ...key, detail: { ...d, points: own ? 1 : 3 } },
          why: own
            ? `${name(who)} collects ${colour}: seven cards of one’s own colour score 3 points, not 1.`
            : `${name(who)} collects ${String(after.targets[who])}: going out in the other colour scores ${String(real)} point, not 3.`,
          rule: 'going-out',
        },
        {
          event: { ...key, detail: { ...d, points: 5 } },
          why: `5 points are only for a hand dealt all one colour; ${name(who)} went out in play, in ${own ? 'their own colour, for 3' : 'the other colour, for 1'}.`,
          rule: 'dealt-one-colour',
        },
      ];
    }
    case 'stock-rebuilt': {
      const count = Number(d['count']);
      return [count - 1, count + 1]
        .filter((c) => c > 0)
        .map((c) => ({
          event: { ...key, detail: { count: c } },
          why: `The cards of the finished runs, ${String(before.discards.length)} of them, become the new stock: not ${String(c)}.`,
          rule: 'stock-out',
        }));
    }
    default:
      return [];
  }
}

/** What happens next and who wins, as the quiz fetches them the first time it deals one (practice.ts). */
export const BLACK_AND_RED_OUTCOMES = outcomeKinds({
  settles: {
    kinds: ['thirty-one', 'out', 'run-over'],
    title: 'Who wins?',
    question: 'Who scores, and how many points?',
  },
  wrong: blackAndRedWrongOutcomes,
  redeal: redealBetweenHands(determinizeBlackAndRed, (state: BlackAndRedState, rng) =>
    Object.assign(draftOf(state), { rng }),
  ),
});
