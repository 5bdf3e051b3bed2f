// What Dark Hearts' components may use: the view, the actions, the two faces of each card, and who
// receives a pass. The components import from here (and from core) only, never from the engine's
// internals.

export type { DarkHeartsAction } from './actions.ts';
export { face, faceName, facePoints, faceRank, faceSuit, SHADE_NAMES, type DarkCard, type Shade } from './deck.ts';
export { passTarget } from './state.ts';
export type { DarkHeartsView } from './view.ts';
