// isLegal is the predicate behind legalActions (legal.ts): over random sessions under every betting
// limit, it accepts exactly the actions legalActions lists, for every seat, every kind of action
// and every card, and for bets and raises exactly the whole amounts of the range the rules allow
// (DY-8), worked out here on their own: from the least raise to the cap, and all in below the least
// raise; none at all for a seat that acted before a short all in and faces less than a full raise.
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/engine/core/game.ts';
import {
  ALLIN,
  betAction,
  CALL,
  CHECK,
  DEAL,
  FOLD,
  KEEP,
  raiseAction,
  swapAction,
  type DayAction,
} from '../../../src/engine/day/actions.ts';
import { DAY_CARDS } from '../../../src/engine/day/deck.ts';
import { isLegal } from '../../../src/engine/day/legal.ts';
import { FIXED_MAX_RAISES } from '../../../src/engine/day/options.ts';
import type { DayState } from '../../../src/engine/day/state.ts';
import { day, randomSession, type Opts } from './engine-helpers.ts';

/** The bet or raise totals the rules allow the seat now (DY-8), or null when it may not bet or raise. */
function amounts(state: DayState, seat: Seat): { least: number; most: number; all: number } | null {
  if ((state.phase !== 'bet1' && state.phase !== 'bet2') || state.turn !== seat) return null;
  const roundBet = state.roundBets[seat] ?? 0;
  const all = roundBet + (state.stacks[seat] ?? 0);
  const bet = state.currentBet;
  const live = (s: number) => state.inHand[s] === true && state.folded[s] !== true;
  const answer = state.hands.some((_, s) => s !== seat && live(s) && (state.stacks[s] ?? 0) > 0);
  // Acted since the last full raise and facing less than a full raise: a short all in only.
  const closed = state.acted[seat] === true && bet - roundBet < state.lastRaise;
  if (all <= bet || !answer || closed) return null;
  if (state.options.limit === 'fixed') {
    return bet > 0 && state.raises >= FIXED_MAX_RAISES ? null : { least: bet + 1, most: bet + 1, all };
  }
  const least = bet + Math.max(state.lastRaise, 1);
  const pot = state.committed.reduce((a, b) => a + b, 0) + bet - roundBet;
  const most = state.options.limit === 'pot' ? Math.min(Math.max(bet + pot, least), all) : all;
  return { least, most, all };
}

describe('isLegal agrees with legalActions, and accepts every amount the rules allow', () => {
  /** Turns met where a short all in had left the betting closed to the seat to act. */
  let closedTurns = 0;
  const variants: Opts[] = [
    { players: 2 },
    { players: 3, limit: 'pot' },
    { players: 5, limit: 'no-limit', ante: 5, startingChips: 50 },
    { players: 4, limit: 'pot', ante: 0 },
    { players: 8, limit: 'no-limit', ante: 0, startingChips: 10 },
  ];
  for (const input of variants) {
    test(JSON.stringify(input), () => {
      let checked = 0;
      let unlisted = 0;
      const wrong: string[] = [];
      for (let seed = 1; seed <= 4; seed++) {
        randomSession(input, seed, (before) => {
          for (let seat = 0; seat < before.hands.length; seat++) {
            const listed = new Set(day.legalActions(before, seat));
            const range = amounts(before, seat);
            if (seat === before.turn && range === null && before.acted[seat] === true && listed.has(CALL)) {
              if (before.currentBet - (before.roundBets[seat] ?? 0) < before.lastRaise) closedTurns++;
            }
            const most = (before.roundBets[seat] ?? 0) + (before.stacks[seat] ?? 0) + 2;
            const verb = before.currentBet === 0 ? 'bet' : 'raise';
            const actions: DayAction[] = [CHECK, CALL, FOLD, ALLIN, KEEP, DEAL, ...DAY_CARDS.map(swapAction)];
            for (let to = 1; to <= most; to++) actions.push(betAction(to), raiseAction(to));
            for (const action of actions) {
              let legal = listed.has(action);
              if ((action.type === 'bet' || action.type === 'raise') && range !== null && action.type === verb) {
                legal = action.to <= range.most && (action.to >= range.least || action.to === range.all);
                if (legal && !listed.has(action)) unlisted++;
                if (listed.has(action) && !legal) wrong.push(`${seat} ${day.formatAction(action)} is listed`);
              }
              if (isLegal(before, seat, action) !== legal) wrong.push(`${seat} ${day.formatAction(action)}`);
              checked++;
            }
          }
        });
      }
      expect(wrong.slice(0, 10)).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
      // Under pot limit and no limit, amounts between the quick sizes were met and accepted.
      if (input.limit !== undefined) expect(unlisted).toBeGreaterThan(0);
    });
  }

  test('the sessions met turns a short all in had closed to raising', () => {
    expect(closedTurns).toBeGreaterThan(0);
  });
});
