// Every action of a plausible shape, for the explain tests, the practice quiz and the suites (a
// tool: index.ts gives it to withTools). It lives apart from legal.ts, which a page ships, so that
// the page does not carry it; and it writes its actions in notation (parseDayAction hands out the
// same interned actions), since each action constant it imported would be one more export of the
// page's script to the tools' script.

import type { Seat } from '../core/game.ts';
import { parseDayAction as act, type DayAction } from './actions.ts';
import { isLegal, legalActions, raiseBounds } from './legal.ts';
import type { DayState } from './state.ts';

const PLAIN = ['check', 'call', 'fold', 'allin', 'keep', 'deal'];

/**
 * Every action of a plausible shape for `seat`: the explain tests' search space. Of the amounts,
 * those legalActions lists and some isLegal refuses (either side of the range, and far past it).
 * The range's other amounts are legal without being listed, and the shared suite holds every
 * unlisted candidate to a refusal, so they are left out: tests/engine/day/legal.test.ts checks
 * every amount.
 */
export function candidateActions(state: DayState, seat: Seat): readonly DayAction[] {
  const out: DayAction[] = [...PLAIN.map(act), ...legalActions(state, seat)];
  for (const card of state.hands[seat] ?? []) out.push(act(`swap ${card}`));
  const other = state.community[0];
  if (other !== undefined) out.push(act(`swap ${other}`));
  const bet = state.currentBet;
  const bounds = raiseBounds(state, seat);
  const near = bounds === null ? [] : [Math.max(1, bounds[0] - 1), bounds[1] + 1];
  for (const to of [bet + 1, bet + 2, bet + 1000, ...near]) {
    for (const verb of ['bet', 'raise']) {
      const action = act(`${verb} ${to}`);
      if (!isLegal(state, seat, action)) out.push(action);
    }
  }
  const seen = new Set<DayAction>();
  return out.filter((a) => (seen.has(a) ? false : (seen.add(a), true)));
}
