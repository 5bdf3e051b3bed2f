// Day's actions and notation, as examples and share links write them:
//
//   keep          keep both hole cards (step 2)
//   swap 7R       substitute the 7 of Rising: it goes face down to the muck, the top card replaces it
//   check         no bet is open (or you have matched it): pass the action on
//   bet 3         open the betting: put 3 chips in this round
//   raise 6       raise TO 6: your total in this round becomes 6 (not 6 more)
//   call          match the bet
//   fold          give up the hand
//   allin         put in every chip you have left (a bet, raise or call, whichever that makes it)
//   deal          deal the next hand
//
// Bet and raise amounts are always the seat's TOTAL for the round ("raise to"), so "raise 6"
// reads the same whoever has put in what. Actions are interned: one frozen object per kind, per
// card and per amount, so legal-move generation hands out the same objects each time.

import { NotationError } from '../core/errors.ts';
import { dayIndex, DAY_CARDS, parseDayCard, type DayCard } from './deck.ts';

export type DayAction =
  | { readonly type: 'check' }
  | { readonly type: 'call' }
  | { readonly type: 'fold' }
  | { readonly type: 'allin' }
  | { readonly type: 'keep' }
  | { readonly type: 'deal' }
  | { readonly type: 'bet'; readonly to: number }
  | { readonly type: 'raise'; readonly to: number }
  | { readonly type: 'swap'; readonly card: DayCard };

export const CHECK: DayAction = Object.freeze({ type: 'check' });
export const CALL: DayAction = Object.freeze({ type: 'call' });
export const FOLD: DayAction = Object.freeze({ type: 'fold' });
export const ALLIN: DayAction = Object.freeze({ type: 'allin' });
export const KEEP: DayAction = Object.freeze({ type: 'keep' });
export const DEAL: DayAction = Object.freeze({ type: 'deal' });

const FIXED: Readonly<Record<string, DayAction>> = {
  check: CHECK,
  call: CALL,
  fold: FOLD,
  allin: ALLIN,
  keep: KEEP,
  deal: DEAL,
};

const SWAPS: readonly DayAction[] = DAY_CARDS.map((card) => Object.freeze({ type: 'swap', card }));
const BETS = new Map<number, DayAction>();
const RAISES = new Map<number, DayAction>();

export function swapAction(card: DayCard): DayAction {
  return SWAPS[dayIndex(card)] as DayAction;
}

export function betAction(to: number): DayAction {
  let action = BETS.get(to);
  if (action === undefined) {
    action = Object.freeze({ type: 'bet', to });
    BETS.set(to, action);
  }
  return action;
}

export function raiseAction(to: number): DayAction {
  let action = RAISES.get(to);
  if (action === undefined) {
    action = Object.freeze({ type: 'raise', to });
    RAISES.set(to, action);
  }
  return action;
}

export function formatDayAction(action: DayAction): string {
  switch (action.type) {
    case 'bet':
    case 'raise':
      return `${action.type} ${action.to}`;
    case 'swap':
      return `swap ${action.card}`;
    default:
      return action.type;
  }
}

const HELP = 'Write check, call, fold, allin, bet 3, raise 6 (raise to 6), swap 7R, keep or deal.';

export function parseDayAction(text: string): DayAction {
  const words = text.trim().toLowerCase().split(/\s+/);
  const [verb = '', ...rest] = words;
  const normal = verb === 'all-in' || (verb === 'all' && rest[0] === 'in') ? 'allin' : verb;
  const args = verb === 'all' ? rest.slice(1) : rest;
  const fixed = FIXED[normal];
  if (fixed !== undefined && args.length === 0) return fixed;
  if ((normal === 'bet' || normal === 'raise') && args.length === 1) {
    const amount = Number(args[0]);
    if (!Number.isInteger(amount) || amount < 1 || !/^\d+$/.test(args[0] ?? '')) {
      throw new NotationError(`"${text}": the amount is a whole number of chips, like ${normal} 3.`);
    }
    return normal === 'bet' ? betAction(amount) : raiseAction(amount);
  }
  if ((normal === 'swap' || normal === 'substitute') && args.length >= 1) {
    return swapAction(parseDayCard(text.trim().split(/\s+/).slice(1).join(' ')));
  }
  throw new NotationError(`"${text}" is not a Day move. ${HELP}`);
}
