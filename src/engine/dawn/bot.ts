// A heuristic Dawn player. It sees only its view and the legal actions.
// - Arranging: unwanted cards (black in Dawn) at both ends of the fan, where a hurried drawer
//   pulls from, and wanted cards in the middle.
// - Taking: the two middle cards of the neighbour's fan, guessing that players hide their wanted
//   cards there.
// - Picking up: the pair it took itself (it hopes it took wanted cards), then a spare pair.
// - Playing: shed the unwanted colour whenever there is a choice; lead an unwanted Ace first
//   (it clears the pile and gives another lead), otherwise the highest unwanted card.

import { compareCards, rankOf, type Card } from '../core/cards.ts';
import type { Bot } from '../core/game.ts';
import { leftOf } from '../core/seats.ts';
import type { DawnAction } from './actions.ts';
import { isUnwanted } from './state.ts';
import type { DawnView } from './view.ts';

export const dawnHeuristicBot: Bot<DawnView, DawnAction> = (view, legal, seat) => {
  const only = legal[0];
  if (only === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return only;
  const variant = view.options.variant;
  const unwanted = (card: Card): boolean => isUnwanted(card, variant);
  const hand = view.seats[seat]?.cards ?? [];

  switch (view.phase) {
    case 'arrange':
      return arrangeStep(hand, unwanted, legal);
    case 'take': {
      const size = view.seats[leftOf(seat, view.seats.length)]?.count ?? 2;
      const middle = Math.max(0, Math.floor(size / 2) - 1);
      return (
        find(legal, (a) => a.type === 'take' && a.positions[0] === middle && a.positions[1] === middle + 1) ?? only
      );
    }
    case 'pick': {
      const mine = view.pairs.find((p) => p.takenBy === seat && p.pickedBy === null);
      return (
        find(legal, (a) => a.type === 'pick' && a.pair === mine?.id) ??
        find(legal, (a) => a.type === 'pick' && a.pair.startsWith('S')) ??
        only
      );
    }
    default:
      return choosePlay(legal, view.needed === null, unwanted) ?? only;
  }
};

function choosePlay(
  legal: readonly DawnAction[],
  leading: boolean,
  unwanted: (card: Card) => boolean,
): DawnAction | undefined {
  const plays = legal.flatMap((a) => (a.type === 'play' ? [a] : []));
  const shed = plays.filter((a) => unwanted(a.card));
  if (!leading) return shed[0] ?? plays[0];
  const ace = shed.find((a) => rankOf(a.card) === 1);
  if (ace) return ace;
  const pool = shed.length > 0 ? shed : plays;
  return pool.reduce<DawnAction | undefined>(
    (best, a) => (best?.type === 'play' && rankOf(best.card) >= rankOf(a.card) ? best : a),
    undefined,
  );
}

/** One step towards the target order (unwanted at the ends), or ready when it is reached. */
function arrangeStep(
  hand: readonly Card[],
  unwanted: (card: Card) => boolean,
  legal: readonly DawnAction[],
): DawnAction {
  // A target that does not depend on the current order, or each step would chase a new one.
  const sorted = hand.slice().sort(compareCards);
  const bad = sorted.filter(unwanted);
  const good = sorted.filter((card) => !unwanted(card));
  const front = bad.filter((_, i) => i % 2 === 0);
  const back = bad.filter((_, i) => i % 2 === 1).reverse();
  const target = [...front, ...good, ...back];
  const wrong = hand.findIndex((card, i) => card !== target[i]);
  const ready = find(legal, (a) => a.type === 'ready');
  if (wrong < 0) return ready ?? (legal[0] as DawnAction);
  const from = hand.findIndex((card, i) => i > wrong && card === target[wrong]);
  return find(legal, (a) => a.type === 'shift' && a.at === from - 1) ?? ready ?? (legal[0] as DawnAction);
}

/** legal.find(test) as a plain loop: small enough to be inlined where it is called, with its test (faster). */
function find(legal: readonly DawnAction[], test: (a: DawnAction) => boolean): DawnAction | undefined {
  for (const action of legal) if (test(action)) return action;
  return undefined;
}
