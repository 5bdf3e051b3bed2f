// What Black & Red's components may use: the view, the actions, and a card's value in the running
// total. The components import from here (and from core) only, never from the engine's internals.

export type { BlackAndRedAction } from './actions.ts';
export { cardValue } from './state.ts';
export type { BlackAndRedView } from './view.ts';
