// What DWYN's components may use: the view, the actions, and the deck's names and facts. The
// components import from here (and from core) only, never from the engine's internals.

export type { DwynAction } from './actions.ts';
export type { DwynView, DwynDuelView } from './view.ts';
export {
  BODY_PARTS,
  DWYN_DECK,
  DWYN_SUITS,
  dwynCardName,
  dwynFacts,
  isBody,
  SUIT_TITLES,
  theDwynCard,
  type DwynCard,
  type DwynSuit,
} from './deck.ts';
