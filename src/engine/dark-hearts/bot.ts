// A heuristic Dark Hearts player. It sees only its view and the legal actions.
// - Passing: the three most dangerous cards, counting both faces: a Queen of spades face, then
//   high hearts, the King and Ace of spades (they catch the Queen), then other high cards.
// - Leading: the lowest face it may lead, avoiding point faces; the shade is whichever makes the
//   chosen card lowest, so it leads the shade that suits its hand.
// - Following: duck under the winning card with the highest face that still loses; if it cannot
//   duck, take the trick cheaply when last and the trick holds no points, else play low.
// - Void: throw away what hurts most in the trick's shade (its Queen of spades face, then its
//   highest heart face), else its most dangerous card.

import type { Bot } from '../core/game.ts';
import { passAction, type DarkHeartsAction } from './actions.ts';
import { facePoints, faceRank, faceSuit, isQueenOfSpadesFace, type DarkCard, type Shade } from './deck.ts';
import type { DarkHeartsView } from './view.ts';

type PlayAction = DarkHeartsAction & { type: 'play' };

export const darkHeartsHeuristicBot: Bot<DarkHeartsView, DarkHeartsAction> = (view, legal, seat) => {
  const first = legal[0];
  if (first === undefined) throw new Error('The bot was asked to act with no legal action.');
  if (legal.length === 1) return first;
  if (view.phase === 'pass') return choosePass(view.seats[seat]?.cards ?? [], legal) ?? first;
  const plays = legal.filter((a): a is PlayAction => a.type === 'play');
  if (plays.length === 0) return first;
  return (view.trick === null ? chooseLead(plays) : chooseFollow(view, plays)) ?? first;
};

/** How much trouble a face can cause in a trick of its shade. */
function faceDanger(card: DarkCard, shade: Shade): number {
  const rank = faceRank(card, shade);
  if (isQueenOfSpadesFace(card, shade)) return 20;
  const suit = faceSuit(card, shade);
  if (suit === 'S' && rank > 12) return 8;
  if (suit === 'H') return 3 + rank / 2;
  return rank > 10 ? rank - 10 : 0;
}

function danger(card: DarkCard): number {
  return faceDanger(card, 'L') + faceDanger(card, 'D');
}

function choosePass(hand: readonly DarkCard[], legal: readonly DarkHeartsAction[]): DarkHeartsAction | undefined {
  const worst = hand
    .slice()
    .sort((a, b) => danger(b) - danger(a))
    .slice(0, 3);
  // Actions are interned (actions.ts): the pass of these three cards is this very object if it is legal.
  const pass = passAction(worst);
  return pass !== null && legal.includes(pass) ? pass : undefined;
}

function chooseLead(plays: readonly PlayAction[]): PlayAction | undefined {
  const score = (a: PlayAction): number => faceRank(a.card, a.shade) + (facePoints(a.card, a.shade) > 0 ? 20 : 0);
  return plays.reduce<PlayAction | undefined>(
    (best, a) => (best === undefined || score(a) < score(best) ? a : best),
    undefined,
  );
}

function chooseFollow(view: DarkHeartsView, plays: readonly PlayAction[]): PlayAction | undefined {
  const trick = view.trick;
  if (trick === null) return plays[0];
  const shade = trick.shade;
  const led = faceSuit((trick.plays[0] as { card: DarkCard }).card, shade);
  const following = plays.filter((a) => faceSuit(a.card, shade) === led);
  if (following.length === 0) return discard(plays, shade);
  const winning = Math.max(
    ...trick.plays.filter((p) => faceSuit(p.card, shade) === led).map((p) => faceRank(p.card, shade)),
  );
  const byRank = following.slice().sort((a, b) => faceRank(a.card, shade) - faceRank(b.card, shade));
  const ducks = byRank.filter((a) => faceRank(a.card, shade) < winning);
  if (ducks.length > 0) return ducks[ducks.length - 1];
  const last = trick.plays.length === view.seats.length - 1;
  const points = trick.plays.reduce((sum, p) => sum + facePoints(p.card, shade), 0);
  return last && points === 0 ? byRank[byRank.length - 1] : byRank[0];
}

function discard(plays: readonly PlayAction[], shade: Shade): PlayAction | undefined {
  const hurt = (a: PlayAction): number =>
    (isQueenOfSpadesFace(a.card, shade) ? 100 : 0) +
    facePoints(a.card, shade) * (10 + faceRank(a.card, shade)) +
    danger(a.card);
  return plays.reduce<PlayAction | undefined>(
    (best, a) => (best === undefined || hurt(a) > hurt(best) ? a : best),
    undefined,
  );
}
