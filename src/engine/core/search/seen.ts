// What a reader may know of another seat's move, for a strong bot's reason in the log (issue 41):
// the reason names a move only where the table tells the reader as much, so it goes through the
// same hiding as the log's own sentences (events.ts, redactEvent).
//
// The reader cannot tell apart the deals of the cards they cannot see (Game.determinize gives such
// deals). A move is named when the log's sentence for it, as the reader reads it, could come from
// no other move in any of those deals: "B discards the 7 of spades", but not "B substitutes a
// card", "B discards a card face down" or "B rearranges their hand". A move not made (the next
// best) must besides be one the seat could make in every such deal: one of a card in its hidden
// hand is not.

import type { Seat, Viewer } from '../game.ts';
import type { SearchGame } from './spec.ts';
import { seedRng } from '../rng.ts';
import { tell } from '../telling.ts';

/** Deals of the hidden cards tried besides the real one: a card left where it lies by chance in all is rare. */
const WORLDS = 16;

/** Whether `viewer` may know `seat`'s moves in `state`, each by name: made, or only weighed. */
export function movesSeen(
  game: SearchGame,
  state: unknown,
  seat: Seat,
  viewer: Viewer,
): (action: unknown, made: boolean) => boolean {
  if (viewer === 'all' || viewer === seat) return () => true;
  const worlds = [state];
  for (let w = 0; w < WORLDS; w++) worlds.push(game.determinize(state, viewer, seedRng(0x5ee + w)));
  const legal = worlds.map((world) => game.legalActions(world, seat) as readonly unknown[]);
  const said = (world: unknown, move: unknown): string => {
    const first = game.apply(world, seat, move).events[0];
    return first ? tell(game, first, viewer, null) : '';
  };
  return (action, made) => {
    const notation = game.formatAction(action);
    const sentence = said(state, action);
    if (sentence === '') return false;
    return worlds.every((world, w) => {
      const moves = legal[w] ?? [];
      if (!made && !moves.some((move) => game.formatAction(move) === notation)) return false;
      return moves.every((move) => game.formatAction(move) === notation || said(world, move) !== sentence);
    });
  };
}
