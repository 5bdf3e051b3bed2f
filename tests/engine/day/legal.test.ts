// isLegal is the predicate behind legalActions (legal.ts): over random sessions under every betting
// limit, it accepts exactly the actions legalActions lists, for every seat, every kind of action,
// every card and every amount up to past the seat's chips.
import { describe, expect, test } from 'vitest';
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
} from '../../../src/engine/day/actions.ts';
import { DAY_CARDS } from '../../../src/engine/day/deck.ts';
import { isLegal } from '../../../src/engine/day/legal.ts';
import { day, randomSession, type Opts } from './engine-helpers.ts';

describe('isLegal agrees with legalActions', () => {
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
      const wrong: string[] = [];
      for (let seed = 1; seed <= 4; seed++) {
        randomSession(input, seed, (before) => {
          for (let seat = 0; seat < before.hands.length; seat++) {
            const legal = new Set(day.legalActions(before, seat));
            const most = (before.roundBets[seat] ?? 0) + (before.stacks[seat] ?? 0) + 2;
            const actions = [CHECK, CALL, FOLD, ALLIN, KEEP, DEAL, ...DAY_CARDS.map(swapAction)];
            for (let to = 1; to <= most; to++) actions.push(betAction(to), raiseAction(to));
            for (const action of actions) {
              if (isLegal(before, seat, action) !== legal.has(action))
                wrong.push(`${seat} ${day.formatAction(action)}`);
              checked++;
            }
          }
        });
      }
      expect(wrong.slice(0, 10)).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
    });
  }
});
