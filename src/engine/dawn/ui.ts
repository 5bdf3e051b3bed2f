// What Dawn's components may use: the view a seat sees and the actions its controls send. The
// components import from here (and from core) only, never from the engine's internals.

export type { DawnAction } from './actions.ts';
export type { DawnPairView, DawnView } from './view.ts';
